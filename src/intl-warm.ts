// A worker that loads ICU's number-formatting data before the app first formats an amount
// (issue #25 item 3). The first `Intl.NumberFormat` of a page's renderer process costs 30–80 ms on
// this machine (measured in Chromium 156, unthrottled) — ICU's data and caches are loaded then,
// once per process and shared by all its threads — and an amount is formatted in the first render
// of every screen that shows a price (pesan-tiket, konfirmasi-pesanan, the ticket lists and
// cards): on the main thread, inside a task Total Blocking Time counts, and 4 × longer on a cheap
// phone. Done here first, on the worker's own thread, the main thread's first formatter costs
// under a millisecond (measured: 0.1–0.6 ms after a worker did it, 40–80 ms without).
//
// The page's loader starts this worker right after the first paint (server/http/spa.ts), before it
// asks for the scripts; src/main.tsx starts it on a page without a loader. It formats with the app's
// own formatter (kernel/money.ts, which imports nothing): Vite's `?worker&url` bundles a worker on
// its own, so that module is copied into this file and no chunk is shared with the app.
import { formatRupiah } from '../kernel/money';

formatRupiah(150_000);
close();
