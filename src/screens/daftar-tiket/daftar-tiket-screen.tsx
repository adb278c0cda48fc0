// Placeholder until this screen's issue lands.
import { TopBar } from '../../components/top-bar';

export default function DaftarTiketScreen() {
  return (
    <>
      <TopBar title="Daftar Tiket" />
      <main className="screen">
        <p className="placeholder">Halaman ini sedang disiapkan.</p>
      </main>
    </>
  );
}
