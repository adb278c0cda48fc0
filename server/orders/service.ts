// The order service, in parts: ./accept.ts checks, prices and writes down an order (the HTTP
// call's 202); ./processor.ts drains the accepted ones in batches through ./decide.ts (places
// taken under the departures' row locks) and ./deliver.ts (payment page, STOMP push). The
// price list the acceptor reads is ./price-list.ts.
import type { HoldService } from '../lifecycle/holds';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../payments/provider';
import type { Clock } from '../platform/clock';
import { createAcceptor } from './accept';
import type { OrderLog, OrderService, Publisher } from './model';
import { createPriceList } from './price-list';
import { createProcessor } from './processor';

export type { OrderRequest, OrderService, PaymentMessage, Publisher } from './model';
export { ORDER_BATCH_SIZE, ORDER_GATHER_MS, ORDER_PUSH_LEASE_MS, ORDER_STATUS } from './model';

export function createOrderService(opts: {
  db: Db;
  now: Clock;
  payments: PaymentProvider;
  holds: Pick<HoldService, 'cancel'>;
  push: Publisher;
  log: OrderLog;
  /** false: requests are written but never processed, as by a process killed after its 202s (tests). */
  processing?: boolean;
  /** MAX_UNPAID_ORDERS (issue #39): an account's open unpaid orders at once. */
  maxUnpaid?: number;
}): OrderService {
  const { db, now, payments, holds, push, log, maxUnpaid } = opts;
  const processor = createProcessor({
    db,
    now,
    log,
    payments,
    holds,
    push,
    maxUnpaid,
    processing: opts.processing !== false,
  });
  const prices = createPriceList(db);
  const acceptor = createAcceptor({ db, now, prices, written: processor.kick });
  return {
    accept: acceptor.accept,
    acceptFoot: acceptor.acceptFoot,
    start: processor.start,
    resume: processor.resume,
    idle: processor.idle,
    stop: processor.stop,
    catalogueChanged: prices.changed,
    catalogueHeard: prices.heard,
  };
}
