// The officer's pages (issue #10): the sync queue of offline scans, and its status on every page.
import { Outlet } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { useFlow } from '../../hooks/inspect';
import { initialSyncInput, syncQueueLogic } from '../../machines/officer-services';
import { OFFICER_MSG } from '../../lib/officer-messages';
import { SyncQueueContext } from './officer-context';
import './petugas.css';

export default function PetugasLayout({
  logic = syncQueueLogic,
  input,
}: {
  logic?: typeof syncQueueLogic;
  input?: ReturnType<typeof initialSyncInput>;
}) {
  const queue = useFlow(logic, { input: input ?? initialSyncInput() });
  return (
    <SyncQueueContext.Provider value={queue}>
      <Outlet />
      <SyncStatus queue={queue} />
    </SyncQueueContext.Provider>
  );
}

function SyncStatus({ queue }: { queue: ReturnType<typeof useFlow<typeof syncQueueLogic>> }) {
  const waiting = useSelector(queue, (s) => s.context.queue.length);
  const conflicts = useSelector(queue, (s) => s.context.conflicts);
  const synced = useSelector(queue, (s) => s.context.synced);
  if (!waiting && !conflicts.length && !synced) return null;
  return (
    <aside className="sync-status" aria-label="Sinkronisasi">
      {waiting > 0 && <p role="status">{waiting} check-in menunggu sinkronisasi.</p>}
      {/* The sync does not end silently (issue #21). */}
      {waiting === 0 && synced && <p role="status">{OFFICER_MSG.allSynced}</p>}
      {conflicts.length > 0 && (
        <div role="alert">
          <h2>Konflik sinkronisasi</h2>
          <ul>
            {conflicts.map((c) => (
              <li key={c.scanId}>
                {c.invoiceId}: {c.message}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => queue.send({ type: 'CONFLICTS.CLEAR' })}
          >
            Tutup
          </button>
        </div>
      )}
    </aside>
  );
}
