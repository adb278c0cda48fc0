// Signal handling shared by `npm start` (scripts/start.mjs) and `npm run dev` (scripts/dev.mjs).
//
// npm runs a script through `sh -c`, and on SIGINT/SIGTERM forwards the signal to that shell only:
// dash dies without passing it on, and the script (with the server it started) was left running,
// re-parented to init (issue #21 item 7a). So a script run by npm also stops when its parent goes
// away — as on a SIGTERM. Run directly (`node scripts/start.mjs`, `nohup … &`) it does not: a shell
// that started it in the background may exit without meaning to stop it.

/** Calls `onOrphaned` once as soon as this process's parent has exited (polled: no event exists). */
export function whenOrphaned(onOrphaned, intervalMs = 250) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onOrphaned();
    }
  }, intervalMs);
  timer.unref();
}

/**
 * Calls `stop(signal)` on each of `signals` and, under npm (or yarn, pnpm: they all set
 * npm_lifecycle_event), when npm's shell exits, as SIGTERM. Every signal is handled — a second
 * Ctrl+C must not kill this process before its children are down —; `stop` decides what a repeat means.
 */
export function onStopRequest(stop, signals = ['SIGINT', 'SIGTERM']) {
  for (const signal of signals) process.on(signal, () => stop(signal));
  if (process.env.npm_lifecycle_event) whenOrphaned(() => stop('SIGTERM'));
}
