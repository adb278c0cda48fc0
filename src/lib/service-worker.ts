// The real sources of the appStatus machine (src/machines/app-status.machine.ts): the browser's
// network state, and the service worker (src/sw/sw.ts) registered through vite-plugin-pwa.
//
// The registration stays off the critical path: its module (virtual:pwa-register, workbox-window)
// is imported only after the page has loaded and the main thread is idle, so the first load of
// every route carries none of it (bench/bundle.mjs). No worker where the browser has none.
import { fromCallback } from 'xstate';
import type { AppStatusEvent } from './app-status-events';

export const browserConnectivity = fromCallback<AppStatusEvent>(({ sendBack }) => {
  const online = () => sendBack({ type: 'NETWORK.ONLINE' });
  const offline = () => sendBack({ type: 'NETWORK.OFFLINE' });
  if (!navigator.onLine) offline();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

export const serviceWorkerUpdates = fromCallback<AppStatusEvent>(({ sendBack, receive }) => {
  // The dev server's virtual:pwa-register is a no-op (vite-plugin-pwa, devOptions off); every build
  // — the browser suite's NODE_ENV=test one too — registers the real worker.
  if (!('serviceWorker' in navigator)) return undefined;
  let stopped = false;
  let apply: ((reload?: boolean) => Promise<void>) | null = null;
  receive((event) => {
    if (event.type === 'UPDATE.APPLY') void apply?.(true);
  });
  const register = () => {
    if (stopped) return;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      apply = registerSW({ onNeedRefresh: () => sendBack({ type: 'UPDATE.AVAILABLE' }) });
    });
  };
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', idle);
  };
});
