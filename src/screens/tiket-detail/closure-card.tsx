// tiket-detail on a departure the operator cancelled or held (issue #38 item 5): the ticket opens
// with the closure, before the boarding pass — what happened (the status), why (the operator's
// reason: weather and its wind, a broken ship, a note) and what the passenger can do now (the free
// choices, Ubah Jadwal and Ajukan Refund, given as `children` once the self-service has loaded).
// An alert's colours (red for cancelled, amber for held), never the paid ticket's green. Pure.
import type { ReactNode } from 'react';
import type { TransactionDetail } from '../../machines/ticket.machine';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';
import { closureLine } from '../../components/closure-line';

export type ClosedDeparture = 'cancelled' | 'held';

/** The ticket's departure as the operator closed it (cancelled, or the sailing held); null when open or only its sale paused. */
export function closedDeparture(ticket: TransactionDetail): ClosedDeparture | null {
  if (ticket.actions?.operatorCancelled) return 'cancelled';
  if (ticket.actions?.departureHeld) return 'held';
  return null;
}

export function ClosureCard({
  ticket,
  closed,
  children,
}: {
  ticket: TransactionDetail;
  closed: ClosedDeparture;
  /** The choices (./ticket-actions.tsx's ActionList), when the ticket still has them. */
  children?: ReactNode;
}) {
  const t = useT();
  const note =
    closed === 'cancelled'
      ? t(m.ak_operator_cancelled_note)
      : ticket.actions?.freeOptions
        ? t(m.ak_held_note)
        : t(m.ak_held_past_note);
  // A ticket already cancelled (refunded) has nothing left to choose: the status and the reason only.
  const open = ticket.status !== 'CANCELLED';
  return (
    <section className={`card closure-card closure-card-${closed}`} aria-labelledby="closure-title">
      <h2 id="closure-title">{closed === 'cancelled' ? t(m.status_operator_cancelled) : t(m.ak_held_title)}</h2>
      {ticket.closure && (
        <dl className="receipt-lines">
          <div>
            <dt>{t(m.ak_closure_reason)}</dt>
            <dd>{closureLine(t, ticket.closure)}</dd>
          </div>
        </dl>
      )}
      {open && <p className="closure-card-note">{note}</p>}
      {open && children}
    </section>
  );
}
