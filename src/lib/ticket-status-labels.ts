// The ticket states issue #23 adds to the passenger's lists (tiket-saya, riwayat-transaksi), apart
// from tiket-detail's texts (./ticket-action-messages.ts), so the lists load only these words.
export const TICKET_STATUS_LABEL = {
  operatorCancelled: 'Dibatalkan oleh operator',
  cancelled: 'Dibatalkan',
} as const;
