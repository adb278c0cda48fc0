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
import { TICKET_STATUS_LABEL } from '../../lib/ticket-status-labels';
import { formatDateTimeWib } from '../../../kernel/time';
import type { TransactionDetail } from '../../machines/ticket.machine';
import { noticeFitsDeparture } from '../../lib/notice-messages';
import { BoardingSection, TripLines } from './boarding-section';
import { ClosureCard, closedDeparture } from './closure-card';
import { DelayCard } from './delay-card';

/** Why an order was never paid, for the statuses after which it can no longer be. */
const VOID_REASONS: Partial<Record<string, string>> = {
  EXPIRED: 'Batas waktu pembayaran 15 menit telah berakhir.',
  CANCELLED: 'Pesanan dibatalkan sebelum dibayar.',
};

function paymentMethodText(ticket: TransactionDetail): string {
  const parts = [ticket.paymentMethod, ticket.bankName].filter((p): p is string => !!p);
  // 'Virtual Account' + 'BCA' → 'Virtual Account BCA'; 'QRIS' + 'QRIS' → 'QRIS'.
  return [...new Set(parts)].join(' ') || '-';
}

/** Cancelled after it was paid (Batalkan Tiket / Ajukan Refund, issue #23): no longer `paid`, but refunded. */
const cancelledAfterPayment = (t: TransactionDetail) => t.status === 'CANCELLED' && (!!t.refund || !!t.paidDateTime);

/** The status line: a cancelled ticket says by whom; otherwise as before issue #23. */
function statusText(ticket: TransactionDetail, refundDue: boolean, voided: string | undefined): string {
  if (ticket.actions?.operatorCancelled) return TICKET_STATUS_LABEL.operatorCancelled;
  if (cancelledAfterPayment(ticket)) return TICKET_STATUS_LABEL.cancelled;
  return ticket.paid ? 'Sukses' : refundDue ? 'Dana Dikembalikan' : voided ? 'Tidak dibayar' : 'Belum Dibayar';
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
  const voided = ticket.status && !cancelledPaid ? VOID_REASONS[ticket.status] : undefined;
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
            ? 'Pembayaran Berhasil'
            : cancelledPaid
              ? TICKET_STATUS_LABEL.cancelledTitle
              : refundDue
                ? 'Dana Akan Dikembalikan'
                : voided
                  ? 'Tidak Dibayar'
                  : 'Pembayaran Belum Selesai'}
        </h2>
        <p className="muted small">Total Pembayaran</p>
        <p className="receipt-total">{formatRupiah(ticket.price)}</p>
        <dl className="receipt-lines">
          <div>
            <dt>Status</dt>
            {/* 'Dibatalkan oleh operator' is never green (issue #38). */}
            <dd className={closed === 'cancelled' ? 'status-alert' : ticket.paid ? 'status-ok' : 'status-wait'}>
              {statusText(ticket, refundDue, voided)}
            </dd>
          </div>
          {voided && (
            <div>
              <dt>Keterangan</dt>
              <dd>{voided}</dd>
            </div>
          )}
          <div>
            <dt>Nomor Referensi</dt>
            <dd className="nowrap">{ticket.invoiceId}</dd>
          </div>
          <div>
            <dt>Metode Pembayaran</dt>
            <dd>{ticket.paid || cancelledPaid ? paymentMethodText(ticket) : '-'}</dd>
          </div>
          <div>
            <dt>Waktu Pembayaran</dt>
            <dd>{formatDateTimeWib(paidAt) || '-'}</dd>
          </div>
        </dl>
      </section>
      {!boarding && (
        <section className="card" aria-labelledby="trip-title">
          <h2 id="trip-title">Perjalanan</h2>
          <TripLines ticket={ticket} />
        </section>
      )}
      {refundDue && (
        <p className="card">
          Tempat pada keberangkatan ini sudah habis saat pembayaran Anda diterima. Hubungi{' '}
          <Link to="/pusat-bantuan">Pusat Bantuan</Link> ({SUPPORT_PHONE}) untuk pengembalian dana.
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
          {downloading ? 'Mengunduh…' : 'Unduh Tiket'}
        </DownloadButton>
      )}
    </div>
  );
}
