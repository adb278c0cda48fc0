// The words a departure notice's parameters carry, in the passenger's language (issue #40): the
// catalogue's `notice_*` messages. In Indonesian they are exactly what the notices always said
// (the closure's reason as kernel/closure.ts closureText writes it, 'ditahan' / 'dibatalkan', the
// delay's choices, the e-ticket's check-in advice); the operator's own note stays as written.
import type { Closure } from '../../kernel/closure';
import type { Language } from '../../kernel/language';
import { m } from '../../kernel/paraglide/messages';

/** The closures ticket holders are told of. */
export type NoticedClosure = 'held' | 'cancelled';

/** How a closure is named in the notice's text ({{status}} of the template): 'ditahan', 'put on hold'. */
export const closedStatusText = (status: NoticedClosure, language: Language): string =>
  status === 'held'
    ? m.notice_closed_held({}, { locale: language })
    : m.notice_closed_cancelled({}, { locale: language });

const REASON_LABEL = {
  cuaca: m.notice_reason_cuaca,
  kapal_rusak: m.notice_reason_kapal_rusak,
  lainnya: m.notice_reason_lainnya,
} as const;

/**
 * The reason as one line, as closureText writes it in Indonesian: 'Cuaca / izin Syahbandar (angin
 * 20 knot): Angin kencang'; in English "Weather / harbour master's clearance (wind 20 knots): Angin
 * kencang" (the note is the operator's).
 */
export function closureReasonText(closure: Closure, language: Language): string {
  const label = REASON_LABEL[closure.reason]({}, { locale: language });
  const wind =
    closure.reason === 'cuaca' && closure.windKnots !== null
      ? ` (${m.notice_reason_wind({ knots: closure.windKnots }, { locale: language })})`
      : '';
  const note = closure.note.trim();
  return `${label}${wind}${note ? `: ${note}` : ''}`;
}

/** What a delay notice says the holder may do ({{choices}} of the template). */
export const delayChoicesText = (free: boolean, language: Language): string =>
  free ? m.notice_delayed_free({}, { locale: language }) : m.notice_delayed_kept({}, { locale: language });

/** The e-ticket's check-in advice (../orders/eticket.ts), which the reminder repeats. */
export const checkInAdviceText = (language: Language): string => m.pdf_check_in_advice({}, { locale: language });
