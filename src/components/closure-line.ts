// A closure's reason as one line in the screen's language (issue #22, #40): the lists' closure
// note (./closure-note.tsx) and tiket-detail's closure card. Its own module, in the base `ui`
// chunk (vite.config.ts): in closure-note's, tiket-detail would load the departures' set with it.
import type { Closure } from '../../kernel/closure';
import { m } from '../../kernel/paraglide/messages';
import type { Translate } from '../hooks/language';

const REASON = { cuaca: m.ak_reason_weather, kapal_rusak: m.ak_reason_ship, lainnya: m.ak_reason_other } as const;

/** The reason as one line: 'Cuaca / izin Syahbandar (angin 20 knot): Angin kencang' (the operator's note as written). */
export function closureLine(t: Translate, closure: Closure): string {
  const wind =
    closure.reason === 'cuaca' && closure.windKnots !== null
      ? ` ${t(m.ak_reason_wind, { knots: closure.windKnots })}`
      : '';
  const note = closure.note.trim();
  return `${t(REASON[closure.reason])}${wind}${note ? `: ${note}` : ''}`;
}
