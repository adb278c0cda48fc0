import { Link } from '../lib/router';

export function NotFoundScreen() {
  return (
    <main className="screen screen-centered">
      <h1>Halaman tidak ditemukan</h1>
      <p>Alamat yang Anda buka tidak tersedia.</p>
      <Link className="button button-primary" to="/beranda">
        Kembali ke Beranda
      </Link>
    </main>
  );
}
