// The confirmation of Batalkan Tiket / Ajukan Refund (issue #23): the ticket's price, the refund and
// its percentage and the deduction, before anything happens. 'Kembali' has the focus first: the
// safe choice (the native <dialog> traps focus and gives it back when it closes).
import { Modal } from '../../components/modal';
import { NetworkButton } from '../../components/network-button';
import { formatRupiah } from '../../../kernel/money';
import type { TransactionDetail } from '../../machines/ticket-actions.machine';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';

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
  const t = useT();
  const language = useLanguage();
  const actions = ticket.actions;
  if (!actions) return null;
  const closed = actions.freeOptions;
  const { refundPercent, refundAmount, fee } = actions.cancel;
  return (
    <Modal open title={closed ? t(m.ak_refund) : t(m.ak_cancel)} onClose={busy ? () => undefined : onBack}>
      <p>{t(m.ak_cancel_question)}</p>
      <dl className="receipt-lines action-figures">
        <div>
          <dt>{t(m.ak_price)}</dt>
          <dd>{formatRupiah(ticket.price, language)}</dd>
        </div>
        <div>
          <dt>{t(m.ak_refund_row, { percent: refundPercent })}</dt>
          <dd>{formatRupiah(refundAmount, language)}</dd>
        </div>
        <div>
          <dt>{t(m.ak_deduction)}</dt>
          <dd>{formatRupiah(fee, language)}</dd>
        </div>
      </dl>
      <div className="modal-actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes the focus when the dialog opens */}
        <button type="button" className="button button-secondary" disabled={busy} onClick={onBack} autoFocus>
          {t(m.back)}
        </button>
        <NetworkButton type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {busy ? t(m.processing) : closed ? t(m.ak_confirm_refund) : t(m.ak_confirm_cancel)}
        </NetworkButton>
      </div>
    </Modal>
  );
}
