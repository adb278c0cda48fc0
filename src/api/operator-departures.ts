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

// Issue #38 item 1: a weather day in a few clicks — what pausing, holding or cancelling several
// departures touches (asked before the confirmation), then the change for all of them at once.
export type DepartureImpactInputDto = Schemas['DepartureImpactInput'];
export type DepartureImpactDto = Schemas['DepartureImpact'];
export type DepartureRefusalDto = Schemas['DepartureRefusal'];
export type BulkDepartureStatusInputDto = Schemas['BulkDepartureStatusInput'];
export type DepartureImpactPreviewDto = { impact: DepartureImpactDto; refused: DepartureRefusalDto[] };
export type BulkDepartureStatusResultDto = DepartureImpactPreviewDto & {
  departures: OperatorDepartureDto[];
  noticesQueued: number;
};

export async function previewDeparturesStatus(body: DepartureImpactInputDto): Promise<DepartureImpactPreviewDto> {
  return (await unwrap(api().POST('/api/operator/departures/impact', { body }))).data;
}

export async function setDeparturesStatus(body: BulkDepartureStatusInputDto): Promise<BulkDepartureStatusResultDto> {
  return (await unwrap(api().POST('/api/operator/departures/bulk-status', { body }))).data;
}

// Issue #38 item 2: Undur Keberangkatan — the departure leaves later, keeping its tickets; its holders are told.
export type DepartureDelayInputDto = Schemas['DepartureDelayInput'];
export type DepartureDelayResultDto = { departure: OperatorDepartureDto; notices: number };

export async function delayDeparture(id: number, body: DepartureDelayInputDto): Promise<DepartureDelayResultDto> {
  return (await unwrap(api().POST('/api/operator/departures/{id}/delay', { params: { path: { id } }, body }))).data;
}
