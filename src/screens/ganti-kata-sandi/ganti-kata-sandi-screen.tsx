// Placeholder until this screen's issue lands.
import { TopBar } from '../../components/top-bar';

export default function GantiKataSandiScreen() {
  return (
    <>
      <TopBar title="Ganti Kata Sandi" />
      <main className="screen">
        <p className="placeholder">Halaman ini sedang disiapkan.</p>
      </main>
    </>
  );
}
