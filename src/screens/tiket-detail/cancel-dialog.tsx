// The confirmation of Batalkan Tiket / Ajukan Refund (issue #23): the ticket's price, the refund and
// its percentage and the deduction, before anything happens. 'Kembali' has the focus first: the
// safe choice (the native <dialog> traps focus and gives it back when it closes).
import { Modal } from '../../components/modal';
import { NetworkButton } from '../../components/network-button';
import { formatRupiah } from '../../../kernel/money';
import type { TransactionDetail } from '../../machines/ticket-actions.machine';
import { TICKET_ACTION_MSG as M } from '../../lib/ticket-action-messages';

export function CancelDialog({
  ticket,
  busy,
  onBack,
  onConfirm,
}: {
  ticket: TransactionDetail;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const actions = ticket.actions;
  if (!actions) return null;
  const closed = actions.freeOptions;
  const { refundPercent, refundAmount, fee } = actions.cancel;
  return (
    <Modal open title={closed ? M.refund : M.cancel} onClose={busy ? () => undefined : onBack}>
      <p>{M.cancelQuestion}</p>
      <dl className="receipt-lines action-figures">
        <div>
          <dt>{M.price}</dt>
          <dd>{formatRupiah(ticket.price)}</dd>
        </div>
        <div>
          <dt>{M.refundRow(refundPercent)}</dt>
          <dd>{formatRupiah(refundAmount)}</dd>
        </div>
        <div>
          <dt>{M.deduction}</dt>
          <dd>{formatRupiah(fee)}</dd>
        </div>
      </dl>
      <div className="modal-actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes the focus when the dialog opens */}
        <button type="button" className="button button-secondary" disabled={busy} onClick={onBack} autoFocus>
          {M.back}
        </button>
        <NetworkButton type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {busy ? M.cancelling : closed ? M.confirmRefund : M.confirmCancel}
        </NetworkButton>
      </div>
    </Modal>
  );
}
