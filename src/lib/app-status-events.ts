// The events of the appStatus machine (src/machines/app-status.machine.ts), declared here, below
// both of their users: the machine that handles them and the real sources that send them
// (src/lib/service-worker.ts). src/lib may not import src/machines (eslint.config.js, layers).
export type AppStatusEvent =
  | { type: 'NETWORK.ONLINE' }
  | { type: 'NETWORK.OFFLINE' }
  | { type: 'UPDATE.AVAILABLE' }
  | { type: 'UPDATE.APPLY' }
  | { type: 'UPDATE.DISMISS' };
