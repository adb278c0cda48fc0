// Refund (/operator/refund, issue #23): the refunds the operator must pay by hand (Menunggu dibayar,
// the default) or all of them, newest first, page by page (Sebelumnya / Berikutnya). Each shows the
// invoice, the departure, the amount and its percent, why, its state, how it goes back, the
// passenger's phone and payment, when it was asked for (WIB), the gateway's last error and who paid
// it. A due one has Tandai Sudah Dibayar, confirmed in a dialog with the amount and the invoice.
// The refunds chart (machines/operator/refunds.machine.ts) does every call.
import { Fragment } from 'react';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { SelectField } from '../../components/fields';
import { Modal } from '../../components/modal';
import { NetworkButton } from '../../components/network-button';
import { useFlow } from '../../hooks/inspect';
import { formatRupiah } from '../../../kernel/money';
import { formatDateMedium, formatDateTimeWib, formatTimeWib } from '../../../kernel/time';
import {
  REFUND_CAUSE_LABEL,
  REFUND_FILTER_LABEL,
  REFUND_METHOD_LABEL,
  REFUND_MSG,
  REFUND_STATUS_LABEL,
  type RefundFilterValue,
} from '../../lib/operator-refund-messages';
import {
  refundsMachine,
  type OperatorRefundDto,
  type RefundFilter,
  type RefundsInput,
} from '../../machines/operator/refunds.machine';
import { LoadFailed, Notice } from './operator-ui';

const FILTER_OPTIONS = (Object.keys(REFUND_FILTER_LABEL) as RefundFilterValue[]).map((value) => ({
  value,
  label: REFUND_FILTER_LABEL[value],
}));

/** The console's badge colours: orange for what waits on the operator, green once the money went back. */
const BADGE: Record<OperatorRefundDto['status'], string> = {
  processing: '',
  due: 'operator-badge-stopped',
  refunded: 'operator-badge-open',
  paid: 'operator-badge-open',
};

const when = (iso: string | null) => (iso ? formatDateTimeWib(Date.parse(iso)) : '');

function departureText({ departure: d }: OperatorRefundDto): string {
  return `${d.fromRoute} → ${d.toRoute}, ${formatDateMedium(d.issuedDate)}, ${formatTimeWib(d.issuedTime)}`;
}

function paymentText(r: OperatorRefundDto): string {
  // 'Virtual Account' + 'BCA' → 'Virtual Account BCA'; 'QRIS' + 'QRIS' → 'QRIS' (as tiket-detail).
  return [...new Set([r.paymentMethod, r.bankName].filter((p): p is string => !!p))].join(' ') || '—';
}

function RefundCard({
  refund: r,
  disabled,
  onMark,
}: {
  refund: OperatorRefundDto;
  disabled: boolean;
  onMark: () => void;
}) {
  const rows: [string, string][] = [
    ['Keberangkatan', departureText(r)],
    ['Jumlah', `${formatRupiah(r.amount)} (${r.percent}%)`],
    ['Penyebab', REFUND_CAUSE_LABEL[r.cause]],
    // An Ubah Jadwal's own payment (not the ticket's invoice) is refunded under its gateway order.
    ...(r.orderId ? ([['Order pembayaran', r.orderId]] as [string, string][]) : []),
    ['Status', REFUND_STATUS_LABEL[r.status]],
    ['Metode refund', r.method ? (REFUND_METHOD_LABEL[r.method] ?? r.method) : '—'],
    ['Nomor HP', r.phoneNumber ?? '—'],
    ['Pembayaran', paymentText(r)],
    ['Diajukan', when(r.requestedAt)],
  ];
  if (r.refundedAt) rows.push([r.status === 'paid' ? 'Dibayar' : 'Dikembalikan', when(r.refundedAt)]);
  if (r.paidBy) rows.push(['Dibayar oleh', r.paidBy]);
  if (r.lastError) rows.push(['Kesalahan terakhir', r.lastError]);
  return (
    <article className="card operator-departure" aria-label={`Refund ${r.invoiceId}`}>
      <h3>{r.invoiceId}</h3>
      <span className={`operator-badge ${BADGE[r.status]}`}>{REFUND_STATUS_LABEL[r.status]}</span>
      <dl>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {r.status === 'due' && (
        <div className="operator-actions">
          <button type="button" className="button button-primary" disabled={disabled} onClick={onMark}>
            {REFUND_MSG.markPaid}
          </button>
        </div>
      )}
    </article>
  );
}

function ConfirmDialog({
  refund,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  refund: OperatorRefundDto;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const amount = formatRupiah(refund.amount);
  return (
    <Modal open title={REFUND_MSG.markPaid} onClose={busy ? () => undefined : onCancel} className="operator-dialog">
      {error && <Banner>{error}</Banner>}
      <dl>
        <dt>Invoice</dt>
        <dd>{refund.invoiceId}</dd>
        <dt>Jumlah</dt>
        <dd>{amount}</dd>
        <dt>Nomor HP</dt>
        <dd>{refund.phoneNumber ?? '—'}</dd>
      </dl>
      <p>{REFUND_MSG.confirmText(amount, refund.invoiceId)}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
          Batal
        </button>
        <NetworkButton type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {busy ? 'Memproses…' : REFUND_MSG.confirmPaid}
        </NetworkButton>
      </div>
    </Modal>
  );
}

function Pager({
  page,
  totalPages,
  disabled,
  onPrevious,
  onNext,
}: {
  page: number;
  totalPages: number;
  disabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="operator-actions" aria-label="Halaman refund">
      <button type="button" className="button button-secondary" disabled={disabled || page <= 0} onClick={onPrevious}>
        {REFUND_MSG.previous}
      </button>
      <span>{REFUND_MSG.pageOf(page + 1, totalPages)}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={disabled || page + 1 >= totalPages}
        onClick={onNext}
      >
        {REFUND_MSG.next}
      </button>
    </nav>
  );
}

export default function RefundScreen({
  logic = refundsMachine,
  input = {},
}: {
  logic?: typeof refundsMachine;
  input?: RefundsInput;
}) {
  const flow = useFlow(logic, { input });
  const ctx = useSelector(flow, (s) => s.context);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const browsing = useSelector(flow, (s) => s.matches({ ready: 'browsing' }));
  const dialogOpen = useSelector(flow, (s) => s.matches({ ready: 'confirming' }) || s.matches({ ready: 'marking' }));
  const busy = useSelector(flow, (s) => s.matches({ ready: 'marking' }));
  const target = dialogOpen ? ctx.refunds.find((r) => r.id === ctx.target) : undefined;
  return (
    <main className="operator-main">
      <h1>{REFUND_MSG.title}</h1>
      <div className="operator-date">
        <SelectField
          label="Tampilkan"
          value={ctx.filter}
          options={FILTER_OPTIONS}
          onValueChange={(value) => flow.send({ type: 'FILTER.SET', filter: value as RefundFilter })}
        />
      </div>
      {failed && <LoadFailed message={ctx.loadError} onRetry={() => flow.send({ type: 'RETRY' })} />}
      {loading && <p role="status">{REFUND_MSG.loading}</p>}
      <Notice>{ctx.notice}</Notice>
      {!dialogOpen && ctx.markError && <Banner>{ctx.markError}</Banner>}
      {!loading && !failed && ctx.refunds.length === 0 && (
        <p>{ctx.filter === 'due' ? REFUND_MSG.noneDue : REFUND_MSG.none}</p>
      )}
      <div className="operator-departures">
        {ctx.refunds.map((r) => (
          <RefundCard
            key={r.id}
            refund={r}
            disabled={!browsing}
            onMark={() => flow.send({ type: 'MARK.OPEN', id: r.id })}
          />
        ))}
      </div>
      <Pager
        page={ctx.page}
        totalPages={ctx.totalPages}
        disabled={!browsing}
        onPrevious={() => flow.send({ type: 'PREVIOUS' })}
        onNext={() => flow.send({ type: 'NEXT' })}
      />
      {target && (
        <ConfirmDialog
          refund={target}
          busy={busy}
          error={ctx.markError}
          onCancel={() => flow.send({ type: 'CANCEL' })}
          onConfirm={() => flow.send({ type: 'CONFIRM' })}
        />
      )}
    </main>
  );
}
