// The operator's departures of one date (issue #22: /api/operator/departures): space used, and
// Tunda Penjualan / Buka Kembali / Batalkan Keberangkatan and the walk-in quota of one departure.
import { api, unwrap, type Schemas } from './client';

export type OperatorDepartureDto = Schemas['OperatorDeparture'];
export type DepartureStatusInputDto = Schemas['DepartureStatusInput'];
export type QuotaInputDto = Schemas['QuotaInput'];

export async function listOperatorDepartures(date: string): Promise<OperatorDepartureDto[]> {
  return (await unwrap(api().GET('/api/operator/departures', { params: { query: { date } } }))).data.departures;
}

export async function setDepartureStatus(id: number, body: DepartureStatusInputDto): Promise<OperatorDepartureDto> {
  return (await unwrap(api().POST('/api/operator/departures/{id}/status', { params: { path: { id } }, body }))).data
    .departure;
}

export async function setDepartureQuota(id: number, body: QuotaInputDto): Promise<OperatorDepartureDto> {
  return (await unwrap(api().PUT('/api/operator/departures/{id}/quota', { params: { path: { id } }, body }))).data
    .departure;
}
