import { describe, expect, it } from 'vitest';
import {
  BOOKING_WINDOW_DAYS,
  JAKARTA,
  MONTHS_ID,
  WEEKDAYS_ID,
  addDays,
  bookingWindow,
  dayStrip,
  departureEpochMs,
  formatDateLong,
  formatDateMedium,
  formatDateTimeWib,
  formatTimeWib,
  isInBookingWindow,
  isValidDate,
  jakartaNow,
  parseDate,
  todayJakarta,
} from '../../kernel/time';
import { T } from '../../kernel/temporal';

// Fixed instants written with an explicit offset, so they mean the same on every machine.
const at = (iso: string): number => Date.parse(iso);

describe('jakartaNow', () => {
  it('gives the Jakarta wall time of an instant, seven hours ahead of UTC', () => {
    const z = jakartaNow(at('2026-11-22T10:15:00Z'));
    expect(z.timeZoneId).toBe(JAKARTA);
    expect(z.toPlainDateTime().toString()).toBe('2026-11-22T17:15:00');
    expect(z.offset).toBe('+07:00');
  });

  it('accepts a fractional millisecond clock value', () => {
    expect(jakartaNow(at('2026-11-22T10:15:00Z') + 0.5).second).toBe(0);
  });
});

describe('todayJakarta', () => {
  it('is still the same date one millisecond before 17:00 UTC', () => {
    expect(todayJakarta(at('2026-11-22T16:59:59.999Z'))).toBe('2026-11-22');
  });

  it('changes date at 17:00 UTC, which is midnight WIB', () => {
    expect(todayJakarta(at('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('uses the Jakarta date while UTC is still on the previous day', () => {
    expect(todayJakarta(at('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('knows leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('goes backwards with a negative count and keeps the date with 0', () => {
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-01-01', 0)).toBe('2026-01-01');
  });

  it('throws a RangeError for a malformed date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('garbage', 1)).toThrow(RangeError);
  });
});

describe('parseDate and isValidDate', () => {
  it('accepts only a real YYYY-MM-DD date', () => {
    expect(parseDate('2026-11-23')?.toString()).toBe('2026-11-23');
    expect(isValidDate('2028-02-29')).toBe(true);
    for (const bad of [
      '2027-02-29',
      '2026-13-01',
      '2026-11-31',
      '2026-1-05',
      '20261123',
      '2026-11-23T00:00',
      '',
      ' 2026-11-23',
    ]) {
      expect(isValidDate(bad)).toBe(false);
    }
  });
});

describe('booking window', () => {
  const now = at('2026-11-22T10:00:00+07:00');

  it('runs from today through today + 7 days', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(7);
    expect(bookingWindow(now)).toEqual({ min: '2026-11-22', max: '2026-11-29' });
  });

  it('includes both edges and excludes the days just outside', () => {
    expect(isInBookingWindow('2026-11-21', now)).toBe(false);
    expect(isInBookingWindow('2026-11-22', now)).toBe(true);
    expect(isInBookingWindow('2026-11-29', now)).toBe(true);
    expect(isInBookingWindow('2026-11-30', now)).toBe(false);
  });

  it('moves at midnight WIB, not midnight UTC', () => {
    const lastMsOfDay = at('2026-11-22T23:59:59.999+07:00');
    const midnight = at('2026-11-23T00:00:00+07:00');
    expect(isInBookingWindow('2026-11-22', lastMsOfDay)).toBe(true);
    expect(isInBookingWindow('2026-11-30', lastMsOfDay)).toBe(false);
    expect(isInBookingWindow('2026-11-22', midnight)).toBe(false);
    expect(isInBookingWindow('2026-11-30', midnight)).toBe(true);
    expect(bookingWindow(midnight)).toEqual({ min: '2026-11-23', max: '2026-11-30' });
  });

  it('is false for malformed dates and clocks instead of throwing', () => {
    for (const bad of ['', 'tomorrow', '2026-11-31', '2026-11-23T00:00:00']) {
      expect(isInBookingWindow(bad, now)).toBe(false);
    }
    expect(isInBookingWindow('2026-11-22', Number.NaN)).toBe(false);
    expect(isInBookingWindow(undefined as unknown as string, now)).toBe(false);
  });
});

describe('departureEpochMs', () => {
  it('reads the schedule date and time as Jakarta time', () => {
    expect(departureEpochMs('2026-11-23', '08:30:00')).toBe(at('2026-11-23T08:30:00+07:00'));
    expect(departureEpochMs('2026-11-23', '08:30:00')).toBe(at('2026-11-23T01:30:00Z'));
  });

  it('accepts HH:MM without seconds', () => {
    expect(departureEpochMs('2026-11-23', '00:05')).toBe(at('2026-11-23T00:05:00+07:00'));
  });

  it('is NaN for a malformed date or time', () => {
    expect(departureEpochMs('2026-02-30', '08:00')).toBeNaN();
    expect(departureEpochMs('2026-11-23', '24:00')).toBeNaN();
    expect(departureEpochMs('2026-11-23', '8:30')).toBeNaN();
    expect(departureEpochMs('', '')).toBeNaN();
  });
});

describe('formatTimeWib', () => {
  it('shows HH:MM followed by WIB', () => {
    expect(formatTimeWib('08:30:00')).toBe('08:30 WIB');
    expect(formatTimeWib('23:59')).toBe('23:59 WIB');
    expect(formatTimeWib('00:00:59')).toBe('00:00 WIB');
  });

  it('is empty for a malformed time', () => {
    expect(formatTimeWib('25:00:00')).toBe('');
    expect(formatTimeWib('')).toBe('');
  });
});

describe('Indonesian names', () => {
  it('indexes weekdays by Temporal dayOfWeek % 7, so Sunday is 0 and Monday 1', () => {
    expect(WEEKDAYS_ID).toEqual(['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu']);
    const sunday = T().PlainDate.from('2026-11-22');
    expect(sunday.dayOfWeek).toBe(7);
    expect(WEEKDAYS_ID[sunday.dayOfWeek % 7]).toBe('Minggu');
  });

  it('lists the twelve months from Januari', () => {
    expect(MONTHS_ID).toHaveLength(12);
    expect(MONTHS_ID[0]).toBe('Januari');
    expect(MONTHS_ID[7]).toBe('Agustus');
    expect(MONTHS_ID[11]).toBe('Desember');
  });
});

describe('formatDateLong', () => {
  it('writes weekday, day, month and year in Indonesian', () => {
    expect(formatDateLong('2026-11-23')).toBe('Senin, 23 November 2026');
    expect(formatDateLong('2026-11-22')).toBe('Minggu, 22 November 2026');
    expect(formatDateLong('2027-01-01')).toBe('Jumat, 1 Januari 2027');
    expect(formatDateLong('2026-08-15')).toBe('Sabtu, 15 Agustus 2026');
  });

  it('is empty for a malformed date', () => {
    expect(formatDateLong('2026-02-30')).toBe('');
  });
});

describe('formatDateMedium', () => {
  it("writes the date control's text", () => {
    expect(formatDateMedium('2026-11-24')).toBe('Selasa, 24 Nov 2026');
    expect(formatDateMedium('2026-02-30')).toBe('');
  });
});

describe('dayStrip', () => {
  it('gives seven consecutive day tabs from the chosen date, across a month end', () => {
    // Across a month end, the month is named on the first tab and on the new month's first day.
    expect(dayStrip('2026-11-27')).toEqual([
      { date: '2026-11-27', weekday: 'Jumat', day: 27, month: 'Nov' },
      { date: '2026-11-28', weekday: 'Sabtu', day: 28, month: null },
      { date: '2026-11-29', weekday: 'Minggu', day: 29, month: null },
      { date: '2026-11-30', weekday: 'Senin', day: 30, month: null },
      { date: '2026-12-01', weekday: 'Selasa', day: 1, month: 'Des' },
      { date: '2026-12-02', weekday: 'Rabu', day: 2, month: null },
      { date: '2026-12-03', weekday: 'Kamis', day: 3, month: null },
    ]);
  });

  it('names no month when the strip stays in one month', () => {
    expect(dayStrip('2026-11-02').every((t) => t.month === null)).toBe(true);
  });

  it('honours a custom count', () => {
    expect(dayStrip('2026-11-27', 2).map((t) => t.date)).toEqual(['2026-11-27', '2026-11-28']);
    expect(dayStrip('2026-11-27', 0)).toEqual([]);
  });

  it('throws a RangeError for a malformed start date', () => {
    expect(() => dayStrip('not-a-date')).toThrow(RangeError);
  });
});

describe('formatDateTimeWib', () => {
  it('shows an instant as Jakarta date and time', () => {
    expect(formatDateTimeWib(at('2026-11-23T07:05:00Z'))).toBe('23 Nov 2026, 14:05 WIB');
  });

  it('rolls to the next Jakarta day after 17:00 UTC', () => {
    expect(formatDateTimeWib(at('2026-08-16T17:30:00Z'))).toBe('17 Agu 2026, 00:30 WIB');
  });

  it('is empty for a non-finite instant', () => {
    expect(formatDateTimeWib(Number.NaN)).toBe('');
  });
});
