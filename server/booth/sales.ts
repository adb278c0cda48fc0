// Jual Tiket (issue #24): a walk-in sale for cash, on the same capacity as online sale. Under the
// departure's row lock (SELECT … FOR UPDATE, the lock online orders take in ../orders/decide.ts) it
// checks the departure, takes the ticket's space — the walk-in quota first, then online space; the
// booth may use every free centimetre (../capacity/space.ts fitsBooth, walkinTakeCm) — and inserts
// a PAID transaction with channel 'loket', the cashier, the shift, the cash received and the change.
// The shift is locked FOR SHARE, so a Tutup Shift waits for the sale and counts it.
// SQL: schedules, transactions, users (the buyer's account by phone number).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { todayJakarta } from '../../kernel/time';
import { expireDueIn, takeBoothSpace } from '../capacity/holds';
import { fitsBooth, walkinTakeCm } from '../capacity/space';
import { rowsOf, sql, type Db, type Tx } from '../db/client';
import { schedules, transactions, users } from '../db/schema';
import { MESSAGES, badRequest, conflict, notFound } from '../errors';
import { isoJakarta, jakartaParts } from '../platform/clock';
import type { Schemas } from '../platform/handlers';
import type { AuthUser } from '../platform/request-auth';
import { priceOrder } from '../orders/accept';
import type { PriceList } from '../orders/price-list';
import { BOOTH_MESSAGES as M } from './messages';
import { openShiftOf, portOfCashier } from './shifts';

type SaleInput = Schemas['BoothSaleInput'];
type TxRow = typeof transactions.$inferSelect;

/** The contract's BoothTicket of a booth transaction. */
export function presentTicket(t: TxRow): Schemas['BoothTicket'] {
  return {
    transactionId: t.id,
    invoiceId: t.invoiceId,
    scheduleId: t.scheduleId,
    status: t.status === 'PAID' ? 'PAID' : 'CANCELLED',
    channel: 'loket',
    vehicleClass: t.vehicleClass,
    plateNumber: t.plateNumber,
    price: t.price,
    priceLines: t.priceLines,
    paymentMethod: 'tunai',
    amountReceived: t.cashReceived ?? 0,
    change: t.changeGiven ?? 0,
    paidAt: isoJakarta((t.paidAt ?? t.placedAt).getTime()),
    shiftId: t.shiftId ?? 0,
    passVersion: t.passVersion,
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
  const received = body.payment.amountReceived;
  if (received < order.price) throw badRequest(M.notEnoughCash);
  const requestId = body.requestId ?? randomUUID();

  const row = await deps.db
    .transaction(async (tx) => {
      const shift = await openShiftOf(tx, cashier.id, true);
      if (!shift) throw conflict(M.noOpenShift);
      const [s] = await tx.select().from(schedules).where(eq(schedules.id, body.schedule)).for('update');
      if (!s) throw notFound(MESSAGES.scheduleNotFound);
      const again = await earlierSale(tx, requestId, cashier.id, s.id);
      if (again) return again;
      const t = deps.now();
      checkDeparture(s, port, t);
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
      const [created] = await tx
        .insert(transactions)
        .values({
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
          status: 'PAID',
          placedAt: new Date(t),
          expiresAt: new Date(t),
          paidAt: new Date(t),
          settledAt: new Date(t),
          paymentMethod: 'tunai',
          gatewayFinal: true,
          passVersion: 1,
          spaceCm: need.cm,
          seats: need.seats,
          channel: 'loket',
          cashierId: cashier.id,
          shiftId: shift.id,
          walkinCm,
          cashReceived: received,
          changeGiven: received - order.price,
          buyerPhone: body.phoneNumber ?? null,
        })
        .returning();
      return created!;
    })
    .catch((err: unknown) => {
      // The same requestId sold at the same moment on another departure (the unique index decides).
      if (isUniqueViolation(err)) throw conflict(M.requestIdUsed);
      throw err;
    });
  return presentTicket(row);
}
