import { describe, expect, it } from 'vitest';
import { findNextDeparture, type FetchDepartures } from '../../src/lib/next-departure';

// 2026-11-23 10:00 WIB: the booking window is 2026-11-23 … 2026-11-30.
const NOW = Date.UTC(2026, 10, 23, 3, 0, 0);
const route = { fromRoute: { id: 1 }, toRoute: { id: 2 } };
const dep = (id: number, issuedDate: string, issuedTime: string, qty: number) => ({
  id,
  issuedDate,
  issuedTime,
  qty,
  ...route,
});

function timetable(days: Record<string, ReturnType<typeof dep>[]>) {
  const asked: string[] = [];
  const fetch: FetchDepartures<ReturnType<typeof dep>> = async ({ date, page, size, fromRoute, toRoute }) => {
    asked.push(`${date}#${page}`);
    expect({ fromRoute, toRoute }).toEqual({ fromRoute: 1, toRoute: 2 });
    const all = days[date] ?? [];
    return { schedules: all.slice(page * size, (page + 1) * size), has_more: (page + 1) * size < all.length };
  };
  return { fetch, asked };
}

describe('findNextDeparture', () => {
  const soldOut = dep(10, '2026-11-24', '08:30:00', 0);

  it('finds the first later departure of the same day with a ticket left', async () => {
    const { fetch } = timetable({
      '2026-11-24': [
        dep(9, '2026-11-24', '07:00:00', 5),
        soldOut,
        dep(11, '2026-11-24', '09:30:00', 0),
        dep(12, '2026-11-24', '10:30:00', 3),
      ],
    });
    expect((await findNextDeparture(soldOut, NOW, fetch))?.id).toBe(12);
  });

  it('goes on to the next days, and stops at the end of the booking window', async () => {
    const { fetch, asked } = timetable({
      '2026-11-26': [dep(30, '2026-11-26', '06:00:00', 1)],
    });
    expect((await findNextDeparture(soldOut, NOW, fetch))?.id).toBe(30);
    expect(asked).toEqual(['2026-11-24#0', '2026-11-25#0', '2026-11-26#0']);

    const none = timetable({ '2026-12-01': [dep(40, '2026-12-01', '06:00:00', 9)] });
    expect(await findNextDeparture(soldOut, NOW, none.fetch)).toBeNull();
    expect(none.asked.at(-1)).toBe('2026-11-30#0');
  });

  it('reads further pages of a busy day', async () => {
    const full = Array.from({ length: 60 }, (_, i) =>
      dep(
        100 + i,
        '2026-11-24',
        `${String(9 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}:00`,
        i === 55 ? 2 : 0,
      ),
    );
    const { fetch, asked } = timetable({ '2026-11-24': full });
    expect((await findNextDeparture(soldOut, NOW, fetch))?.id).toBe(155);
    expect(asked).toEqual(['2026-11-24#0', '2026-11-24#1']);
  });
});
