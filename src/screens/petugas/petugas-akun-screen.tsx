// petugas/akun — the officer's own account page (issue #21): name, phone and Keluar, with the
// officer's bottom navigation, so "Akun" never leads an officer into the passenger area. Logout
// is the same flow as the passengers' account page (components/logout-button.tsx): the server's
// 200, then login.
import { AccountProfile } from '../../components/account-profile';
import { LogoutButton } from '../../components/logout-button';
import { TopBar } from '../../components/top-bar';
import { APP_VERSION } from '../../lib/support';
import type { logoutMachine } from '../../machines/logout.machine';
import { OfficerNav } from './officer-nav';
import '../account/account.css';

export default function PetugasAkunScreen({ logic }: { logic?: typeof logoutMachine }) {
  return (
    <>
      <TopBar title="Akun Petugas" languages={false} back={false} />
      <main className="screen account stack">
        <AccountProfile extra="Petugas Dermaga" />
        <LogoutButton logic={logic} />
        <footer className="account-footer muted small">
          <p>Versi {APP_VERSION}</p>
        </footer>
      </main>
      <OfficerNav />
    </>
  );
}
