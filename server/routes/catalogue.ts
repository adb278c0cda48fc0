// Ports, vehicle classes and passenger types.
import { asc, ilike } from 'drizzle-orm';
import { passengerTypes, routes, vehicleTypes } from '../db/schema.ts';
import type { Handlers } from '../http/types.ts';
import type { Ctx } from '../context.ts';

type Ops = 'getRoutes' | 'getVehicleTypes' | 'getPassengerTypes';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function catalogueHandlers(ctx: Ctx): Handlers<Ops> {
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
