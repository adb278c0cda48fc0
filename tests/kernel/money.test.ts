import { describe, expect, it } from 'vitest';
import { formatRupiah, normaliseSpaces } from '../../kernel/money';

const rp = (amount: number): string => normaliseSpaces(formatRupiah(amount));

describe('formatRupiah', () => {
  it('shows Rp with dot thousands separators and no decimals', () => {
    expect(rp(150_000)).toBe('Rp 150.000');
    expect(rp(1_234_567)).toBe('Rp 1.234.567');
    expect(rp(0)).toBe('Rp 0');
    expect(rp(400)).toBe('Rp 400');
  });

  it('separates the symbol with a no-break space so it never wraps alone', () => {
    expect(formatRupiah(150_000)).toBe('Rp\u00A0150.000');
  });

  it('rounds fractions away', () => {
    expect(rp(1500.5)).toBe('Rp 1.501');
    expect(rp(1500.4)).toBe('Rp 1.500');
  });

  it('puts the minus before the symbol', () => {
    expect(rp(-5000)).toBe('-Rp 5.000');
  });
});

describe('normaliseSpaces', () => {
  it('turns no-break and narrow no-break spaces into plain spaces', () => {
    expect(normaliseSpaces('a\u00A0b\u202Fc d')).toBe('a b c d');
  });
});
