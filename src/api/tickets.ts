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
export type CancelPreviewDto = Schemas['BoothCancelPreview'];
export type TicketActionResult = {
  ticket: Schemas['TransactionDetail'];
  payment?: PendingRescheduleDto | null;
};

export async function listRescheduleOptions(id: number, date: string): Promise<RescheduleOptionDto[]> {
  return (await unwrap(api().GET('/api/ticket/{id}/reschedule-options', { params: { path: { id }, query: { date } } })))
    .data.options;
}

/**
 * `requestId`: one per confirmation (a retry with the same key answers the same outcome).
 * `amountDue`: what the passenger confirmed (issue #37: another amount now answers 409, nothing done).
 */
export async function rescheduleTicket(
  id: number,
  scheduleId: number,
  requestId: string,
  amountDue: number,
): Promise<TicketActionResult> {
  return (
    await unwrap(
      api().POST('/api/ticket/{id}/reschedule', {
        params: { path: { id } },
        body: { scheduleId, requestId, amountDue },
      }),
    )
  ).data;
}

/** `refundAmount`: the refund the passenger confirmed (issue #37: another one now answers 409, nothing done). */
export async function cancelTicket(id: number, refundAmount: number): Promise<TicketActionResult> {
  return (await unwrap(api().POST('/api/ticket/{id}/cancel', { params: { path: { id } }, body: { refundAmount } })))
    .data;
}

/**
 * The cancel preview a 409 AmountsChanged carries (the refund that applies now), checked by hand
 * (an error's body is untrusted); null for any other failure.
 */
export function changedCancelPreview(error: unknown): CancelPreviewDto | null {
  const data = (error as { data?: unknown } | null)?.data;
  const cancel = data && typeof data === 'object' ? (data as { cancel?: unknown }).cancel : undefined;
  if (!cancel || typeof cancel !== 'object') return null;
  const c = cancel as Record<string, unknown>;
  const whole = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  if (typeof c['allowed'] !== 'boolean' || !whole(c['refundAmount']) || !whole(c['refundPercent']) || !whole(c['fee']))
    return null;
  if (c['reason'] !== null && typeof c['reason'] !== 'string') return null;
  return c as unknown as CancelPreviewDto;
}

export async function correctTicket(id: number, body: CorrectionInputDto): Promise<TicketActionResult> {
  return (await unwrap(api().POST('/api/ticket/{id}/correct', { params: { path: { id } }, body }))).data;
}
