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
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

const MENU = [
  { to: '/informasi-akun', label: m.ak_info_title },
  // Issue #40 item 2: what a passenger keeps for the next booking.
  { to: '/kendaraan-saya', label: m.ak_vehicles_title },
  { to: '/penumpang-tersimpan', label: m.ak_travellers_title },
  { to: '/ganti-kata-sandi', label: m.ak_password_title },
  { to: '/riwayat-transaksi', label: m.ak_history_screen },
  { to: '/pusat-bantuan', label: m.ak_help_title },
  { to: '/pengaturan', label: m.ak_settings_title },
];

export default function AccountScreen({ logic }: { logic?: typeof logoutMachine }) {
  const t = useT();
  return (
    <>
      <TopBar title={t(m.nav_account)} back={false} />
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
  const t = useT();
  return (
    <>
      <TopBar title={t(m.nav_account)} back={false} />
      <main className="screen account">
        <section className="card account-profile" aria-label={t(m.ak_profile)}>
          <Skeleton lines={1} label={t(m.ak_loading_profile)} />
        </section>
        <AccountMenu />
        <button type="button" className="button button-secondary button-block" disabled>
          {t(m.ak_logout)}
        </button>
        <AccountFooter />
      </main>
      <BottomNav />
    </>
  );
}

function AccountMenu() {
  const t = useT();
  return (
    <nav aria-label={t(m.ak_menu_label)}>
      <ul className="menu card">
        {MENU.map((item) => (
          <li key={item.to}>
            <Link className="menu-item" to={item.to}>
              <span>{t(item.label)}</span>
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
  const t = useT();
  return (
    <footer className="account-footer muted small">
      <p>{t(m.ak_version, { version: APP_VERSION })}</p>
      <p>{COPYRIGHT}</p>
    </footer>
  );
}
