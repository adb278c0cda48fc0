// Pesan Lagi (issue #40 item 4), the part the ticket lists and daftar-tiket need: which ticket
// offers it, and the addresses that carry it. Tiny and kernel-only on purpose: tiket-saya and
// riwayat-transaksi load it in their first chunk; the draft itself is built on pesan-tiket
// (src/machines/order-again.machine.ts, a lazy chunk).
//
// The way: Pesan Lagi → daftar-tiket for the ticket's route, the day tabs starting at its old
// date (a past date starts them at today, schedule-list-data.ts), `pesanLagi=<transaction id>` in
// the address → Pilih Tiket → pesan-tiket/{scheduleId}?pesanLagi=<id>, where the old ticket's
// vehicle and people become this departure's draft.
import { departureEpochMs } from '../../kernel/time';

/** The query word that carries the old ticket's id from the list to pesan-tiket. */
export const ORDER_AGAIN_PARAM = 'pesanLagi';

export const ORDER_AGAIN_MSG = {
  button: 'Pesan Lagi',
  chooseDeparture:
    'Pesan Lagi: pilih hari dan keberangkatan. Kendaraan, pengemudi dan penumpang dari tiket lama akan diisi otomatis.',
} as const;

/** What a list item says about itself (TransactionListItem's fields this needs). */
export type OrderAgainItem = {
  id: number;
  status?: string;
  operatorCancelled?: boolean;
  cancelledAfterPayment?: boolean;
  schedule: { issuedDate: string; issuedTime: string; fromRoute: { id: number }; toRoute: { id: number } };
};

/** A ticket whose order is over: cancelled, lapsed unpaid, refunded, or left behind by its departure. */
const OVER = new Set(['CANCELLED', 'EXPIRED', 'REFUND_DUE']);

/**
 * Pesan Lagi shows on a ticket that is past (its departure, Jakarta time, is not after `nowMs`) or
 * cancelled: by the operator, after payment, at the gateway, its hold lapsed unpaid, or refunded.
 */
export function mayOrderAgain(item: OrderAgainItem, nowMs: number): boolean {
  if (item.operatorCancelled || item.cancelledAfterPayment || (item.status && OVER.has(item.status))) return true;
  const departure = departureEpochMs(item.schedule.issuedDate, item.schedule.issuedTime);
  return Number.isFinite(departure) && departure <= nowMs;
}

/** daftar-tiket for the ticket's route from its old date (today when that is past), in Pesan Lagi mode. */
export function orderAgainSearchPath(item: OrderAgainItem): string {
  const query = new URLSearchParams({
    from: String(item.schedule.fromRoute.id),
    to: String(item.schedule.toRoute.id),
    date: item.schedule.issuedDate,
    [ORDER_AGAIN_PARAM]: String(item.id),
  });
  return `/daftar-tiket?${query.toString()}`;
}

/** The old ticket's id in a query, or null (absent, or not a positive id). */
export function orderAgainId(search: URLSearchParams): number | null {
  const id = Number(search.get(ORDER_AGAIN_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `path` (with or without a query) still in Pesan Lagi mode for the ticket `id`, or as it is. */
export function withOrderAgain(path: string, id: number | null): string {
  if (id === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${ORDER_AGAIN_PARAM}=${id}`;
}
