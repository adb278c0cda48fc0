// Texts of the console's Refund page (issue #23), in Indonesian: the refunds to pay by hand and
// Tandai Sudah Dibayar. A failed call is read structurally ({ kind, status, message }), so this file
// needs nothing from src/api; what the whole console shares comes from ./operator-messages.ts.
import { OPERATOR_MSG as CONSOLE_MSG, operatorErrorMessage } from './operator-messages';
import { readFailure } from './account-messages';

export type RefundFilterValue = 'due' | 'all';
export type RefundCause = 'passenger' | 'operator_cancel' | 'late_payment' | 'change_not_applied';
export type RefundStatusValue = 'processing' | 'refunded' | 'due' | 'paid';

export const REFUND_FILTER_LABEL: Record<RefundFilterValue, string> = {
  due: 'Menunggu dibayar',
  all: 'Semua',
};

export const REFUND_CAUSE_LABEL: Record<RefundCause, string> = {
  passenger: 'Dibatalkan penumpang',
  operator_cancel: 'Keberangkatan dibatalkan operator',
  late_payment: 'Pembayaran terlambat',
  change_not_applied: 'Ubah jadwal tidak terlaksana',
};

export const REFUND_STATUS_LABEL: Record<RefundStatusValue, string> = {
  processing: 'Diproses',
  refunded: 'Sudah dikembalikan',
  due: 'Menunggu dibayar',
  paid: 'Sudah dibayar',
};

/** How the money went back (the refunds row's `method`); an unknown one is shown as it is. */
export const REFUND_METHOD_LABEL: Record<string, string> = {
  midtrans: 'Midtrans (otomatis)',
  simulator: 'Simulator pembayaran (otomatis)',
  manual: 'Transfer manual oleh operator',
  tunai: 'Tunai di loket',
};

export const REFUND_MSG = {
  title: 'Refund',
  markPaid: 'Tandai Sudah Dibayar',
  confirmPaid: 'Ya, Tandai Sudah Dibayar',
  loading: 'Memuat refund…',
  loadFailed: 'Daftar refund tidak dapat dimuat.',
  noneDue: 'Tidak ada refund yang menunggu dibayar.',
  none: 'Belum ada refund.',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  pageOf: (page: number, total: number) => `Halaman ${page} dari ${total}`,
  confirmText: (amount: string, invoice: string) =>
    `Pastikan ${amount} untuk ${invoice} sudah ditransfer ke penumpang. Tindakan ini dicatat di Riwayat Perubahan dan tidak dapat dibatalkan.`,
  paid: (invoice: string) => `Refund ${invoice} ditandai sudah dibayar.`,
  notDue: 'Refund ini tidak lagi menunggu dibayar (sudah dibayar, sudah dikembalikan, atau masih diproses).',
  reloaded: 'Daftar refund dimuat ulang.',
  forbidden: CONSOLE_MSG.forbidden,
} as const;

/**
 * Why Tandai Sudah Dibayar failed. A 409 (no longer due) or 404 is shown with the server's reason
 * when it gave one (the operator's refusals are written in Indonesian), else ours; anything else as
 * the console says it (403: no access, 0: no connection…).
 */
export function markPaidErrorMessage(error: unknown): string {
  const { status, message } = readFailure(error);
  const kind = (error as { kind?: unknown } | null)?.kind;
  if (kind === 'http' && (status === 409 || status === 404)) {
    return message.trim() && !/^(conflict|not found)\.?$/i.test(message.trim()) ? message : REFUND_MSG.notDue;
  }
  return operatorErrorMessage(error);
}

/** The list's load failure: the console's words (403: no access). */
export const refundLoadErrorMessage = (error: unknown) => operatorErrorMessage(error);
