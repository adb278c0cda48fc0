// Availability colour of a schedule's remaining tickets (spec: above 3 green, 1 to 3 orange, 0 red).
export type Availability = 'green' | 'orange' | 'red';

/** Anything that is not at least 1 ticket (0, negative, NaN) is red: nothing can be bought. */
export function availabilityColour(qty: number): Availability {
  if (qty > 3) return 'green';
  if (qty >= 1) return 'orange';
  return 'red';
}
