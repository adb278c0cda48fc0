// The app's routes as data: the path of each screen, the module behind it (under src/, without
// the extension), the layouts that keep a flow actor alive across several screens, and the guards.
// src/app.tsx builds the router from it; vite.config.ts reads it to write the build's
// route-preloads.json (the chunks each deep link needs, server/http/spa.ts). Pure data, no imports:
// the Vite config loads it in Node.

export type RouteGuard = 'auth' | 'passenger' | 'officer' | 'admin' | 'cashier';

export type RouteEntry =
  /** A screen at `path` (relative to its parent), the default export of `module`. */
  | { path: string; module: string }
  /** A pathless layout (the default export of `layout`) around `children`. */
  | { layout: string; children: RouteEntry[] }
  /** A pathless guard around `children`: 'auth' sends anonymous visitors to login, 'passenger' and
   * 'officer', 'admin' and 'cashier' keep each role to its own pages. */
  | { guard: RouteGuard; children: RouteEntry[] };

export const ROUTE_TABLE: RouteEntry[] = [
  { path: 'login', module: 'screens/login/login-screen' },
  { path: 'beranda', module: 'screens/beranda/beranda-screen' },
  { path: 'daftar-tiket', module: 'screens/daftar-tiket/daftar-tiket-screen' },
  {
    layout: 'screens/auth-flow/auth-flow-layout',
    children: [
      { path: 'register', module: 'screens/register/register-screen' },
      { path: 'forgot-password', module: 'screens/forgot-password/forgot-password-screen' },
      { path: 'verifikasi-otp', module: 'screens/verifikasi-otp/verifikasi-otp-screen' },
      { path: 'set-new-password', module: 'screens/set-new-password/set-new-password-screen' },
    ],
  },
  {
    guard: 'auth',
    children: [
      { path: 'account', module: 'screens/account/account-screen' },
      { path: 'informasi-akun', module: 'screens/informasi-akun/informasi-akun-screen' },
      { path: 'riwayat-transaksi', module: 'screens/riwayat-transaksi/riwayat-transaksi-screen' },
      { path: 'ganti-kata-sandi', module: 'screens/ganti-kata-sandi/ganti-kata-sandi-screen' },
      { path: 'pusat-bantuan', module: 'screens/pusat-bantuan/pusat-bantuan-screen' },
      { path: 'pengaturan', module: 'screens/pengaturan/pengaturan-screen' },
      { path: 'tiket-saya', module: 'screens/tiket-saya/tiket-saya-screen' },
      { path: 'tiket-detail/:id', module: 'screens/tiket-detail/tiket-detail-screen' },
      // Ubah Jadwal (issue #23): the passenger's own ticket, like tiket-detail (the server answers 404 otherwise).
      { path: 'tiket-detail/:id/ubah-jadwal', module: 'screens/ubah-jadwal/ubah-jadwal-screen' },
      // Midtrans' finish redirect (server/payments/midtrans.ts FINISH_PATH).
      { path: 'pembayaran-selesai/:id', module: 'screens/pembayaran-selesai/pembayaran-selesai-screen' },
      {
        guard: 'passenger',
        children: [
          {
            layout: 'screens/booking-flow/booking-flow-layout',
            children: [
              { path: 'pesan-tiket/:id', module: 'screens/pesan-tiket/pesan-tiket-screen' },
              { path: 'konfirmasi-pesanan', module: 'screens/konfirmasi-pesanan/konfirmasi-pesanan-screen' },
            ],
          },
        ],
      },
      // The port officer's app (issue #10): its own lazy chunks, never in a passenger's first load.
      {
        guard: 'officer',
        children: [
          {
            layout: 'screens/petugas/petugas-layout',
            children: [
              { path: 'petugas', module: 'screens/petugas/petugas-screen' },
              { path: 'petugas/pindai', module: 'screens/petugas/pindai-screen' },
              { path: 'petugas/manifes/:scheduleId', module: 'screens/petugas/manifes-screen' },
              // The officer's own account page (issue #21), not the passengers' /account.
              { path: 'petugas/akun', module: 'screens/petugas/petugas-akun-screen' },
            ],
          },
        ],
      },
      // The operator's console (issue #22): admin only, its own lazy chunks (and its chart library).
      {
        guard: 'admin',
        children: [
          {
            layout: 'screens/operator/operator-layout',
            children: [
              { path: 'operator', module: 'screens/operator/dasbor-screen' },
              { path: 'operator/keberangkatan', module: 'screens/operator/keberangkatan-screen' },
              { path: 'operator/jadwal', module: 'screens/operator/jadwal-screen' },
              { path: 'operator/kapal', module: 'screens/operator/kapal-screen' },
              { path: 'operator/tarif', module: 'screens/operator/tarif-screen' },
              { path: 'operator/kapasitas', module: 'screens/operator/kapasitas-screen' },
              { path: 'operator/riwayat', module: 'screens/operator/riwayat-screen' },
              // The refunds to pay by hand, Tandai Sudah Dibayar (issue #23).
              { path: 'operator/refund', module: 'screens/operator/refund-screen' },
            ],
          },
        ],
      },
      // The booth (issue #24): the cashier's pages, kasir only, their own lazy chunks (and the QR encoder).
      {
        guard: 'cashier',
        children: [
          {
            layout: 'screens/loket/loket-layout',
            children: [
              { path: 'loket', module: 'screens/loket/loket-jual-screen' },
              { path: 'loket/tiket', module: 'screens/loket/loket-tiket-screen' },
              { path: 'loket/shift', module: 'screens/loket/loket-shift-screen' },
            ],
          },
        ],
      },
    ],
  },
];

/** Every screen's full path with the modules it needs (its layouts', then its own), in table order. */
export function screenModules(
  table: RouteEntry[] = ROUTE_TABLE,
  parentPath = '/',
  parentModules: string[] = [],
): { path: string; modules: string[] }[] {
  return table.flatMap((entry) => {
    if ('path' in entry)
      return [{ path: `${parentPath.replace(/\/$/, '')}/${entry.path}`, modules: [...parentModules, entry.module] }];
    if ('layout' in entry) return screenModules(entry.children, parentPath, [...parentModules, entry.layout]);
    return screenModules(entry.children, parentPath, parentModules);
  });
}
