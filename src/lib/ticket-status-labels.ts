// The ticket states issue #23 adds to the passenger's lists (tiket-saya, riwayat-transaksi) and to
// tiket-detail's receipt, apart from the self-service texts (./ticket-action-messages.ts), so those
// screens' first loads carry only these words.
export const TICKET_STATUS_LABEL = {
  operatorCancelled: 'Dibatalkan oleh operator',
  cancelled: 'Dibatalkan',
  // tiket-detail's receipt (src/screens/tiket-detail/ticket-view.tsx), painted before its self-service loads.
  cancelledTitle: 'Tiket Dibatalkan',
  closureReason: 'Alasan',
  // Issue #38: tiket-detail opens with the closure (./closure-card.tsx), painted before its
  // self-service loads, so its title and note live here; the self-service messages re-export them.
  heldTitle: 'Ditahan oleh operator',
  operatorCancelledNote:
    'Keberangkatan ini dibatalkan oleh operator. Pilih Ubah Jadwal ke keberangkatan lain tanpa biaya, atau Ajukan Refund 100 %.',
  heldNote:
    'Keberangkatan ini ditahan oleh operator. Tiket Anda tetap berlaku bila dibuka kembali. Sampai jam keberangkatan Anda dapat memilih Ubah Jadwal tanpa biaya atau Ajukan Refund 100 %.',
  heldPastNote:
    'Keberangkatan ini masih ditahan dan jam keberangkatannya sudah lewat. Operator akan membukanya kembali atau membatalkannya; Anda akan diberi tahu.',
  // The boarding pass of a held departure: shown (the ticket stays valid if it reopens), marked.
  heldQr:
    'Belum berlaku selama keberangkatan ditahan. Petugas akan menolak kode ini sampai keberangkatan dibuka kembali.',
} as const;
