// The test's router (issue #40 item 5): the app's own (src/lib/router.tsx, wouter) over jsdom's
// history, under react-router's names the screen tests used. `MemoryRouter` opens the page at its
// last entry (a URL, or `{ pathname, search, state }` with the navigation's state) as the first
// entry of a visit; `Routes` renders the element of its first `Route` whose path matches ('*': any);
// `StaticRouter` renders at `location` as the server does.
import { Children, isValidElement, useState, type ReactNode } from 'react';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { AppRouter, ParamsContext, useLocation } from '../../src/lib/router';

export { useLocation };

type Entry = string | { pathname: string; search?: string; state?: unknown };

export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: Entry[]; children: ReactNode }) {
  useState(() => {
    const entry = initialEntries[initialEntries.length - 1] ?? '/';
    const { pathname, search = '', state = null } = typeof entry === 'string' ? { pathname: entry } : entry;
    window.history.replaceState({ usr: state, idx: 0 }, '', pathname + search);
  });
  return <AppRouter>{children}</AppRouter>;
}

export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  return <AppRouter ssrPath={location}>{children}</AppRouter>;
}

type RouteProps = { path: string; element: ReactNode };

/** A route of `Routes` (renders nothing by itself). */
export function Route(_: RouteProps) {
  return null;
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child)) continue;
    const { path, element } = child.props;
    if (path === '*') return element;
    const [matched, params] = matchRoute(parse, path, pathname);
    if (matched) return <ParamsContext value={params}>{element}</ParamsContext>;
  }
  return null;
}
