// One transaction in tiket-saya or riwayat-transaksi. The whole card is one link:
//  - paid → tiket-detail/{id};
//  - unpaid with time left and a payment URL → the payment page in a new tab (spec §2); an
//    anchor with target=_blank and rel=noopener rather than window.open, so it is a real link
//    (announced as one, middle-click and long-press work, and no popup blocker stops it);
//  - unpaid without time left → not clickable (the list refetches and it leaves);
//  - refund due (paid after the hold ended, no place left) → pembayaran-selesai/{id}, which says
//    so with the support contact.
// A past or cancelled ticket (src/lib/order-again.ts) also has Pesan Lagi (issue #40 item 4), a
// button beside the link: daftar-tiket for its route, whose choice opens pesan-tiket with its vehicle and people.
import type { ReactNode } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { NoticeBanner } from '../../components/notice-banner';
import { RouteText } from '../../components/route-text';
import { formatMmSs } from '../../../kernel/countdown';
import { formatRupiah } from '../../../kernel/money';
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import { noticeFitsDeparture } from '../../lib/notice-messages';
import { ORDER_AGAIN_MSG, orderAgainSearchPath } from '../../lib/order-again';
import type { PaymentWindowActor, TransactionListItem } from '../../machines/ticket-list.machine';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT, type Translate } from '../../hooks/language';

/**
 * The card is an article around ONE link holding all of its text, so the link is named by the
 * route, date, order number and status (a link around an article would get no name in Chromium);
 * the ticket's latest WhatsApp notice (issue #23) follows the link as a banner.
 */
function Card({ children, item, again }: { children: ReactNode; item: TransactionListItem; again: boolean }) {
  const navigate = useNavigate();
  return (
    <article className="card ticket-card">
      {children}
      {again && (
        <button
          type="button"
          className="button button-secondary ticket-again"
          onClick={() => void navigate(orderAgainSearchPath(item))}
        >
          {ORDER_AGAIN_MSG.button}
        </button>
      )}
      {/* On a departure the operator cancelled, only the closure's own notice (issue #38). */}
      <NoticeBanner notice={noticeFitsDeparture(item.notice, !!item.operatorCancelled) ? item.notice : null} />
    </article>
  );
}

/** A paid ticket's label: 'Lunas', or 'Dibatalkan oleh operator' when the operator cancelled its departure (issue #23). */
function paidStatus(item: TransactionListItem, t: Translate): { label: string; tone: string } {
  if (item.operatorCancelled) return { label: t(m.status_operator_cancelled), tone: 'void' };
  return { label: t(m.pdf_paid), tone: 'paid' };
}

export function TicketCard({
  item,
  window,
  history = false,
  orderAgain = false,
}: {
  item: TransactionListItem;
  window?: PaymentWindowActor;
  history?: boolean;
  /** Offers Pesan Lagi (a past or cancelled ticket). */
  orderAgain?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const body = (countdown: ReactNode, status: { label: string; tone: string }) => (
    <>
      <span className="spread">
        <span className="ticket-route">
          <RouteText from={item.schedule.fromRoute.route} to={item.schedule.toRoute.route} />
        </span>
        <span className={`ticket-status ticket-status-${status.tone}`}>{status.label}</span>
      </span>
      <span className="ticket-when">
        {formatDateLong(item.schedule.issuedDate, language)} · {formatTimeWib(item.schedule.issuedTime)}
      </span>
      <span className="ticket-invoice small">
        {t(m.saya_order_no)} <strong>{item.invoiceId}</strong>
      </span>
      <span className="spread">
        <span className="ticket-price">{formatRupiah(item.price, language)}</span>
        {countdown}
      </span>
    </>
  );

  if (item.paid) {
    return (
      <Card item={item} again={orderAgain}>
        <Link className="ticket-link" to={`/tiket-detail/${item.id}`}>
          {body(null, paidStatus(item, t))}
        </Link>
      </Card>
    );
  }
  if (item.status === 'REFUND_DUE') {
    return (
      <Card item={item} again={orderAgain}>
        <Link className="ticket-link" to={`/pembayaran-selesai/${item.id}`}>
          {body(null, { label: t(m.status_refunded), tone: 'void' })}
        </Link>
      </Card>
    );
  }
  if (history) {
    // Cancelled after it was paid (issue #23: Batalkan Tiket, Ajukan Refund, the booth), not left unpaid.
    const label = item.cancelledAfterPayment ? t(m.status_cancelled) : t(m.status_unpaid);
    return (
      <Card item={item} again={orderAgain}>
        <Link className="ticket-link" to={`/tiket-detail/${item.id}`}>
          {body(null, { label, tone: 'void' })}
        </Link>
      </Card>
    );
  }
  return <UnpaidCard item={item} window={window} body={body} again={orderAgain} />;
}

function UnpaidCard({
  item,
  window,
  body,
  again,
}: {
  item: TransactionListItem;
  window?: PaymentWindowActor;
  body: (countdown: ReactNode, status: { label: string; tone: string }) => ReactNode;
  again: boolean;
}) {
  const remaining = useSelector(window, (s) => s?.context.remaining);
  const open = remaining !== undefined && remaining.totalSeconds > 0;
  const t = useT();
  const countdown = (
    <span className="ticket-countdown small">
      {open ? t(m.saya_pay_within) : t(m.saya_payment_ended)}{' '}
      <time
        dateTime={remaining ? `PT${remaining.minutes}M${remaining.seconds}S` : undefined}
        className="ticket-countdown-value"
      >
        {remaining ? formatMmSs(remaining.minutes, remaining.seconds) : '--:--'}
      </time>
    </span>
  );
  const card = body(countdown, { label: t(m.status_awaiting_payment), tone: 'unpaid' });
  if (open && item.paymentUrl) {
    return (
      <Card item={item} again={again}>
        <a className="ticket-link" href={item.paymentUrl} target="_blank" rel="noopener noreferrer">
          {card}
        </a>
      </Card>
    );
  }
  return (
    <Card item={item} again={again}>
      <div className="ticket-link ticket-link-disabled">{card}</div>
    </Card>
  );
}
