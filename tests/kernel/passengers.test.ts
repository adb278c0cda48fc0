import { describe, expect, it } from 'vitest';
import { passengerTally, passengerTypeLabel, tallyText } from '../../kernel/passengers';

describe('passengerTally', () => {
  const types = [
    { id: 1, feeType: 'DEWASA' },
    { id: 2, feeType: 'ANAK-ANAK' },
    { id: 3, feeType: 'LANSIA' },
  ];
  it('lists every type with passengers, named or added with the counter', () => {
    const counts: Record<number, number> = { 1: 3, 2: 1, 3: 0 };
    const named = [{ passengerTypeId: 1 }, { passengerTypeId: 2 }];
    expect(passengerTally(types, (id) => counts[id] ?? 0, named)).toEqual([
      { feeType: 'DEWASA', count: 3, named: 1, unnamed: 2 },
      { feeType: 'ANAK-ANAK', count: 1, named: 1, unnamed: 0 },
    ]);
  });
  it('never counts fewer passengers than names', () => {
    expect(passengerTally(types, () => 0, [{ passengerTypeId: 3 }])).toEqual([
      { feeType: 'LANSIA', count: 1, named: 1, unnamed: 0 },
    ]);
  });
});

describe('tallyText', () => {
  it('says how many have no name', () => {
    expect(tallyText({ count: 3, named: 3, unnamed: 0 })).toBe('3 orang');
    expect(tallyText({ count: 3, named: 1, unnamed: 2 })).toBe('3 orang, 2 tanpa nama');
    expect(tallyText({ count: 2, named: 0, unnamed: 2 })).toBe('2 orang, tanpa nama');
  });
});

describe('passengerTypeLabel', () => {
  it('shows the API codes as words people read, keeping the codes for the API', () => {
    expect(passengerTypeLabel('DEWASA')).toBe('Dewasa');
    expect(passengerTypeLabel('ANAK-ANAK')).toBe('Anak-anak');
    expect(passengerTypeLabel('LANSIA')).toBe('Lansia');
    expect(passengerTypeLabel('')).toBe('');
  });
});
