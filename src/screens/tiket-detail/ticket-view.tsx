// tiket-detail's ticket (spec §2; issue #21 §8; issue #23's states): the boarding pass first when
// paid, the receipt ('Pembayaran Berhasil', total, status, reference number, payment method and
// time), the trip, and 'Unduh Tiket'. Pure: it shows the ticket it is given — the loaded one while
// the self-service sections load, then the one the ticket-actions machine holds.
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { NetworkButton } from '../../components/network-button';
import { NoticeBanner } from '../../components/notice-banner';
import { formatRupiah } from '../../../kernel/money';
import { SUPPORT_PHONE } from '../../lib/support';
import { formatDateTimeWib } from '../../../kernel/time';
import type { TransactionDetail } from '../../machines/ticket.machine';
import { noticeFitsDeparture } from '../../lib/notice-messages';
import { BoardingSection, TripLines } from './boarding-section';
import { ClosureCard, closedDeparture } from './closure-card';
import { DelayCard } from './delay-card';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT, type Translate } from '../../hooks/language';

/** Why an order was never paid, for the statuses after which it can no longer be. */
const VOID_REASONS: Partial<Record<string, typeof m.detail_void_expired>> = {
  EXPIRED: m.detail_void_expired,
  CANCELLED: m.detail_void_cancelled,
};

function paymentMethodText(ticket: TransactionDetail): string {
  const parts = [ticket.paymentMethod, ticket.bankName].filter((p): p is string => !!p);
  // 'Virtual Account' + 'BCA' → 'Virtual Account BCA'; 'QRIS' + 'QRIS' → 'QRIS'.
  return [...new Set(parts)].join(' ') || '-';
}

/** Cancelled after it was paid (Batalkan Tiket / Ajukan Refund, issue #23): no longer `paid`, but refunded. */
const cancelledAfterPayment = (t: TransactionDetail) => t.status === 'CANCELLED' && (!!t.refund || !!t.paidDateTime);

/** The status line: a cancelled ticket says by whom; otherwise as before issue #23. */
function statusText(ticket: TransactionDetail, refundDue: boolean, voided: string | undefined, t: Translate): string {
  if (ticket.actions?.operatorCancelled) return t(m.status_operator_cancelled);
  if (cancelledAfterPayment(ticket)) return t(m.status_cancelled);
  if (ticket.paid) return t(m.detail_status_success);
  return refundDue ? t(m.status_refunded) : voided ? t(m.status_unpaid) : t(m.detail_status_unpaid);
}

export interface TicketViewProps {
  downloading: boolean;
  pdfKept: boolean;
  onDownload: () => void;
}

/**
 * The ticket as it is: the boarding pass, the receipt, the trip and 'Unduh Tiket'; `children` (the
 * self-service sections, ./ticket-with-actions.tsx) go between the trip and the download. On a
 * cancelled or held departure the closure comes first (issue #38), with `closureChoices` in it.
 */
export function TicketView({
  ticket,
  downloading,
  pdfKept,
  onDownload,
  closureChoices,
  children,
}: TicketViewProps & { ticket: TransactionDetail; closureChoices?: ReactNode; children?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const cancelled = ticket.status === 'CANCELLED';
  const cancelledPaid = cancelledAfterPayment(ticket);
  // The operator cancelled or held the departure (issue #23, #37): the ticket opens with it (#38).
  const closed = closedDeparture(ticket);
  // The boarding pass (paid, or checked in) is the first card and carries the trip. Issue #38: on a
  // cancelled departure the QR is hidden (no sailing will ever accept it; the trip moves to
  // 'Perjalanan'). On a held one it stays, marked as not valid while held (./boarding-section.tsx):
  // the ticket is valid again if the operator reopens the sailing, maybe while the passenger waits
  // at the dock without signal, where this page (kept offline) is all they have.
  const boarding = ticket.checkedIn || (ticket.paid && !!ticket.boardingPass && !cancelled && closed !== 'cancelled');
  // Kept on this device: it downloads offline too; otherwise it needs the network.
  const DownloadButton = pdfKept ? 'button' : NetworkButton;
  const paidAt = ticket.paidDateTime ? Date.parse(ticket.paidDateTime) : Number.NaN;
  // Paid after the hold ended with no place left (issue #9): the money is refunded, see pusat-bantuan.
  const refundDue = ticket.status === 'REFUND_DUE';
  // Never paid and no longer payable: named as tiket-saya's list names it ('Tidak dibayar', issue #11).
  const voidReason = ticket.status && !cancelledPaid ? VOID_REASONS[ticket.status] : undefined;
  const voided = voidReason ? t(voidReason) : undefined;
  return (
    <div className="stack">
      {/* Never a banner the closure contradicts ('Tiket sudah dikirim…' on a cancelled sailing). */}
      <NoticeBanner notice={noticeFitsDeparture(ticket.notice, closed !== null) ? ticket.notice : null} />
      {closed && (
        <ClosureCard ticket={ticket} closed={closed}>
          {closureChoices}
        </ClosureCard>
      )}
      {/* Issue #38 item 2: a delayed departure's new time comes before the pass it still boards with. */}
      <DelayCard ticket={ticket} />
      {boarding && <BoardingSection ticket={ticket} held={closed === 'held'} />}
      <section className="card receipt" aria-labelledby="receipt-title">
        <div className={`receipt-icon ${ticket.paid ? 'receipt-icon-ok' : 'receipt-icon-wait'}`} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40">
            {ticket.paid ? (
              <path d="m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
            ) : (
              <path d="M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2m1 11h-5v-2h3V6h2z" fill="currentColor" />
            )}
          </svg>
        </div>
        <h2 id="receipt-title">
          {ticket.paid
            ? t(m.detail_paid_title)
            : cancelledPaid
              ? t(m.detail_cancelled_title)
              : refundDue
                ? t(m.finish_refund_title)
                : voided
                  ? t(m.detail_unpaid_title)
                  : t(m.detail_incomplete_title)}
        </h2>
        <p className="muted small">{t(m.detail_total)}</p>
        <p className="receipt-total">{formatRupiah(ticket.price, language)}</p>
        <dl className="receipt-lines">
          <div>
            <dt>{t(m.pdf_status)}</dt>
            {/* 'Dibatalkan oleh operator' is never green (issue #38). */}
            <dd className={closed === 'cancelled' ? 'status-alert' : ticket.paid ? 'status-ok' : 'status-wait'}>
              {statusText(ticket, refundDue, voided, t)}
            </dd>
          </div>
          {voided && (
            <div>
              <dt>{t(m.detail_note)}</dt>
              <dd>{voided}</dd>
            </div>
          )}
          <div>
            <dt>{t(m.pdf_invoice)}</dt>
            <dd className="nowrap">{ticket.invoiceId}</dd>
          </div>
          <div>
            <dt>{t(m.detail_payment_method)}</dt>
            <dd>{ticket.paid || cancelledPaid ? paymentMethodText(ticket) : '-'}</dd>
          </div>
          <div>
            <dt>{t(m.detail_payment_time)}</dt>
            <dd>{formatDateTimeWib(paidAt, language) || '-'}</dd>
          </div>
        </dl>
      </section>
      {!boarding && (
        <section className="card" aria-labelledby="trip-title">
          <h2 id="trip-title">{t(m.detail_trip)}</h2>
          <TripLines ticket={ticket} />
        </section>
      )}
      {refundDue && (
        <p className="card">
          {t(m.detail_refund_due_before)} <Link to="/pusat-bantuan">{t(m.detail_help_centre)}</Link> ({SUPPORT_PHONE}){' '}
          {t(m.detail_refund_due_after)}
        </p>
      )}
      {children}
      {/* Issue #38: no e-ticket to carry for a sailing the operator cancelled (its QR is hidden too). */}
      {ticket.paid && !cancelled && closed !== 'cancelled' && (
        <DownloadButton
          type="button"
          className="button button-primary button-block"
          disabled={downloading}
          onClick={onDownload}
        >
          {downloading ? t(m.detail_downloading) : t(m.detail_download)}
        </DownloadButton>
      )}
    </div>
  );
}
