// Why pesan-tiket cannot book a departure, and which one it offers instead (issue #21 §6).
import { describe, expect, it } from 'vitest';
import { closedReason, findOpenDeparture, type FetchDepartures } from '../../src/lib/next-departure';

// 2026-11-23 10:00 WIB: the booking window is 2026-11-23 … 2026-11-30.
const NOW = Date.UTC(2026, 10, 23, 3, 0, 0);
const route = { fromRoute: { id: 1 }, toRoute: { id: 2 } };
const dep = (id: number, issuedDate: string, issuedTime: string, qty = 5) => ({
  id,
  issuedDate,
  issuedTime,
  qty,
  ...route,
});

function timetable(days: Record<string, ReturnType<typeof dep>[]>) {
  const asked: string[] = [];
  const fetch: FetchDepartures<ReturnType<typeof dep>> = async ({ date }) => {
    asked.push(date);
    return { schedules: days[date] ?? [], has_more: false };
  };
  return { fetch, asked };
}

describe('closedReason', () => {
  it('names the four reasons in the server’s order, and null for a bookable departure', () => {
    expect(closedReason(dep(1, '2026-11-23', '09:59:00'), NOW)).toBe('departed');
    expect(closedReason(dep(1, '2026-11-23', '10:00:00'), NOW)).toBe('departed');
    expect(closedReason(dep(1, '2026-11-20', '12:00:00', 0), NOW)).toBe('departed');
    expect(closedReason(dep(1, '2026-11-23', '10:59:00'), NOW)).toBe('closingSoon');
    expect(closedReason(dep(1, '2026-11-23', '10:30:00', 0), NOW)).toBe('closingSoon');
    expect(closedReason(dep(1, '2026-12-01', '06:00:00'), NOW)).toBe('outsideWindow');
    expect(closedReason(dep(1, '2026-12-01', '06:00:00', 0), NOW)).toBe('outsideWindow');
    expect(closedReason(dep(1, '2026-11-24', '08:00:00', 0), NOW)).toBe('soldOut');
    expect(closedReason(dep(1, '2026-11-23', '11:00:00', 1), NOW)).toBeNull();
    expect(closedReason(dep(1, '2026-11-30', '23:00:00', 1), NOW)).toBeNull();
    expect(closedReason(dep(1, 'nope', '08:00:00'), NOW)).toBe('departed');
  });
});

describe('findOpenDeparture', () => {
  it('offers the next departure after a departed or closing one, with places left', async () => {
    const { fetch } = timetable({
      '2026-11-23': [dep(11, '2026-11-23', '12:00:00', 0), dep(12, '2026-11-23', '13:00:00')],
    });
    expect((await findOpenDeparture(dep(10, '2026-11-23', '08:00:00'), NOW, fetch))?.id).toBe(12);
    expect((await findOpenDeparture(dep(10, '2026-11-21', '08:00:00'), NOW, fetch))?.id).toBe(12);
  });

  it('beyond the window: the first one with places left from today on (nothing after it is bookable)', async () => {
    const { fetch, asked } = timetable({
      '2026-11-24': [dep(20, '2026-11-24', '07:00:00', 0), dep(21, '2026-11-24', '09:00:00')],
    });
    expect((await findOpenDeparture(dep(90, '2026-12-01', '06:00:00'), NOW, fetch))?.id).toBe(21);
    expect(asked).toEqual(['2026-11-23', '2026-11-24']);
  });
});
