// The catalogue domain's operations: ports, vehicle classes and passenger types (read-only; the
// SQL is the three selects below).
import { asc, ilike } from 'drizzle-orm';
import { passengerTypes, routes, vehicleTypes } from '../db/schema';
import type { Handlers } from '../platform/handlers';
import type { Db } from '../db/client';

type Ops = 'getRoutes' | 'getVehicleTypes' | 'getPassengerTypes';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the catalogue domain's handlers use; app.ts passes its context. */
export interface CatalogueRouteDeps {
  db: Db;
}

/** The catalogue domain's registration: its operations, keyed by operationId. */
export function catalogueRoutes(ctx: CatalogueRouteDeps): Handlers<Ops> {
  const { db } = ctx;
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

    async getVehicleTypes() {
      const rows = await db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id));
      return {
        status: 200,
        message: 'Success.',
        data: {
          vehicles: rows.map((v) => ({
            id: v.id,
            vehicleClass: v.vehicleClass,
            vehicleType: v.vehicleType,
            price: v.price,
            insuranceFee: v.insuranceFee,
          })),
        },
      };
    },

    async getPassengerTypes() {
      const rows = await db.select().from(passengerTypes).orderBy(asc(passengerTypes.id));
      return {
        status: 200,
        message: 'Success.',
        data: {
          passengers: rows.map((p) => ({
            id: p.id,
            fee: p.fee,
            feeType: p.feeType,
            insuranceFee: p.insuranceFee,
            description: p.description,
          })),
        },
      };
    },
  };
}
