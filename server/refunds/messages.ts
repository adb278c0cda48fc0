// The refunds' words (issue #23): Indonesian, as the operator's Refund screen shows them.
export const REFUND_MESSAGES = {
  notFound: 'Refund tidak ditemukan.',
  notDue: 'Refund ini tidak menunggu pembayaran.',
  paid: 'Refund ditandai sudah dibayar.',
} as const;
