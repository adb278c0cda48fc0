// The banner of a ticket's latest WhatsApp notice (issue #23), on tiket-saya and tiket-detail: what
// was sent (the ticket's link, a stopped or cancelled departure, the reminder) and whether it went.
import type { components } from '../../kernel/schema';

export type NoticeState = components['schemas']['NoticeState'];

/** What each kind of notice is called in the banner's sentence. */
const WHAT: Record<NoticeState['kind'], string> = {
  ticket: 'Tiket',
  departure_closed: 'Pemberitahuan perubahan keberangkatan',
  departure_delayed: 'Pemberitahuan jadwal baru keberangkatan',
  reminder: 'Pengingat keberangkatan',
};

export const NOTICE_FAILED_HINT = 'Informasi lengkap tetap ada di halaman tiket ini.';

/** The banner's text: e.g. 'Tiket sudah dikirim ke WhatsApp Anda.' */
export function noticeText(notice: NoticeState): string {
  const what = WHAT[notice.kind];
  if (notice.status === 'sent') return `${what} sudah dikirim ke WhatsApp Anda.`;
  if (notice.status === 'pending') return `${what} sedang dikirim ke WhatsApp Anda.`;
  return `${what} gagal dikirim ke WhatsApp Anda. ${NOTICE_FAILED_HINT}`;
}

/** A failed notice is a warning; a sent or pending one is information. */
export const noticeTone = (notice: NoticeState): 'info' | 'warning' =>
  notice.status === 'failed' ? 'warning' : 'info';

/**
 * Whether a ticket's latest notice still fits its departure (issue #38): on a departure the
 * operator cancelled or held, only the closure's own notice; an earlier 'Tiket sudah dikirim…' or
 * reminder would contradict it.
 */
export const noticeFitsDeparture = (notice: NoticeState | null | undefined, departureClosed: boolean): boolean =>
  !!notice && (!departureClosed || notice.kind === 'departure_closed');
