// The ticket states issue #23 adds to the passenger's lists (tiket-saya, riwayat-transaksi) and to
// tiket-detail's receipt, apart from the self-service texts (./ticket-action-messages.ts), so those
// screens' first loads carry only these words.
export const TICKET_STATUS_LABEL = {
  operatorCancelled: 'Dibatalkan oleh operator',
  cancelled: 'Dibatalkan',
  // tiket-detail's receipt (src/screens/tiket-detail/ticket-view.tsx), painted before its self-service loads.
  cancelledTitle: 'Tiket Dibatalkan',
  closureReason: 'Alasan',
} as const;
