// tiket-detail on a departure the operator delayed (Undur Keberangkatan, issue #38 item 2): the
// new time first, the time it had and why, and what the passenger may do — with the ticket and its
// QR still valid for the new time, or, past the delay's threshold, a free move or a 100 % refund
// until the new time (the actions below show them). An information card, never an alert. Pure.
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import type { TransactionDetail } from '../../machines/ticket.machine';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';

export function DelayCard({ ticket }: { ticket: TransactionDetail }) {
  const t = useT();
  const language = useLanguage();
  const when = (date: string, time: string) => `${formatDateLong(date, language)}, ${formatTimeWib(time)}`;
  const delay = ticket.delay;
  if (!delay || ticket.status === 'CANCELLED') return null;
  return (
    <section className="card delay-card" aria-labelledby="delay-title">
      <h2 id="delay-title">{t(m.delay_title)}</h2>
      <dl className="receipt-lines">
        <div>
          <dt>{t(m.delay_new_time)}</dt>
          <dd>{when(ticket.schedule.issuedDate, ticket.schedule.issuedTime)}</dd>
        </div>
        <div>
          <dt>{t(m.delay_from_time)}</dt>
          <dd>{when(delay.fromDate, delay.fromTime)}</dd>
        </div>
        {delay.reason && (
          <div>
            <dt>{t(m.delay_reason)}</dt>
            <dd>{delay.reason}</dd>
          </div>
        )}
      </dl>
      {ticket.paid && <p>{ticket.actions?.freeOptions ? t(m.delay_free) : t(m.delay_kept)}</p>}
    </section>
  );
}
