// Rupiah amounts as the spec shows them: 'Rp' and no decimals; in English (issue #40) with CLDR
// `en`'s grouping ('Rp 150,000').
import { intlLocale, type Language } from './language';

const formatters: Partial<Record<Language, Intl.NumberFormat>> = {};

/**
 * 150000 → 'Rp 150.000' where the space is a NO-BREAK SPACE (U+00A0), as CLDR's id-ID currency
 * pattern emits it, so the symbol never wraps away from the number. Compare in tests after
 * replacing '\u00A0' with ' ' (see `normaliseSpaces`). Fractions are rounded away (IDR has none).
 */
export function formatRupiah(amount: number, language: Language = 'id'): string {
  // Built lazily and once per language: constructing Intl formatters is comparatively slow.
  const formatter = (formatters[language] ??= new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'IDR',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }));
  return formatter.format(amount);
}

/** Replaces no-break and narrow no-break spaces with plain spaces (for comparisons and tests). */
export function normaliseSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, ' ');
}
