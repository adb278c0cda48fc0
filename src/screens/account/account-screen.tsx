// account (spec §2): initials avatar, name, phone, the account menu, logout, the version text and
// the copyright line, and the bottom navigation. Logout waits for the server's 200, then the
// user goes to login and the session clears all storage; a failure alerts 'Failed to get user.'.
import { Link, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { BottomNav } from '../../components/bottom-nav';
import { AlertDialog } from '../../components/modal';
import { TopBar } from '../../components/top-bar';
import { ACCOUNT_MSG } from '../../lib/account-messages';
import { initials } from '../../lib/initials';
import { APP_VERSION, COPYRIGHT } from '../../lib/support';
import { useFlow } from '../../hooks/inspect';
import { logoutMachine } from '../../machines/logout.machine';
import { useSession, useSessionUser } from '../../hooks/session';
import './account.css';
import { NetworkButton } from '../../components/network-button';

const MENU = [
  { to: '/informasi-akun', label: 'Informasi Akun' },
  { to: '/ganti-kata-sandi', label: 'Ganti Kata Sandi' },
  { to: '/riwayat-transaksi', label: 'Riwayat Transaksi' },
  { to: '/pusat-bantuan', label: 'Pusat Bantuan' },
  { to: '/pengaturan', label: 'Pengaturan' },
];

export default function AccountScreen({ logic = logoutMachine }: { logic?: typeof logoutMachine }) {
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useFlow(
    logic.provide({
      actions: {
        toLogin: () => void navigate('/login', { replace: true }),
        endSession: () => session.send({ type: 'SESSION.LOGGED_OUT' }),
      },
    }),
  );
  const state = useSelector(logout, (s) => s.value);

  const name = user?.name ?? '';
  return (
    <>
      <TopBar title="Akun" back={false} />
      <main className="screen account">
        <section className="card account-profile" aria-label="Profil">
          <div className="avatar" aria-hidden="true">
            {initials(name)}
          </div>
          <div>
            <h2 className="account-name">{name}</h2>
            <p className="muted account-phone">{user?.phone_number}</p>
          </div>
        </section>
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
        </nav>
        <NetworkButton
          type="button"
          className="button button-secondary button-block"
          disabled={state === 'loggingOut'}
          onClick={() => logout.send({ type: 'LOGOUT.REQUEST' })}
        >
          {state === 'loggingOut' ? 'Memproses…' : 'Keluar'}
        </NetworkButton>
        <footer className="account-footer muted small">
          <p>Versi {APP_VERSION}</p>
          <p>{COPYRIGHT}</p>
        </footer>
      </main>
      <BottomNav />
      <AlertDialog
        message={state === 'failed' ? ACCOUNT_MSG.logoutFailed : null}
        onClose={() => logout.send({ type: 'LOGOUT.DISMISS' })}
      />
    </>
  );
}
