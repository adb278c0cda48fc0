// The boarding verdict (issue #10): one rule for the server's check-in and for an officer's phone
// verifying offline against the manifest it keeps. Pure; Indonesian reasons (the spec is silent on
// this screen, so the texts are ours, kept here in one place).
import type { components } from './schema';
import { formatDateLong, formatTimeWib, jakartaNow } from './time';

type Contract = components['schemas'];

export type TicketStatus = Contract['TransactionStatus'];

/** One ticket of a departure's manifest, as the officer sees it. */
export type ManifestTicket = Contract['ManifestTicket'];

/** The part of a departure the verdict reads. */
export type OfficerDeparture = Pick<
  Contract['OfficerDeparture'],
  'scheduleId' | 'issuedDate' | 'issuedTime' | 'from' | 'to' | 'status'
>;

export type Verdict = Contract['Verdict'];
export type VerdictCode = Verdict['code'];

export const VERDICT_TEXT = {
  VALID: 'Tiket sah. Periksa kendaraan dan penumpang, lalu tekan "Naik Kapal".',
  CHECKED_IN: 'Berhasil check-in. Selamat berlayar.',
  UNPAID: 'Tiket belum dibayar.',
  CANCELLED: 'Tiket sudah dibatalkan.',
  STALE: 'Kode QR sudah tidak berlaku (tiket dibatalkan atau diganti).',
  /** Issue #23: the QR of a ticket moved since to another departure (Ubah Jadwal). */
  MOVED: 'Tiket sudah dipindah.',
  /**
   * Issue #38: what the officer does with a moved ticket's old QR, shown under MOVED's reason (the
   * reason itself stays as the server and the officer's copy write it).
   */
  MOVED_NEXT: 'Kode ini sudah tidak berlaku. Minta penumpang menunjukkan kode QR yang baru.',
  EXPIRED: 'Tiket kedaluwarsa: tidak dibayar tepat waktu.',
  FORGED: 'Kode QR tidak sah: palsu atau sudah diubah.',
  NOT_FOUND: 'Tiket tidak ditemukan.',
  /** Issue #37: never Tiket Sah on a departure that will not sail now. */
  DEPARTURE_CANCELLED:
    'Keberangkatan tiket ini dibatalkan oleh operator: jangan naikkan. Penumpang dapat pindah jadwal gratis atau refund 100 %.',
  DEPARTURE_HELD: 'Keberangkatan tiket ini sedang ditahan oleh operator: belum boleh naik kapal.',
} as const;

/** What the officer should do next after this verdict, when there is more to say than its reason. */
export function verdictNextStep(code: VerdictCode): string | null {
  return code === 'MOVED' ? VERDICT_TEXT.MOVED_NEXT : null;
}

/** 'Sudah check-in pukul 08:12 WIB oleh Rina Sitorus.' */
export function alreadyText(checkedInAt: string | null, by: string | null): string {
  const ms = checkedInAt ? Date.parse(checkedInAt) : Number.NaN;
  const z = Number.isFinite(ms) ? jakartaNow(ms) : null;
  const at = z ? ` pukul ${String(z.hour).padStart(2, '0')}:${String(z.minute).padStart(2, '0')} WIB` : '';
  return `Sudah check-in${at}${by ? ` oleh ${by}` : ''}.`;
}

/**
 * The verdict on `ticket` (null: no such ticket) scanned for the departure `expected` (the one the
 * officer is loading). `passVersion` is the version inside a scanned QR; null when the invoice
 * number was typed. `ticketDeparture` is the ticket's own departure, for the reason. "Wrong day" is
 * judged against the departure being loaded, not the phone's clock: a ticket of another date than
 * the sailing at the ramp is the other day's, also just after midnight or on a phone whose clock is off.
 */
export function judgeTicket(args: {
  ticket: ManifestTicket | null;
  ticketDeparture: OfficerDeparture | null;
  expected: OfficerDeparture;
  passVersion: number | null;
}): Verdict {
  const { ticket, ticketDeparture, expected, passVersion } = args;
  if (!ticket) return { code: 'NOT_FOUND', message: VERDICT_TEXT.NOT_FOUND };
  if (ticket.status === 'CANCELLED' || ticket.status === 'REFUND_DUE')
    return { code: 'CANCELLED', message: VERDICT_TEXT.CANCELLED };
  if (ticket.status === 'EXPIRED') return { code: 'EXPIRED', message: VERDICT_TEXT.EXPIRED };
  if (ticket.status === 'UNPAID') return { code: 'UNPAID', message: VERDICT_TEXT.UNPAID };
  if (passVersion !== null && passVersion !== ticket.passVersion) {
    // Issue #23: a QR older than the version the last move gave is the old departure's ticket.
    const moved = ticket.movedAtVersion;
    if (moved !== null && moved !== undefined && passVersion < moved) return movedVerdict(ticketDeparture);
    return { code: 'CANCELLED', message: VERDICT_TEXT.STALE };
  }
  // Issue #37: a held or cancelled sailing boards no one, online or offline (the officer's copy
  // carries each departure's status); the departure being loaded counts too.
  const sailing = ticket.scheduleId === expected.scheduleId ? expected : ticketDeparture;
  for (const d of [sailing, expected]) {
    if (d?.status === 'cancelled') return { code: 'DEPARTURE_CANCELLED', message: VERDICT_TEXT.DEPARTURE_CANCELLED };
    if (d?.status === 'held') return { code: 'DEPARTURE_HELD', message: VERDICT_TEXT.DEPARTURE_HELD };
  }
  const date = ticketDeparture?.issuedDate;
  if (date && date !== expected.issuedDate)
    return { code: 'WRONG_DAY', message: `Tiket untuk hari lain: ${formatDateLong(date)}.` };
  if (ticket.scheduleId !== expected.scheduleId) {
    const where = ticketDeparture
      ? `: ${ticketDeparture.from} – ${ticketDeparture.to} pukul ${formatTimeWib(ticketDeparture.issuedTime)}`
      : '';
    return { code: 'WRONG_DEPARTURE', message: `Tiket untuk keberangkatan lain${where}.` };
  }
  if (ticket.checkedInAt)
    return { code: 'ALREADY_CHECKED_IN', message: alreadyText(ticket.checkedInAt, ticket.checkedInBy) };
  return { code: 'VALID', message: VERDICT_TEXT.VALID };
}

/** 'Tiket sudah dipindah ke Simanindo – Tigaras, <date> pukul 08.30 WIB.' (the new departure when known). */
function movedVerdict(to: OfficerDeparture | null): Verdict {
  if (!to?.issuedDate || !to.from) return { code: 'MOVED', message: VERDICT_TEXT.MOVED };
  const where = `${to.from} – ${to.to}, ${formatDateLong(to.issuedDate)} pukul ${formatTimeWib(to.issuedTime)}`;
  return { code: 'MOVED', message: `${VERDICT_TEXT.MOVED.slice(0, -1)} ke ${where}.` };
}

/** Invoice numbers as typed at the dock: case and spaces forgiven. */
export function normaliseInvoice(text: string): string {
  return text.trim().toUpperCase().replace(/\s+/g, '');
}
