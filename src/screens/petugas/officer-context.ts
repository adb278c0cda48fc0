// The sync queue lives above the officer routes, so a scan queued on petugas/pindai keeps syncing
// while the officer looks at the manifest or the home screen.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { syncQueueMachine } from '../../machines/sync-queue.machine';

export const SyncQueueContext = createContext<ActorRefFrom<typeof syncQueueMachine> | null>(null);

export function useSyncQueue(): ActorRefFrom<typeof syncQueueMachine> {
  const queue = useContext(SyncQueueContext);
  if (!queue) throw new Error('useSyncQueue outside the petugas layout');
  return queue;
}
