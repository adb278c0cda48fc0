// Riwayat Perubahan Tiket (issue #23): every change to the ticket, oldest first, with its time
// (Jakarta), its kind, the departures it moved between, its fee, fare difference and refund, who
// made it and the fields Perbaiki Data corrected.
import { formatRupiah } from '../../../kernel/money';
import { formatDateLong, formatDateTimeWib, formatTimeWib } from '../../../kernel/time';
import type { TicketChangeDto, TicketDepartureDto } from '../../machines/ticket-actions.machine';
import type { Language } from '../../../kernel/language';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';
import { fieldLabel } from './field-labels';

const KIND = { reschedule: m.ak_reschedule, cancel: m.ak_kind_cancel, correct: m.ak_correct };
const STATUS = { done: null, pending: m.ak_change_pending, expired: m.ak_change_expired };

export function departureText(d: TicketDepartureDto, language: Language): string {
  return `${d.fromRoute} – ${d.toRoute}, ${formatDateLong(d.issuedDate, language)} ${formatTimeWib(d.issuedTime)}`;
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
  const t = useT();
  const language = useLanguage();
  const rupiah = (amount: number) => formatRupiah(amount, language);
  if (changes.length === 0) return null;
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">{t(m.ak_history_title)}</h2>
      <ol className="change-history">
        {changes.map((c) => {
          const status = STATUS[c.status];
          const moved = c.fromDeparture && c.toDeparture;
          return (
            <li key={c.id} className="change-entry">
              <p className="change-head">
                <strong>{t(KIND[c.kind])}</strong>
                {status && <span className="muted"> ({t(status)})</span>} ·{' '}
                <time dateTime={c.at}>{formatDateTimeWib(Date.parse(c.at), language)}</time>
              </p>
              <dl className="receipt-lines">
                {moved && c.fromDeparture && c.toDeparture && (
                  <Line
                    label={t(m.ak_history_departure)}
                    value={`${departureText(c.fromDeparture, language)} → ${departureText(c.toDeparture, language)}`}
                  />
                )}
                {c.kind === 'reschedule' && <Line label={t(m.ak_history_fee)} value={rupiah(c.fee)} />}
                {c.difference > 0 && <Line label={t(m.ak_history_difference)} value={rupiah(c.difference)} />}
                {c.refundAmount !== null && <Line label={t(m.ak_refund_title)} value={rupiah(c.refundAmount)} />}
                {c.fields.length > 0 && (
                  <Line
                    label={t(m.ak_history_fields)}
                    value={c.fields.map((f) => fieldLabel(language, f)).join(', ')}
                  />
                )}
                <Line label={t(m.ak_history_by)} value={c.by} />
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
