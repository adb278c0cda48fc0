// Router, guard and root providers. Every screen is its own lazy chunk, so the first load of
// /beranda carries only the shell and the beranda screen (ARCHITECTURE.md §7 budget).
//
// First load: main.tsx awaits `preloadRoute(location)` before the first render, so the screen (and
// its layout) of the URL the app opens on renders at once instead of behind a Suspense fallback
// (React shows a fallback for at least 300 ms once it has shown one). The server names the same
// chunks in the HTML (<link rel="modulepreload">, from the build's route-preloads.json, which
// vite.config.ts derives from src/route-table.ts), so they download with the entry.
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { AppRouter, Navigate, Outlet, OutletContext, ParamsContext, useLocation, type Params } from './lib/router';
import { useSelector } from '@xstate/react';
import { SessionProvider, useIsAuthenticated, useRole, useSession } from './hooks/session';
import { AppStatusProvider } from './hooks/app-status';
import { ScreenSkeleton } from './components/skeleton';
import { NotFoundScreen } from './components/not-found';
import { ROUTE_TABLE, type RouteEntry, type RouteGuard } from './route-table';
import { useFirstPaint } from './hooks/first-paint';
import { ScreenFrame } from './components/screen-frame';
import { ROLE_HOME } from './lib/jwt';

/** A screen or layout module: its default export, and optionally its own first paint (issue #25). */
type FrameModule = { default: ComponentType; Frame?: ComponentType<{ children?: ReactNode }> };

type Load = () => Promise<FrameModule>;

/** Modules already loaded by preloadRoute: rendered directly, never suspending. */
const loaded = new Map<Load, FrameModule>();

/**
 * A lazily loaded screen or layout, behind a Suspense fallback unless preloaded. In first-paint
 * mode (the server's render and the client's hydration, src/hooks/first-paint.ts) it draws the
 * module's frame instead: its own `Frame` export, else `fallbackFrame` (a layout: its children).
 */
function lazyModule(load: Load, fallbackFrame: () => ReactNode): ComponentType {
  const Lazy = lazy(load);
  return function LazyModule() {
    const firstPaint = useFirstPaint();
    const module = loaded.get(load);
    if (firstPaint) {
      const Frame = module?.Frame;
      return Frame ? (
        <Frame>
          <Outlet />
        </Frame>
      ) : (
        fallbackFrame()
      );
    }
    return module ? <module.default /> : <Lazy />;
  };
}

/** A screen or layout behind its Suspense fallback. */
function routeComponent(load: Load, fallbackFrame: () => ReactNode): ComponentType {
  const Module = lazyModule(load, fallbackFrame);
  return function RouteModule() {
    return (
      <Suspense fallback={<ScreenSkeleton />}>
        <Module />
      </Suspense>
    );
  };
}

/** A guard: in first-paint mode there is no session yet, and the frame shows no one's data. */
function guarded(Guard: ComponentType) {
  return function GuardedRoute() {
    return useFirstPaint() ? <Outlet /> : <Guard />;
  };
}

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
    return (
      <Navigate to="/login" replace state={leftOnPurpose ? null : { from: location.pathname + location.search }} />
    );
  }
  return children ?? <Outlet />;
}

/**
 * Officer pages: another role's session is sent to its own home (the server answers 403 anyway).
 * Inside RequireAuth, so an anonymous visitor goes to login first.
 */
export function RequireOfficer({ children }: { children?: ReactNode }) {
  const role = useRole();
  if (role !== 'petugas') return <Navigate to={ROLE_HOME[role]} replace />;
  return children ?? <Outlet />;
}

/** The operator's console (issue #22): admins only; anyone else goes to their own home. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const role = useRole();
  if (role !== 'admin') return <Navigate to={ROLE_HOME[role]} replace />;
  return children ?? <Outlet />;
}

/** The booth (issue #24): cashiers only; anyone else goes to their own home. */
export function RequireCashier({ children }: { children?: ReactNode }) {
  const role = useRole();
  if (role !== 'kasir') return <Navigate to={ROLE_HOME[role]} replace />;
  return children ?? <Outlet />;
}

/** Booking pages: officers, the operator's staff and cashiers cannot book (the server refuses), so back home. */
export function RequirePassenger({ children }: { children?: ReactNode }) {
  const role = useRole();
  if (role !== 'penumpang') return <Navigate to={ROLE_HOME[role]} replace />;
  return children ?? <Outlet />;
}

// Every screen and layout module, loaded lazily (each its own chunk); the route table names them.
const modules = import.meta.glob<FrameModule>(['./screens/**/*-screen.tsx', './screens/**/*-layout.tsx']);

function loader(module: string): Load {
  const load = modules[`./${module}.tsx`];
  if (!load) throw new Error(`route table: no module src/${module}.tsx`);
  return load;
}

const GUARDS: Record<RouteGuard, ComponentType> = {
  auth: RequireAuth,
  passenger: RequirePassenger,
  officer: RequireOfficer,
  admin: RequireAdmin,
  cashier: RequireCashier,
};

/**
 * A screen's route: its full path pattern (`/tiket-detail/:id`), the components around it from the
 * outside in (guards and layouts, each one component for all the screens it spans, so that moving
 * between two of them keeps it mounted, and with it a layout's flow actor), and the modules to load.
 */
type FlatRoute = { path: string; levels: ComponentType[]; loads: Load[] };

function flatten(table: RouteEntry[], levels: ComponentType[] = [], loads: Load[] = [], parent = ''): FlatRoute[] {
  return table.flatMap((entry) => {
    if ('path' in entry) {
      const load = loader(entry.module);
      const Screen = routeComponent(load, () => (
        <ScreenFrame title={entry.title} back={entry.back} nav={entry.nav} heading={entry.heading} />
      ));
      return [{ path: `${parent}/${entry.path}`, levels: [...levels, Screen], loads: [...loads, load] }];
    }
    if ('layout' in entry) {
      const load = loader(entry.layout);
      const Layout = routeComponent(load, () => <Outlet />);
      return flatten(entry.children, [...levels, Layout], [...loads, load], parent);
    }
    return flatten(entry.children, [...levels, guarded(GUARDS[entry.guard])], loads, parent);
  });
}

// The routes (src/route-table.ts), in table order; the first whose path matches is rendered.
// Layouts keep a long-lived flow actor (registration, recovery, booking) alive across the routes they span.
const ROUTES: FlatRoute[] = flatten(ROUTE_TABLE);

const toHome = () => <Navigate to="/beranda" replace />;

function match(pathname: string): { route: FlatRoute; params: Params } | null {
  if (pathname === '/') return { route: { path: '/', levels: [toHome], loads: [] }, params: {} };
  for (const route of ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, pathname);
    if (matched) return { route, params: decode(params) };
  }
  return null;
}

/** Params as react-router gave them: decoded (`%20` → ' '). */
function decode(params: Record<string, string | undefined>): Params {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      try {
        return [key, value === undefined ? value : decodeURIComponent(value)];
      } catch {
        return [key, value];
      }
    }),
  );
}

function Root({ children }: { children: ReactNode }) {
  // The frame needs neither the session nor the network status (and the server has neither).
  if (useFirstPaint()) return children;
  return (
    <AppStatusProvider>
      <SessionProvider>{children}</SessionProvider>
    </AppStatusProvider>
  );
}

/** The matched route's components, each the next one's Outlet; an unknown path shows the 404. */
function Matched() {
  const { pathname } = useLocation();
  const found = match(pathname);
  if (!found) return <NotFoundScreen />;
  const [outer, ...inner] = found.route.levels;
  if (!outer) return null;
  const Outer = outer;
  const nested = inner.reduceRight<ReactNode>(
    (child, Level) => (
      <OutletContext value={child}>
        <Level />
      </OutletContext>
    ),
    null,
  );
  return (
    <ParamsContext value={found.params}>
      <OutletContext value={nested}>
        <Outer />
      </OutletContext>
    </ParamsContext>
  );
}

/**
 * Loads the screen and layout modules of the route matching `pathname`, so the first render shows
 * them without a fallback. Never rejects: a module that fails to load here is loaded (and its
 * failure shown) by the lazy route as usual.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const loads = match(pathname)?.route.loads ?? [];
  await Promise.all(
    loads.map(async (load) => {
      if (loaded.has(load)) return;
      try {
        loaded.set(load, await load());
      } catch {
        // left to the lazy route
      }
    }),
  );
}

/** The routes without a router, so tests and the server's render can mount them in their own. */
export function AppRoutes() {
  return (
    <Root>
      <Matched />
    </Root>
  );
}

// wouter over the browser's address: the app uses no loaders or actions (machines own all data).
export function App() {
  return (
    <AppRouter>
      <AppRoutes />
    </AppRouter>
  );
}
