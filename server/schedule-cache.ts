// In-process read cache of schedule searches (GET /api/schedule/get-all/{date}), keyed by
// (date, fromRoute, toRoute, page, size). Only used with embedded PGlite, where one process owns the
// database (the data-folder lock forbids a second one) and every query — a search too — runs
// serialised on the event loop inside one WASM instance, so concurrent searches queue behind each
// other and behind orders. With PostgreSQL (several processes, queries off the event loop) there is
// no cache: another process's order could not be seen here at the instant it commits.
//
// Exact invalidation: a statement trigger on `schedules` (installed by Database.watchTable) sends a
// NOTIFY, which PGlite delivers synchronously when the writing statement or transaction commits —
// before the writer's promise resolves — and never for a rollback. Every change of `available` or
// of the timetable (hold, release, expiry, payment cancel, account deletion, seeding, extension,
// even a direct INSERT by a test) goes through such a statement, so the cache is empty from the
// moment the change is visible. A search computed while a change committed is not stored (the
// generation it started from is gone).
//
// Time: a search shows departures at least HIDE_BEFORE_DEPARTURE_MINUTES away. An entry is served
// only while the earliest departure of its (date, from, to) selection is still inside that window
// (after that the list and its pages shift), and never longer than maxAgeMs.

export interface SearchKey {
  date: string;
  fromRoute?: number;
  toRoute?: number;
  page: number;
  size: number;
}

export interface SearchResult<T> {
  value: T;
  /** The last instant (epoch ms, inclusive) at which `value` is still the right answer. */
  validUntil: number;
}

export interface ScheduleSearchCache {
  /** The cached value for `key` at `now`, else `compute()`'s (stored when still current). */
  get<T>(key: SearchKey, now: number, compute: () => Promise<SearchResult<T>>): Promise<T>;
  /** Drops every entry; searches already running will not store theirs. */
  invalidate(): void;
  readonly stats: { hits: number; misses: number; invalidations: number; size: number };
}

interface Entry {
  value: unknown;
  computedAt: number;
  validUntil: number;
}

export function createScheduleSearchCache(
  options: { maxEntries?: number; maxAgeMs?: number } = {},
): ScheduleSearchCache {
  const maxEntries = options.maxEntries ?? 1000;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const entries = new Map<string, Entry>();
  /** Searches running now, so a burst of identical misses runs one query (per generation). */
  const running = new Map<string, Promise<Entry>>();
  let generation = 0;
  const stats = { hits: 0, misses: 0, invalidations: 0, size: 0 };

  const keyOf = (k: SearchKey) => `${k.date}|${k.fromRoute ?? ''}|${k.toRoute ?? ''}|${k.page}|${k.size}`;

  return {
    stats,
    invalidate() {
      generation += 1;
      entries.clear();
      running.clear();
      stats.invalidations += 1;
      stats.size = 0;
    },
    async get<T>(key: SearchKey, now: number, compute: () => Promise<SearchResult<T>>): Promise<T> {
      const k = keyOf(key);
      const entry = entries.get(k);
      // computedAt guards a clock that moved back (tests): an entry only answers for its future.
      if (entry && entry.computedAt <= now && now <= entry.validUntil) {
        stats.hits += 1;
        return entry.value as T;
      }
      if (entry) entries.delete(k);
      const pending = running.get(k);
      if (pending) {
        const shared = await pending;
        if (shared.computedAt <= now && now <= shared.validUntil) {
          stats.hits += 1;
          return shared.value as T;
        }
      }
      stats.misses += 1;
      const startedIn = generation;
      const p = compute().then(({ value, validUntil }): Entry => {
        const computed = { value, computedAt: now, validUntil: Math.min(validUntil, now + maxAgeMs) };
        if (generation === startedIn) {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(k, computed);
          stats.size = entries.size;
        }
        return computed;
      });
      if (!pending) running.set(k, p);
      const clear = () => {
        if (running.get(k) === p) running.delete(k);
      };
      p.then(clear, clear);
      return (await p).value as T;
    },
  };
}
