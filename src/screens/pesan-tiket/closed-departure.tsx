// pesan-tiket for a departure that cannot be booked online (issue #21 §6, beyond the spec): the
// departure, why at once (stopped or cancelled by the operator with its badge and reason, issue
// #22; departed, under 60 minutes, beyond the booking window, sold out), and
// the next departure with places left, as konfirmasi-pesanan's sold-out offer does. No form: no
// one types a plate for a crossing they cannot book. The booking machine's `closed` state and its
// closedDeparture child hold all of it.
import { useId } from 'react';
import { Link } from '../../lib/router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AlternativeDeparture } from '../../components/alternative-departure';
import { RouteText } from '../../components/route-text';
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import type { bookingMachine, BookingContext } from '../../machines/booking.machine';
import { ClosureBadge } from '../../components/closure-note';
import { closureLine } from '../../components/closure-line';
import { departureClosure } from '../../lib/schedule-messages';
import type { ClosedReason } from '../../lib/next-departure';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';

type BookingActor = ActorRefFrom<typeof bookingMachine>;

/**
 * Why pesan-tiket cannot book a departure (the booking machine's `closed` reason); sold out, under
 * 60 minutes and outside the window as konfirmasi-pesanan says them.
 */
const CLOSED_TEXT = {
  stopped: m.book_closed_stopped,
  held: m.book_closed_held,
  cancelled: m.book_closed_cancelled,
  departed: m.book_closed_departed,
  closingSoon: m.order_closed_for_sale,
  outsideWindow: m.order_outside_window,
  soldOut: m.order_sold_out,
} satisfies Record<ClosedReason, unknown>;

/** The header of pesan-tiket (spec §2): date, time in WIB, route. */
export function DepartureCard({ schedule }: { schedule: NonNullable<BookingContext['schedule']> }) {
  const language = useLanguage();
  return (
    <section className="card departure-card" aria-labelledby="departure-title">
      <h2 id="departure-title" className="departure-date">
        {formatDateLong(schedule.issuedDate, language)}
      </h2>
      <p className="departure-time">{formatTimeWib(schedule.issuedTime)}</p>
      <p className="departure-route">
        <RouteText from={schedule.fromRoute.route} to={schedule.toRoute.route} />
      </p>
    </section>
  );
}

export function ClosedDeparture({ actor }: { actor: BookingActor }) {
  const schedule = useSelector(actor, (s) => s.context.schedule);
  const reason = useSelector(actor, (s) => s.context.closed);
  const offer = useSelector(actor, (s) => s.children.closedDeparture);
  const phase = useSelector(offer, (s) => (s ? String(s.value) : null));
  const next = useSelector(offer, (s) => s?.context.alternative ?? null);
  const titleId = useId();
  const t = useT();
  if (!schedule || !reason) return null;
  const closure = departureClosure(schedule);
  return (
    <div className="form">
      <DepartureCard schedule={schedule} />
      <section className="card stack closed-departure" aria-labelledby={titleId}>
        <h2 id={titleId}>{t(m.book_closed_title)}</h2>
        <p className="closed-reason" role="alert">
          {t(CLOSED_TEXT[reason])}
          {/* Issue #22: the operator's badge and reason (Alasan), in the same announcement. */}
          {closure && (
            <>
              <br />
              <ClosureBadge closure={closure} />
              {closure.closure && ` ${t(m.delay_reason)}: ${closureLine(t, closure.closure)}`}
            </>
          )}
        </p>
        <AlternativeDeparture phase={phase} next={next} className="closed-next">
          {(found) => (
            <Link className="button button-primary button-block" to={`/pesan-tiket/${found.id}`}>
              {t(m.book_next)}
            </Link>
          )}
        </AlternativeDeparture>
      </section>
    </div>
  );
}
