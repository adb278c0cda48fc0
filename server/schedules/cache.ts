// In-process read cache of schedule searches (GET /api/schedule/get-all/{date}), keyed by
// (date, fromRoute, toRoute, page, size), on both databases. With embedded PGlite every query — a
// search too — runs serialised on the event loop inside one WASM instance, so concurrent searches
// queue behind each other and behind orders; with PostgreSQL a search costs a pool round trip, query
// building, row mapping, serialisation and compression on every request (issue #12: 4.5× a bare
// route). A hit is a ready, compressed answer.
//
// Invalidation: a statement trigger on `schedules` (installed by Database.watchTable) sends a
// NOTIFY for every writing statement, delivered at its commit and never for a rollback. Every
// change of a departure's space or status or of the timetable (hold, release, expiry, payment
// cancel, account deletion, the operator's stop/reopen/cancel and quota, generation, even a direct
// INSERT by a test) goes through such a statement.
// - PGlite (one process, the data-folder lock forbids a second): delivered before the writer's
//   promise resolves, so the cache is empty from the moment the change is visible.
// - PostgreSQL: a write made by this process is announced the same way (every pool connection
//   LISTENs; a session gets its own notifications before its COMMIT resolves). A write made by
//   another process reaches this one's listening connection within milliseconds of its commit: a
//   search here in that window may still show the count from before. That is the price of serving
//   searches from memory across processes, and harmless — the count on a search is information;
//   places are decided only by the order pipeline, under the departure's row lock.
// - While the listening connection is lost (database restart, network), the cache is off: every
//   search reads the database, nothing is stored, until the connection is back (`setListening`).
// A search computed while a change committed is not stored (the generation it started from is gone).
// The answer also carries the cheapest vehicle fare (`fareFrom`, beyond the spec), and qty counts
// Golongan IV cars by that class's length: writes of `vehicle_types` (and of `fares`) empty the
// cache the same way (server/app/services.ts watches these tables).
//
// The day's timetable (./timetable.ts): a miss is computed in memory from a snapshot of every
// departure of the searched date (with its space, status and closure), the Golongan IV length and
// the date's cheapest fare, read in one statement and kept under exactly the rules above — dropped
// by the same notifications (every column it holds is in `schedules`, `vehicle_types` or `fares`;
// the ports' names are written only by the seed), not kept while not listening nor when read
// across a change, at most maxAgeMs. It holds data, not answers: the time rules (the hour hidden
// before departure, the walk-in release, qty at the request's instant) are applied to it on each
// search, so it can answer no differently from the statement run at the same instant. Used on
// both databases: on PostgreSQL it is exactly as current as the answers kept beside it.
//
// Time: a search shows departures at least HIDE_BEFORE_DEPARTURE_MINUTES away. An entry is served
// only while the earliest departure of its (date, from, to) selection is still inside that window
// (after that the list and its pages shift), only until just before the earliest walk-in release
// (issue #22: qty grows at that instant, no write announces it) among its departures, and never
// longer than maxAgeMs.

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
  /**
   * The day's timetable for `date` (./timetable.ts) while no change has been heard since it was
   * read (and for at most maxAgeMs), else `load()`'s (kept when still current). Not listening:
   * `load()` every time.
   */
  day<T>(date: string, now: number, load: () => Promise<T>): Promise<T>;
  /**
   * Whether answers are kept (default true). false: every search computes its answer — from the
   * day's timetable — as when the answer was never asked before: bench/api-load.ts's miss.
   */
  keepAnswers: boolean;
  /** Drops every entry; searches already running will not store theirs. */
  invalidate(): void;
  /**
   * Whether every change is still being heard. false: drop everything and serve every search from
   * its computation, storing nothing; true: cache again (from an empty cache). Starts true.
   */
  setListening(listening: boolean): void;
  readonly stats: {
    hits: number;
    misses: number;
    invalidations: number;
    size: number;
    listening: boolean;
    /** Misses answered from a kept day's timetable, and the days read from the database. */
    dayHits: number;
    dayLoads: number;
  };
}

interface Entry {
  value: unknown;
  computedAt: number;
  validUntil: number;
}

export function createScheduleSearchCache(
  options: { maxEntries?: number; maxAgeMs?: number; maxDays?: number } = {},
): ScheduleSearchCache {
  const maxEntries = options.maxEntries ?? 1000;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxDays = options.maxDays ?? 64;
  const entries = new Map<string, Entry>();
  /** Searches running now, so a burst of identical misses runs one query (per generation). */
  const running = new Map<string, Promise<Entry>>();
  const days = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();
  let generation = 0;
  const stats = { hits: 0, misses: 0, invalidations: 0, size: 0, listening: true, dayHits: 0, dayLoads: 0 };

  const keyOf = (k: SearchKey) => `${k.date}|${k.fromRoute ?? ''}|${k.toRoute ?? ''}|${k.page}|${k.size}`;

  function invalidate(): void {
    generation += 1;
    entries.clear();
    running.clear();
    days.clear();
    loading.clear();
    stats.invalidations += 1;
    stats.size = 0;
  }

  const cache: ScheduleSearchCache = {
    stats,
    invalidate,
    keepAnswers: true,
    async day<T>(date: string, now: number, load: () => Promise<T>): Promise<T> {
      if (!stats.listening) return load();
      const kept = days.get(date);
      if (kept && kept.computedAt <= now && now <= kept.validUntil) {
        stats.dayHits += 1;
        return kept.value as T;
      }
      if (kept) days.delete(date);
      // A read already running began after the last change heard (a change empties `loading`).
      const pending = loading.get(date);
      if (pending) {
        stats.dayHits += 1;
        return (await pending).value as T;
      }
      stats.dayLoads += 1;
      const startedIn = generation;
      const p = load().then((value): Entry => {
        const read = { value, computedAt: now, validUntil: now + maxAgeMs };
        if (generation === startedIn && stats.listening) {
          if (days.size >= maxDays) days.delete(days.keys().next().value as string);
          days.set(date, read);
        }
        return read;
      });
      loading.set(date, p);
      const clear = () => {
        if (loading.get(date) === p) loading.delete(date);
      };
      p.then(clear, clear);
      return (await p).value as T;
    },
    setListening(listening) {
      invalidate();
      stats.listening = listening;
    },
    async get<T>(key: SearchKey, now: number, compute: () => Promise<SearchResult<T>>): Promise<T> {
      if (!stats.listening || !cache.keepAnswers) {
        stats.misses += 1;
        return (await compute()).value;
      }
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
        if (generation === startedIn && stats.listening) {
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
  return cache;
}
