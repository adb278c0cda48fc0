// account (spec §2): initials avatar, name, phone, the account menu, logout, the version text and
// the copyright line, and the bottom navigation. Logout waits for the server's 200, then the
// user goes to login and the session clears all storage; a failure alerts 'Failed to get user.'
// (the card and Keluar are components/account-profile.tsx and logout-button.tsx, as petugas/akun's).
import { Link } from '../../lib/router';
import { AccountProfile } from '../../components/account-profile';
import { BottomNav } from '../../components/bottom-nav';
import { LanguageSetting } from '../../components/language-switch';
import { LogoutButton } from '../../components/logout-button';
import { Skeleton } from '../../components/skeleton';
import { TopBar } from '../../components/top-bar';
import { APP_VERSION, COPYRIGHT } from '../../lib/support';
import type { logoutMachine } from '../../machines/logout.machine';
import './account.css';

const MENU = [
  { to: '/informasi-akun', label: 'Informasi Akun' },
  // Issue #40 item 2: what a passenger keeps for the next booking.
  { to: '/kendaraan-saya', label: 'Kendaraan Saya' },
  { to: '/penumpang-tersimpan', label: 'Penumpang Tersimpan' },
  { to: '/ganti-kata-sandi', label: 'Ganti Kata Sandi' },
  { to: '/riwayat-transaksi', label: 'Riwayat Transaksi' },
  { to: '/pusat-bantuan', label: 'Pusat Bantuan' },
  { to: '/pengaturan', label: 'Pengaturan' },
];

export default function AccountScreen({ logic }: { logic?: typeof logoutMachine }) {
  return (
    <>
      <TopBar title="Akun" back={false} />
      <main className="screen account">
        <AccountProfile />
        <AccountMenu />
        <LogoutButton logic={logic} />
        <AccountFooter />
      </main>
      <BottomNav />
    </>
  );
}

/**
 * The first paint (issue #25, src/hooks/first-paint.ts): the menu, Keluar and the footer as the
 * screen draws them, the profile card's place held (whose account it is, only the browser knows).
 */
export function Frame() {
  return (
    <>
      <TopBar title="Akun" back={false} />
      <main className="screen account">
        <section className="card account-profile" aria-label="Profil">
          <Skeleton lines={1} label="Memuat profil…" />
        </section>
        <AccountMenu />
        <button type="button" className="button button-secondary button-block" disabled>
          Keluar
        </button>
        <AccountFooter />
      </main>
      <BottomNav />
    </>
  );
}

function AccountMenu() {
  return (
    <nav aria-label="Menu akun">
      <ul className="menu card">
        {MENU.map((item) => (
          <li key={item.to}>
            <Link className="menu-item" to={item.to}>
              <span>{item.label}</span>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="m9 5.4 1.4-1.4 8 8-8 8L9 18.6l6.6-6.6z" fill="currentColor" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <LanguageSetting />
    </nav>
  );
}

function AccountFooter() {
  return (
    <footer className="account-footer muted small">
      <p>Versi {APP_VERSION}</p>
      <p>{COPYRIGHT}</p>
    </footer>
  );
}
