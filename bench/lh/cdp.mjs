// A minimal Chrome DevTools Protocol client over the browser's WebSocket (the `ws` package), for
// what Lighthouse does not do: before each audit, the same reset Lighthouse would do (the origin's
// storage, service workers and caches, and the HTTP cache) and then, for a logged-in route, the
// session stored the way the app stores it (JSON values in localStorage, src/lib/storage.ts).
// The audit then runs with `disableStorageReset`, so it sees exactly that state.
import WebSocket from 'ws';

export async function connect(port) {
  const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const ws = new WebSocket(version.webSocketDebuggerUrl, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let next = 0;
  const pending = new Map();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    const waiter = message.id !== undefined && pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
    else waiter.resolve(message.result);
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject, method });
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  return { send, close: () => ws.close() };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Clears everything `origin` stored and the browser's HTTP cache, then writes `values` (key →
 * value, each stored as JSON) into its localStorage from a same-origin document that the app
 * never requests (a 404 of the API), and closes that tab.
 */
export async function prepareOrigin(cdp, origin, values = {}) {
  const keys = Object.keys(values);
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' });
  try {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
    await cdp.send('Network.clearBrowserCache', {}, sessionId);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' }, sessionId);
    if (!keys.length) return;
    await cdp.send('Page.navigate', { url: `${origin}/api/bench-storage-seed` }, sessionId);
    const script = `(() => { if (location.origin !== ${JSON.stringify(origin)} || document.readyState !== 'complete') return false;
      const values = ${JSON.stringify(values)};
      for (const [k, v] of Object.entries(values)) localStorage.setItem(k, JSON.stringify(v));
      return Object.keys(values).every((k) => localStorage.getItem(k) !== null); })()`;
    for (let i = 0; ; i++) {
      const { result } = await cdp
        .send('Runtime.evaluate', { expression: script, returnByValue: true }, sessionId)
        .catch(() => ({ result: {} }));
      if (result.value === true) break;
      if (i > 100) throw new Error(`could not write localStorage of ${origin}`);
      await sleep(50);
    }
    // The seed page's response must not be served from cache to anyone: clear it again.
    await cdp.send('Network.clearBrowserCache', {}, sessionId);
  } finally {
    await cdp.send('Target.closeTarget', { targetId }).catch(() => undefined);
  }
}
