// vitest stands in for vite-plugin-pwa's virtual module (which only its Vite plugin provides): the
// jsdom tests never register a service worker (jsdom has none, and src/lib/service-worker.ts
// checks for it first); the appStatus machine's update source is tested with fakes.
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
