// The officer's bottom navigation (issue #21): the day's departures and the officer's own account,
// never the passenger area. The passengers' BottomNav (components/bottom-nav.tsx) with these items.
import { BottomNav, type BottomNavItem } from '../../components/bottom-nav';

const items: BottomNavItem[] = [
  {
    to: '/petugas',
    label: 'Keberangkatan',
    icon: 'M4 15h16l-2 4H6zm2-2 1-5h10l1 5zm5-8h2v2h-2zM3 21h18v1H3z',
  },
  {
    to: '/petugas/akun',
    label: 'Akun',
    icon: 'M12 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4m0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5',
  },
];

export function OfficerNav() {
  // `end`: Keberangkatan is not also current on /petugas/akun.
  return <BottomNav items={items} label="Navigasi petugas" end />;
}
