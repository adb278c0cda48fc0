// The booth (issue #24): kasir only (RequireCashier in src/app.tsx), its own lazy chunks. The shell
// around every booth page: the booth's name and the cashier's, the navigation (Jual Tiket, Cari
// Tiket, Shift) and Keluar; the <h1> is the booth's name, each page renders its own <main> with its
// <h2> in the Outlet. The same
// staff shell as the operator's console (its side bar on a desktop, a wrapping row on a phone).
import { Outlet } from '../../lib/router';
import { useSessionUser } from '../../hooks/session';
import { StaffNav } from '../operator/operator-nav';
import '../operator/operator.css';
import './loket.css';

export const LOKET_PAGES = [
  { to: '/loket', label: 'Jual Tiket' },
  { to: '/loket/tiket', label: 'Cari Tiket' },
  { to: '/loket/shift', label: 'Shift' },
] as const;

export default function LoketLayout() {
  const user = useSessionUser();
  return (
    <div className="operator-shell">
      <header className="operator-header">
        <div className="operator-brand">
          <h1 className="loket-brand">Loket</h1>
          {user && <span className="operator-user">{user.name}</span>}
        </div>
        <StaffNav label="Navigasi loket" pages={LOKET_PAGES} />
      </header>
      <div className="operator-body">
        <Outlet />
      </div>
    </div>
  );
}
