// Renders the app icons of the web app manifest (public/icons/*.png) from the Seberang mark
// (public/icons/mark.svg) with Debian's Chromium — run once after changing the mark:
//   node scripts/icons.mjs
// The PNGs are committed; the build and the tests never run this.
// - icon-{192,512}.png: purpose "any" — the mark on its rounded lake-blue tile;
// - maskable-{192,512}.png: purpose "maskable" — full-bleed tile, the mark inside the central 80 %
//   (the safe zone a launcher's mask never cuts).
import { readFileSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const root = new URL('../public/icons/', import.meta.url);
mkdirSync(root, { recursive: true });
const mark = readFileSync(new URL('mark.svg', root), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const size of [192, 512]) {
    for (const maskable of [false, true]) {
      // The mark's own viewBox is 64×64 with its tile; maskable: tile edge to edge, mark at 80 %.
      const inner = maskable ? `<div style="width:80%;height:80%">${mark}</div>` : mark;
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
          `background:${maskable ? '#0d5c7a' : 'transparent'}">` +
          `<style>svg{width:100%;height:100%;display:block}</style>${inner}</body></html>`,
      );
      const file = new URL(`${maskable ? 'maskable' : 'icon'}-${size}.png`, root);
      await page.screenshot({ path: file.pathname, omitBackground: !maskable });
      console.log(`icons: ${file.pathname}`);
    }
  }
} finally {
  await browser.close();
}
