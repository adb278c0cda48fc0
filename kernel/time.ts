// Jakarta wall-clock helpers. The ferry runs on WIB, so every date and time the user sees or the
// rules compare is Asia/Jakarta, whatever zone the browser, server or CI machine is in. The clock
// is always passed in as epoch milliseconds so machines and tests can inject it.
//
// Error policy (kept uniform so callers know what to expect):
// - predicates (isValidDate, isInBookingWindow …) return false for malformed input;
// - formatters return '' for malformed input, so a bad server value renders as blank, not a crash;
// - departureEpochMs returns NaN (the countdown rules treat NaN as "hidden / nothing to show");
// - date arithmetic (addDays, dayStrip) throws RangeError: a malformed date there is a programming
//   error, callers validate first with isValidDate.
import { T, type Temporal } from './temporal';
import type { Language } from './language';

export const JAKARTA = 'Asia/Jakarta';

export const BOOKING_WINDOW_DAYS = 7;

/**
 * Indonesian weekday names indexed by `dayOfWeek % 7`: Temporal numbers Monday 1 … Sunday 7, so
 * Sunday lands on 0 (the same indexing as JS `Date#getDay`). Fixed tables instead of Intl keep the
 * output identical in every browser, Node and ICU build.
 */
export const WEEKDAYS_ID = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/** Indonesian month names indexed by `month - 1` (Temporal months are 1-based). */
export const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Short Indonesian month names (CLDR `id` abbreviations), indexed by `month - 1`. */
export const MONTHS_SHORT_ID = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

/** English weekday names (issue #40), indexed like WEEKDAYS_ID. */
export const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** English month names, indexed like MONTHS_ID. */
export const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The date words of a language. English follows CLDR's `en` order ('Monday, November 23, 2026',
 * 'Tue, Nov 24, 2026'); times stay 24-hour with WIB in both languages, as the port's timetable
 * prints them (issue #40: WIB kept).
 */
const words = (language: Language) =>
  language === 'en'
    ? { weekdays: WEEKDAYS_EN, months: MONTHS_EN, short: MONTHS_EN.map((m) => m.slice(0, 3)) }
    : { weekdays: WEEKDAYS_ID, months: MONTHS_ID, short: MONTHS_SHORT_ID };

// Only the plain extended form: Temporal would also accept '20261123', '+002026-11-23' or a full
// date-time, none of which the API or a date input ever produces.
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?$/;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Parses 'YYYY-MM-DD' strictly (no overflow: '2026-02-30' is rejected); null when malformed. */
export function parseDate(date: string): Temporal.PlainDate | null {
  if (typeof date !== 'string' || !DATE_RE.test(date)) return null;
  try {
    return T().PlainDate.from(date, { overflow: 'reject' });
  } catch {
    return null;
  }
}

export function isValidDate(date: string): boolean {
  return parseDate(date) !== null;
}

/** Parses 'HH:MM' or 'HH:MM:SS' (fraction tolerated); null when malformed. */
export function parseTime(time: string): Temporal.PlainTime | null {
  if (typeof time !== 'string' || !TIME_RE.test(time)) return null;
  try {
    return T().PlainTime.from(time, { overflow: 'reject' });
  } catch {
    return null;
  }
}

function requireDate(date: string): Temporal.PlainDate {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Invalid date (expected YYYY-MM-DD): ${String(date)}`);
  return parsed;
}

/** Throws RangeError for a non-finite clock value (a programming error). */
export function jakartaNow(nowMs: number): Temporal.ZonedDateTime {
  // Temporal rejects fractional milliseconds; a simulated clock may produce them.
  return T().Instant.fromEpochMilliseconds(Math.floor(nowMs)).toZonedDateTimeISO(JAKARTA);
}

export function todayJakarta(nowMs: number): string {
  return jakartaNow(nowMs).toPlainDate().toString();
}

/** Calendar arithmetic on a 'YYYY-MM-DD' date; throws RangeError when the date is malformed. */
export function addDays(date: string, days: number): string {
  return requireDate(date).add({ days }).toString();
}

/** The bookable dates: today through today + 7 (inclusive), Jakarta calendar. */
export function bookingWindow(nowMs: number): { min: string; max: string } {
  const today = todayJakarta(nowMs);
  return { min: today, max: addDays(today, BOOKING_WINDOW_DAYS) };
}

export function isInBookingWindow(date: string, nowMs: number): boolean {
  const d = parseDate(date);
  if (!d || !Number.isFinite(nowMs)) return false;
  const { min, max } = bookingWindow(nowMs);
  const PlainDate = T().PlainDate;
  return PlainDate.compare(d, min) >= 0 && PlainDate.compare(d, max) <= 0;
}

/** The departure instant of a schedule ('YYYY-MM-DD' + 'HH:MM[:SS]' in WIB); NaN when malformed. */
export function departureEpochMs(issuedDate: string, issuedTime: string): number {
  const d = parseDate(issuedDate);
  const t = parseTime(issuedTime);
  if (!d || !t) return Number.NaN;
  return d.toZonedDateTime({ timeZone: JAKARTA, plainTime: t }).epochMilliseconds;
}

/** '08:30:00' → '08:30 WIB'; '' when malformed. */
export function formatTimeWib(issuedTime: string): string {
  const t = parseTime(issuedTime);
  return t ? `${pad2(t.hour)}:${pad2(t.minute)} WIB` : '';
}

/** '2026-11-23' → 'Senin, 23 November 2026' ('Monday, November 23, 2026' in English); '' when malformed. */
export function formatDateLong(date: string, language: Language = 'id'): string {
  const d = parseDate(date);
  if (!d) return '';
  const w = words(language);
  const weekday = w.weekdays[d.dayOfWeek % 7] ?? '';
  const month = w.months[d.month - 1] ?? '';
  return language === 'en' ? `${weekday}, ${month} ${d.day}, ${d.year}` : `${weekday}, ${d.day} ${month} ${d.year}`;
}

/** A day tab; `month` ('Nov', 'Des') only where the strip needs it to be read right. */
/** '2026-11-24' → 'Selasa, 24 Nov 2026' (the date control's text); '' when malformed. */
export function formatDateMedium(date: string, language: Language = 'id'): string {
  const d = parseDate(date);
  if (!d) return '';
  const w = words(language);
  const weekday = w.weekdays[d.dayOfWeek % 7] ?? '';
  const month = w.short[d.month - 1] ?? '';
  return language === 'en'
    ? `${weekday.slice(0, 3)}, ${month} ${d.day}, ${d.year}`
    : `${weekday}, ${d.day} ${month} ${d.year}`;
}

export type DayTab = { date: string; weekday: string; day: number; month: string | null };

/**
 * The schedule list's day tabs: `count` consecutive days from `startDate`. Throws when malformed.
 * A strip that crosses into the next month names the month on its first tab and on the first day
 * of the new month ('Minggu 29 Nov' … 'Selasa 1 Des'), so '1' after '30' is not read as this
 * month's first (issue #11); a strip within one month shows none, as the spec draws it.
 */
export function dayStrip(startDate: string, count = 7, language: Language = 'id'): DayTab[] {
  const start = requireDate(startDate);
  const days = Array.from({ length: count }, (_, i) => start.add({ days: i }));
  const crosses = days.some((d) => d.month !== start.month);
  const w = words(language);
  return days.map((d, i) => ({
    date: d.toString(),
    weekday: w.weekdays[d.dayOfWeek % 7] ?? '',
    day: d.day,
    month: crosses && (i === 0 || d.day === 1) ? (w.short[d.month - 1] ?? null) : null,
  }));
}

/** An instant as Jakarta wall time: '23 Nov 2026, 14:05 WIB'; '' for a non-finite value. */
export function formatDateTimeWib(epochMs: number, language: Language = 'id'): string {
  if (!Number.isFinite(epochMs)) return '';
  const z = jakartaNow(epochMs);
  const month = words(language).short[z.month - 1] ?? '';
  const time = `${pad2(z.hour)}:${pad2(z.minute)} WIB`;
  return language === 'en' ? `${month} ${z.day}, ${z.year}, ${time}` : `${z.day} ${month} ${z.year}, ${time}`;
}
