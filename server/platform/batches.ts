// Natural batching ("group commit") of lookups and writes that many requests make at once.
//
// A DataLoader without a cache, whose next batch is dispatched only when the previous one has
// finished: while a batch is with the database, the calls arriving meanwhile gather into the next
// one. An idle server answers a lone call at once (one setImmediate later); under a burst the
// batches grow with the load, so the database sees a few statements where it would have seen one
// per request. Batching only by turn of the event loop does not work here: requests reach the
// batched call at staggered moments (each after its own earlier awaits), one per turn.
import DataLoader from 'dataloader';

/** How long a batch gathers calls before it goes to the database. */
export const GATHER_MS = 2;

export function naturalBatches<K, V>(
  run: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>,
  maxBatchSize = 200,
): DataLoader<K, V> {
  let previous: Promise<unknown> = Promise.resolve();
  return new DataLoader<K, V>(
    (keys) => {
      const batch = run(keys);
      previous = batch.catch(() => undefined);
      return batch;
    },
    {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (dispatch) => {
        void previous.then(() => setTimeout(dispatch, GATHER_MS));
      },
    },
  );
}
