// Placeholder until this screen's issue lands.
import { TopBar } from '../../components/top-bar';

export default function SetNewPasswordScreen() {
  return (
    <>
      <TopBar title="Atur Kata Sandi Baru" />
      <main className="screen">
        <p className="placeholder">Halaman ini sedang disiapkan.</p>
      </main>
    </>
  );
}
