// Server-side Jakarta time helpers on top of kernel/time.ts. The clock is injected (epoch ms).
import { JAKARTA } from '../../kernel/time';
import { T } from '../../kernel/temporal';

export type Clock = () => number;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** An instant as ISO 8601 with the Jakarta offset, whole seconds: '2026-11-22T10:15:30+07:00'. */
export function isoJakarta(ms: number): string {
  const z = T().Instant.fromEpochMilliseconds(Math.floor(ms)).toZonedDateTimeISO(JAKARTA);
  return z.toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/** Jakarta calendar date and wall time of an instant: { date: 'YYYY-MM-DD', time: 'HH:MM:SS' }. */
export function jakartaParts(ms: number): { date: string; time: string; compactDate: string } {
  const z = T().Instant.fromEpochMilliseconds(Math.floor(ms)).toZonedDateTimeISO(JAKARTA);
  const date = z.toPlainDate().toString();
  return {
    date,
    time: `${pad2(z.hour)}:${pad2(z.minute)}:${pad2(z.second)}`,
    compactDate: date.replaceAll('-', ''),
  };
}
