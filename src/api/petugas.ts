// The port officers' calls (issue #10: /api/petugas/*).
import { api, unwrap, ApiError, type Schemas } from './client';

export type OfficerDepartureDto = Schemas['OfficerDeparture'];
export type ManifestTicketDto = Schemas['ManifestTicket'];
export type ScanResultDto = Schemas['ScanResult'];
export type RecordedScanDto = Schemas['RecordedScan'];
export type PublicJwk = { kty: string; crv: string; x: string; kid?: string; alg?: string; use?: string };
export type ManifestDto = { departure: OfficerDepartureDto; tickets: ManifestTicketDto[] };

export async function getOfficerDepartures(): Promise<{ date: string; departures: OfficerDepartureDto[] }> {
  return (await unwrap(api().GET('/api/petugas/departures'))).data;
}

export async function getBoardingPassKeys(): Promise<PublicJwk[]> {
  return (await unwrap(api().GET('/api/petugas/keys'))).data.keys;
}

export async function getManifest(scheduleId: number): Promise<ManifestDto> {
  return (await unwrap(api().GET('/api/petugas/manifest/{scheduleId}', { params: { path: { scheduleId } } }))).data;
}

export async function verifyTicket(
  body: Schemas['ScanInput'],
): Promise<{ verdict: Schemas['Verdict']; ticket: ManifestTicketDto | null }> {
  return (await unwrap(api().POST('/api/petugas/verify', { body }))).data;
}

export async function checkIn(body: Schemas['CheckInInput']): Promise<ScanResultDto> {
  return (await unwrap(api().POST('/api/petugas/check-in', { body }))).data;
}

export async function syncScans(deviceId: string, scans: RecordedScanDto[]): Promise<ScanResultDto[]> {
  return (await unwrap(api().POST('/api/petugas/sync', { body: { deviceId, scans } }))).data.results;
}

/** The manifest as a file for the harbour master. */
export async function getManifestFile(scheduleId: number, kind: 'pdf' | 'csv'): Promise<Blob> {
  const path = kind === 'pdf' ? '/api/petugas/manifest/{scheduleId}/pdf' : '/api/petugas/manifest/{scheduleId}/csv';
  const { data, response } = await api().GET(path, { params: { path: { scheduleId } }, parseAs: 'blob' });
  if (!response.ok || !(data instanceof Blob))
    throw new ApiError('http', response.status, response.statusText || `HTTP ${response.status}`);
  return data;
}

/** The day's per-route report (CSV). */
export async function getDailyReport(date: string): Promise<Blob> {
  const { data, response } = await api().GET('/api/petugas/report/{date}', {
    params: { path: { date } },
    parseAs: 'blob',
  });
  if (!response.ok || !(data instanceof Blob))
    throw new ApiError('http', response.status, response.statusText || `HTTP ${response.status}`);
  return data;
}
