// The interface languages' rules (issue #40 item 1, kernel/language.ts) and the formats per locale
// (kernel/time.ts, kernel/money.ts): Indonesian by default and verbatim, English for `en`, WIB kept.
import { describe, expect, it } from 'vitest';
import { cookieLanguage, intlLocale, isLanguage, requestLanguage } from '../../kernel/language';
import { formatRupiah, normaliseSpaces } from '../../kernel/money';
import { dayStrip, formatDateLong, formatDateMedium, formatDateTimeWib } from '../../kernel/time';

describe('the language of a request, a cookie, a value', () => {
  it('answers English only to a first choice of English', () => {
    expect(requestLanguage('en')).toBe('en');
    expect(requestLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(requestLanguage(['EN-us'])).toBe('en');
    for (const header of [undefined, '', 'id', 'id-ID,en;q=0.9', 'fr', 'english', '*']) {
      expect(requestLanguage(header)).toBe('id');
    }
  });

  it('reads the switch cookie, and nothing else, as a choice', () => {
    expect(cookieLanguage('XSRF-TOKEN=x; lang=en')).toBe('en');
    expect(cookieLanguage('lang=id')).toBe('id');
    for (const header of [undefined, '', 'lang=fr', 'lang=EN', 'language=en'])
      expect(cookieLanguage(header)).toBe('id');
  });

  it('knows its two languages and their Intl locales', () => {
    expect([isLanguage('id'), isLanguage('en'), isLanguage('EN'), isLanguage(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([intlLocale('id'), intlLocale('en')]).toEqual(['id-ID', 'en']);
  });
});

describe('dates and rupiah per language', () => {
  it('keeps the Indonesian formats by default', () => {
    expect(formatDateLong('2026-11-23')).toBe('Senin, 23 November 2026');
    expect(formatDateMedium('2026-11-24')).toBe('Selasa, 24 Nov 2026');
    expect(formatDateTimeWib(Date.parse('2026-11-23T07:05:00Z'))).toBe('23 Nov 2026, 14:05 WIB');
    expect(normaliseSpaces(formatRupiah(150_000))).toBe('Rp 150.000');
  });

  it('writes English for en, with WIB and 24-hour times kept', () => {
    expect(formatDateLong('2026-11-23', 'en')).toBe('Monday, November 23, 2026');
    expect(formatDateMedium('2026-11-24', 'en')).toBe('Tue, Nov 24, 2026');
    expect(formatDateTimeWib(Date.parse('2026-11-23T07:05:00Z'), 'en')).toBe('Nov 23, 2026, 14:05 WIB');
    expect(normaliseSpaces(formatRupiah(150_000, 'en'))).toBe('Rp 150,000');
    expect(dayStrip('2026-11-29', 3, 'en').map((d) => [d.weekday, d.month])).toEqual([
      ['Sunday', 'Nov'],
      ['Monday', null],
      ['Tuesday', 'Dec'],
    ]);
    expect(formatDateLong('2026-02-30', 'en')).toBe('');
  });
});
