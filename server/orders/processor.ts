// The order processor: in whichever process gets there first, it takes pending requests in
// batches and decides them (./decide.ts), then delivers each outcome (./deliver.ts).
//
// Crash safety (`kill -9` at any instant):
// - before the decision commits: the transaction rolls back, the row is pending again and is
//   taken by the next drain of any process (at start-up, on the next order, or by the 5 s job);
// - after the decision, before the push: the row is decided; it is pushed again at start-up
//   (PGlite: one process, so every decided row is an orphan) or, on PostgreSQL, by any process
//   once its lease (ORDER_PUSH_LEASE_MS) has run out. Pushing twice is harmless: the same outcome,
//   and the client has moved on after the first. Deciding is idempotent too (the requestId).
import { and, asc, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { orderRequests } from '../db/schema';
import { decideBatch, markDecided } from './decide';
import { finishAll, type DeliverDeps } from './deliver';
import {
  ORDER_BATCH_SIZE,
  ORDER_GATHER_MS,
  ORDER_PUSH_LEASE_MS,
  ORDER_STATUS,
  requestColumns,
  type Decided,
  type Row,
} from './model';

/** Later than any decision (every decided row is an orphan at a PGlite start). */
const FOREVER = new Date('9999-12-31T00:00:00Z');

/** The processor's switches, shared by its drain, its kick and the service's start and stop. */
interface State {
  stopped: boolean;
  /** Requests were accepted while a drain ran: it looks again. */
  again: boolean;
}

/** After a failed batch: the claimed requests one at a time, so one bad request fails alone (503). */
async function decideOneByOne(deps: DeliverDeps, claimed: number): Promise<Decided[]> {
  const { db, now, log } = deps;
  const decided: Decided[] = [];
  for (let i = 0; i < Math.max(claimed, 1); i++) {
    const one = { ids: [] as number[] };
    try {
      const next = await decideBatch(db, now, 1, one, deps.maxUnpaid);
      if (!next.decided.length) break;
      decided.push(...next.decided);
    } catch (oneErr) {
      log.error({ err: oneErr, requests: one.ids }, 'order failed');
      const refused: Decided[] = (
        one.ids.length
          ? await db
              .select(requestColumns)
              .from(orderRequests)
              .where(and(inArray(orderRequests.id, one.ids), isNull(orderRequests.decidedAt)))
          : []
      ).map((r) => ({ ...r, outcome: { status: ORDER_STATUS.failed } }));
      if (!refused.length) break;
      await markDecided(db, refused, now());
      decided.push(...refused);
    }
  }
  return decided;
}

/** Decides and pushes pending requests until none is left. */
async function drain(deps: DeliverDeps, state: State): Promise<void> {
  while (!state.stopped) {
    // Let a burst gather: deciding 5 requests in one batch costs about what 1 does (PGlite runs
    // every statement on this thread), so under load this wait makes the pipeline faster.
    await new Promise((resolve) => setTimeout(resolve, ORDER_GATHER_MS));
    // Requests accepted from here on may miss this claim: their kick sets `again`.
    state.again = false;
    const claimed = { ids: [] as number[] };
    let decided: Decided[];
    let created: Row[] | undefined;
    try {
      ({ decided, created } = await decideBatch(deps.db, deps.now, ORDER_BATCH_SIZE, claimed, deps.maxUnpaid));
    } catch (err) {
      deps.log.error({ err, requests: claimed.ids }, 'order batch failed; deciding one at a time');
      decided = await decideOneByOne(deps, claimed.ids.length);
      created = undefined;
    }
    if (!decided.length) return;
    await finishAll(deps, decided, false, created);
    // A short batch took everything there was: stop without another (empty) claim. Requests
    // accepted since then have kicked (`again`); other processes' leftovers wait for the job.
    if (decided.length < ORDER_BATCH_SIZE && !state.again) return;
  }
}

/** Pushes decided requests left behind (all of them, or only those past their lease), in pages. */
async function resumeDecided(deps: DeliverDeps, state: State, orphansOnly: boolean): Promise<void> {
  const { db, now, log } = deps;
  let after = 0;
  while (!state.stopped) {
    const t = now();
    const cutoff = orphansOnly ? new Date(t - ORDER_PUSH_LEASE_MS) : FOREVER;
    // Taking a row renews its lease, so two processes never resume the same one at once.
    const due = db
      .select({ id: orderRequests.id })
      .from(orderRequests)
      .where(and(isNotNull(orderRequests.decidedAt), lte(orderRequests.decidedAt, cutoff), gt(orderRequests.id, after)))
      .orderBy(asc(orderRequests.id))
      .limit(ORDER_BATCH_SIZE)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(orderRequests)
      .set({ decidedAt: new Date(t) })
      .where(inArray(orderRequests.id, due))
      .returning({ ...requestColumns, outcome: orderRequests.outcome });
    if (!rows.length) return;
    after = Math.max(...rows.map((r) => r.id));
    if (rows.length) log.warn({ requests: rows.length }, 'resuming the push of decided orders');
    await finishAll(
      deps,
      rows.map((r) => ({ ...r, outcome: r.outcome ?? { status: ORDER_STATUS.failed } })),
      true,
    );
  }
}

export interface Processor {
  /** Starts a drain, or asks the running one to look again (requests may have come in meanwhile). */
  kick: () => void;
  start: (opts: { orphansOnly: boolean }) => void;
  resume: () => Promise<void>;
  idle: () => Promise<void>;
  stop: () => Promise<void>;
}

/** `processing: false`: requests are written but never processed, as by a process killed after its 202s. */
export function createProcessor(deps: DeliverDeps & { processing: boolean }): Processor {
  const { processing, log } = deps;
  const state: State = { stopped: false, again: false };
  let draining: Promise<void> | null = null;
  /** The start-up pass over orphaned decided rows is running; drains begin after it. */
  let starting = false;
  const background = new Set<Promise<void>>();

  function track(p: Promise<void>): void {
    const tracked = p
      .catch((err: unknown) => log.error({ err }, 'order processing crashed'))
      .finally(() => background.delete(tracked));
    background.add(tracked);
  }

  function kick(): void {
    if (!processing || state.stopped || starting) return;
    if (draining) {
      state.again = true;
      return;
    }
    draining = (async () => {
      do {
        state.again = false;
        await drain(deps, state);
      } while (state.again && !state.stopped);
    })()
      .catch((err: unknown) => log.error({ err }, 'order processing crashed'))
      .finally(() => {
        draining = null;
      });
  }

  const settled = async () => {
    while (draining || background.size) await Promise.all([draining, ...background]);
  };

  return {
    kick,

    start: ({ orphansOnly }) => {
      if (!processing) return;
      // Orphans first: a drain started alongside would decide rows that this pass (taking every
      // decided row on PGlite) would then push a second time. Orders arriving meanwhile wait.
      starting = true;
      track(
        resumeDecided(deps, state, orphansOnly).finally(() => {
          starting = false;
          kick();
        }),
      );
    },

    resume: async () => {
      if (!processing || state.stopped || starting) return;
      kick();
      await resumeDecided(deps, state, true);
    },

    idle: settled,

    stop: async () => {
      state.stopped = true;
      await settled();
    },
  };
}
