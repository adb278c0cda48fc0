// A paid Ubah Jadwal waiting for its payment (issue #23): the new departure, the amount, the time
// left (the ticket-actions machine's payment window; this never ticks itself) and the way to pay.
import { useSelector } from '@xstate/react';
import { formatMmSs } from '../../../kernel/countdown';
import { formatRupiah } from '../../../kernel/money';
import type { PendingRescheduleDto } from '../../machines/ticket-actions.machine';
import type { PendingWindowActor } from '../../machines/ticket-actions.machine';
import { TICKET_ACTION_MSG as M } from '../../lib/ticket-action-messages';
import { departureText } from './change-history';

export function PendingChange({
  pending,
  window,
  expired,
}: {
  pending: PendingRescheduleDto;
  window: PendingWindowActor | undefined;
  expired: boolean;
}) {
  const remaining = useSelector(window, (s) => s?.context.remaining);
  const open = !expired && remaining !== undefined && remaining.totalSeconds > 0;
  return (
    <section className="card pending-change" aria-labelledby="pending-title">
      <h2 id="pending-title">{M.pendingTitle}</h2>
      <dl className="receipt-lines">
        <div>
          <dt>{M.pendingTo}</dt>
          <dd>{departureText(pending.toDeparture)}</dd>
        </div>
        <div>
          <dt>{M.pendingAmount}</dt>
          <dd>{formatRupiah(pending.amount)}</dd>
        </div>
        {open && remaining && (
          <div>
            <dt>{M.pendingLeft}</dt>
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
          {M.pendingPay}
        </a>
      ) : expired ? (
        <p role="status">{M.pendingExpired}</p>
      ) : null}
    </section>
  );
}
