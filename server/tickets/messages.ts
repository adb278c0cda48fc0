// The Indonesian texts of a ticket's self-service (issue #23; messages/id.json `srv_ticket_*`, answered
// in English to an English request, ../platform/language.ts): why an action is refused now, the
// conflicts of Ubah Jadwal, Batalkan Tiket and Perbaiki Data, and the labels of the fields a
// correction changed (the history on tiket-detail lists them). The cancellation's own reasons are
// kernel/ticket-rules.ts CANCEL_REASONS (shared with the booth).
import { CHANGE_CUTOFF_HOURS } from '../../kernel/ticket-rules';
import { m } from '../../kernel/paraglide/messages';

export const TICKET_MESSAGES = {
  ticketNotFound: m.srv_ticket_not_found(),
  notPaid: m.srv_ticket_not_paid(),
  checkedIn: m.srv_ticket_checked_in(),
  notActive: m.srv_ticket_not_active(),
  changedMeanwhile: m.srv_ticket_changed_meanwhile(),
  /** Issue #37: the confirmed amounts no longer apply (409 AmountsChanged, with the new ones). */
  refundChanged: m.srv_ticket_refund_changed(),
  amountDueChanged: m.srv_ticket_amount_due_changed(),
  rescheduleTooLate: m.srv_ticket_reschedule_too_late({ hours: CHANGE_CUTOFF_HOURS }),
  pendingChange: m.srv_ticket_pending_change(),
  departureNotFound: m.srv_ticket_departure_not_found(),
  sameDeparture: m.srv_ticket_same_departure(),
  otherRoute: m.srv_ticket_other_route(),
  departureClosed: m.srv_ticket_departure_closed(),
  departureTooSoon: m.srv_ticket_departure_too_soon(),
  departureFull: m.srv_ticket_departure_full(),
  noFare: m.srv_ticket_no_fare(),
  changeEnded: m.srv_ticket_change_ended(),
  requestIdReused: m.srv_ticket_request_id_reused(),
  paymentUnavailable: m.srv_ticket_payment_unavailable(),
  footCorrection: m.srv_ticket_foot_correction(),
  manifestLength: m.srv_ticket_manifest_length(),
  manifestType: m.srv_ticket_manifest_type(),
  childAge: m.srv_ticket_child_age(),
  adultAge: m.srv_ticket_adult_age(),
  feeLine: 'Biaya ubah jadwal',
  differenceLine: 'Selisih tarif',
} as const;

/** The labels of the fields Perbaiki Data changed, as the history shows them. */
export const FIELD_LABELS = {
  plateNumber: 'Plat nomor',
  driverName: 'Nama pengemudi',
  driverAge: 'Umur pengemudi',
  driverDomicile: 'Domisili pengemudi',
  passengerName: (n: number) => `Nama penumpang ${n}`,
  passengerAge: (n: number) => `Umur penumpang ${n}`,
  passengerDomicile: (n: number) => `Domisili penumpang ${n}`,
} as const;
