// Cari Tiket (issue #24): a ticket by its invoice number — a booth ticket or an online one departing
// from the cashier's port — with Cetak Tiket 58 mm (a paid one) and Batalkan Tiket: a confirmation
// shows the cash refund (Refund) and the fee (Potongan) before Ya, Batalkan; when the rules do not
// allow it (within 2 hours of departure, checked in, already cancelled…) the button is off and the
// reason is shown. The loketTicket chart (machines/loket/loket-ticket.machine.ts) does the calls.
import { useState, type FormEvent, type ReactNode } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { TextField } from '../../components/fields';
import { Modal } from '../../components/modal';
import { NetworkButton } from '../../components/network-button';
import { useFlow } from '../../hooks/inspect';
import { formatRupiah } from '../../../kernel/money';
import { formatDateTimeWib } from '../../../kernel/time';
import { parsePlacedOrderDateTime } from '../../../kernel/countdown';
import {
  loketTicketMachine,
  type BoothCancelPreview,
  type BoothTicketDetail,
} from '../../machines/loket/loket-ticket.machine';
import { loketFileLogic } from '../../machines/loket/loket-file.machine';
import type { HolderProof } from '../../machines/loket/loket-ticket.machine';
import { Figures, ReceiptButtons, type FileActor } from './loket-ui';

const STATUS_TEXT: Record<BoothTicketDetail['status'], string> = {
  UNPAID: 'Belum dibayar',
  PAID: 'Lunas',
  EXPIRED: 'Kedaluwarsa',
  CANCELLED: 'Dibatalkan',
};

const view = (s: {
  matches: (v: 'finding' | 'confirming' | 'cancelling') => boolean;
  context: {
    ticket: BoothTicketDetail | null;
    cancel: BoothCancelPreview | null;
    refunded: number | null;
    error: string | null;
    notice: string | null;
  };
}) => ({
  finding: s.matches('finding'),
  confirming: s.matches('confirming') || s.matches('cancelling'),
  cancelling: s.matches('cancelling'),
  ticket: s.context.ticket,
  cancel: s.context.cancel,
  refunded: s.context.refunded,
  error: s.context.error,
  notice: s.context.notice,
});

export default function LoketTiketScreen({ logic = loketTicketMachine }: { logic?: typeof loketTicketMachine }) {
  const actor = useFlow(logic);
  const files = useFlow(loketFileLogic);
  const { finding, confirming, cancelling, ticket, cancel, refunded, error, notice } = useSelector(
    actor,
    view,
    shallowEqual,
  );
  const [invoice, setInvoice] = useState('');
  // An online ticket's holder's proof (issue #37), asked before it is reprinted or refunded in cash.
  const [plate, setPlate] = useState('');
  const [last4, setLast4] = useState('');
  const online = ticket?.channel === 'online';
  const proof: HolderProof | null | undefined = !online
    ? undefined
    : plate.trim() && /^\d{4}$/.test(last4)
      ? { plateNumber: plate.trim(), phoneLast4: last4 }
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPlate('');
    setLast4('');
    actor.send({ type: 'TICKET.FIND', invoice });
  };
  return (
    <main className="loket-main">
      <h2>Cari Tiket</h2>
      <form className="loket-card loket-form" role="search" aria-label="Cari tiket" onSubmit={submit} noValidate>
        <TextField
          label="Nomor Invoice"
          autoComplete="off"
          placeholder="INV-…"
          value={invoice}
          onValueChange={setInvoice}
          disabled={finding}
        />
        <NetworkButton type="submit" className="button button-primary" disabled={finding}>
          Cari
        </NetworkButton>
      </form>
      {finding && <p role="status">Mencari…</p>}
      {error && !confirming && <Banner>{error}</Banner>}
      {notice && (
        <Banner tone="info">
          {notice} Refund: {formatRupiah(refunded ?? 0)}
        </Banner>
      )}
      {ticket && cancel && !finding && (
        <TicketCard
          ticket={ticket}
          cancel={cancel}
          files={files}
          proof={proof}
          onCancel={() => actor.send({ type: 'CANCEL.ASK' })}
        >
          {online && ticket.status === 'PAID' && (
            <fieldset className="loket-proof">
              <legend>Bukti pemegang tiket online</legend>
              <TextField label="Nomor Kendaraan Pemegang" autoComplete="off" value={plate} onValueChange={setPlate} />
              <TextField
                label="4 Digit Terakhir HP Pemesan"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={last4}
                onValueChange={(v) => setLast4(v.replace(/\D/g, '').slice(0, 4))}
              />
            </fieldset>
          )}
        </TicketCard>
      )}
      {ticket && cancel && confirming && (
        <Modal
          open
          title="Batalkan Tiket"
          onClose={cancelling ? () => undefined : () => actor.send({ type: 'CANCEL.BACK' })}
        >
          {error && <Banner>{error}</Banner>}
          <p>
            Batalkan tiket {ticket.invoiceId} ({ticket.plateNumber})? Uang dikembalikan tunai dari laci shift ini.
          </p>
          <Figures
            rows={[
              ['Harga Tiket', ticket.price],
              ['Refund', cancel.refundAmount],
              ['Potongan', cancel.fee],
            ]}
          />
          <div className="modal-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={cancelling}
              onClick={() => actor.send({ type: 'CANCEL.BACK' })}
            >
              Kembali
            </button>
            <NetworkButton
              type="button"
              className="button button-primary"
              disabled={cancelling}
              onClick={() => actor.send({ type: 'CANCEL.CONFIRM', ...(proof ? { proof } : {}) })}
            >
              {cancelling ? 'Membatalkan…' : 'Ya, Batalkan'}
            </NetworkButton>
          </div>
        </Modal>
      )}
    </main>
  );
}

function TicketCard({
  ticket,
  cancel,
  files,
  proof,
  onCancel,
  children,
}: {
  ticket: BoothTicketDetail;
  cancel: BoothCancelPreview;
  files: FileActor;
  /** An online ticket's holder's proof: null while missing (the buttons wait), undefined for a booth sale. */
  proof: HolderProof | null | undefined;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const passengers = ticket.passengers.map((p) => `${p.count} ${p.label}`).join(', ') || '—';
  return (
    <section className="loket-card" aria-labelledby="loket-ticket-title">
      <h3 id="loket-ticket-title">Tiket {ticket.invoiceId}</h3>
      <Figures
        rows={[
          ['Status', STATUS_TEXT[ticket.status]],
          ['Dijual', ticket.channel === 'loket' ? 'Loket' : 'Online'],
          ['Keberangkatan', formatDateTimeWib(parsePlacedOrderDateTime(ticket.departureAt))],
          ['Rute', `${ticket.fromRoute} → ${ticket.toRoute}`],
          ...(ticket.shipName ? ([['Kapal', ticket.shipName]] as [string, string][]) : []),
          ['Golongan', ticket.vehicleClass],
          ['Nomor Kendaraan', ticket.plateNumber],
          ['Pengemudi', ticket.driverName],
          ['Penumpang', passengers],
          ['Total', ticket.price],
          ...(ticket.refund ? ([['Refund', ticket.refund.amount]] as [string, number][]) : []),
        ]}
      />
      {children}
      <div className="loket-actions">
        {ticket.status === 'PAID' && <ReceiptButtons files={files} ticket={ticket} sizes={['58mm']} proof={proof} />}
        <NetworkButton
          type="button"
          className="button button-secondary"
          disabled={!cancel.allowed || proof === null}
          aria-describedby={cancel.allowed ? undefined : 'loket-cancel-reason'}
          onClick={onCancel}
        >
          Batalkan Tiket
        </NetworkButton>
      </div>
      {!cancel.allowed && cancel.reason && (
        <p id="loket-cancel-reason" className="field-hint">
          {cancel.reason}
        </p>
      )}
    </section>
  );
}
