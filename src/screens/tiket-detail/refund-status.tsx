// The ticket's refund (issue #23): its amount, percentage and state in Indonesian, and when it was
// refunded (Jakarta time).
import { formatRupiah } from '../../../kernel/money';
import { formatDateTimeWib } from '../../../kernel/time';
import type { TicketRefundDto } from '../../machines/ticket-actions.machine';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';

const STATUS = {
  processing: m.ak_refund_processing,
  refunded: m.ak_refund_refunded,
  due: m.ak_refund_due,
  paid: m.ak_refund_paid,
};

export function RefundStatus({ refund }: { refund: TicketRefundDto }) {
  const t = useT();
  const language = useLanguage();
  const at = refund.refundedAt ? formatDateTimeWib(Date.parse(refund.refundedAt), language) : '';
  return (
    <section className="card" aria-labelledby="refund-title">
      <h2 id="refund-title">{t(m.ak_refund_title)}</h2>
      <dl className="receipt-lines">
        <div>
          <dt>{t(m.ak_refund_amount)}</dt>
          <dd>{formatRupiah(refund.amount, language)}</dd>
        </div>
        <div>
          <dt>{t(m.ak_refund_percent)}</dt>
          <dd>{refund.percent} %</dd>
        </div>
        <div>
          <dt>{t(m.pdf_status)}</dt>
          <dd>{t(STATUS[refund.status])}</dd>
        </div>
        {at && (
          <div>
            <dt>{t(m.ak_refunded_at)}</dt>
            <dd>{at}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
