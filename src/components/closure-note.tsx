// A departure the operator stopped or cancelled (issue #22), as the passenger's lists and pesan-tiket
// show it: the badge in words and the reason, in the screen's language (the Indonesian words are
// kernel/closure.ts's STATUS_BADGE and closureText, the console's). Its own small module, so the
// screens that show it do not pull in the whole schedule card.
import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';
import { closureLine } from './closure-line';
import type { DepartureClosure } from '../lib/schedule-messages';
import './closure-note.css';

const BADGE = { stopped: m.closure_stopped, held: m.closure_held, cancelled: m.closure_cancelled } as const;
/** 'Ditutup', 'Ditahan' or 'Dibatalkan': a word, not a colour only (the colour repeats it). */
export function ClosureBadge({ closure }: { closure: DepartureClosure }) {
  const t = useT();
  return <span className={`closure-badge closure-badge-${closure.status}`}>{t(BADGE[closure.status])}</span>;
}

/** 'Alasan: Cuaca / izin Syahbandar (angin 20 knot): Angin kencang'; nothing when no reason is known. */
export function ClosureReason({ closure, className }: { closure: DepartureClosure; className: string }) {
  const t = useT();
  if (closure.closure === null) return null;
  return (
    <p className={`closure-reason ${className}`}>
      {t(m.ak_closure_reason)}: {closureLine(t, closure.closure)}
    </p>
  );
}
