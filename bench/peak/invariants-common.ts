// What bench/peak/invariants.ts and its parts share: the shape of one invariant's answer.
import type { InvariantResult } from './types';

/** How many offending rows a failed invariant's detail lists. */
export const SHOWN = 5;

/** One invariant's answer: ok with what was checked, or the first few problems. */
export function result(name: string, problems: string[], checked: string): InvariantResult {
  if (!problems.length) return { name, ok: true, detail: checked };
  const more = problems.length > SHOWN ? ` (and ${problems.length - SHOWN} more)` : '';
  return { name, ok: false, detail: `${problems.length} broken${more}: ${problems.slice(0, SHOWN).join('; ')}` };
}

/** A number from a driver's value (pg answers bigint and numeric as strings). */
export const num = (v: unknown): number => Number(v ?? 0);
