import { describe, expect, it } from 'vitest';
import {
  headCount,
  passengerTally,
  passengerTypeLabel,
  tallyText,
  unnamedPassengers,
  unnamedText,
} from '../../kernel/passengers';

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

describe('unnamedPassengers (issue #21: every person paid for is on the manifest)', () => {
  const lines = [
    { passengerTypeId: 1, feeType: 'DEWASA', count: 2 },
    { passengerTypeId: 2, feeType: 'ANAK-ANAK', count: 1 },
  ];
  it('counts, per type paid for, the passengers without a name', () => {
    expect(unnamedPassengers(lines, [])).toEqual([
      { feeType: 'DEWASA', count: 2 },
      { feeType: 'ANAK-ANAK', count: 1 },
    ]);
    expect(unnamedPassengers(lines, [{ passengerId: 1 }, { passengerId: 2 }])).toEqual([
      { feeType: 'DEWASA', count: 1 },
    ]);
    expect(unnamedPassengers([], [])).toEqual([]);
  });
  it('says it as the officer counts them, and the head count includes them', () => {
    expect(unnamedText({ feeType: 'DEWASA', count: 2 })).toBe('2 penumpang dewasa tanpa nama');
    expect(unnamedText({ feeType: 'ANAK-ANAK', count: 1 })).toBe('1 penumpang anak-anak tanpa nama');
    expect(headCount({ passengers: [], unnamedPassengers: [{ feeType: 'DEWASA', count: 2 }] })).toBe(3);
    expect(headCount({ passengers: [{}], unnamedPassengers: [] })).toBe(2);
  });
});
