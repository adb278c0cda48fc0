// Placeholder until this screen's issue lands.
import { TopBar } from '../../components/top-bar';

export default function ForgotPasswordScreen() {
  return (
    <>
      <TopBar title="Lupa Kata Sandi" />
      <main className="screen">
        <p className="placeholder">Halaman ini sedang disiapkan.</p>
      </main>
    </>
  );
}
