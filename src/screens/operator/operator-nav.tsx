// The console's navigation (issue #22): every page of the operator's console and Keluar. A side
// bar on a desktop, a wrapping row on a phone. NavLink marks the current page (aria-current).
import { NavLink } from '../../lib/router';
import { LogoutButton } from '../../components/logout-button';

export const OPERATOR_PAGES = [
  { to: '/operator', label: 'Dasbor' },
  { to: '/operator/keberangkatan', label: 'Keberangkatan' },
  { to: '/operator/jadwal', label: 'Jadwal' },
  { to: '/operator/kapal', label: 'Kapal' },
  { to: '/operator/tarif', label: 'Tarif' },
  { to: '/operator/kapasitas', label: 'Kapasitas' },
  { to: '/operator/riwayat', label: 'Riwayat Perubahan' },
  { to: '/operator/refund', label: 'Refund' },
] as const;

/**
 * A staff area's navigation (the console, the booth): its pages and Keluar. `end`: the area's first
 * page is not also current on the pages under it.
 */
export function StaffNav({ label, pages }: { label: string; pages: readonly { to: string; label: string }[] }) {
  return (
    <nav className="operator-nav" aria-label={label}>
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end className="operator-nav-link">
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="operator-logout">
        <LogoutButton />
      </div>
    </nav>
  );
}

export function OperatorNav() {
  return <StaffNav label="Navigasi operator" pages={OPERATOR_PAGES} />;
}
