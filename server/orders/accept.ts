// Accepting an order: the HTTP call checks the references and prices the order on the server,
// writes the order request to `order_requests` and only then answers 202 with the requestId, so an
// accepted order is durable. Deciding it is ./decide.ts's work, run by ./processor.ts.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { priceBreakdown } from '../../kernel/pricing';
import { ageFitsPassengerType, passengerAgeRule } from '../../kernel/field-rules';
import type { Db } from '../db/client';
import {
  orderRequests,
  schedules,
  type OrderValuesJson,
  type PassengerLineJson,
  type PriceLineJson,
} from '../db/schema';
import { MESSAGES, badRequest, notFound } from '../errors';
import { naturalBatches } from '../platform/batches';
import type { Clock } from '../platform/clock';
import { priceFootOrder, type FootOrderRequest } from './foot';
import type { OrderRequest } from './model';
import type { Catalogue, PassengerRow, PriceList, VehicleRow } from './price-list';

/** An order (the spec's) or a foot order (issue #40 item 3, ./foot.ts) to check and write down. */
type Acceptance = { userId: number; origin: string } & (
  { foot: false; body: OrderRequest } | { foot: true; body: FootOrderRequest }
);
type Accepted = { requestId: string; values: typeof orderRequests.$inferInsert };
/** The departures of a batch (id → its date) and the catalogue priced for each of those dates. */
type Known = { schedules: Map<number, string>; catalogues: Map<string, Catalogue> };
type Priced = { vehicles: Map<number, VehicleRow>; passengers: Map<number, PassengerRow> };

/** SQLSTATE class 22 (data exception), e.g. 22P05 for a NUL character in a text or jsonb value. */
function isDataException(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}

/** The passenger lines of an order: counts per type, named passengers within them, ages that fit. */
function passengerLines(body: OrderFields, known: Priced): PassengerLineJson[] {
  const counts = new Map<number, number>();
  for (const p of body.passengers) {
    if (counts.has(p.passengerId)) throw badRequest(`body.passengers lists passenger type ${p.passengerId} twice.`);
    counts.set(p.passengerId, p.amount);
  }
  const manifest = body.manifest ?? [];
  const ids = [...new Set([...counts.keys(), ...manifest.map((m) => m.passengerId)])];
  const types = ids.flatMap((id) => known.passengers.get(id) ?? []);
  if (types.length !== ids.length) throw notFound(MESSAGES.passengerTypeNotFound);
  for (const id of new Set(manifest.map((m) => m.passengerId))) {
    const named = manifest.filter((m) => m.passengerId === id).length;
    if (named > (counts.get(id) ?? 0)) {
      throw badRequest(
        `body.manifest names ${named} passengers of type ${id} but only ${counts.get(id) ?? 0} are ordered.`,
      );
    }
  }
  for (const m of manifest) {
    const type = known.passengers.get(m.passengerId);
    if (type && !ageFitsPassengerType(type.feeType, m.age)) {
      throw badRequest(`body.manifest: a passenger of type ${type.feeType} must be ${passengerAgeRule(type.feeType)}.`);
    }
  }
  return types
    .filter((t) => counts.has(t.id))
    .sort((x, y) => x.id - y.id)
    .map((t) => ({
      passengerTypeId: t.id,
      feeType: t.feeType,
      description: t.description,
      fee: t.fee,
      insuranceFee: t.insuranceFee,
      count: counts.get(t.id) ?? 0,
    }));
}

/** The fields of an order that are checked and priced (also the booth's sale, issue #24). */
export type OrderFields = Pick<OrderRequest, 'vehicle' | 'plate_number' | 'driver' | 'passengers' | 'manifest'>;

/**
 * Checks and prices an order's fields against a catalogue priced for its departure's date (issue
 * #22; the price is stored with the order and never changes): 404 for an unknown vehicle or
 * passenger type, 400 for lines that do not add up. Also what the ticket takes of the departure.
 */
export function priceOrder(body: OrderFields, priced: Catalogue): Required<OrderValuesJson> {
  const vehicle = priced.vehicles.get(body.vehicle);
  if (!vehicle) throw notFound(MESSAGES.vehicleTypeNotFound);
  const lines = passengerLines(body, priced);
  const price = priceBreakdown({
    vehicle: { price: vehicle.price, insuranceFee: vehicle.insuranceFee },
    passengers: lines,
  });
  const priceLines: PriceLineJson[] = price.lines.map(({ label, quantity, unit, amount }) => ({
    label,
    quantity,
    unit,
    amount,
  }));
  return {
    kind: 'vehicle',
    vehicleTypeId: vehicle.id,
    vehicleClass: vehicle.vehicleClass,
    vehicleTypeName: vehicle.vehicleType,
    plateNumber: body.plate_number,
    driver: body.driver,
    passengers: lines,
    manifest: body.manifest ?? [],
    priceLines,
    price: price.total,
    // What the ticket takes on the departure (issue #22; ./decide.ts): its class's lane length
    // now, and a seat for the driver and each passenger.
    spaceCm: vehicle.lengthCm,
    seats: 1 + lines.reduce((sum, l) => sum + l.count, 0),
  };
}

/** Checks and prices one order against the catalogue rows read for its batch. */
function check(a: Acceptance, known: Known, now: Clock): Accepted {
  const { body } = a;
  const date = known.schedules.get(body.schedule);
  if (date === undefined) throw notFound(MESSAGES.scheduleNotFound);
  const catalogue = known.catalogues.get(date)!;
  const order = a.foot ? priceFootOrder(a.body, catalogue) : priceOrder(a.body, catalogue);
  const requestId = body.requestId ?? randomUUID();
  return {
    requestId,
    values: {
      requestId,
      userId: a.userId,
      scheduleId: body.schedule,
      origin: a.origin,
      acceptedAt: new Date(now()),
      order,
    },
  };
}

/** Writes one accepted order; a value PostgreSQL cannot store (a NUL character) is the request's fault. */
async function writeOne(db: Db, values: Accepted['values']): Promise<void> {
  await db
    .insert(orderRequests)
    .values(values)
    .catch((err: unknown) => {
      if (isDataException(err)) throw badRequest('body contains a character that cannot be stored.');
      throw err;
    });
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/** Writes the valid orders of a batch in one INSERT, else row by row; each gets null or its error. */
async function writeAll(db: Db, valid: Accepted[]): Promise<Map<Accepted, Error | null>> {
  const written = new Map<Accepted, Error | null>();
  try {
    await db.insert(orderRequests).values(valid.map((v) => v.values));
    for (const v of valid) written.set(v, null);
  } catch {
    for (const v of valid) {
      written.set(
        v,
        await writeOne(db, v.values).then(
          () => null,
          (err: unknown) => asError(err),
        ),
      );
    }
  }
  return written;
}

/**
 * Orders arriving together are accepted together (../platform/batches.ts): one read of the
 * departures they name and of the price list for their dates (usually held in memory,
 * ./price-list.ts), then one multi-row INSERT — a few
 * statements for the whole burst instead of four per order, which is what bounded a burst of 300
 * buyers on the single PGlite thread (issue #12). Each order still gets its own answer: its own
 * 404/400, and its 202 only once its own row is written. A batch whose INSERT fails is written
 * again row by row, so that one bad row fails alone. `written` is told once rows are down (the
 * processor's kick).
 */
export function createAcceptor(deps: { db: Db; now: Clock; prices: PriceList; written: () => void }) {
  const { db, now, prices } = deps;
  const acceptances = naturalBatches<Acceptance, { requestId: string }>(async (batch) => {
    const scheduleIds = [...new Set(batch.map((a) => a.body.schedule))];
    const found = await db
      .select({ id: schedules.id, issuedDate: schedules.issuedDate })
      .from(schedules)
      .where(inArray(schedules.id, scheduleIds));
    const dates = [...new Set(found.map((r) => r.issuedDate))];
    const catalogues = new Map(await Promise.all(dates.map(async (d) => [d, await prices.read(d)] as const)));
    const known: Known = { schedules: new Map(found.map((r) => [r.id, r.issuedDate])), catalogues };
    const checked = batch.map((a): Accepted | Error => {
      try {
        return check(a, known, now);
      } catch (err) {
        return asError(err);
      }
    });
    const valid = checked.filter((c): c is Accepted => !(c instanceof Error));
    let written = new Map<Accepted, Error | null>();
    if (valid.length) {
      written = await writeAll(db, valid);
      // Written before the 202s: from here on these orders survive a crash (./processor.ts).
      // Their clients have subscribed before sending, so they get the push whenever it comes.
      deps.written();
    }
    return checked.map((c) => (c instanceof Error ? c : (written.get(c) ?? { requestId: c.requestId })));
  });
  return {
    accept: (userId: number, body: OrderRequest, origin: string) =>
      acceptances.load({ userId, body, origin, foot: false }),
    acceptFoot: (userId: number, body: FootOrderRequest, origin: string) =>
      acceptances.load({ userId, body, origin, foot: true }),
  };
}
