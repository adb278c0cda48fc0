// What a passenger keeps on the account (issue #40): the interface language, Kendaraan Saya (plate
// and Golongan) and Penumpang Tersimpan (name, age or birth year, domicile, gender). Beside
// ./schema.ts (one migration history, server/drizzle.config.ts). Both lists are the account's own:
// deleting the account deletes them (ON DELETE CASCADE), and every query filters by user_id.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { vehicleTypes } from './schema-catalogue';
import { users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The interface languages (issue #40 item 1): Indonesian is the default. */
export type Language = 'id' | 'en';

/** The account's language: one row per account that ever chose one (none means 'id'). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull().default('id'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [check('user_preferences_language_valid', sql`${t.language} IN ('id', 'en')`)],
);

/** Kendaraan Saya: a plate (normalised as orders store it) and its Golongan, once per account. */
export const savedVehicles = pgTable(
  'saved_vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plateNumber: text('plate_number').notNull(),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('saved_vehicles_user_plate_uq').on(t.userId, t.plateNumber)],
);

/**
 * Penumpang Tersimpan. Either a birth year, or an age with the Jakarta date it was given
 * (`ageOn`), so the age on a later departure's date can be worked out again (issue #40 item 2).
 */
export const savedTravellers = pgTable(
  'saved_travellers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    birthYear: integer('birth_year'),
    age: integer('age'),
    ageOn: date('age_on', { mode: 'string' }),
    domicile: text('domicile').notNull(),
    gender: text('gender').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('saved_travellers_user_idx').on(t.userId),
    check(
      'saved_travellers_age_or_year',
      sql`(${t.birthYear} IS NOT NULL AND ${t.age} IS NULL AND ${t.ageOn} IS NULL) OR (${t.birthYear} IS NULL AND ${t.age} IS NOT NULL AND ${t.ageOn} IS NOT NULL)`,
    ),
  ],
);
