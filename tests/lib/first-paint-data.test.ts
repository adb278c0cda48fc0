// The public data a page carries (issue #25, src/hooks/first-paint-data.ts): read once before hydrating,
// checked with the contract's schemas, and used only while the search cache's rules would still
// serve it (at most 60 s old, no departure under 60 minutes away).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ensureTemporal } from '../../kernel/temporal';
import { Date as DateSchema, Route, Schedule } from '../../kernel/wire';
import { firstPaintDataCheck } from '../../src/hooks/first-paint-schema';
import { INVALID } from '../../src/lib/storage-check';
import {
  FIRST_PAINT_DATA_ID,
  isFresh,
  readFirstPaintData,
  type FirstPaintData,
} from '../../src/hooks/first-paint-data';

// 2026-11-22 10:00 WIB.
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const simanindo = { id: 1, route: 'Simanindo' };
const tigaras = { id: 2, route: 'Tigaras' };
const departure = (id: number, issuedTime: string) => ({
  id,
  issuedDate: '2026-11-22',
  issuedTime,
  fromRoute: simanindo,
  toRoute: tigaras,
  qty: 4,
});
const data = (over: Partial<FirstPaintData> = {}): FirstPaintData => ({
  path: '/beranda',
  generatedAt: NOW,
  routes: [simanindo, tigaras],
  nearest: {
    date: '2026-11-22',
    simanindo,
    tigaras,
    simanindoToTigaras: [departure(1, '11:30:00'), departure(2, '12:30:00')],
    tigarasToSimanindo: [],
    failed: false,
  },
  ...over,
});

function carry(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_PAINT_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}

beforeAll(async () => {
  await ensureTemporal();
});
afterEach(() => {
  document.getElementById(FIRST_PAINT_DATA_ID)?.remove();
});

describe('the data in the page', () => {
  it('is none when the page carries none', async () => {
    expect(await readFirstPaintData(document, NOW)).toBeNull();
  });

  it('is read and checked when fresh', async () => {
    carry(JSON.stringify(data()));
    expect(await readFirstPaintData(document, NOW + 59_000)).toEqual(data());
  });

  it('is refused when older than 60 s, or from a clock more than 60 s ahead', async () => {
    carry(JSON.stringify(data()));
    expect(await readFirstPaintData(document, NOW + 60_001)).toBe('stale');
    expect(await readFirstPaintData(document, NOW - 60_001)).toBe('stale');
  });

  it('is refused once one of its departures is under 60 minutes away', () => {
    // 11:30 WIB: exactly an hour away at 10:30 WIB, under an hour 1 ms later.
    const at = NOW + 30 * 60_000;
    expect(isFresh(data({ generatedAt: at }), at)).toBe(true);
    expect(isFresh(data({ generatedAt: at + 1 }), at + 1)).toBe(false);
  });

  it('is refused when malformed or not the contract’s shape', async () => {
    for (const text of [
      '{"path":',
      JSON.stringify({ ...data(), path: '/login' }),
      JSON.stringify({ ...data(), routes: [{ id: 'x', route: 1 }] }),
      JSON.stringify({ ...data(), nearest: { ...data().nearest, simanindoToTigaras: [{ id: 1 }] } }),
    ]) {
      carry(text);
      expect(await readFirstPaintData(document, NOW), text).toBe('stale');
      document.getElementById(FIRST_PAINT_DATA_ID)?.remove();
    }
  });
});

describe('the check of the data', () => {
  // The zod schema it replaced (issue #36), from the contract's own schemas: the same verdicts and
  // the same output (unknown keys dropped).
  const contract = z.object({
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
    schedules: z.optional(
      z.object({
        from: z.number(),
        to: z.number(),
        date: DateSchema,
        page: z.object({ schedules: z.array(Schedule), has_more: z.boolean(), fareFrom: z.optional(z.number()) }),
      }),
    ),
  });
  const closed = {
    ...departure(3, '13:00:00'),
    status: 'stopped',
    closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 30 },
    extra: 'dropped',
  };
  const page = (over: Record<string, unknown> = {}) => ({
    path: '/daftar-tiket',
    generatedAt: NOW,
    routes: [simanindo, tigaras],
    schedules: { from: 1, to: 2, date: '2026-11-22', page: { schedules: [closed], has_more: true, fareFrom: 150_000 } },
    ...over,
  });

  it('gives what the contract’s zod schemas give, for the data and for what is not', () => {
    const samples: unknown[] = [
      data(),
      { ...data(), unknown: 1 },
      data({ nearest: { ...data().nearest!, simanindo: null, tigaras: null, failed: true } }),
      page(),
      page({ schedules: { from: 1, to: 2, date: '2026-11-22', page: { schedules: [], has_more: false } } }),
      page({ generatedAt: 'now' }),
      page({ path: '/login' }),
      page({ routes: [{ id: 0, route: 'Simanindo' }] }),
      page({ schedules: { from: 1, to: 2, date: '22-11-2026', page: { schedules: [], has_more: false } } }),
      page({ schedules: { from: 1, to: 2, date: '2026-11-22', page: { schedules: [{ ...closed, qty: -1 }] } } }),
      data({ nearest: { ...data().nearest!, simanindoToTigaras: [{ ...departure(1, '11:30'), qty: 1 }] } }),
      null,
      [],
    ];
    for (const sample of samples) {
      const parsed = contract.safeParse(sample);
      const checked = firstPaintDataCheck(sample);
      expect(checked === INVALID ? 'invalid' : checked, JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : 'invalid',
      );
    }
  });
});
