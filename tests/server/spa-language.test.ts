// A page's frame in the chosen language (issue #40 item 1, server/http/spa.ts): the build
// prerenders each route's frame in Indonesian and English; the server sends the one the switch's
// `lang` cookie names, with <html lang> to match, never following the browser's Accept-Language.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

let s: TestServer;
let dir: string;
const SHELL =
  '<div id="root">\n      <header class="top-bar"><h1 class="top-bar-title">Seberang</h1></header>\n    </div>';
const INDEX = `<!doctype html><html lang="id"><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-1.js"></script><style>.x{}</style></head><body>${SHELL}</body></html>`;
const PRERENDER = {
  routes: [
    {
      path: '/login',
      html: '<header class="top-bar"><h1>Masuk</h1></header>',
      htmlEn: '<header class="top-bar"><h1>Sign In</h1></header>',
      css: '',
      data: false,
    },
    { path: '/beranda', html: '<main>tanpa data</main>', htmlEn: '<main>no data</main>', css: '', data: true },
  ],
};
const SSR = `
export const FIRST_PAINT_DATA_ID = 'first-paint-data';
export function setServerFetch() {}
export async function loadFirstPaintData(url, nowMs) { return { path: '/beranda', generatedAt: nowMs }; }
export async function renderFrame(url, data, language) {
  return '<main><h2>' + (language === 'en' ? 'Find a Crossing' : 'Cari Jadwal Penyeberangan') + '</h2></main>';
}
`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seberang-spa-language-'));
  mkdirSync(join(dir, '.vite', 'ssr'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, '.vite', 'prerender.json'), JSON.stringify(PRERENDER));
  writeFileSync(join(dir, '.vite', 'route-preloads.json'), JSON.stringify({ routes: [] }));
  writeFileSync(join(dir, '.vite', 'ssr', 'entry-server.js'), SSR);
  s = await startServer({ staticDir: dir });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${s.base}${path}`, { headers: { accept: 'text/html', ...headers } });
  expect(res.status).toBe(200);
  return { html: await res.text(), res };
};

describe('the frame in the chosen language', () => {
  it('is Indonesian without a choice, whatever the browser asks', async () => {
    const cases: Record<string, string>[] = [{}, { 'accept-language': 'en-US,en;q=0.9' }, { cookie: 'lang=fr' }];
    for (const headers of cases) {
      const { html, res } = await page('/login', headers);
      expect(html).toContain('<html lang="id">');
      expect(html).toContain('<h1>Masuk</h1>');
      expect(res.headers.get('vary')).toMatch(/cookie/i);
    }
  });

  it('is English under the `lang=en` cookie, with <html lang="en"> and its own ETag', async () => {
    const id = await page('/login');
    const { html, res } = await page('/login', { cookie: 'XSRF-TOKEN=x; lang=en' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sign In</h1>');
    expect(html).not.toContain('Masuk');
    expect(res.headers.get('etag')).not.toBe(id.res.headers.get('etag'));
  });

  it('renders a page with data in the chosen language', async () => {
    expect((await page('/beranda', { cookie: 'lang=en' })).html).toContain('<h2>Find a Crossing</h2>');
    expect((await page('/beranda')).html).toContain('<h2>Cari Jadwal Penyeberangan</h2>');
  });
});
