// The price list (vehicle classes and passenger types: a dozen rows, written by the seed or an
// operator), kept in memory while every write to both tables is heard (Database.watchTable), read
// from the database for every batch otherwise. Used by ./accept.ts.
import type { Db } from '../db/client';
import { passengerTypes, vehicleTypes } from '../db/schema';

export type VehicleRow = typeof vehicleTypes.$inferSelect;
export type PassengerRow = typeof passengerTypes.$inferSelect;
export type Catalogue = { vehicles: Map<number, VehicleRow>; passengers: Map<number, PassengerRow> };

export interface PriceList {
  read: () => Promise<Catalogue>;
  /** A write to one of the tables committed. */
  changed: () => void;
  heard: (table: 'vehicle_types' | 'passenger_types', listening: boolean) => void;
}

export function createPriceList(db: Db): PriceList {
  let catalogue: Promise<Catalogue> | null = null;
  let generation = 0;
  const heard = new Set<string>();
  const load = async (): Promise<Catalogue> => ({
    vehicles: new Map((await db.select().from(vehicleTypes)).map((v) => [v.id, v])),
    passengers: new Map((await db.select().from(passengerTypes)).map((p) => [p.id, p])),
  });
  function forget(): void {
    generation += 1;
    catalogue = null;
  }
  return {
    read: () => {
      if (heard.size < 2) return load();
      if (!catalogue) {
        const started = generation;
        const loading = load();
        catalogue = loading;
        // Read across a change, or failed: not kept.
        const drop = () => {
          if (catalogue === loading && started !== generation) catalogue = null;
        };
        loading.then(drop, () => {
          if (catalogue === loading) catalogue = null;
        });
      }
      return catalogue;
    },
    changed: forget,
    heard: (table, listening) => {
      forget();
      if (listening) heard.add(table);
      else heard.delete(table);
    },
  };
}
