// The interface languages (issue #40 item 1): Indonesian, the default, and English. Written once
// for the app, the server and the build. The app never follows the browser's language (many
// Indonesians run their phones in English): only the passenger's own choice switches to English.

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

/**
 * The cookie the ID | EN switch sets beside device storage, so the server can send a page's frame
 * (issue #25) already in the chosen language; the server reads nothing else to choose a page's
 * language.
 */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'id' || value === 'en';
}

/** Intl's locale of a language: 'id-ID' or 'en'. */
export function intlLocale(language: Language): 'id-ID' | 'en' {
  return language === 'en' ? 'en' : 'id-ID';
}

/**
 * The language of an API request's answer: its `Accept-Language` header, which the app sets on
 * every call to the passenger's choice. Only a first choice of English (`en`, `en-GB` …) answers in
 * English; anything else, or no header, is Indonesian.
 */
export function requestLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : DEFAULT_LANGUAGE;
}

/** The language a cookie header names (the switch's `lang` cookie), else Indonesian. */
export function cookieLanguage(cookieHeader: string | undefined): Language {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, value] = part.trim().split('=');
    if (key === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return DEFAULT_LANGUAGE;
}
