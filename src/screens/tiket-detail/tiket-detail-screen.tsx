// tiket-detail/{id} (spec §2): 'Pembayaran Berhasil' with the total paid, status Sukses, reference
// number (invoice id), payment method and time, and 'Unduh Tiket'. The ticket machine fetches the
// PDF as a Blob; this screen saves it as eticket.pdf through an object URL and an <a download>.
// A paid ticket opens on its boarding pass (issue #21 §8): the QR card with the trip and who
// travels comes first, the payment receipt after it. Offline, 'Unduh Tiket' is disabled with the
// reason every network button gives, unless the PDF is kept on this device (§5).
// Issue #23: a paid ticket's self-service (./self-service.tsx: Ubah Jadwal, Batalkan Tiket / Ajukan
// Refund, Perbaiki Data), its refund, a paid move waiting for its payment and its change history;
// the ticket-actions machine owns that flow and holds the ticket as the latest answer left it.
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { TopBar } from '../../components/top-bar';
import { AlertDialog } from '../../components/modal';
import { Skeleton } from '../../components/skeleton';
import { NetworkButton } from '../../components/network-button';
import { NoticeBanner } from '../../components/notice-banner';
import { useFlow } from '../../hooks/inspect';
import { formatRupiah } from '../../../kernel/money';
import { closureText } from '../../../kernel/closure';
import { SUPPORT_PHONE } from '../../lib/support';
import { formatDateTimeWib } from '../../../kernel/time';
import { ticketMachine, TICKET_FILE_NAME, TICKET_MSG, type TransactionDetail } from '../../machines/ticket.machine';
import './tiket-detail.css';
import { BoardingSection, TripLines } from './boarding-section';
import { ticketActionsMachine } from '../../machines/ticket-actions.machine';
import { TICKET_ACTION_MSG } from '../../lib/ticket-action-messages';
import { SelfService } from './self-service';

/**
 * Saves a Blob as a file: an object URL clicked through a temporary <a download>. Returns the URL,
 * which the caller revokes when it no longer needs it (on leaving the screen).
 */
export function saveFile(file: Blob, name: string): string {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  return url;
}

export default function TiketDetailScreen({
  logic = ticketMachine,
  actionsLogic = ticketActionsMachine,
  save = saveFile,
}: {
  logic?: typeof ticketMachine;
  actionsLogic?: typeof ticketActionsMachine;
  save?: (file: Blob, name: string) => string;
}) {
  const { id } = useParams();
  // Ubah Jadwal (issue #23) comes back here with its outcome in the navigation state.
  const arrived = (useLocation().state as { notice?: unknown } | null)?.notice;
  const arrivalNotice = typeof arrived === 'string' ? arrived : null;
  const actor = useFlow(logic, { input: { id: Number(id) } });
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('checking'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  const ticket = useSelector(actor, (s) => s.context.ticket);
  const downloading = useSelector(actor, (s) => s.matches('downloading'));
  const file = useSelector(actor, (s) => (s.matches('downloaded') ? s.context.file : null));
  const downloadError = useSelector(actor, (s) => s.context.downloadError);
  const pdfKept = useSelector(actor, (s) => s.context.pdfKept);

  const urls = useRef<string[]>([]);
  useEffect(() => {
    if (!file) return;
    urls.current.push(save(file, TICKET_FILE_NAME));
    actor.send({ type: 'DOWNLOAD.SAVED' });
  }, [file, save, actor]);
  // Object URLs live until the screen is left: revoking right after the click can cancel the
  // download in some browsers.
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  return (
    <>
      <TopBar title="Detail Tiket" />
      <main className="screen tiket-detail">
        {loading ? (
          <Skeleton lines={4} label="Memuat tiket…" />
        ) : notFound ? (
          <div className="placeholder">
            <p>{TICKET_MSG.notFound}</p>
            <Link className="button button-primary" to="/tiket-saya">
              Lihat Tiket Saya
            </Link>
          </div>
        ) : failed || !ticket ? (
          <div className="placeholder">
            <p>{TICKET_MSG.loadFailed}</p>
            <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              Coba lagi
            </button>
          </div>
        ) : (
          <Ticket
            key={ticket.id}
            loaded={ticket}
            actionsLogic={actionsLogic}
            downloading={downloading}
            pdfKept={pdfKept}
            arrivalNotice={arrivalNotice}
            onDownload={() => actor.send({ type: 'DOWNLOAD' })}
          />
        )}
      </main>
      <AlertDialog message={downloadError} onClose={() => actor.send({ type: 'DOWNLOAD.DISMISS' })} />
    </>
  );
}

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
  if (ticket.actions?.operatorCancelled) return TICKET_ACTION_MSG.operatorCancelled;
  if (cancelledAfterPayment(ticket)) return TICKET_ACTION_MSG.cancelled;
  return ticket.paid ? 'Sukses' : refundDue ? 'Dana Dikembalikan' : voided ? 'Tidak dibayar' : 'Belum Dibayar';
}

function Ticket({
  loaded,
  actionsLogic,
  downloading,
  pdfKept,
  arrivalNotice,
  onDownload,
}: {
  loaded: TransactionDetail;
  actionsLogic: typeof ticketActionsMachine;
  downloading: boolean;
  pdfKept: boolean;
  arrivalNotice: string | null;
  onDownload: () => void;
}) {
  // The ticket as the latest action's answer left it (the loaded one until then).
  const flow = useFlow(actionsLogic, { input: { ticket: loaded } });
  const ticket = useSelector(flow, (s) => s.context.ticket);
  const cancelled = ticket.status === 'CANCELLED';
  const cancelledPaid = cancelledAfterPayment(ticket);
  // Why the operator cancelled or stopped the departure, when the detail says (issue #23).
  const closedBy =
    ticket.closure && (ticket.actions?.operatorCancelled || ticket.actions?.departureStopped)
      ? closureText(ticket.closure)
      : null;
  // The boarding pass (paid, or checked in) is the first card and carries the trip.
  const boarding = ticket.checkedIn || (ticket.paid && !!ticket.boardingPass && !cancelled);
  // Kept on this device: it downloads offline too; otherwise it needs the network.
  const DownloadButton = pdfKept ? 'button' : NetworkButton;
  const paidAt = ticket.paidDateTime ? Date.parse(ticket.paidDateTime) : Number.NaN;
  // Paid after the hold ended with no place left (issue #9): the money is refunded, see pusat-bantuan.
  const refundDue = ticket.status === 'REFUND_DUE';
  // Never paid and no longer payable: named as tiket-saya's list names it ('Tidak dibayar', issue #11).
  const voided = ticket.status && !cancelledPaid ? VOID_REASONS[ticket.status] : undefined;
  return (
    <div className="stack">
      <NoticeBanner notice={ticket.notice} />
      {boarding && <BoardingSection ticket={ticket} />}
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
              ? TICKET_ACTION_MSG.cancelledTitle
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
            <dd className={ticket.paid ? 'status-ok' : 'status-wait'}>{statusText(ticket, refundDue, voided)}</dd>
          </div>
          {voided && (
            <div>
              <dt>Keterangan</dt>
              <dd>{voided}</dd>
            </div>
          )}
          {closedBy && (
            <div>
              <dt>{TICKET_ACTION_MSG.closureReason}</dt>
              <dd>{closedBy}</dd>
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
      <SelfService flow={flow} ticket={ticket} arrivalNotice={arrivalNotice} />
      {ticket.paid && !cancelled && (
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
