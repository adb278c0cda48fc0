// One transaction as its owner reads it (TransactionDetail): getTransaction's answer and the ticket
// inside every self-service answer (issue #23, ../tickets/routes.ts). A paid ticket carries what may
// be done with it now, its change history, its refund and a pending Ubah Jadwal
// (../tickets/present.ts). A Midtrans payment whose outcome is unknown is nudged here (the
// passenger's poll asks the gateway in the background), a pending Ubah Jadwal's payment too.
import { GENDERS, PHONE_PATTERN } from '../../kernel/field-rules';
import type { BoardingPassSigner } from '../boarding/signer';
import type { Db } from '../db/client';
import { latestNotices } from '../notices/latest';
import type { Reconciler } from '../payments/reconcile';
import { isoJakarta, jakartaParts, type Clock } from '../platform/clock';
import type { Schemas } from '../platform/handlers';
import { hms } from '../platform/present';
import { delayOf } from '../platform/delay';
import { orderIdOf } from '../lifecycle/tickets';
import type { TicketRules } from '../tickets/actions';
import { ticketExtras } from '../tickets/present';
import type { TxRow } from './queries';
import { isFoot } from './foot';

/** What a transaction's boarding pass says (kernel/boarding-pass.ts). */
export const passOf = (tx: { id: number; scheduleId: number; passVersion: number }) => ({
  transactionId: tx.id,
  scheduleId: tx.scheduleId,
  version: tx.passVersion,
});

export const scheduleOf = (r: TxRow): Schemas['TransactionSchedule'] => ({
  id: r.tx.scheduleId,
  issuedDate: r.issuedDate,
  issuedTime: hms(r.issuedTime),
  fromRoute: { id: r.fromId, route: r.fromName },
  toRoute: { id: r.toId, route: r.toName },
});

/**
 * The rest of the order (TicketOrder, issue #40 item 4): the vehicle type id, the passenger counts
 * per type (unnamed passengers included) and the driver's phone and gender; null for the latter when
 * the stored ones no longer fit the contract (an order always checked them).
 */
export function orderOf(tx: TxRow['tx']): Schemas['TicketOrder'] {
  const gender = GENDERS.find((g) => g === tx.driver.gender);
  return {
    vehicle: tx.vehicleTypeId ?? 0, // a foot ticket has no order to repeat: transactionDetail leaves it out
    passengers: tx.passengers.map((p) => ({ passengerId: p.passengerTypeId, amount: p.count })),
    driver: gender && PHONE_PATTERN.test(tx.driver.phoneNumber) ? { phoneNumber: tx.driver.phoneNumber, gender } : null,
  };
}

export interface DetailDeps {
  db: Db;
  now: Clock;
  reconciler: Pick<Reconciler, 'nudge'> | null;
  boardingPasses: Pick<BoardingPassSigner, 'sign'>;
  /** SELF_CANCEL_REFUND_PERCENT and RESCHEDULE_FEE_PERCENT (issue #23). */
  selfCancelRefundPercent: number;
  rescheduleFeePercent: number;
}

export async function transactionDetail(ctx: DetailDeps, r: TxRow): Promise<Schemas['TransactionDetail']> {
  // A Midtrans payment whose outcome we do not know yet: ask the gateway (in the background;
  // the next poll of pembayaran-selesai sees the result). The status API decides, never the page.
  if (ctx.reconciler && r.tx.paymentProvider === 'midtrans' && !r.tx.gatewayFinal && r.tx.status !== 'PAID') {
    ctx.reconciler.nudge(orderIdOf(r.tx));
  }
  const extras = await ticketExtras(ctx.db, r.tx, ctx.now(), {
    selfCancelRefundPercent: ctx.selfCancelRefundPercent,
    rescheduleFeePercent: ctx.rescheduleFeePercent,
  } satisfies TicketRules);
  // A pending Ubah Jadwal paid through Midtrans: its order id is nudged the same way.
  if (ctx.reconciler && extras.pendingOrder?.provider === 'midtrans') ctx.reconciler.nudge(extras.pendingOrder.orderId);
  const placed = jakartaParts(r.tx.placedAt.getTime());
  // A foot ticket (issue #40 item 3): no driver and no order to repeat (Pesan Lagi is for vehicles).
  const foot = isFoot(r.tx);
  return {
    ...(foot ? { kind: 'foot' as const } : {}),
    id: r.tx.id,
    invoiceId: r.tx.invoiceId,
    requestId: r.tx.requestId,
    checkedIn: r.tx.checkedIn,
    checkedInAt: r.tx.checkedInAt ? isoJakarta(r.tx.checkedInAt.getTime()) : null,
    // The signed QR (issue #10), only while the ticket is paid.
    boardingPass: r.tx.status === 'PAID' ? await ctx.boardingPasses.sign(passOf(r.tx)) : null,
    bankName: r.tx.bankName,
    paymentMethod: r.tx.paymentMethod,
    placedOrderDate: placed.date,
    placedOrderTime: placed.time,
    plateNumber: r.tx.plateNumber,
    price: r.tx.price,
    paid: r.tx.status === 'PAID',
    status: r.tx.status,
    paidDateTime: r.tx.paidAt ? isoJakarta(r.tx.paidAt.getTime()) : null,
    schedule: scheduleOf(r),
    vehicleClass: r.tx.vehicleClass,
    // The boarding pass at the dock names who travels (issue #21 §8).
    ...(foot ? {} : { driverName: r.tx.driver.name }),
    passengerNames: r.tx.manifest.map((m) => m.name),
    // What Perbaiki Data prefills and corrects (issue #23).
    ...(foot ? {} : { driver: { name: r.tx.driver.name, age: r.tx.driver.age, domicile: r.tx.driver.domicile } }),
    manifest: r.tx.manifest.map((m) => ({
      passengerId: m.passengerId,
      name: m.name,
      age: m.age,
      domicile: m.domicile,
    })),
    // What Pesan Lagi prefills besides (issue #40 item 4): the rest of the order as it was placed.
    ...(foot ? {} : { order: orderOf(r.tx) }),
    // Why the operator stopped or cancelled its departure (issue #23: tiket-detail's Alasan); null while open.
    closure:
      r.departureStatus === 'open' || r.closureReason === null
        ? null
        : { reason: r.closureReason, note: r.closureNote ?? '', windKnots: r.windKnots },
    // The operator's delay (issue #38): its new time is the schedule's, this says from when and why.
    delay: delayOf(r),
    // Its latest WhatsApp notice (issue #23), shown as a banner.
    notice: (await latestNotices(ctx.db, [r.tx.id])).get(r.tx.id) ?? null,
    // Issue #23: what may be done now, the history, the refund, a move waiting for its payment.
    actions: extras.actions,
    changes: extras.changes,
    refund: extras.refund,
    pendingChange: extras.pendingChange,
  };
}
