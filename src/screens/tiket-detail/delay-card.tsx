// tiket-detail on a departure the operator delayed (Undur Keberangkatan, issue #38 item 2): the
// new time first, the time it had and why, and what the passenger may do — with the ticket and its
// QR still valid for the new time, or, past the delay's threshold, a free move or a 100 % refund
// until the new time (the actions below show them). An information card, never an alert. Pure.
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import type { TransactionDetail } from '../../machines/ticket.machine';

export const DELAY_TEXT = {
  title: 'Jadwal Keberangkatan Berubah',
  newTime: 'Jam keberangkatan baru',
  fromTime: 'Jadwal semula',
  reason: 'Alasan',
  free: 'Anda dapat pindah jadwal gratis atau refund 100 % sebelum jam keberangkatan baru.',
  kept: 'Tiket dan kode naik kapal Anda tetap berlaku untuk jam keberangkatan baru.',
} as const;

const when = (date: string, time: string) => `${formatDateLong(date)}, ${formatTimeWib(time)}`;

export function DelayCard({ ticket }: { ticket: TransactionDetail }) {
  const delay = ticket.delay;
  if (!delay || ticket.status === 'CANCELLED') return null;
  return (
    <section className="card delay-card" aria-labelledby="delay-title">
      <h2 id="delay-title">{DELAY_TEXT.title}</h2>
      <dl className="receipt-lines">
        <div>
          <dt>{DELAY_TEXT.newTime}</dt>
          <dd>{when(ticket.schedule.issuedDate, ticket.schedule.issuedTime)}</dd>
        </div>
        <div>
          <dt>{DELAY_TEXT.fromTime}</dt>
          <dd>{when(delay.fromDate, delay.fromTime)}</dd>
        </div>
        {delay.reason && (
          <div>
            <dt>{DELAY_TEXT.reason}</dt>
            <dd>{delay.reason}</dd>
          </div>
        )}
      </dl>
      {ticket.paid && <p>{ticket.actions?.freeOptions ? DELAY_TEXT.free : DELAY_TEXT.kept}</p>}
    </section>
  );
}
