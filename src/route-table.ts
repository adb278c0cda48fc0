// The app's routes as data: the path of each screen, the module behind it (under src/, without
// the extension), the layouts that keep a flow actor alive across several screens, and the guards.
// src/app.tsx builds the router from it; vite.config.ts reads it to write the build's
// route-preloads.json (the chunks each deep link needs, server/http/spa.ts). Pure data, no imports:
// the Vite config loads it in Node.

export type RouteGuard = 'auth' | 'passenger' | 'officer' | 'admin' | 'cashier';

/**
 * A screen. `title` and the rest describe its frame, the first paint the build prerenders for it
 * (issue #25, src/hooks/first-paint.ts) when its module exports no `Frame` of its own: the screen's
 * top bar (`title`, a back button unless `back: false`, the passengers' bottom navigation with
 * `nav`), or for the staff's pages, whose layout draws the chrome, a `heading` of that level.
 * `title` is the screen's own heading, word for word (the browser test e2e/prerender.spec.ts
 * compares the two).
 */
export type ScreenEntry = {
  path: string;
  module: string;
  title: string;
  back?: false;
  nav?: true;
  heading?: 'h1' | 'h2';
};

export type RouteEntry =
  /** A screen at `path` (relative to its parent), the default export of `module`. */
  | ScreenEntry
  /** A pathless layout (the default export of `layout`) around `children`. */
  | { layout: string; children: RouteEntry[] }
  /** A pathless guard around `children`: 'auth' sends anonymous visitors to login, 'passenger' and
   * 'officer', 'admin' and 'cashier' keep each role to its own pages. */
  | { guard: RouteGuard; children: RouteEntry[] };

export const ROUTE_TABLE: RouteEntry[] = [
  { path: 'login', module: 'screens/login/login-screen', title: 'Masuk' },
  { path: 'beranda', module: 'screens/beranda/beranda-screen', title: 'Seberang', back: false, nav: true },
  { path: 'daftar-tiket', module: 'screens/daftar-tiket/daftar-tiket-screen', title: 'Daftar Tiket' },
  {
    layout: 'screens/auth-flow/auth-flow-layout',
    children: [
      { path: 'register', module: 'screens/register/register-screen', title: 'Daftar' },
      { path: 'forgot-password', module: 'screens/forgot-password/forgot-password-screen', title: 'Lupa Kata Sandi' },
      { path: 'verifikasi-otp', module: 'screens/verifikasi-otp/verifikasi-otp-screen', title: 'Verifikasi OTP' },
      {
        path: 'set-new-password',
        module: 'screens/set-new-password/set-new-password-screen',
        title: 'Atur Kata Sandi Baru',
      },
    ],
  },
  {
    guard: 'auth',
    children: [
      { path: 'account', module: 'screens/account/account-screen', title: 'Akun', back: false, nav: true },
      { path: 'informasi-akun', module: 'screens/informasi-akun/informasi-akun-screen', title: 'Informasi Akun' },
      {
        path: 'riwayat-transaksi',
        module: 'screens/riwayat-transaksi/riwayat-transaksi-screen',
        title: 'Riwayat Transaksi',
      },
      {
        path: 'ganti-kata-sandi',
        module: 'screens/ganti-kata-sandi/ganti-kata-sandi-screen',
        title: 'Ganti Kata Sandi',
      },
      { path: 'pusat-bantuan', module: 'screens/pusat-bantuan/pusat-bantuan-screen', title: 'Pusat Bantuan' },
      { path: 'pengaturan', module: 'screens/pengaturan/pengaturan-screen', title: 'Pengaturan' },
      {
        path: 'tiket-saya',
        module: 'screens/tiket-saya/tiket-saya-screen',
        title: 'Tiket Saya',
        back: false,
        nav: true,
      },
      { path: 'tiket-detail/:id', module: 'screens/tiket-detail/tiket-detail-screen', title: 'Detail Tiket' },
      // Ubah Jadwal (issue #23): the passenger's own ticket, like tiket-detail (the server answers 404 otherwise).
      { path: 'tiket-detail/:id/ubah-jadwal', module: 'screens/ubah-jadwal/ubah-jadwal-screen', title: 'Ubah Jadwal' },
      // Midtrans' finish redirect (server/payments/midtrans.ts FINISH_PATH).
      {
        path: 'pembayaran-selesai/:id',
        module: 'screens/pembayaran-selesai/pembayaran-selesai-screen',
        title: 'Pembayaran',
      },
      {
        guard: 'passenger',
        children: [
          // Issue #40 item 2: the account's saved vehicles and travellers (the API is passengers' only).
          { path: 'kendaraan-saya', module: 'screens/kendaraan-saya/kendaraan-saya-screen', title: 'Kendaraan Saya' },
          {
            path: 'penumpang-tersimpan',
            module: 'screens/penumpang-tersimpan/penumpang-tersimpan-screen',
            title: 'Penumpang Tersimpan',
          },
          {
            layout: 'screens/booking-flow/booking-flow-layout',
            children: [
              { path: 'pesan-tiket/:id', module: 'screens/pesan-tiket/pesan-tiket-screen', title: 'Pesan Tiket' },
              {
                path: 'konfirmasi-pesanan',
                module: 'screens/konfirmasi-pesanan/konfirmasi-pesanan-screen',
                title: 'Konfirmasi Pesanan',
              },
            ],
          },
          // Walk-on passengers (issue #40 item 3): their own flow, from pesan-tiket's "Pejalan kaki" choice.
          {
            path: 'pesan-pejalan-kaki/:id',
            module: 'screens/pesan-pejalan-kaki/pesan-pejalan-kaki-screen',
            title: 'Pesan Tiket Pejalan Kaki',
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
              { path: 'petugas', module: 'screens/petugas/petugas-screen', title: 'Petugas Dermaga', back: false },
              { path: 'petugas/pindai', module: 'screens/petugas/pindai-screen', title: 'Pindai Tiket' },
              { path: 'petugas/manifes/:scheduleId', module: 'screens/petugas/manifes-screen', title: 'Manifes' },
              // The officer's own account page (issue #21), not the passengers' /account.
              {
                path: 'petugas/akun',
                module: 'screens/petugas/petugas-akun-screen',
                title: 'Akun Petugas',
                back: false,
              },
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
              { path: 'operator', module: 'screens/operator/dasbor-screen', title: 'Dasbor', heading: 'h1' },
              {
                path: 'operator/keberangkatan',
                module: 'screens/operator/keberangkatan-screen',
                title: 'Keberangkatan',
                heading: 'h1',
              },
              { path: 'operator/jadwal', module: 'screens/operator/jadwal-screen', title: 'Jadwal', heading: 'h1' },
              { path: 'operator/kapal', module: 'screens/operator/kapal-screen', title: 'Kapal', heading: 'h1' },
              { path: 'operator/tarif', module: 'screens/operator/tarif-screen', title: 'Tarif', heading: 'h1' },
              {
                path: 'operator/kapasitas',
                module: 'screens/operator/kapasitas-screen',
                title: 'Kapasitas',
                heading: 'h1',
              },
              {
                path: 'operator/riwayat',
                module: 'screens/operator/riwayat-screen',
                title: 'Riwayat Perubahan',
                heading: 'h1',
              },
              // The refunds to pay by hand, Tandai Sudah Dibayar (issue #23).
              { path: 'operator/refund', module: 'screens/operator/refund-screen', title: 'Refund', heading: 'h1' },
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
              { path: 'loket', module: 'screens/loket/loket-jual-screen', title: 'Jual Tiket', heading: 'h2' },
              { path: 'loket/tiket', module: 'screens/loket/loket-tiket-screen', title: 'Cari Tiket', heading: 'h2' },
              { path: 'loket/shift', module: 'screens/loket/loket-shift-screen', title: 'Shift', heading: 'h2' },
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
): { path: string; modules: string[]; screen: ScreenEntry }[] {
  return table.flatMap((entry) => {
    if ('path' in entry)
      return [
        {
          path: `${parentPath.replace(/\/$/, '')}/${entry.path}`,
          modules: [...parentModules, entry.module],
          screen: entry,
        },
      ];
    if ('layout' in entry) return screenModules(entry.children, parentPath, [...parentModules, entry.layout]);
    return screenModules(entry.children, parentPath, parentModules);
  });
}
