// The price list: vehicle classes and passenger types (a dozen rows) with the fares in force on a
// date (issue #22: fares are dated, ../fares/queries.ts). Kept in memory per date while every write
// to `vehicle_types`, `passenger_types` and `fares` is heard (Database.watchTable, on every
// instance), read from the database for every batch otherwise. Used by ./accept.ts.
import type { Db } from '../db/client';
import { passengerTypes, vehicleTypes } from '../db/schema';
import { faresOn } from '../fares/queries';

/** A vehicle class with its fare on the date read. */
export type VehicleRow = typeof vehicleTypes.$inferSelect & { price: number };
/** A passenger type with its fare on the date read. */
export type PassengerRow = typeof passengerTypes.$inferSelect & { fee: number };
/** What can be sold on a date: the types that have a fare in force then. */
export type Catalogue = {
  vehicles: Map<number, VehicleRow>;
  passengers: Map<number, PassengerRow>;
  /** Passenger types with their foot fare as `fee` (walk-on passengers, issue #40 item 3). */
  foot: Map<number, PassengerRow>;
};

/** The tables the price list is made of. */
export type PriceTable = 'vehicle_types' | 'passenger_types' | 'fares';
const TABLES = 3;
/** Dates kept at most (the booking window and a few more); beyond, the list starts afresh. */
const MAX_DATES = 64;

export interface PriceList {
  /** The catalogue priced for departures on `date` (a Jakarta calendar date). */
  read: (date: string) => Promise<Catalogue>;
  /** A write to one of the tables committed. */
  changed: () => void;
  heard: (table: PriceTable, listening: boolean) => void;
}

export function createPriceList(db: Db): PriceList {
  const byDate = new Map<string, Promise<Catalogue>>();
  let generation = 0;
  const heard = new Set<string>();
  const load = async (date: string): Promise<Catalogue> => {
    const [vehicles, passengers, fares] = await Promise.all([
      db.select().from(vehicleTypes),
      db.select().from(passengerTypes),
      faresOn(db, date),
    ]);
    return {
      vehicles: new Map(
        vehicles.flatMap((v) => {
          const price = fares.vehicles.get(v.id);
          return price === undefined ? [] : [[v.id, { ...v, price }] as const];
        }),
      ),
      passengers: new Map(
        passengers.flatMap((p) => {
          const fee = fares.passengers.get(p.id);
          return fee === undefined ? [] : [[p.id, { ...p, fee }] as const];
        }),
      ),
      foot: new Map(
        passengers.flatMap((p) => {
          const fee = fares.foot.get(p.id);
          return fee === undefined ? [] : [[p.id, { ...p, fee }] as const];
        }),
      ),
    };
  };
  function forget(): void {
    generation += 1;
    byDate.clear();
  }
  return {
    read: (date) => {
      if (heard.size < TABLES) return load(date);
      let catalogue = byDate.get(date);
      if (!catalogue) {
        if (byDate.size >= MAX_DATES) byDate.clear();
        const started = generation;
        const loading = load(date);
        catalogue = loading;
        byDate.set(date, loading);
        // Read across a change, or failed: not kept.
        const drop = () => {
          if (byDate.get(date) === loading) byDate.delete(date);
        };
        loading.then(() => {
          if (started !== generation) drop();
        }, drop);
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
