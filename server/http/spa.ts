// The SPA's HTML for a page request: dist/index.html plus, when the build wrote
// .vite/route-preloads.json (vite.config.ts), the screen chunks and CSS of the route the path
// matches — `<link rel="modulepreload">` / `<link rel="preload" as="style">` — so a deep link
// downloads its screen together with the entry instead of one round trip after it. Nothing else
// differs from index.html; without the file (or for an unknown path) index.html goes out as it is.
// Also the CSP sources of the page's inline <style> elements (the build inlines the shell's
// critical CSS): 'sha256-…' of each, so the page may apply exactly those and no other inline style.
// Files are re-read when they change (a rebuild while the server runs).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface RoutePreload {
  path: string;
  modulepreload: string[];
  css: string[];
}

export interface SpaPage {
  html: string;
  etag: string;
  /** CSP sources (`'sha256-…'`) of the inline <style> elements, empty when there are none. */
  styleHashes: string[];
}

const ASSET = /^\/[\w./-]+$/;

/** `/pesan-tiket/:id` matches `/pesan-tiket/12` (a `:param` is one non-empty segment). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  return want.length === got.length && want.every((w, i) => w.startsWith(':') || w === decodeSegment(got[i]!));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function createSpaPages(staticDir: string): { page(path: string): SpaPage } {
  const indexFile = join(staticDir, 'index.html');
  const preloadFile = join(staticDir, '.vite', 'route-preloads.json');
  let version = '';
  let index = '';
  let routes: RoutePreload[] = [];
  let pages = new Map<string, SpaPage>();

  const mtime = (file: string) => {
    try {
      return String(statSync(file).mtimeMs);
    } catch {
      return '-';
    }
  };

  function load(): void {
    const now = `${mtime(indexFile)}|${mtime(preloadFile)}`;
    if (now === version) return;
    index = readFileSync(indexFile, 'utf8');
    try {
      const parsed = JSON.parse(readFileSync(preloadFile, 'utf8')) as { routes?: RoutePreload[] };
      routes = (parsed.routes ?? []).filter(
        (r) =>
          typeof r.path === 'string' &&
          [...r.modulepreload, ...r.css].every((href) => typeof href === 'string' && ASSET.test(href)),
      );
    } catch {
      routes = [];
    }
    pages = new Map();
    version = now;
  }

  function build(route: RoutePreload | undefined): SpaPage {
    let html = index;
    if (route && html.includes('</head>')) {
      const links = [
        ...route.modulepreload
          .filter((href) => !html.includes(`"${href}"`))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        ...route.css
          .filter((href) => !html.includes(`"${href}"`))
          .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
      ];
      if (links.length) html = html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    }
    const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    );
    return { html, etag: `"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`, styleHashes };
  }

  return {
    page(path) {
      load();
      const route = routes.find((r) => matches(r.path, path));
      const key = route?.path ?? '';
      let page = pages.get(key);
      if (!page) pages.set(key, (page = build(route)));
      return page;
    },
  };
}
