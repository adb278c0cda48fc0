import { NavLink } from '../lib/router';
import { m } from '../../kernel/paraglide/messages';
import { useT, type Translate } from '../hooks/language';

export type BottomNavItem = { to: string; label: string; icon: string };

const passengerItems = (t: Translate): BottomNavItem[] => [
  { to: '/beranda', label: t(m.nav_home), icon: 'M12 3 2 12h3v8h5v-6h4v6h5v-8h3z' },
  {
    to: '/tiket-saya',
    label: t(m.nav_tickets),
    icon: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4z',
  },
  {
    to: '/account',
    label: t(m.nav_account),
    icon: 'M12 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4m0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5',
  },
];

/**
 * The bottom navigation: the passengers' by default; the officer's passes its own items, label and
 * `end` (an item is current only on its own path, not on the paths under it).
 */
export function BottomNav({
  items,
  label,
  end = false,
}: {
  items?: readonly BottomNavItem[];
  label?: string;
  end?: boolean;
}) {
  const t = useT();
  return (
    <nav className="bottom-nav" aria-label={label ?? t(m.nav_label)}>
      {(items ?? passengerItems(t)).map((item) => (
        <NavLink key={item.to} to={item.to} end={end} className="bottom-nav-item">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d={item.icon} fill="currentColor" />
          </svg>
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
