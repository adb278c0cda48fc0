// The operator's console (issue #22): admin only (RequireAdmin in src/app.tsx), its own lazy
// chunks. The shell around every console page: the console's name, its navigation and Keluar;
// each page renders its own <main> with its <h1> in the Outlet.
import { Outlet } from '../../lib/router';
import { useSessionUser } from '../../hooks/session';
import { OperatorNav } from './operator-nav';
import './operator.css';

export default function OperatorLayout() {
  const user = useSessionUser();
  return (
    <div className="operator-shell">
      <header className="operator-header">
        <p className="operator-brand">
          Konsol Operator
          {user && <span className="operator-user">{user.name}</span>}
        </p>
        <OperatorNav />
      </header>
      <div className="operator-body">
        <Outlet />
      </div>
    </div>
  );
}
