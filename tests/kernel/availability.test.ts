import { describe, expect, it } from 'vitest';
import { availabilityColour } from '../../kernel/availability';

describe('availabilityColour', () => {
  it('is red with 0 tickets left', () => {
    expect(availabilityColour(0)).toBe('red');
  });

  it('is orange with 1 ticket left', () => {
    expect(availabilityColour(1)).toBe('orange');
  });

  it('is orange with 3 tickets left', () => {
    expect(availabilityColour(3)).toBe('orange');
  });

  it('is green with 4 tickets left', () => {
    expect(availabilityColour(4)).toBe('green');
    expect(availabilityColour(250)).toBe('green');
  });

  it('is red for a negative or missing quantity', () => {
    expect(availabilityColour(-1)).toBe('red');
    expect(availabilityColour(Number.NaN)).toBe('red');
  });
});
