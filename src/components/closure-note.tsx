// A departure the operator stopped or cancelled (issue #22), as the passenger's lists and pesan-tiket
// show it: the badge in words and the reason. Its own small module, so the screens that show it do
// not pull in the whole schedule card.
import { CLOSURE_REASON_PREFIX, type DepartureClosure } from '../lib/schedule-messages';
import './closure-note.css';

/** 'Ditutup' or 'Dibatalkan': a word, not a colour only (the colour repeats it). */
export function ClosureBadge({ closure }: { closure: DepartureClosure }) {
  return <span className={`closure-badge closure-badge-${closure.status}`}>{closure.badge}</span>;
}

/** 'Alasan: Cuaca / izin Syahbandar (angin 20 knot): Angin kencang'; nothing when no reason is known. */
export function ClosureReason({ closure, className }: { closure: DepartureClosure; className: string }) {
  if (closure.reason === null) return null;
  return (
    <p className={`closure-reason ${className}`}>
      {CLOSURE_REASON_PREFIX} {closure.reason}
    </p>
  );
}
