// Router, guard and root providers. Every screen is its own lazy chunk, so the first load of
// /beranda carries only the shell and the beranda screen (ARCHITECTURE.md §7 budget).
//
// First load: main.tsx awaits `preloadRoute(location)` before the first render, so the screen (and
// its layout) of the URL the app opens on renders at once instead of behind a Suspense fallback
// (React shows a fallback for at least 300 ms once it has shown one). The server names the same
// chunks in the HTML (<link rel="modulepreload">, from the build's route-preloads.json, which
// vite.config.ts derives from the `routes` below), so they download with the entry.
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { SessionProvider, useIsAuthenticated, useRole, useSession } from './session';
import { ScreenSkeleton } from './components/skeleton';
import { NotFoundScreen } from './components/not-found';

type Load = () => Promise<{ default: ComponentType }>;

/** Modules already loaded by preloadRoute: rendered directly, never suspending. */
const loaded = new Map<Load, ComponentType>();

/** A lazily loaded screen or layout, behind a Suspense fallback unless preloaded. */
function lazyModule(load: Load): ComponentType {
  const Lazy = lazy(load);
  return function LazyModule() {
    const Loaded = loaded.get(load);
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

const screen = (load: Load) => {
  const Screen = lazyModule(load);
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <Screen />
    </Suspense>
  );
};

/** A route rendering the lazily loaded screen `load`; preloadRoute finds `load` in its handle. */
const screenRoute = (path: string, load: Load): RouteObject => ({ path, element: screen(load), handle: { load } });

/** A pathless layout route around `children`. */
const layoutRoute = (load: Load, children: RouteObject[]): RouteObject => ({ element: screen(load), handle: { load }, children });

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

/**
 * Officer pages: a passenger's session is sent to beranda (the server answers 403 anyway). Inside
 * RequireAuth, so an anonymous visitor goes to login first.
 */
export function RequireOfficer({ children }: { children?: ReactNode }) {
  const role = useRole();
  if (role !== 'petugas') return <Navigate to="/beranda" replace />;
  return children ?? <Outlet />;
}

/** Booking pages: an officer cannot book (the server refuses the order with 403), so back to petugas. */
export function RequirePassenger({ children }: { children?: ReactNode }) {
  const role = useRole();
  if (role === 'petugas') return <Navigate to="/petugas" replace />;
  return children ?? <Outlet />;
}

// The routes. Layouts (layoutRoute) keep a long-lived flow actor (registration, recovery, booking)
// alive across the routes they span.
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/beranda" replace /> },
  screenRoute('login', () => import('./screens/login/login-screen')),
  screenRoute('beranda', () => import('./screens/beranda/beranda-screen')),
  screenRoute('daftar-tiket', () => import('./screens/daftar-tiket/daftar-tiket-screen')),
  layoutRoute(() => import('./screens/auth-flow/auth-flow-layout'), [
    screenRoute('register', () => import('./screens/register/register-screen')),
    screenRoute('forgot-password', () => import('./screens/forgot-password/forgot-password-screen')),
    screenRoute('verifikasi-otp', () => import('./screens/verifikasi-otp/verifikasi-otp-screen')),
    screenRoute('set-new-password', () => import('./screens/set-new-password/set-new-password-screen')),
  ]),
  {
    element: <RequireAuth />,
    children: [
      screenRoute('account', () => import('./screens/account/account-screen')),
      screenRoute('informasi-akun', () => import('./screens/informasi-akun/informasi-akun-screen')),
      screenRoute('riwayat-transaksi', () => import('./screens/riwayat-transaksi/riwayat-transaksi-screen')),
      screenRoute('ganti-kata-sandi', () => import('./screens/ganti-kata-sandi/ganti-kata-sandi-screen')),
      screenRoute('pusat-bantuan', () => import('./screens/pusat-bantuan/pusat-bantuan-screen')),
      screenRoute('pengaturan', () => import('./screens/pengaturan/pengaturan-screen')),
      screenRoute('tiket-saya', () => import('./screens/tiket-saya/tiket-saya-screen')),
      screenRoute('tiket-detail/:id', () => import('./screens/tiket-detail/tiket-detail-screen')),
      // Midtrans' finish redirect (server/payments/midtrans.ts FINISH_PATH).
      screenRoute('pembayaran-selesai/:id', () => import('./screens/pembayaran-selesai/pembayaran-selesai-screen')),
      {
        element: <RequirePassenger />,
        children: [
          layoutRoute(() => import('./screens/booking-flow/booking-flow-layout'), [
            screenRoute('pesan-tiket/:id', () => import('./screens/pesan-tiket/pesan-tiket-screen')),
            screenRoute('konfirmasi-pesanan', () => import('./screens/konfirmasi-pesanan/konfirmasi-pesanan-screen')),
          ]),
        ],
      },
      // The port officer's app (issue #10): its own lazy chunks, never in a passenger's first load.
      {
        element: <RequireOfficer />,
        children: [
          layoutRoute(() => import('./screens/petugas/petugas-layout'), [
            screenRoute('petugas', () => import('./screens/petugas/petugas-screen')),
            screenRoute('petugas/pindai', () => import('./screens/petugas/pindai-screen')),
            screenRoute('petugas/manifes/:scheduleId', () => import('./screens/petugas/manifes-screen')),
          ]),
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

/**
 * Loads the screen and layout modules of the route matching `pathname`, so the first render shows
 * them without a fallback. Never rejects: a module that fails to load here is loaded (and its
 * failure shown) by the lazy route as usual.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const load = (route.handle as { load?: Load } | undefined)?.load;
      if (!load || loaded.has(load)) return;
      try {
        loaded.set(load, (await load()).default);
      } catch {
        // left to the lazy route
      }
    }),
  );
}

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
