// Placeholder until this screen's issue lands.
import { TopBar } from '../../components/top-bar';

export default function TiketSayaScreen() {
  return (
    <>
      <TopBar title="Tiket Saya" />
      <main className="screen">
        <p className="placeholder">Halaman ini sedang disiapkan.</p>
      </main>
    </>
  );
}
