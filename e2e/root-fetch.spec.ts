// Issue #21 item 3: the site root and every page of the route table answer the app to any client —
// curl, uptime checks and link-preview fetchers ask for no compression, browsers for `br, gzip`.
// The real server (scripts/start.mjs) with the real production build, through Playwright's request API.
import { expect, test } from '@playwright/test';
import { screenModules } from '../src/route-table';

const PATHS = ['/', ...screenModules().map((r) => r.path.replace(/:\w+/g, '12'))];

const CLIENTS: [string, Record<string, string>][] = [
  ['no compression (Accept-Encoding: identity, Accept: */*)', { accept: '*/*', 'accept-encoding': 'identity' }],
  [
    'a browser (Accept-Encoding: br, gzip)',
    { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' },
  ],
];

test('the route table is walked in full', () => {
  expect(PATHS).toContain('/beranda');
  expect(PATHS).toContain('/petugas/manifes/12');
});

for (const [client, headers] of CLIENTS) {
  test(`GET / and every route answer the app shell to ${client}`, async ({ request }) => {
    for (const path of PATHS) {
      const res = await request.get(path, { headers, maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
      const html = await res.text();
      // The route's first paint (issue #25) is in #root, marked data-first-paint; `/` has the shell.
      expect(html, path).toMatch(/<div id="root"( data-first-paint="")?>/);
      // The app's entry: in the HTML (`/`), or asked for by the frame's loader once it has painted.
      expect(html, path).toMatch(
        /<script type="module"[^>]* src="\/assets\/[^"]+\.js"|<script>\(function\(\)\{var d=document,e=\["\/assets\/[^"]+\.js"\]/,
      );
    }
  });
}

test('HEAD / answers 200 without compression (uptime checks)', async ({ request }) => {
  const res = await request.head('/', { headers: { accept: '*/*', 'accept-encoding': 'identity' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
});
