// The device's side of the interface language (issue #40 item 1): where the choice is kept (the
// `language` key of storage, and the `lang` cookie the server reads to send a page's frame in it),
// `<html lang>`, and the language every API call asks its answer in. Only the language machine
// (src/machines/language.machine.ts) writes them.
import { cookieLanguage, DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '../../kernel/language';
import { storage } from './storage';

/** A year: the choice outlives any session. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

let current: Language = DEFAULT_LANGUAGE;

/** The language API calls ask their answers in (src/api/client.ts sends it as Accept-Language). */
export function requestedLanguage(): Language {
  return current;
}

/**
 * The language this device chose: storage's (a corrupt value is discarded there), else the
 * cookie's (storage is cleared at logout; the cookie stays), else Indonesian. Never the browser's.
 */
export function deviceLanguage(): Language {
  const stored = storage.get('language');
  if (stored) return stored;
  return typeof document === 'undefined' ? DEFAULT_LANGUAGE : cookieLanguage(document.cookie);
}

/**
 * Keeps `language` on the device and puts it in force: storage, cookie, `<html lang>`, API calls.
 * `{ store: false }` leaves storage alone: right after logout, which empties it (spec), the cookie
 * alone keeps the choice.
 */
export function applyLanguage(language: Language, { store = true }: { store?: boolean } = {}): void {
  current = language;
  if (store) storage.set('language', language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}
