// tiket-detail's actions (issue #23). On a departure the operator cancelled or held: the two
// choices, Ubah Jadwal free of charge and Ajukan Refund at 100 % (shown in the closure card at the
// top, issue #38). Otherwise, for a paid ticket: Ubah Jadwal (its fee), Batalkan Tiket (its refund)
// and Perbaiki Data. A refused action stays visible, disabled, with its reason in place of its cost
// (aria-describedby). Ubah Jadwal opens its own screen; the others ask the ticket-actions machine,
// which confirms before anything happens.
import { useId } from 'react';
import { Link } from '../../lib/router';
import { Banner } from '../../components/banner';
import { NetworkButton } from '../../components/network-button';
import { formatRupiah } from '../../../kernel/money';
import type { TransactionDetail } from '../../machines/ticket-actions.machine';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';

type ActionsDto = NonNullable<TransactionDetail['actions']>;
type State = { allowed: boolean; reason: string | null };

function Action({
  label,
  detail,
  state,
  to,
  onClick,
}: {
  label: string;
  detail: string;
  state: State;
  to?: string;
  onClick?: () => void;
}) {
  const t = useT();
  const id = useId();
  const detailId = `${id}-detail`;
  const refused = !state.allowed;
  // Issue #38: a refused action says why, not what it would have cost ("Refund 0 %: Rp 0").
  const description = refused ? (state.reason ?? t(m.ak_unavailable)) : detail;
  return (
    <li className="ticket-action">
      {refused ? (
        <button type="button" className="button button-secondary button-block" disabled aria-describedby={detailId}>
          {label}
        </button>
      ) : to ? (
        <Link className="button button-secondary button-block" to={to} aria-describedby={detailId}>
          {label}
        </Link>
      ) : (
        <NetworkButton
          type="button"
          className="button button-secondary button-block"
          onClick={onClick}
          aria-describedby={detailId}
        >
          {label}
        </NetworkButton>
      )}
      <p id={detailId} className={refused ? 'field-hint ticket-action-reason' : 'small muted ticket-action-detail'}>
        {description}
      </p>
    </li>
  );
}

type ActionsProps = {
  ticket: TransactionDetail;
  actions: ActionsDto;
  onCancel: () => void;
  onCorrect: () => void;
};

/**
 * The actions themselves: Ubah Jadwal, Batalkan Tiket (Ajukan Refund on a closed departure's free
 * options) and, unless the options are free, Perbaiki Data.
 */
export function ActionList({ ticket, actions, onCancel, onCorrect }: ActionsProps) {
  // Free options (issue #37): a cancelled departure, or a held one before its time; never a paused sale.
  const t = useT();
  const language = useLanguage();
  const closed = actions.freeOptions;
  const reschedule = actions.reschedule;
  const rescheduleDetail =
    closed || reschedule.fee === 0
      ? t(m.ak_free)
      : t(m.ak_fee_line, { percent: reschedule.feePercent, amount: formatRupiah(reschedule.fee, language) });
  const cancelDetail = t(m.ak_refund_line, {
    percent: actions.cancel.refundPercent,
    amount: formatRupiah(actions.cancel.refundAmount, language),
  });
  return (
    <ul className="ticket-action-list">
      <Action
        label={t(m.ak_reschedule)}
        detail={rescheduleDetail}
        state={reschedule}
        to={`/tiket-detail/${ticket.id}/ubah-jadwal`}
      />
      <Action
        label={closed ? t(m.ak_refund) : t(m.ak_cancel)}
        detail={cancelDetail}
        state={actions.cancel}
        onClick={onCancel}
      />
      {!closed && (
        <Action label={t(m.ak_correct)} detail={t(m.ak_correct_free)} state={actions.correct} onClick={onCorrect} />
      )}
    </ul>
  );
}

/**
 * The actions' card below the receipt. A cancelled or held departure's note and free choices open
 * the ticket instead (./closure-card.tsx, issue #38); a held one past its time keeps its actions
 * here, under the usual rules, its note above in the closure card.
 */
export function TicketActionsSection(props: ActionsProps) {
  const t = useT();
  return (
    <section className="card ticket-actions" aria-labelledby="ticket-actions-title">
      <h2 id="ticket-actions-title">{t(m.ak_actions_title)}</h2>
      {props.actions.departureStopped && !props.actions.operatorCancelled && !props.actions.departureHeld && (
        <Banner tone="info">{t(m.ak_stopped_note)}</Banner>
      )}
      <ActionList {...props} />
    </section>
  );
}
