import { describe, expect, it } from 'vitest';
import { initials } from '../../src/lib/initials';

describe('initials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initials('Budi Santoso')).toBe('BS');
    expect(initials('Budi Santoso Wijaya')).toBe('BW');
  });

  it('takes one letter from a single name', () => {
    expect(initials('budi')).toBe('B');
  });

  it('uppercases and ignores extra whitespace', () => {
    expect(initials('  siti   nurhaliza ')).toBe('SN');
  });

  it('skips leading punctuation within a word and keeps non-ASCII letters', () => {
    expect(initials('(budi) santoso')).toBe('BS');
    expect(initials('élodie ñoño')).toBe('ÉÑ');
  });

  it('gives ? for an empty name or one without letters', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials('-- ..')).toBe('?');
  });
});
