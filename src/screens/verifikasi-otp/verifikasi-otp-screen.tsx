// Placeholder until this screen's issue lands.
import { TopBar } from '../../components/top-bar';

export default function VerifikasiOtpScreen() {
  return (
    <>
      <TopBar title="Verifikasi OTP" />
      <main className="screen">
        <p className="placeholder">Halaman ini sedang disiapkan.</p>
      </main>
    </>
  );
}
