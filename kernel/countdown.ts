// Countdown rules of the spec: departure countdowns (home, schedule list), hiding departures under
// 60 minutes, and the 15-minute payment window. Everything takes the clock as epoch milliseconds.
import type { Language } from './language';
import { JAKARTA, departureEpochMs } from './time';
import { T } from './temporal';

export type Remaining = { days: number; hours: number; minutes: number; totalMinutes: number };

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;

export const HIDE_BEFORE_DEPARTURE_MINUTES = 60;
export const PAYMENT_WINDOW_MINUTES = 15;
/** Remaining time is shown only below this many minutes (spec: "fewer than 2 days"). */
export const SHOW_REMAINING_BELOW_MINUTES = 2 * MINUTES_PER_DAY;

/**
 * Whole days, hours and minutes until `targetMs`, each floored (a countdown never rounds up to a
 * minute that has not been reached yet).
 * When the target is now or past, days/hours/minutes are all 0 while `totalMinutes` keeps the
 * (zero or negative) floored difference, so callers can still tell "how far past".
 * A non-finite input gives zeros with `totalMinutes` NaN; every comparison with it is false, so
 * `showsRemaining` is false for it.
 */
export function remainingUntil(targetMs: number, nowMs: number): Remaining {
  const diffMs = targetMs - nowMs;
  const totalMinutes = Math.floor(diffMs / MINUTE_MS);
  if (!(totalMinutes > 0)) return { days: 0, hours: 0, minutes: 0, totalMinutes };
  return {
    days: Math.floor(totalMinutes / MINUTES_PER_DAY),
    hours: Math.floor((totalMinutes % MINUTES_PER_DAY) / 60),
    minutes: totalMinutes % 60,
    totalMinutes,
  };
}

/**
 * The departure instant, rolled forward by whole Jakarta days while it is not in the future
 * (spec: "A departure countdown rolls forward by days if the time has already passed"). A departure
 * exactly at `nowMs` counts as passed, so the result is always strictly after `nowMs`.
 * NaN when the date or time is malformed.
 */
export function rolledDepartureEpochMs(issuedDate: string, issuedTime: string, nowMs: number): number {
  const departure = departureEpochMs(issuedDate, issuedTime);
  if (!Number.isFinite(departure) || !Number.isFinite(nowMs) || departure > nowMs) return departure;
  // Calendar days in the Jakarta zone (WIB has no DST, but the zone decides, not a 24 h constant).
  const zoned = T().Instant.fromEpochMilliseconds(departure).toZonedDateTimeISO(JAKARTA);
  let days = Math.floor((nowMs - departure) / (MINUTES_PER_DAY * MINUTE_MS));
  let rolled = zoned.add({ days }).epochMilliseconds;
  while (rolled <= nowMs) rolled = zoned.add({ days: ++days }).epochMilliseconds;
  return rolled;
}

export function departureCountdown(issuedDate: string, issuedTime: string, nowMs: number): Remaining {
  return remainingUntil(rolledDepartureEpochMs(issuedDate, issuedTime, nowMs), nowMs);
}

/**
 * True when less than 60 minutes remain before the (not rolled) departure, including departures
 * already past and malformed schedules (NaN). Exactly 60 minutes left is still shown.
 */
export function isHiddenDeparture(issuedDate: string, issuedTime: string, nowMs: number): boolean {
  const leftMs = departureEpochMs(issuedDate, issuedTime) - nowMs;
  return !(leftMs >= HIDE_BEFORE_DEPARTURE_MINUTES * MINUTE_MS);
}

/** The remaining time is displayed only when fewer than 2 days (2880 minutes) remain. */
export function showsRemaining(r: Remaining): boolean {
  return r.totalMinutes < SHOW_REMAINING_BELOW_MINUTES;
}

/**
 * '1 hari 2 jam 5 menit'; days only when > 0, hours only when not 0, minutes always. In English
 * (issue #40): '1 d 2 h 5 min', the units' usual abbreviations, the same for one and many.
 */
export function formatRemaining(r: Remaining, language: Language = 'id'): string {
  const [day, hour, minute] = language === 'en' ? ['d', 'h', 'min'] : ['hari', 'jam', 'menit'];
  const parts: string[] = [];
  if (r.days > 0) parts.push(`${r.days} ${day}`);
  if (r.hours !== 0) parts.push(`${r.hours} ${hour}`);
  parts.push(`${r.minutes} ${minute}`);
  return parts.join(' ');
}

/**
 * Time left in the 15-minute payment window opened at `placedOrderMs`, clamped at 0.
 * Seconds are rounded UP (unlike the departure countdown): the display starts at 15:00 and reaches
 * 00:00 exactly when the window closes, so `totalSeconds > 0` means "time left" without ever
 * reporting an open window as closed. A non-finite input counts as closed (all 0).
 */
export function paymentRemaining(
  placedOrderMs: number,
  nowMs: number,
): { minutes: number; seconds: number; totalSeconds: number } {
  const leftMs = placedOrderMs + PAYMENT_WINDOW_MINUTES * MINUTE_MS - nowMs;
  const totalSeconds = leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60, totalSeconds };
}

/** 14, 5 → '14:05'. Negative or non-finite parts show as 00. */
export function formatMmSs(minutes: number, seconds: number): string {
  const part = (n: number): string => String(Number.isFinite(n) && n > 0 ? Math.floor(n) : 0).padStart(2, '0');
  return `${part(minutes)}:${part(seconds)}`;
}

// An instant with an offset ('Z', '+07:00', '+0700'), or a local date-time without one. Only the
// extended ISO form: Temporal alone would accept more (basic format, bracketed zones) than the
// server ever sends, and anything else is better reported as NaN than guessed.
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const LOCAL_RE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;

/**
 * placedOrderDateTime → epoch ms. An ISO 8601 instant with offset is taken as is; a local
 * 'YYYY-MM-DDTHH:MM[:SS]' without offset is Jakarta time. NaN for anything else; never throws.
 */
export function parsePlacedOrderDateTime(s: string): number {
  if (typeof s !== 'string') return Number.NaN;
  const text = s.trim();
  try {
    if (INSTANT_RE.test(text)) return T().Instant.from(text.toUpperCase()).epochMilliseconds;
    if (LOCAL_RE.test(text)) {
      return T().PlainDateTime.from(text, { overflow: 'reject' }).toZonedDateTime(JAKARTA).epochMilliseconds;
    }
  } catch {
    // Out-of-range fields ('2026-13-40T…'): fall through to NaN.
  }
  return Number.NaN;
}
