// What konfirmasi-pesanan tells the user about an order: the spec's three outcomes (§4, verbatim)
// and our own texts for the refusals the spec does not know.
export const ORDER_MSG = {
  soldOut: 'Tiket ini sudah habis',
  otherStatus: 'Terjadi error, mohon logout dan login kembali habis',
  sendFailed: 'Error sending ticket',
  // Beyond the spec (issue #14): the spec's catch-all tells the user to log out and in again,
  // which is wrong advice for these two refusals, so each gets a clear message of its own. The
  // catch-all stays for every status nobody knows.
  closedForSale:
    'Pembelian tiket online untuk keberangkatan ini sudah ditutup (kurang dari 1 jam sebelum waktu keberangkatan). Silakan pilih jadwal lain.',
  outsideWindow: 'Pemesanan hanya dibuka sampai 7 hari ke depan. Silakan pilih tanggal keberangkatan lain.',
  // Issue #9: the payment gateway could not open a payment (push 502); the server released the
  // place, so the user is told that nothing was booked and may simply try again.
  // Issue #22: push 423, the operator stopped sales on the departure (Tunda Penjualan) or cancelled
  // it while the user was confirming. Nothing was booked; another departure is offered.
  closedByOperator: 'Keberangkatan ini ditutup oleh operator. Silakan pilih jadwal lain.',
  // Issue #39, hoard-proof openings: push 412 (a plate holds one live ticket per departure) and 429
  // (an account holds a few open unpaid orders at once, MAX_UNPAID_ORDERS).
  plateTaken:
    'Kendaraan ini sudah punya tiket atau pesanan yang belum dibayar pada keberangkatan ini. Periksa Tiket Saya, atau pilih jadwal lain.',
  tooManyUnpaid:
    'Anda masih punya beberapa pesanan yang belum dibayar. Bayar atau tunggu pesanan itu berakhir (15 menit) sebelum memesan lagi.',
  paymentUnavailable:
    'Layanan pembayaran sedang tidak dapat dihubungi. Pesanan belum dibuat dan tempat tidak ditahan. Silakan coba lagi beberapa saat lagi.',
} as const;
