// use-sync-external-store's shim, for React 19 (vite.config.ts aliases the package's `shim` to this
// module): React has had the hook since 18, so the shim's fallback for React 16/17 (~0.7 KiB gzip
// on every first load, issue #40) is dead code here. wouter and @xstate/react import the shim.
export { useSyncExternalStore } from 'react';
