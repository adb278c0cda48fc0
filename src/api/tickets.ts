// A paid ticket's self-service (issue #23: /api/ticket/{id}/*): the departures Ubah Jadwal may move it
// to, the move itself (free, or a payment for fee + difference), Batalkan Tiket / Ajukan Refund, and
// Perbaiki Data. Each action answers the ticket as it now is (a TransactionDetail) and, for a paid
// move, the payment to open.
import { api, unwrap, type Schemas } from './client';

export type TicketActionsDto = Schemas['TicketActions'];
export type TicketChangeDto = Schemas['TicketChange'];
export type TicketRefundDto = Schemas['TicketRefund'];
export type TicketDepartureDto = Schemas['TicketDeparture'];
export type RescheduleOptionDto = Schemas['RescheduleOption'];
export type PendingRescheduleDto = Schemas['PendingReschedule'];
export type CorrectionInputDto = Schemas['CorrectionInput'];
export type TicketActionResult = {
  ticket: Schemas['TransactionDetail'];
  payment?: PendingRescheduleDto | null;
};

export async function listRescheduleOptions(id: number, date: string): Promise<RescheduleOptionDto[]> {
  return (await unwrap(api().GET('/api/ticket/{id}/reschedule-options', { params: { path: { id }, query: { date } } })))
    .data.options;
}

/** `requestId`: one per confirmation (a retry with the same key answers the same outcome). */
export async function rescheduleTicket(id: number, scheduleId: number, requestId: string): Promise<TicketActionResult> {
  return (
    await unwrap(
      api().POST('/api/ticket/{id}/reschedule', { params: { path: { id } }, body: { scheduleId, requestId } }),
    )
  ).data;
}

export async function cancelTicket(id: number): Promise<TicketActionResult> {
  return (await unwrap(api().POST('/api/ticket/{id}/cancel', { params: { path: { id } } }))).data;
}

export async function correctTicket(id: number, body: CorrectionInputDto): Promise<TicketActionResult> {
  return (await unwrap(api().POST('/api/ticket/{id}/correct', { params: { path: { id } }, body }))).data;
}
