// Placeholder until this screen's issue lands.
import { TopBar } from '../../components/top-bar';

export default function RiwayatTransaksiScreen() {
  return (
    <>
      <TopBar title="Riwayat Transaksi" />
      <main className="screen">
        <p className="placeholder">Halaman ini sedang disiapkan.</p>
      </main>
    </>
  );
}
