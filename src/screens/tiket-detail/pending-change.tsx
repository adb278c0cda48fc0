// A paid Ubah Jadwal waiting for its payment (issue #23): the new departure, the amount, the time
// left (the ticket-actions machine's payment window; this never ticks itself) and the way to pay.
import { useSelector } from '@xstate/react';
import { formatMmSs } from '../../../kernel/countdown';
import { formatRupiah } from '../../../kernel/money';
import type { PendingRescheduleDto } from '../../machines/ticket-actions.machine';
import type { PendingWindowActor } from '../../machines/ticket-actions.machine';
import { departureText } from './change-history';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';

export function PendingChange({
  pending,
  window,
  expired,
}: {
  pending: PendingRescheduleDto;
  window: PendingWindowActor | undefined;
  expired: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const remaining = useSelector(window, (s) => s?.context.remaining);
  const open = !expired && remaining !== undefined && remaining.totalSeconds > 0;
  return (
    <section className="card pending-change" aria-labelledby="pending-title">
      <h2 id="pending-title">{t(m.ak_pending_title)}</h2>
      <dl className="receipt-lines">
        <div>
          <dt>{t(m.ak_pending_to)}</dt>
          <dd>{departureText(pending.toDeparture, language)}</dd>
        </div>
        <div>
          <dt>{t(m.ak_pending_amount)}</dt>
          <dd>{formatRupiah(pending.amount, language)}</dd>
        </div>
        {open && remaining && (
          <div>
            <dt>{t(m.ak_pending_left)}</dt>
            <dd>
              <time dateTime={`PT${remaining.minutes}M${remaining.seconds}S`}>
                {formatMmSs(remaining.minutes, remaining.seconds)}
              </time>
            </dd>
          </div>
        )}
      </dl>
      {open ? (
        <a
          className="button button-primary button-block"
          href={pending.paymentUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(m.ak_pending_pay)}
        </a>
      ) : expired ? (
        <p role="status">{t(m.ak_pending_expired)}</p>
      ) : null}
    </section>
  );
}
