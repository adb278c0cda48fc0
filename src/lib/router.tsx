// The app's router (issue #40 item 5): wouter 3 (~2 KiB gzip, where react-router-dom cost ~14.6 on
// every first load), under the few names the screens use. The routes themselves are matched by
// src/app.tsx from src/route-table.ts; this module is the screens' side:
// - `useNavigate()` navigates to a path (`{ replace, state }` as before) or goes back (`-1`);
// - `useLocation()` is `{ pathname, search, state }` (`search` with its `?`, `state` the
//   navigation's state);
// - `useParams()` the matched screen's params, `useSearchParams()` the address's query;
// - `<Link>` (wouter's), `<NavLink>` (aria-current="page" and the `active` class on the current
//   page), `<Navigate>` (a redirect once rendered), `<Outlet>` (a layout's or guard's screen).
// history.state is `{ usr, idx }` as react-router left it: `usr` the navigation's state, `idx` the
// entry's index in this visit's history (the top bar's back button reads it: src/components/top-bar.tsx).
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { Link, Redirect, Router, useLocation as useWouterLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { NavigateOptions as WouterNavigateOptions } from 'wouter';

export { Link };

export type NavigateOptions = { replace?: boolean; state?: unknown };

type HistoryEntry = { usr?: unknown; idx?: unknown } | null;

/** The index of the current history entry in this visit (0 on the page the visit opened). */
export function historyIndex(): number {
  const idx = (window.history.state as HistoryEntry)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/**
 * Every navigation (navigate, Link, Navigate) stores `{ usr: state, idx }` as the entry's state, and
 * one to the address already shown replaces its entry unless told otherwise (react-router's links
 * did so: tapping the current page's tab adds no step to go back through).
 */
function aroundNav(
  navigate: (to: string, options?: WouterNavigateOptions) => void,
  to: string,
  options: WouterNavigateOptions = {},
): void {
  const idx = historyIndex();
  const usr: unknown = options.state ?? null;
  const replace = options.replace ?? to === window.location.pathname + window.location.search;
  navigate(to, { ...options, replace, state: { usr, idx: replace ? idx : idx + 1 } });
}

/** The app's router: the browser's address, or `ssrPath` (a URL with its query) on the server. */
export function AppRouter({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  return (
    <Router aroundNav={aroundNav} ssrPath={ssrPath}>
      {children}
    </Router>
  );
}

export type Navigate = (to: string | number, options?: NavigateOptions) => void;

/** Navigates to `to` (pushing, or replacing with `replace`), or by `to` entries in history (`-1`: back). */
export function useNavigate(): Navigate {
  const [, navigate] = useWouterLocation();
  return useCallback<Navigate>(
    (to, options) => (typeof to === 'number' ? window.history.go(to) : navigate(to, options)),
    [navigate],
  );
}

export type Location = { pathname: string; search: string; state: unknown };

export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const entry = useHistoryState<HistoryEntry>();
  const state = entry?.usr ?? null;
  return useMemo(() => ({ pathname, search: search ? `?${search}` : '', state }), [pathname, search, state]);
}

export function useSearchParams(): [URLSearchParams] {
  const search = useSearch();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export type Params = Readonly<Record<string, string | undefined>>;

/** The params of the screen's path (`/tiket-detail/:id`), provided by the route that matched. */
export const ParamsContext = createContext<Params>({});

export const useParams = (): Params => useContext(ParamsContext);

/** What a layout or a guard renders inside it: the matched screen (or the next layout). */
export const OutletContext = createContext<ReactNode>(null);

export function Outlet() {
  return useContext(OutletContext);
}

/** Navigates once rendered (replacing the entry with `replace`), and renders nothing. */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  return <Redirect to={to} replace={replace} state={state} />;
}

/** A link marked as the current page on `to`, or (unless `end`) on a path under it. */
export function NavLink({
  to,
  end = false,
  className,
  children,
}: {
  to: string;
  end?: boolean;
  className: string;
  children: ReactNode;
}) {
  const [pathname] = useWouterLocation();
  const active = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link to={to} className={active ? `${className} active` : className} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
