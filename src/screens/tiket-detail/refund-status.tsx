// The ticket's refund (issue #23): its amount, percentage and state in Indonesian, and when it was
// refunded (Jakarta time).
import { formatRupiah } from '../../../kernel/money';
import { formatDateTimeWib } from '../../../kernel/time';
import type { TicketRefundDto } from '../../machines/ticket-actions.machine';
import { REFUND_STATUS_TEXT, TICKET_ACTION_MSG as M } from '../../lib/ticket-action-messages';

export function RefundStatus({ refund }: { refund: TicketRefundDto }) {
  const at = refund.refundedAt ? formatDateTimeWib(Date.parse(refund.refundedAt)) : '';
  return (
    <section className="card" aria-labelledby="refund-title">
      <h2 id="refund-title">{M.refundTitle}</h2>
      <dl className="receipt-lines">
        <div>
          <dt>{M.refundAmount}</dt>
          <dd>{formatRupiah(refund.amount)}</dd>
        </div>
        <div>
          <dt>{M.refundPercent}</dt>
          <dd>{refund.percent} %</dd>
        </div>
        <div>
          <dt>{M.refundStatus}</dt>
          <dd>{REFUND_STATUS_TEXT[refund.status]}</dd>
        </div>
        {at && (
          <div>
            <dt>{M.refundedAt}</dt>
            <dd>{at}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
