// The booth's calls (issue #24: /api/loket/*): the cashier's shift, today's departures from the
// cashier's port, a sale (cash or QRIS), a ticket by id or invoice and its cancellation, the
// receipt PDF and the day's shift report. Kasir tokens only (the server answers 403). Only the
// booth's chunks import this module (vite.config.ts keeps it out of the shared `ui` chunk).
import { api, unwrap, ApiError, type Schemas } from './client';

export type CashierShiftDto = Schemas['CashierShift'];
export type BoothDepartureDto = Schemas['OperatorDeparture'];
export type BoothSaleInputDto = Schemas['BoothSaleInput'];
export type BoothTicketDto = Schemas['BoothTicket'];
export type BoothCancelPreviewDto = Schemas['BoothCancelPreview'];
/** A ticket as the booth finds it (a booth or an online one from the cashier's port), with its departure. */
export type BoothTicketDetailDto = Schemas['BoothTicketDetail'];
/** A ticket as the booth looks it up: the ticket and whether (and for how much) it may be cancelled now. */
export type BoothTicketLookupDto = Schemas['BoothTicketAnswer'];
export type BoothCancelDto = {
  ticket: BoothTicketDetailDto;
  refund: { amount: number; method: 'tunai' };
  shift: CashierShiftDto;
};
export type ReceiptSize = '58mm' | 'a6';
export type ReportFormat = 'pdf' | 'csv';

export async function getCurrentShift(): Promise<CashierShiftDto | null> {
  return (await unwrap(api().GET('/api/loket/shift'))).data.shift;
}

export async function openShift(openingFloat: number): Promise<CashierShiftDto> {
  return (await unwrap(api().POST('/api/loket/shifts', { body: { openingFloat } }))).data.shift;
}

/** Tutup Shift; `note` is the Catatan Selisih, required by the server when the count differs (issue #38). */
export async function closeShift(id: number, countedCash: number, note?: string): Promise<CashierShiftDto> {
  const body = note ? { countedCash, note } : { countedCash };
  return (await unwrap(api().POST('/api/loket/shifts/{id}/close', { params: { path: { id } }, body }))).data.shift;
}

export async function listBoothDepartures(): Promise<BoothDepartureDto[]> {
  return (await unwrap(api().GET('/api/loket/departures'))).data.departures;
}

export async function sellBoothTicket(body: BoothSaleInputDto): Promise<BoothTicketDto> {
  return (await unwrap(api().POST('/api/loket/sales', { body }))).data.ticket;
}

export async function getBoothTicket(id: number): Promise<BoothTicketLookupDto> {
  return (await unwrap(api().GET('/api/loket/tickets/{id}', { params: { path: { id } } }))).data;
}

export async function findBoothTicket(invoice: string): Promise<BoothTicketLookupDto> {
  return (await unwrap(api().GET('/api/loket/tickets', { params: { query: { invoice } } }))).data;
}

/** An online ticket's holder's proof at the booth (issue #37): its plate and the last 4 digits of its number. */
export type HolderProof = { plateNumber: string; phoneLast4: string };

export async function cancelBoothTicket(id: number, reason?: string, proof?: HolderProof): Promise<BoothCancelDto> {
  const body = { ...(reason ? { reason } : {}), ...(proof ?? {}) };
  return (await unwrap(api().POST('/api/loket/tickets/{id}/cancel', { params: { path: { id } }, body }))).data;
}

/** A Blob, also one from another realm (a test's DOM beside Node's fetch). */
const isBlob = (data: unknown): data is Blob =>
  data instanceof Blob ||
  (typeof data === 'object' && data !== null && typeof (data as Blob).arrayBuffer === 'function');

async function file(call: Promise<{ data?: unknown; response: Response }>): Promise<Blob> {
  let result: { data?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('network', 0, error instanceof Error ? error.message : 'Network error');
  }
  const { data, response } = result;
  if (!response.ok || !isBlob(data))
    throw new ApiError('http', response.status, response.statusText || `HTTP ${response.status}`);
  return data;
}

/** The receipt of a paid ticket (PDF), for a 58 mm thermal roll or an A6 sheet. */
export function getBoothReceipt(id: number, size: ReceiptSize, proof?: HolderProof): Promise<Blob> {
  const query = { size, ...(proof ? { plate: proof.plateNumber, phoneLast4: proof.phoneLast4 } : {}) };
  return file(api().GET('/api/loket/tickets/{id}/receipt', { params: { path: { id }, query }, parseAs: 'blob' }));
}

/** The cashier's shifts of a Jakarta day (YYYY-MM-DD), as a PDF or a CSV. */
export function getShiftReport(date: string, format: ReportFormat): Promise<Blob> {
  return file(api().GET('/api/loket/report', { params: { query: { date, format } }, parseAs: 'blob' }));
}
