// The words the order pipeline's parts share (./accept.ts → ./decide.ts → ./deliver.ts, run by
// ./processor.ts): the service's interface, the push statuses, the batch and lease sizes, and the
// shape of an accepted request as the `order_requests` table holds it.
import type { components } from '../../kernel/schema';
import type { PaymentMessage } from '../../kernel/server-messages';
import type { Db } from '../db/client';
import {
  orderRequests,
  transactions,
  type DriverJson,
  type ManifestJson,
  type OrderOutcomeJson,
  type OrderValuesJson,
  type PassengerLineJson,
} from '../db/schema';
import type { Clock } from '../platform/clock';

export type OrderRequest = components['schemas']['OrderRequest'];
export type FootOrderRequest = components['schemas']['FootOrderRequest'];
export type { PaymentMessage };

export interface Publisher {
  publish(userId: number, message: PaymentMessage & { userId: number }): Promise<void>;
}

export interface OrderService {
  /** Checks and prices the order and writes it down; it is decided in the background. Returns the requestId. */
  accept(userId: number, body: OrderRequest, origin: string): Promise<{ requestId: string }>;
  /** The same for walk-on passengers (issue #40 item 3, ./foot.ts). */
  acceptFoot(userId: number, body: FootOrderRequest, origin: string): Promise<{ requestId: string }>;
  /**
   * Start-up: resumes every accepted request a previous run left behind (pending ones are decided,
   * decided ones pushed). `orphansOnly: false` (PGlite, one process) takes every decided row at
   * once; on PostgreSQL only those whose push lease ran out (another live process may be on them).
   */
  start(opts: { orphansOnly: boolean }): void;
  /** The periodic pass (jobs): drains pending requests and resumes decided ones past their lease. */
  resume(): Promise<void>;
  /** Resolves when every order accepted so far has been processed (tests, shutdown). */
  idle(): Promise<void>;
  /** Shutdown: takes no new work and waits for the work under way. */
  stop(): Promise<void>;
  /** A write to vehicle_types, passenger_types or fares committed: the price list is read again. */
  catalogueChanged(): void;
  /**
   * Whether writes to `table` are being heard. The price list is kept in memory only while all
   * three tables are (never, without a watcher): otherwise every order reads it.
   */
  catalogueHeard(table: 'vehicle_types' | 'passenger_types' | 'fares', listening: boolean): void;
}

/** Push statuses other than 200 (payment page) and 500 (sold out: the vehicle's length or its seats do not fit). */
export const ORDER_STATUS = {
  ok: 200,
  soldOut: 500,
  scheduleGone: 404,
  alreadySettled: 409,
  closedForSale: 422,
  /** The operator stopped sales (Tunda Penjualan) or cancelled the departure (issue #22). */
  closedByOperator: 423,
  /** The departure's date is after today + 7 (Jakarta): not bookable yet (spec §9 booking window). */
  outsideBookingWindow: 425,
  /** Issue #39: the plate already has an open or paid ticket on this departure (./limits.ts). */
  plateTaken: 412,
  /** Issue #39: the account already has MAX_UNPAID_ORDERS open unpaid orders (./limits.ts). */
  tooManyUnpaid: 429,
  paymentUnavailable: 502,
  failed: 503,
} as const;

/** Requests decided in one database transaction (one commit, one lock queue turn for many orders). */
export const ORDER_BATCH_SIZE = 50;
/**
 * How long a decided request belongs to the process that decided it (opening the payment session
 * and pushing take milliseconds; a real gateway a few seconds). After that any process pushes it.
 */
export const ORDER_PUSH_LEASE_MS = 15_000;
/** Wait before each claim, so that requests arriving together are decided together. */
export const ORDER_GATHER_MS = 10;

export type Row = typeof transactions.$inferSelect;
/** An accepted request as the processor reads it from `order_requests`. */
export type Request = {
  id: number;
  requestId: string;
  userId: number;
  scheduleId: number;
  origin: string;
  order: OrderValuesJson;
};
export type Decided = Request & { outcome: OrderOutcomeJson };

/** The `order_requests` columns of a Request. */
export const requestColumns = {
  id: orderRequests.id,
  requestId: orderRequests.requestId,
  userId: orderRequests.userId,
  scheduleId: orderRequests.scheduleId,
  origin: orderRequests.origin,
  order: orderRequests.order,
};

export type OrderLog = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** What every part of the pipeline works with. */
export interface PipelineDeps {
  db: Db;
  now: Clock;
  log: OrderLog;
  /** MAX_UNPAID_ORDERS (issue #39, ./limits.ts); 3 when unset. */
  maxUnpaid?: number;
}

/** What a user ordered, as both an accepted request and a transaction row hold it. */
export type OrderContent = {
  vehicleTypeId: number | null;
  plateNumber: string;
  driver: DriverJson;
  passengers: PassengerLineJson[];
  manifest: ManifestJson[];
};

/**
 * The order's content as one string, the same whatever the key order of the JSON it came from
 * (a client's body, jsonb): two orders with the same print are the same order (a double submit);
 * any other difference (plate, class, driver, passengers) is another order (issue #21 §2).
 * Prices are left out: they follow from the content.
 */
export function orderPrint(o: OrderContent): string {
  const d = o.driver;
  return JSON.stringify([
    o.vehicleTypeId,
    o.plateNumber,
    [d.name, d.phoneNumber, d.age, d.domicile, d.gender],
    o.passengers.map((p) => [p.passengerTypeId, p.count]).sort((a, b) => a[0]! - b[0]!),
    o.manifest.map((m) => [m.passengerId, m.name, m.age, m.domicile]),
  ]);
}
