// The peak-day run's data (issue #39): what bench/peak/run.ts records while it replays the day,
// what bench/peak/invariants.ts checks at the end, and what bench/peak/report.ts writes
// (report/summary.json and report/index.html). Times: `wall` is ms since the run started (real
// time, what latency and crash windows are measured in); `sim` is the simulated instant (epoch ms,
// the bench clock the servers run on).

/** What a request was for: the budgets and plots group by it. */
export type RequestKind = 'search' | 'order' | 'payment' | 'booth' | 'scan' | 'operator' | 'choice' | 'other';

export interface RequestSample {
  /** Unique in the run. */
  id: number;
  kind: RequestKind;
  /** When it was sent (wall ms since the run started) and the simulated instant then. */
  wall: number;
  sim: number;
  /** Until its answer (an order's: until its decision arrived), ms. */
  ms: number;
  /** The HTTP status; 0 when the connection failed (refused, reset) and nothing came back. */
  status: number;
  /** Which instance answered (0 or 1). */
  instance: number;
  /** The sample this one retries (same request sent again after its connection failed), or null. */
  retryOf: number | null;
}

/** An instance killed with SIGKILL, and when its replacement answered again (wall ms). */
export interface CrashWindow {
  instance: number;
  label: string;
  killedAt: number;
  readyAt: number;
}

/** Queue depths, read from the database every few seconds. */
export interface QueueSample {
  wall: number;
  sim: number;
  /** order_requests not yet decided. */
  orders: number;
  /** notices not yet sent. */
  notices: number;
  /** How far the oldest due work (an expired hold, a due notice) is behind the clock, simulated ms. */
  lagMs: number;
}

/** A departure's sold space by channel at one simulated instant (vehicles). */
export interface FillSample {
  sim: number;
  scheduleId: number;
  online: number;
  booth: number;
}

/** What the harbour master asks for, per departure. */
export interface DepartureRow {
  scheduleId: number;
  /** e.g. 'Simanindo → Tigaras 05:00' */
  label: string;
  status: string;
  /** Vehicles of the run's mix that fit the lane, and seats. */
  capacityVehicles: number;
  seats: number;
  soldOnline: number;
  soldBooth: number;
  boarded: number;
  noShows: number;
  movedIn: number;
  movedOut: number;
  refunded: number;
}

export interface InvariantResult {
  name: string;
  ok: boolean;
  /** What was checked, or what broke (the first few offending rows). */
  detail: string;
}

export interface BudgetResult {
  name: string;
  value: number;
  limit: number;
  unit: string;
  ok: boolean;
}

export interface PeakData {
  meta: {
    scale: number;
    database: string;
    instances: number;
    speed: { opening: number; day: number };
    startedAt: string;
    wallSeconds: number;
    loadBefore: number[];
    loadAfter: number[];
    commit: string;
    /** When the simulated day starts and ends (epoch ms), for the plots' axes. */
    daySim: [number, number];
    /**
     * CPU seconds per process group ('instance 0', 'instance 1', 'postgres', 'load generator') in
     * the opening and in the day: what limits throughput, measured.
     */
    cpuSeconds?: Record<string, { opening: number; day: number }>;
  };
  requests: RequestSample[];
  crashes: CrashWindow[];
  queues: QueueSample[];
  fills: FillSample[];
  /** When each notice was sent (simulated epoch ms). */
  noticesSent: number[];
  departures: DepartureRow[];
  fairness: { buyers: number; outOfOrder: number; share: number };
  invariants: InvariantResult[];
  budgets: BudgetResult[];
}

/** What the runner knows the invariants need beyond the database (bench/peak/invariants.ts). */
export interface RunRecord {
  /** The run's departures (schedule ids). */
  departures: number[];
  /**
   * Orders the server accepted (202): each must end decided, never lost. `decision`: the pushed
   * outcome's status the buyer got (null: none came, even after the app's retries).
   */
  accepted: { requestId: string; userId: number; decision?: number | null }[];
  /** Tickets the officers scanned and the server accepted (online or synced later), per departure. */
  boardings: { scheduleId: number; ticketId: number }[];
  /** Paid tickets whose passengers never came to the dock. */
  noShows: { scheduleId: number; ticketId: number }[];
  /** Departures closed by the operator in the run: held, then (some) cancelled. */
  closures: { scheduleId: number; status: 'held' | 'cancelled'; sim: number }[];
  requests: RequestSample[];
  crashes: CrashWindow[];
}
