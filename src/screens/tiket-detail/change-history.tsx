// Riwayat Perubahan Tiket (issue #23): every change to the ticket, oldest first, with its time
// (Jakarta), its kind, the departures it moved between, its fee, fare difference and refund, who
// made it and the fields Perbaiki Data corrected.
import { formatRupiah } from '../../../kernel/money';
import { formatDateLong, formatDateTimeWib, formatTimeWib } from '../../../kernel/time';
import type { TicketChangeDto, TicketDepartureDto } from '../../machines/ticket-actions.machine';
import { CHANGE_KIND_TEXT, CHANGE_STATUS_TEXT, TICKET_ACTION_MSG as M } from '../../lib/ticket-action-messages';

export function departureText(d: TicketDepartureDto): string {
  return `${d.fromRoute} – ${d.toRoute}, ${formatDateLong(d.issuedDate)} ${formatTimeWib(d.issuedTime)}`;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function ChangeHistory({ changes }: { changes: TicketChangeDto[] }) {
  if (changes.length === 0) return null;
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">{M.historyTitle}</h2>
      <ol className="change-history">
        {changes.map((c) => {
          const status = CHANGE_STATUS_TEXT[c.status];
          const moved = c.fromDeparture && c.toDeparture;
          return (
            <li key={c.id} className="change-entry">
              <p className="change-head">
                <strong>{CHANGE_KIND_TEXT[c.kind]}</strong>
                {status && <span className="muted"> ({status})</span>} ·{' '}
                <time dateTime={c.at}>{formatDateTimeWib(Date.parse(c.at))}</time>
              </p>
              <dl className="receipt-lines">
                {moved && c.fromDeparture && c.toDeparture && (
                  <Line
                    label="Keberangkatan"
                    value={`${departureText(c.fromDeparture)} → ${departureText(c.toDeparture)}`}
                  />
                )}
                {c.kind === 'reschedule' && <Line label={M.historyFee} value={formatRupiah(c.fee)} />}
                {c.difference > 0 && <Line label={M.historyDifference} value={formatRupiah(c.difference)} />}
                {c.refundAmount !== null && <Line label={M.historyRefund} value={formatRupiah(c.refundAmount)} />}
                {c.fields.length > 0 && <Line label={M.historyFields} value={c.fields.join(', ')} />}
                <Line label={M.historyBy} value={c.by} />
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
