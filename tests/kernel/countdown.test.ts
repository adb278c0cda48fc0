import { describe, expect, it } from 'vitest';
import {
  HIDE_BEFORE_DEPARTURE_MINUTES,
  PAYMENT_WINDOW_MINUTES,
  departureCountdown,
  formatMmSs,
  formatRemaining,
  isHiddenDeparture,
  parsePlacedOrderDateTime,
  paymentRemaining,
  remainingUntil,
  rolledDepartureEpochMs,
  showsRemaining,
  type Remaining,
} from '../../kernel/countdown';

const at = (iso: string): number => Date.parse(iso);
const MIN = 60_000;

// A departure on Monday 23 November 2026 at 08:30 WIB.
const DATE = '2026-11-23';
const TIME = '08:30:00';
const DEPARTURE = at('2026-11-23T08:30:00+07:00');

const remaining = (totalMinutes: number): Remaining => remainingUntil(DEPARTURE, DEPARTURE - totalMinutes * MIN);

describe('remainingUntil', () => {
  it('splits the time left into whole days, hours and minutes', () => {
    expect(remainingUntil(DEPARTURE, DEPARTURE - (26 * 60 + 5) * MIN)).toEqual({
      days: 1,
      hours: 2,
      minutes: 5,
      totalMinutes: 26 * 60 + 5,
    });
  });

  it('floors partial minutes', () => {
    expect(remainingUntil(DEPARTURE, DEPARTURE - 5 * MIN - 59_999)).toEqual({
      days: 0,
      hours: 0,
      minutes: 5,
      totalMinutes: 5,
    });
  });

  it('is all zero at the target', () => {
    expect(remainingUntil(DEPARTURE, DEPARTURE)).toEqual({ days: 0, hours: 0, minutes: 0, totalMinutes: 0 });
  });

  it('is all zero past the target while totalMinutes keeps the negative difference', () => {
    expect(remainingUntil(DEPARTURE, DEPARTURE + 90 * MIN)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      totalMinutes: -90,
    });
    expect(remainingUntil(DEPARTURE, DEPARTURE + 30_000).totalMinutes).toBe(-1);
  });

  it('gives zeros and a NaN total for a non-finite target', () => {
    const r = remainingUntil(Number.NaN, DEPARTURE);
    expect(r).toMatchObject({ days: 0, hours: 0, minutes: 0 });
    expect(r.totalMinutes).toBeNaN();
    expect(showsRemaining(r)).toBe(false);
  });
});

describe('departureCountdown', () => {
  it('counts down to a future departure in Jakarta time', () => {
    expect(departureCountdown(DATE, TIME, at('2026-11-23T06:00:00+07:00'))).toEqual({
      days: 0,
      hours: 2,
      minutes: 30,
      totalMinutes: 150,
    });
  });

  it('counts across the Jakarta midnight correctly when UTC is on another date', () => {
    // 22:00 UTC on the 22nd is 05:00 WIB on the 23rd.
    expect(departureCountdown(DATE, TIME, at('2026-11-22T22:00:00Z')).totalMinutes).toBe(210);
  });

  it('rolls a departure that has already passed forward by whole days', () => {
    expect(departureCountdown(DATE, TIME, at('2026-11-23T09:00:00+07:00'))).toEqual({
      days: 0,
      hours: 23,
      minutes: 30,
      totalMinutes: 23 * 60 + 30,
    });
    expect(rolledDepartureEpochMs(DATE, TIME, at('2026-11-23T09:00:00+07:00'))).toBe(at('2026-11-24T08:30:00+07:00'));
  });

  it('rolls forward as many days as needed', () => {
    expect(rolledDepartureEpochMs('2026-11-20', TIME, at('2026-11-23T09:00:00+07:00'))).toBe(
      at('2026-11-24T08:30:00+07:00'),
    );
    expect(rolledDepartureEpochMs('2026-11-20', TIME, at('2026-11-23T08:00:00+07:00'))).toBe(DEPARTURE);
  });

  it('treats a departure exactly now as passed and rolls it a full day', () => {
    expect(departureCountdown(DATE, TIME, DEPARTURE)).toEqual({ days: 1, hours: 0, minutes: 0, totalMinutes: 1440 });
  });

  it('does not roll a departure one millisecond in the future', () => {
    expect(rolledDepartureEpochMs(DATE, TIME, DEPARTURE - 1)).toBe(DEPARTURE);
  });

  it('gives zeros for a malformed schedule', () => {
    expect(departureCountdown('2026-02-30', TIME, DEPARTURE)).toMatchObject({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('isHiddenDeparture', () => {
  it('hides a departure less than 60 minutes away', () => {
    expect(HIDE_BEFORE_DEPARTURE_MINUTES).toBe(60);
    expect(isHiddenDeparture(DATE, TIME, DEPARTURE - 59 * MIN)).toBe(true);
    expect(isHiddenDeparture(DATE, TIME, DEPARTURE - 60 * MIN + 1)).toBe(true);
  });

  it('shows a departure exactly 60 minutes away', () => {
    expect(isHiddenDeparture(DATE, TIME, DEPARTURE - 60 * MIN)).toBe(false);
  });

  it('shows a departure 61 minutes away', () => {
    expect(isHiddenDeparture(DATE, TIME, DEPARTURE - 61 * MIN)).toBe(false);
  });

  it('hides a departure that has already left, without rolling it forward', () => {
    expect(isHiddenDeparture(DATE, TIME, DEPARTURE)).toBe(true);
    expect(isHiddenDeparture(DATE, TIME, DEPARTURE + 5 * MIN)).toBe(true);
  });

  it('hides a malformed schedule', () => {
    expect(isHiddenDeparture(DATE, 'soon', DEPARTURE - 120 * MIN)).toBe(true);
  });
});

describe('showsRemaining', () => {
  it('shows the remaining time below 2 days', () => {
    expect(showsRemaining(remaining(2 * 24 * 60 - 1))).toBe(true);
    expect(showsRemaining(remaining(61))).toBe(true);
  });

  it('does not show it with exactly 2 days remaining', () => {
    expect(showsRemaining(remaining(2 * 24 * 60))).toBe(false);
  });

  it('does not show it with more than 2 days remaining', () => {
    expect(showsRemaining(remaining(3 * 24 * 60))).toBe(false);
  });
});

describe('formatRemaining', () => {
  it('shows days, hours and minutes', () => {
    expect(formatRemaining(remaining(24 * 60 + 2 * 60 + 5))).toBe('1 hari 2 jam 5 menit');
  });

  it('leaves out the day label when days are 0', () => {
    expect(formatRemaining(remaining(2 * 60 + 5))).toBe('2 jam 5 menit');
  });

  it('leaves out the hour label when hours are 0', () => {
    expect(formatRemaining(remaining(24 * 60 + 5))).toBe('1 hari 5 menit');
    expect(formatRemaining(remaining(5))).toBe('5 menit');
  });

  it('always shows minutes, even 0', () => {
    expect(formatRemaining(remaining(2 * 60))).toBe('2 jam 0 menit');
    expect(formatRemaining(remaining(0))).toBe('0 menit');
  });
});

describe('paymentRemaining', () => {
  const placed = at('2026-11-22T10:15:00+07:00');

  it('starts at the full 15 minutes', () => {
    expect(PAYMENT_WINDOW_MINUTES).toBe(15);
    expect(paymentRemaining(placed, placed)).toEqual({ minutes: 15, seconds: 0, totalSeconds: 900 });
  });

  it('counts down in minutes and seconds', () => {
    expect(paymentRemaining(placed, placed + 55_000)).toEqual({ minutes: 14, seconds: 5, totalSeconds: 845 });
  });

  it('rounds a partial second up so an open window never reads as closed', () => {
    expect(paymentRemaining(placed, placed + 15 * MIN - 1)).toEqual({ minutes: 0, seconds: 1, totalSeconds: 1 });
    expect(paymentRemaining(placed, placed + 500)).toEqual({ minutes: 15, seconds: 0, totalSeconds: 900 });
  });

  it('is zero exactly when the window closes and stays clamped at zero after', () => {
    expect(paymentRemaining(placed, placed + 15 * MIN)).toEqual({ minutes: 0, seconds: 0, totalSeconds: 0 });
    expect(paymentRemaining(placed, placed + 60 * MIN)).toEqual({ minutes: 0, seconds: 0, totalSeconds: 0 });
  });

  it('counts an unparseable order time as closed', () => {
    expect(paymentRemaining(Number.NaN, placed)).toEqual({ minutes: 0, seconds: 0, totalSeconds: 0 });
  });
});

describe('formatMmSs', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatMmSs(14, 5)).toBe('14:05');
    expect(formatMmSs(0, 0)).toBe('00:00');
    expect(formatMmSs(15, 0)).toBe('15:00');
  });

  it('shows negative or non-finite parts as 00', () => {
    expect(formatMmSs(-1, Number.NaN)).toBe('00:00');
  });
});

describe('parsePlacedOrderDateTime', () => {
  const expected = at('2026-11-22T03:15:00Z');

  it('reads an instant with a +07:00 offset', () => {
    expect(parsePlacedOrderDateTime('2026-11-22T10:15:00+07:00')).toBe(expected);
  });

  it('reads an instant in UTC', () => {
    expect(parsePlacedOrderDateTime('2026-11-22T03:15:00Z')).toBe(expected);
    expect(parsePlacedOrderDateTime('2026-11-22T03:15:00.000Z')).toBe(expected);
  });

  it('reads a compact offset and fractional seconds', () => {
    expect(parsePlacedOrderDateTime('2026-11-22T10:15:00.250+0700')).toBe(expected + 250);
  });

  it('reads a local date-time without offset as Jakarta time', () => {
    expect(parsePlacedOrderDateTime('2026-11-22T10:15:00')).toBe(expected);
    expect(parsePlacedOrderDateTime('2026-11-22T10:15')).toBe(expected);
    expect(parsePlacedOrderDateTime('2026-11-22 10:15:00')).toBe(expected);
  });

  it('is NaN for garbage and never throws', () => {
    for (const bad of ['', 'yesterday', '2026-11-22', '2026-13-40T10:00:00', '2026-11-22T25:00:00Z', '1700000000000']) {
      expect(parsePlacedOrderDateTime(bad)).toBeNaN();
    }
    expect(parsePlacedOrderDateTime(null as unknown as string)).toBeNaN();
    expect(parsePlacedOrderDateTime(1_700_000_000_000 as unknown as string)).toBeNaN();
  });
});
