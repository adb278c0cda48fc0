// The zod schema of the page's public data (./first-paint-data.ts): the contract's own shapes (kernel/wire.ts,
// the same schemas that check the API's answers), in its own module so that only a page carrying
// data loads them before hydrating.
import * as z from 'zod/mini';
import { Date as DateSchema, Route, Schedule } from '../../kernel/wire';

const SchedulePage = z.object({
  schedules: z.array(Schedule),
  has_more: z.boolean(),
  fareFrom: z.optional(z.number()),
});

export const firstPaintDataSchema = z.object({
  path: z.enum(['/beranda', '/daftar-tiket']),
  generatedAt: z.number(),
  routes: z.array(Route),
  nearest: z.optional(
    z.object({
      date: DateSchema,
      simanindo: z.nullable(Route),
      tigaras: z.nullable(Route),
      simanindoToTigaras: z.array(Schedule),
      tigarasToSimanindo: z.array(Schedule),
      failed: z.boolean(),
    }),
  ),
  schedules: z.optional(z.object({ from: z.number(), to: z.number(), date: DateSchema, page: SchedulePage })),
});
