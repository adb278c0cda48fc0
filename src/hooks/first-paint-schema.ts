// The check of the page's public data (./first-paint-data.ts): the contract's shapes (kernel/wire.ts's
// Route, Schedule and Date, the search's page) written with src/lib/storage-check.ts's checks
// instead of zod, as storage's keys are (issue #36). With zod, a page carrying data (beranda,
// daftar-tiket) loaded zod/mini and the wire schemas before hydrating — four more requests and
// their evaluation after the first paint, ~45 ms of script at CPU × 4 on /beranda
// (bench/README.md); these checks are a few hundred bytes in the app's own chunk. Like zod's
// output, the data keeps only the shapes' keys. tests/lib/first-paint-data.test.ts holds this
// check against the zod schema it replaces.
import {
  arr,
  bool,
  id,
  INVALID,
  nullable,
  obj,
  oneOf,
  optional,
  schedule,
  str,
  type Check,
} from '../lib/storage-check';

/** z.number(): any number JSON can hold. */
const num: Check<number> = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : INVALID);
/** wire.Date */
const date = str((s) => /^20[0-9]{2}-[0-9]{2}-[0-9]{2}$/.test(s));
/** wire.Route */
const route = obj({ id, route: str() });

const schedulePage = obj({ schedules: arr(schedule), has_more: bool, fareFrom: optional(num) });

export const firstPaintDataCheck = obj({
  path: oneOf(['/beranda', '/daftar-tiket']),
  generatedAt: num,
  routes: arr(route),
  nearest: optional(
    obj({
      date,
      simanindo: nullable(route),
      tigaras: nullable(route),
      simanindoToTigaras: arr(schedule),
      tigarasToSimanindo: arr(schedule),
      failed: bool,
    }),
  ),
  schedules: optional(obj({ from: num, to: num, date, page: schedulePage })),
});
