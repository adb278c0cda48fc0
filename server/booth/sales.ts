// Jual Tiket (issue #24): a walk-in sale for cash, on the same capacity as online sale. Under the
// departure's row lock (SELECT … FOR UPDATE, the lock online orders take in ../orders/decide.ts) it
// checks the departure, takes the ticket's space — the walk-in quota first, then online space; the
// booth may use every free centimetre (../capacity/space.ts fitsBooth, walkinTakeCm) — and inserts
// a PAID transaction with channel 'loket', the cashier, the shift, the cash received and the change.
// The shift is locked FOR SHARE, so a Tutup Shift waits for the sale and counts it.
// QRIS: the same, but the transaction is UNPAID for the payment window (15 minutes, like an online
// hold) and, after the commit (never a network call under the lock), a QRIS charge is made at the
// gateway (../payments/provider.ts chargeQris); its QR string is stored and answered. If the
// gateway refuses or does not answer, the hold is cancelled (space back, exactly once) and the
// answer is 502. It becomes PAID through the gateway's settlement (../payments/settle.ts,
// gateway.ts), or EXPIRED by the expiry job (the walk-in part given back too).
// A PAID ticket with the buyer's phone number queues its WhatsApp notice in the same transaction.
// SQL: schedules, transactions, users (the buyer's account by phone number).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_WINDOW_MINUTES } from '../../kernel/countdown';
import { todayJakarta } from '../../kernel/time';
import { takeBoothSpace } from '../capacity/holds';
import { expireDueIn, type HoldService } from '../lifecycle/holds';
import { attachQrisCharge, createTickets } from '../lifecycle/tickets';
import { fitsBooth, walkinTakeCm } from '../capacity/space';
import { rowsOf, sql, type Db, type Tx } from '../db/client';
import { schedules, transactions, users } from '../db/schema';
import { HttpError, MESSAGES, badRequest, conflict, notFound } from '../errors';
import { enqueueTicketNotice } from '../notices/queue';
import type { PaymentProvider } from '../payments/provider';
import { isoJakarta, jakartaParts } from '../platform/clock';
import type { Schemas } from '../platform/handlers';
import type { AuthUser } from '../platform/request-auth';
import { priceOrder } from '../orders/accept';
import type { PriceList } from '../orders/price-list';
import { BOOTH_MESSAGES as M } from './messages';
import { plateKey, platesOn } from '../orders/limits';
import { openShiftOf, portOfCashier } from './shifts';

type SaleInput = Schemas['BoothSaleInput'];
type TxRow = typeof transactions.$inferSelect;

const MINUTE = 60_000;

/** The contract's BoothTicket status of a booth transaction (REFUND_DUE, a late QRIS payment, is cancelled). */
function boothStatus(t: TxRow): Schemas['BoothTicket']['status'] {
  return t.status === 'UNPAID' || t.status === 'PAID' || t.status === 'EXPIRED' ? t.status : 'CANCELLED';
}

/** The contract's BoothTicket of a booth transaction. */
export function presentTicket(t: TxRow): Schemas['BoothTicket'] {
  const qris = t.paymentMethod === 'qris';
  return {
    transactionId: t.id,
    invoiceId: t.invoiceId,
    scheduleId: t.scheduleId,
    status: boothStatus(t),
    channel: 'loket',
    vehicleClass: t.vehicleClass,
    plateNumber: t.plateNumber,
    price: t.price,
    priceLines: t.priceLines,
    paymentMethod: qris ? 'qris' : 'tunai',
    amountReceived: t.cashReceived ?? 0,
    change: t.changeGiven ?? 0,
    paidAt: isoJakarta((t.paidAt ?? t.placedAt).getTime()),
    shiftId: t.shiftId ?? 0,
    passVersion: t.passVersion,
    qris:
      qris && t.status === 'UNPAID' && t.qrisString
        ? { qrString: t.qrisString, expiresAt: isoJakarta(t.expiresAt.getTime()) }
        : null,
    buyerPhone: t.buyerPhone,
  };
}

/** Refuses a departure the booth cannot sell now (409): another port, not today, departed, closed. */
function checkDeparture(s: typeof schedules.$inferSelect, port: number, nowMs: number): void {
  if (s.fromRouteId !== port) throw conflict(M.otherPort);
  if (s.status === 'cancelled') throw conflict(M.cancelled);
  if (s.status !== 'open') throw conflict(M.stopped);
  if (s.issuedDate !== todayJakarta(nowMs)) throw conflict(M.notToday);
  if (s.departureAt.getTime() <= nowMs) throw conflict(M.departed);
}

/** A sale with this requestId already made: the same cashier's is answered again, any other is 409. */
async function earlierSale(tx: Tx, requestId: string, cashierId: number, scheduleId: number) {
  const [same] = await tx.select().from(transactions).where(eq(transactions.requestId, requestId));
  if (!same) return undefined;
  if (same.cashierId !== cashierId || same.scheduleId !== scheduleId || same.channel !== 'loket')
    throw conflict(M.requestIdUsed);
  return same;
}

/** PostgreSQL's unique_violation (23505), on the error or its cause. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The passenger account with this phone number, if any: the ticket becomes theirs. */
async function buyerOf(tx: Tx, phone: string | undefined): Promise<number | null> {
  if (!phone) return null;
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), eq(users.role, 'penumpang')));
  return u?.id ?? null;
}

export interface SaleDeps {
  db: Db;
  now: () => number;
  prices: PriceList;
  /** The gateway that charges QRIS. */
  payments: Pick<PaymentProvider, 'name' | 'chargeQris'>;
  /** Cancels the hold when the charge fails. */
  holds: Pick<HoldService, 'cancel'>;
  /** The app's origin for the notice's link. */
  origin: string;
  log: { warn(o: object, m: string): void };
}

/** The QRIS charge of a fresh UNPAID booth sale; on failure the hold is cancelled and 502 answered. */
async function chargeQris(deps: SaleDeps, row: TxRow): Promise<TxRow> {
  const failed = async (reason: string) => {
    deps.log.warn({ transactionId: row.id, invoiceId: row.invoiceId, reason }, 'booth QRIS charge failed');
    await deps.holds.cancel(row.id);
    return new HttpError(502, M.qrisFailed);
  };
  if (!deps.payments.chargeQris) throw await failed(`provider ${deps.payments.name} has no QRIS`);
  let charge: { sessionId: string; qrString: string };
  try {
    charge = await deps.payments.chargeQris({
      transactionId: row.id,
      invoiceId: row.invoiceId,
      amount: row.price,
      priceLines: row.priceLines,
      placedAt: row.placedAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
    });
  } catch (err) {
    throw await failed(err instanceof Error ? err.message : String(err));
  }
  const charged = await attachQrisCharge(deps.db, row, charge, deps.now());
  // Expired in the meantime (the expiry job): answer it as it is now.
  return charged ?? (await deps.db.select().from(transactions).where(eq(transactions.id, row.id)))[0]!;
}

/** Sells one ticket at the booth; answers the ticket (the same one again for a repeated requestId). */
export async function sellTicket(deps: SaleDeps, cashier: AuthUser, body: SaleInput): Promise<Schemas['BoothTicket']> {
  const port = portOfCashier(cashier);
  const [dep] = await deps.db
    .select({ issuedDate: schedules.issuedDate })
    .from(schedules)
    .where(eq(schedules.id, body.schedule));
  if (!dep) throw notFound(MESSAGES.scheduleNotFound);
  // The fares of the departure's date, and the same checks as an online order (404 / 400).
  const order = priceOrder(body, await deps.prices.read(dep.issuedDate));
  const qris = body.payment.method === 'qris';
  const received = qris ? 0 : body.payment.amountReceived;
  if (received === undefined) throw badRequest(M.cashAmountRequired);
  if (!qris && received < order.price) throw badRequest(M.notEnoughCash);
  const requestId = body.requestId ?? randomUUID();

  const row = await deps.db
    .transaction(async (tx) => {
      const shift = await openShiftOf(tx, cashier.id, true);
      if (!shift) throw conflict(M.noOpenShift);
      const [s] = await tx.select().from(schedules).where(eq(schedules.id, body.schedule)).for('update');
      if (!s) throw notFound(MESSAGES.scheduleNotFound);
      const again = await earlierSale(tx, requestId, cashier.id, s.id);
      if (again) return { row: again, fresh: false };
      const t = deps.now();
      checkDeparture(s, port, t);
      // Issue #39: one live ticket per plate and departure, at the booth as online (../orders/limits.ts).
      if ((await platesOn(tx, [s.id], t)).get(s.id)?.has(plateKey(order.plateNumber)))
        throw conflict(M.plateTaken(order.plateNumber));
      const need = { cm: order.spaceCm, seats: order.seats };
      if (!fitsBooth(s, need)) {
        // Holds past their 15 minutes that the job has not reached yet do not make it sold out.
        const back = await expireDueIn(tx, t, s.id);
        s.laneFreeCm += back.cm;
        s.seatsFree += back.seats;
        if (!fitsBooth(s, need)) throw conflict(M.soldOut);
      }
      const walkinCm = walkinTakeCm(s, need.cm);
      await takeBoothSpace(tx, s.id, need, walkinCm);
      const [seq] = rowsOf<{ id: number | string }>(
        await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('transactions', 'id')) AS id`),
      );
      const id = Number(seq!.id);
      const [created] = await createTickets(tx, [
        {
          id,
          invoiceId: `INV-${jakartaParts(t).compactDate}-${String(id).padStart(6, '0')}`,
          requestId,
          userId: await buyerOf(tx, body.phoneNumber),
          scheduleId: s.id,
          vehicleTypeId: order.vehicleTypeId,
          vehicleClass: order.vehicleClass,
          vehicleTypeName: order.vehicleTypeName,
          plateNumber: order.plateNumber,
          driver: order.driver,
          passengers: order.passengers,
          manifest: order.manifest,
          priceLines: order.priceLines,
          price: order.price,
          salePrice: order.price,
          placedAt: new Date(t),
          ...(qris
            ? {
                status: 'UNPAID' as const,
                expiresAt: new Date(t + PAYMENT_WINDOW_MINUTES * MINUTE),
                paymentMethod: 'qris',
                paymentProvider: deps.payments.name,
                // Midtrans rows are reconciled until the gateway's word is final (payments/reconcile.ts).
                gatewayFinal: deps.payments.name !== 'midtrans',
                cashReceived: 0,
                changeGiven: 0,
              }
            : {
                status: 'PAID' as const,
                expiresAt: new Date(t),
                paidAt: new Date(t),
                settledAt: new Date(t),
                paymentMethod: 'tunai',
                gatewayFinal: true,
                cashReceived: received,
                changeGiven: received - order.price,
              }),
          passVersion: 1,
          spaceCm: need.cm,
          seats: need.seats,
          channel: 'loket',
          cashierId: cashier.id,
          shiftId: shift.id,
          walkinCm,
          buyerPhone: body.phoneNumber ?? null,
        },
      ]);
      if (!qris) await enqueueTicketNotice(tx, id, t, deps.origin);
      return { row: created!, fresh: true };
    })
    .catch((err: unknown) => {
      // The same requestId sold at the same moment on another departure (the unique index decides).
      if (isUniqueViolation(err)) throw conflict(M.requestIdUsed);
      throw err;
    });
  if (qris && row.fresh) return presentTicket(await chargeQris(deps, row.row));
  // The same requestId again after its charge failed: the same answer.
  if (row.row.paymentMethod === 'qris' && row.row.status === 'CANCELLED' && !row.row.qrisString)
    throw new HttpError(502, M.qrisFailed);
  return presentTicket(row.row);
}
