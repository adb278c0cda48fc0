// Keberangkatan (issue #22): every departure of a date (today in Asia/Jakarta at first) with its
// space used, and the operator's actions on one: Tunda Penjualan, Buka Kembali, Batalkan
// Keberangkatan (final, confirmed first) and its walk-in quota. The departures chart (machines/
// operator/departures.machine.ts) does every call and refreshes the list every minute.
import { useSelector } from '@xstate/react';
import { DateField } from '../../components/fields';
import { useFlow } from '../../hooks/inspect';
import { OPERATOR_MSG } from '../../lib/operator-messages';
import { formatDateLong, formatDateMedium } from '../../../kernel/time';
import { departuresMachine, type DeparturesInput } from '../../machines/operator/departures.machine';
import { DepartureCard } from './departure-card';
import { QuotaDialog, StatusDialog } from './departure-dialogs';
import { LoadFailed, Notice } from './operator-ui';

export default function KeberangkatanScreen({
  logic = departuresMachine,
  input = {},
}: {
  logic?: typeof departuresMachine;
  input?: DeparturesInput;
}) {
  const flow = useFlow(logic, { input });
  const date = useSelector(flow, (s) => s.context.date);
  const departures = useSelector(flow, (s) => s.context.departures);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const action = useSelector(flow, (s) => s.context.action);
  const confirming = useSelector(flow, (s) => s.matches({ ready: { acting: 'confirming' } }));
  const busy = useSelector(flow, (s) => s.matches({ ready: { acting: 'submitting' } }));
  const error = useSelector(flow, (s) => s.context.error);
  const notice = useSelector(flow, (s) => s.context.notice);
  const target = action ? departures.find((d) => d.id === action.id) : undefined;
  const close = () => flow.send({ type: 'ACTION.CLOSE' });
  return (
    <main className="operator-main">
      <h1>Keberangkatan</h1>
      <div className="operator-date">
        <DateField
          label="Tanggal"
          value={date}
          display={formatDateMedium(date)}
          onValueChange={(value) => flow.send({ type: 'DATE.SET', date: value })}
        />
      </div>
      <div className="operator-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={loading}
          onClick={() => flow.send({ type: 'REFRESH' })}
        >
          Muat Ulang
        </button>
      </div>
      <h2>{formatDateLong(date)}</h2>
      {failed && <LoadFailed message={error} onRetry={() => flow.send({ type: 'RETRY' })} />}
      {loading && <p role="status">Memuat keberangkatan…</p>}
      <Notice>{notice}</Notice>
      {!loading && !failed && departures.length === 0 && <p>{OPERATOR_MSG.noDepartures}</p>}
      <div className="operator-departures">
        {departures.map((d) => (
          <DepartureCard
            key={d.id}
            departure={d}
            disabled={loading || action !== null}
            onAction={(kind) => flow.send({ type: 'ACTION.OPEN', kind, id: d.id })}
          />
        ))}
      </div>
      {action && target && action.kind === 'quota' && (
        <QuotaDialog
          departure={target}
          busy={busy}
          error={error}
          onClose={close}
          onSubmit={(values) => flow.send({ type: 'QUOTA.SUBMIT', values })}
        />
      )}
      {action && target && action.kind !== 'quota' && (
        <StatusDialog
          departure={target}
          kind={action.kind}
          confirming={confirming}
          busy={busy}
          error={error}
          onClose={close}
          onSubmit={(values) => flow.send({ type: 'STATUS.SUBMIT', values })}
          onConfirm={(afterLoading) => flow.send({ type: 'CONFIRM', afterLoading })}
          onBack={() => flow.send({ type: 'BACK' })}
        />
      )}
    </main>
  );
}
