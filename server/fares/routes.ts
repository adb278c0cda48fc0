// The operator's Tarif and Kapasitas operations (issue #22): every fare with its start date, a new
// fare, and a vehicle class's length. `x-roles: [admin]` in openapi.yaml: other tokens get 403
// before a handler runs. Each write runs in one transaction with its audit row
// (../platform/audit.ts), so a refused or failed write leaves neither. The search cache and the
// price list hear the writes of `fares` and `vehicle_types` (../app/services.ts), on every instance.
// A new fare says from when and for which departures it applies (issue #38, ./impact.ts): asked
// before saving (previewFare) and answered with the save.
import { asc, eq } from 'drizzle-orm';
import { addDays, todayJakarta } from '../../kernel/time';
import { fares, passengerTypes, vehicleTypes } from '../db/schema';
import type { Db, Executor } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import type { Handlers } from '../platform/handlers';
import { authOf } from '../platform/request-auth';
import { fareImpact } from './impact';
import { FARE_MESSAGES } from './messages';
import {
  fareInForceOn,
  fareStartingOn,
  fareTypeName,
  listAllFares,
  presentFare,
  presentVehicleClass,
  type FareKind,
} from './queries';

type Ops = 'listFares' | 'createFare' | 'previewFare' | 'setVehicleLength';

/** PostgreSQL's unique_violation (23505), on the error or its cause. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The type's name; 404 when there is no such Golongan or passenger type. */
async function knownType(db: Executor, kind: FareKind, typeId: number): Promise<string> {
  const typeName = await fareTypeName(db, kind, typeId);
  if (typeName === null)
    throw notFound(kind === 'vehicle' ? FARE_MESSAGES.vehicleClassNotFound : FARE_MESSAGES.passengerTypeNotFound);
  return typeName;
}

/** What the fares domain's handlers use; app.ts passes its context. */
export interface FareRouteDeps {
  db: Db;
  now: Clock;
}

/** The fares domain's registration: its operations, keyed by operationId. */
export function fareRoutes(ctx: FareRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;
  return {
    async listFares() {
      const [list, classes, passengers] = await Promise.all([
        listAllFares(db),
        db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id)),
        db.select().from(passengerTypes).orderBy(asc(passengerTypes.id)),
      ]);
      return {
        status: 200,
        message: 'Success.',
        data: {
          fares: list,
          vehicleClasses: classes.map(presentVehicleClass),
          passengerTypes: passengers.map((p) => ({
            id: p.id,
            feeType: p.feeType,
            description: p.description,
            insuranceFee: p.insuranceFee,
          })),
        },
      };
    },

    async createFare(request) {
      const { user } = authOf(request);
      const { kind, typeId, validFrom, amount } = request.body;
      const legalBasis = request.body.legalBasis.trim();
      const reason = request.body.reason.trim();
      const at = now();
      const today = todayJakarta(at);
      // A fare starts today at the earliest: the prices already shown for past days stay as they were.
      if (validFrom < today) throw badRequest(FARE_MESSAGES.startsInPast);
      const saved = await db
        .transaction(async (tx) => {
          const typeName = await knownType(tx, kind, typeId);
          const existing = await fareStartingOn(tx, kind, typeId, validFrom);
          // In force already (it starts today): tickets may have been priced at it, so it stays.
          if (existing && existing.validFrom <= today) throw conflict(FARE_MESSAGES.alreadyInForce);
          const values = { amount, legalBasis, createdAt: new Date(at) };
          const [row] = existing
            ? await tx.update(fares).set(values).where(eq(fares.id, existing.id)).returning()
            : await tx
                .insert(fares)
                .values({
                  ...values,
                  validFrom,
                  vehicleTypeId: kind === 'vehicle' ? typeId : null,
                  passengerTypeId: kind === 'passenger' ? typeId : null,
                  footTypeId: kind === 'foot' ? typeId : null,
                })
                .returning();
          const after = presentFare(row!, typeName);
          // Before: the replaced fare of the same start, else the one in force that day until now.
          const superseded = existing ?? (await fareInForceOn(tx, kind, typeId, addDays(validFrom, -1)));
          await writeAudit(tx, user, at, {
            action: 'fare.create',
            entity: 'fare',
            entityId: row!.id,
            before: superseded ? presentFare(superseded, typeName) : null,
            after,
            reason,
          });
          return { fare: after, impact: await fareImpact(tx, { kind, typeId, validFrom }) };
        })
        .catch((err: unknown) => {
          // Two admins saving the same type and date at once: the second one's INSERT.
          if (isUniqueViolation(err)) throw conflict(FARE_MESSAGES.raced);
          throw err;
        });
      return { status: 200, message: 'Success.', data: saved };
    },

    async previewFare(request) {
      const { kind, typeId, validFrom } = request.body;
      if (validFrom < todayJakarta(now())) throw badRequest(FARE_MESSAGES.startsInPast);
      await knownType(db, kind, typeId);
      const impact = await fareImpact(db, { kind, typeId, validFrom });
      return { status: 200, message: 'Success.', data: { impact } };
    },

    async setVehicleLength(request) {
      const { user } = authOf(request);
      const { id } = request.params;
      const lengthCm = Math.round(request.body.lengthMetres * 100);
      const reason = request.body.reason.trim();
      const at = now();
      const vehicleClass = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(vehicleTypes).where(eq(vehicleTypes.id, id)).for('update');
        if (!before) throw notFound(FARE_MESSAGES.vehicleClassNotFound);
        // Held and sold tickets keep the space they took (transactions.spaceCm, taken at order time).
        const [after] = await tx.update(vehicleTypes).set({ lengthCm }).where(eq(vehicleTypes.id, id)).returning();
        const shown = presentVehicleClass(after!);
        await writeAudit(tx, user, at, {
          action: 'vehicle_class.length',
          entity: 'vehicle_class',
          entityId: id,
          before: presentVehicleClass(before),
          after: shown,
          reason,
        });
        return shown;
      });
      return { status: 200, message: 'Success.', data: { vehicleClass } };
    },
  };
}
