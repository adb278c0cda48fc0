// The catalogue domain's operations: ports, vehicle classes and passenger types (read-only; the
// SQL is the selects below and the dated fares of ../fares/queries.ts). A class or type is listed
// with the fare in force on the asked date (`?date=`, default today in Jakarta; issue #22) and is
// left out on a date before its first fare.
import { asc, ilike } from 'drizzle-orm';
import { todayJakarta } from '../../kernel/time';
import { passengerTypes, routes, vehicleTypes } from '../db/schema';
import type { Handlers } from '../platform/handlers';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { faresOn } from '../fares/queries';

type Ops = 'getRoutes' | 'getVehicleTypes' | 'getPassengerTypes' | 'getFootPassengerTypes';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the catalogue domain's handlers use; app.ts passes its context. */
export interface CatalogueRouteDeps {
  db: Db;
  now: Clock;
}

/** The catalogue domain's registration: its operations, keyed by operationId. */
export function catalogueRoutes(ctx: CatalogueRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;
  const dateOf = (query: { date?: string }) => query.date ?? todayJakarta(now());
  return {
    async getRoutes(request) {
      const search = request.query.search?.trim();
      const rows = await db
        .select()
        .from(routes)
        .where(search ? ilike(routes.name, `%${escapeLike(search)}%`) : undefined)
        .orderBy(asc(routes.id));
      return { status: 200, message: 'Success.', data: rows.map((r) => ({ id: r.id, route: r.name })) };
    },

    async getVehicleTypes(request) {
      const [rows, fares] = await Promise.all([
        db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id)),
        faresOn(db, dateOf(request.query)),
      ]);
      return {
        status: 200,
        message: 'Success.',
        data: {
          vehicles: rows.flatMap((v) => {
            const price = fares.vehicles.get(v.id);
            if (price === undefined) return [];
            return [
              {
                id: v.id,
                vehicleClass: v.vehicleClass,
                vehicleType: v.vehicleType,
                price,
                insuranceFee: v.insuranceFee,
              },
            ];
          }),
        },
      };
    },

    async getPassengerTypes(request) {
      return { status: 200, message: 'Success.', data: await passengersPriced(dateOf(request.query), 'passengers') };
    },

    // Walk-on passengers (issue #40 item 3): the same list with each type's foot fare.
    async getFootPassengerTypes(request) {
      return { status: 200, message: 'Success.', data: await passengersPriced(dateOf(request.query), 'foot') };
    },
  };

  async function passengersPriced(date: string, kind: 'passengers' | 'foot') {
    const [rows, fares] = await Promise.all([
      db.select().from(passengerTypes).orderBy(asc(passengerTypes.id)),
      faresOn(db, date),
    ]);
    return {
      passengers: rows.flatMap((p) => {
        const fee = fares[kind].get(p.id);
        if (fee === undefined) return [];
        return [{ id: p.id, fee, feeType: p.feeType, insuranceFee: p.insuranceFee, description: p.description }];
      }),
    };
  }
}
