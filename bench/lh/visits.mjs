// The visits bench/lighthouse.mjs audits (issue #36 item 4). Every audit runs in a browser of its
// own, started on a new temporary profile (chrome-launcher's default): nothing of an earlier
// audit — storage, service worker, HTTP cache, V8's code cache — is left for the next one.
//
//   first        a true first visit: the new profile as it is (a logged-in route gets only its
//                session written into localStorage, bench/lh/cdp.mjs's prepareOrigin);
//   repeat       the same page visited once before in that profile, and audited once the
//                visit's service worker (if the page has one) is active — so the HTTP cache, the
//                code cache, the service worker with its precache, and what the first visit
//                stored (beranda's `firstView`) are as a passenger's second visit finds them;
//   repeat-nosw  as repeat, but with the service worker's script blocked in both visits: the
//                second visit served by the network and the HTTP cache alone.
import * as chromeLauncher from 'chrome-launcher';
import { connect, prepareOrigin } from './cdp.mjs';

export const VISITS = ['first', 'repeat', 'repeat-nosw'];
/** What Lighthouse is told to block in a visit, as its `blockedUrlPatterns`. */
export const blockedFor = (visit) => (visit === 'repeat-nosw' ? ['*/sw.js'] : []);

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A Chromium on a new temporary profile, with a CDP connection; `close()` removes both. */
export async function freshBrowser(chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
  const cdp = await connect(chrome.port);
  return {
    port: chrome.port,
    cdp,
    close: async () => {
      cdp.close();
      await chrome.kill();
    },
  };
}

/** Polls `expression` in the session until it is true or `ms` have passed; returns whether it was. */
async function until(cdp, sessionId, expression, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const { result } = await cdp
      .send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId)
      .catch(() => ({ result: {} }));
    if (result.value === true) return true;
    await sleep(100);
  }
  return false;
}

/**
 * Makes `browser` ready for a `visit` of `url`: writes the route's `storage` (a logged-in session),
 * and for a repeat visit loads the page once, waits for its load and — where the page registers a
 * service worker (`withWorker`; the floor has none) and it is not blocked — for that worker to be
 * active (installed: its precache done), then leaves the page. Returns what the first visit left, for the bench's log.
 */
export async function prepareVisit(browser, visit, url, storage, { withWorker = true } = {}) {
  const { cdp } = browser;
  const origin = new URL(url).origin;
  await prepareOrigin(cdp, origin, storage);
  if (visit === 'first') return { worker: false };
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' });
  try {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
    await cdp.send('Network.enable', {}, sessionId);
    if (blockedFor(visit).length) await cdp.send('Network.setBlockedURLs', { urls: blockedFor(visit) }, sessionId);
    await cdp.send('Page.navigate', { url }, sessionId);
    const loaded = await until(
      cdp,
      sessionId,
      `location.href === ${JSON.stringify(url)} && document.readyState === 'complete'`,
      60_000,
    );
    if (!loaded) throw new Error(`repeat visit: ${url} did not load`);
    // The app registers its worker when the main thread is idle after the load
    // (src/lib/service-worker.ts); the floor has none. 15 s is far beyond the registration's start.
    const worker =
      withWorker &&
      (await until(
        cdp,
        sessionId,
        `navigator.serviceWorker.getRegistration().then((r) => !!r && !!r.active && !r.installing && !r.waiting)`,
        visit === 'repeat' ? 15_000 : 3_000,
      ));
    // What the page does after its load (the nearest departures, the splash's 3 s) settles.
    await sleep(3_500);
    return { worker };
  } finally {
    await cdp.send('Target.closeTarget', { targetId }).catch(() => undefined);
  }
}
