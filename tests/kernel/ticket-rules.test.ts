// The self-service rules (issue #24 booth cancellation, #23 later): the 2-hour cutoff on Jakarta
// time with exactly 2 hours still allowed, whole-rupiah refund and fee, 100 % when the operator
// cancelled the departure, and what can never be cancelled.
import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASONS,
  CANCEL_REFUND_PERCENT,
  CHANGE_CUTOFF_HOURS,
  beforeCutoff,
  cancelPreview,
  percentOf,
  refundOf,
  type CancelFacts,
} from '../../kernel/ticket-rules';
import { departureEpochMs } from '../../kernel/time';

// A departure at 10:00 WIB on 23 November 2026 (03:00 UTC); instants written with their offset.
const DEPARTURE = departureEpochMs('2026-11-23', '10:00:00');
const at = (iso: string): number => Date.parse(iso);

const facts = (over: Partial<CancelFacts> = {}): CancelFacts => ({
  status: 'PAID',
  checkedIn: false,
  price: 245_000,
  departureMs: DEPARTURE,
  departureCancelled: false,
  nowMs: at('2026-11-23T07:00:00+07:00'),
  ...over,
});

describe('the cutoff', () => {
  it('is 2 hours before the departure on Jakarta time, exactly 2 hours still allowed', () => {
    expect(CHANGE_CUTOFF_HOURS).toBe(2);
    expect(DEPARTURE).toBe(at('2026-11-23T03:00:00Z'));
    expect(beforeCutoff(DEPARTURE, at('2026-11-23T08:00:00+07:00'))).toBe(true);
    expect(beforeCutoff(DEPARTURE, at('2026-11-23T08:00:00.001+07:00'))).toBe(false);
    expect(beforeCutoff(DEPARTURE, at('2026-11-23T07:59:59+07:00'))).toBe(true);
    // 08:00 UTC is 15:00 WIB: long past, though "08:00" reads like the cutoff in another zone.
    expect(beforeCutoff(DEPARTURE, at('2026-11-23T08:00:00Z'))).toBe(false);
  });

  it('the preview allows exactly 2 hours before and refuses a millisecond later', () => {
    expect(cancelPreview(facts({ nowMs: at('2026-11-23T08:00:00+07:00') })).allowed).toBe(true);
    expect(cancelPreview(facts({ nowMs: at('2026-11-23T08:00:00.001+07:00') }))).toEqual({
      allowed: false,
      reason: CANCEL_REASONS.tooLate,
      refundPercent: 0,
      refundAmount: 0,
      fee: 0,
    });
    expect(CANCEL_REASONS.tooLate).toBe('Pembatalan hanya bisa paling lambat 2 jam sebelum keberangkatan.');
  });
});

describe('money', () => {
  it('refund = floor(price × percent / 100) and fee = price − refund, whole rupiah', () => {
    expect(CANCEL_REFUND_PERCENT).toBe(75);
    expect(refundOf(245_000, 75)).toEqual({ refundAmount: 183_750, fee: 61_250 });
    // 75 % of 10 001 is 7 500.75: the passenger gets 7 500, the fee takes the rest.
    expect(refundOf(10_001, 75)).toEqual({ refundAmount: 7_500, fee: 2_501 });
    expect(refundOf(3, 75)).toEqual({ refundAmount: 2, fee: 1 });
    expect(percentOf(99_999, 10)).toBe(9_999);
    expect(refundOf(0, 75)).toEqual({ refundAmount: 0, fee: 0 });
    for (const price of [1, 7, 12_345, 245_000, 1_234_567])
      for (const pct of [0, 10, 33, 75, 100]) {
        const r = refundOf(price, pct);
        expect(Number.isInteger(r.refundAmount) && Number.isInteger(r.fee)).toBe(true);
        expect(r.refundAmount + r.fee).toBe(price);
        expect(r.refundAmount).toBeLessThanOrEqual((price * pct) / 100);
      }
  });

  it('a passenger cancelling gets the configured percent', () => {
    expect(cancelPreview(facts())).toEqual({
      allowed: true,
      reason: null,
      refundPercent: 75,
      refundAmount: 183_750,
      fee: 61_250,
    });
    expect(cancelPreview(facts({ refundPercent: 50 }))).toMatchObject({ refundPercent: 50, refundAmount: 122_500 });
  });
});

describe('the operator cancelled the departure', () => {
  it('gives 100 % back with no cutoff', () => {
    const late = at('2026-11-23T09:30:00+07:00');
    expect(cancelPreview(facts({ nowMs: late })).allowed).toBe(false);
    expect(cancelPreview(facts({ nowMs: late, departureCancelled: true }))).toEqual({
      allowed: true,
      reason: null,
      refundPercent: 100,
      refundAmount: 245_000,
      fee: 0,
    });
  });

  it('still refuses a ticket already cancelled or checked in', () => {
    expect(cancelPreview(facts({ departureCancelled: true, status: 'CANCELLED' })).reason).toBe(
      CANCEL_REASONS.alreadyCancelled,
    );
    expect(cancelPreview(facts({ departureCancelled: true, checkedIn: true })).reason).toBe(CANCEL_REASONS.checkedIn);
  });
});

describe('what can never be cancelled', () => {
  it.each([
    ['CANCELLED', false, CANCEL_REASONS.alreadyCancelled],
    ['EXPIRED', false, CANCEL_REASONS.expired],
    ['UNPAID', false, CANCEL_REASONS.notPaid],
    ['REFUND_DUE', false, CANCEL_REASONS.refundDue],
    ['PAID', true, CANCEL_REASONS.checkedIn],
  ])('%s (checked in: %s)', (status, checkedIn, reason) => {
    expect(cancelPreview(facts({ status, checkedIn }))).toEqual({
      allowed: false,
      reason,
      refundPercent: 0,
      refundAmount: 0,
      fee: 0,
    });
  });
});
