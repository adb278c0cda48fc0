// Placeholder until this screen's issue lands.
import { TopBar } from '../../components/top-bar';

export default function PesanTiketScreen() {
  return (
    <>
      <TopBar title="Pesan Tiket" />
      <main className="screen">
        <p className="placeholder">Halaman ini sedang disiapkan.</p>
      </main>
    </>
  );
}
