// Router, guard and root providers. Every screen is its own lazy chunk, so the first load of
// /beranda carries only the shell and the beranda screen (ARCHITECTURE.md §7 budget).
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { SessionProvider, useIsAuthenticated, useSession } from './session';
import { ScreenSkeleton } from './components/skeleton';
import { NotFoundScreen } from './components/not-found';

const screen = (load: () => Promise<{ default: ComponentType }>) => {
  const Screen = lazy(load);
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <Screen />
    </Suspense>
  );
};

/** Sends anonymous visitors (no token, or its payload `exp` has passed) to login. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  // After a logout or an account deletion the user left on purpose: login then leads to beranda,
  // not back to the page they left (that page's own navigation to login may lose this race).
  const leftOnPurpose = useSelector(session, (s) => s.context.endedBy === 'logout' || s.context.endedBy === 'deleted');
  useEffect(() => {
    session.send({ type: 'SESSION.CHECK' });
  }, [session, location.pathname]);
  if (!authenticated) {
    return <Navigate to="/login" replace state={leftOnPurpose ? null : { from: location.pathname + location.search }} />;
  }
  return children ?? <Outlet />;
}

// Layouts that keep a long-lived flow actor (registration, recovery, booking) alive across the
// routes it spans.
const AuthFlowLayout = lazy(() => import('./screens/auth-flow/auth-flow-layout'));
const BookingFlowLayout = lazy(() => import('./screens/booking-flow/booking-flow-layout'));

export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/beranda" replace /> },
  { path: 'login', element: screen(() => import('./screens/login/login-screen')) },
  { path: 'beranda', element: screen(() => import('./screens/beranda/beranda-screen')) },
  { path: 'daftar-tiket', element: screen(() => import('./screens/daftar-tiket/daftar-tiket-screen')) },
  {
    element: (
      <Suspense fallback={<ScreenSkeleton />}>
        <AuthFlowLayout />
      </Suspense>
    ),
    children: [
      { path: 'register', element: screen(() => import('./screens/register/register-screen')) },
      { path: 'forgot-password', element: screen(() => import('./screens/forgot-password/forgot-password-screen')) },
      { path: 'verifikasi-otp', element: screen(() => import('./screens/verifikasi-otp/verifikasi-otp-screen')) },
      { path: 'set-new-password', element: screen(() => import('./screens/set-new-password/set-new-password-screen')) },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: 'account', element: screen(() => import('./screens/account/account-screen')) },
      { path: 'informasi-akun', element: screen(() => import('./screens/informasi-akun/informasi-akun-screen')) },
      { path: 'riwayat-transaksi', element: screen(() => import('./screens/riwayat-transaksi/riwayat-transaksi-screen')) },
      { path: 'ganti-kata-sandi', element: screen(() => import('./screens/ganti-kata-sandi/ganti-kata-sandi-screen')) },
      { path: 'pusat-bantuan', element: screen(() => import('./screens/pusat-bantuan/pusat-bantuan-screen')) },
      { path: 'pengaturan', element: screen(() => import('./screens/pengaturan/pengaturan-screen')) },
      { path: 'tiket-saya', element: screen(() => import('./screens/tiket-saya/tiket-saya-screen')) },
      { path: 'tiket-detail/:id', element: screen(() => import('./screens/tiket-detail/tiket-detail-screen')) },
      {
        element: (
          <Suspense fallback={<ScreenSkeleton />}>
            <BookingFlowLayout />
          </Suspense>
        ),
        children: [
          { path: 'pesan-tiket/:id', element: screen(() => import('./screens/pesan-tiket/pesan-tiket-screen')) },
          { path: 'konfirmasi-pesanan', element: screen(() => import('./screens/konfirmasi-pesanan/konfirmasi-pesanan-screen')) },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundScreen /> },
];

function Root() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

export const appRoutes: RouteObject[] = [{ path: '/', element: <Root />, children: routes }];

/** The routes without a router, so tests can mount them in a MemoryRouter. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

// The declarative router: the app uses no loaders or actions (machines own all data), and the
// data router costs twice the bytes on the first load.
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
