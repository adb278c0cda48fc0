// Keberangkatan (issue #22): every departure of a date (today in Asia/Jakarta at first) with its
// space used, and the operator's actions on one: Tunda Penjualan, Buka Kembali, Batalkan
// Keberangkatan (final, confirmed first) and its walk-in quota. The departures chart (machines/
// operator/departures.machine.ts) does every call and refreshes the list every minute.
// Issue #38 item 1 (a real day): a compact table filtered by direction and ship, each row's actions
// in its Tindakan menu, and ticked rows (or all that remain of the day) paused, held or cancelled at
// once with the impact shown first (./keberangkatan-bulk.tsx). Item 2: Undur Keberangkatan, one
// departure later with its tickets (./departure-delay-dialog.tsx).
import { useSelector } from '@xstate/react';
import { DateField, SelectField } from '../../components/fields';
import { useFlow } from '../../hooks/inspect';
import { OPERATOR_MSG } from '../../lib/operator-messages';
import { addDays, formatDateLong, formatDateMedium, todayJakarta } from '../../../kernel/time';
import {
  canDelay,
  departuresMachine,
  directionKey,
  remaining,
  shipKey,
  shown,
  type DeparturesInput,
  type OperatorDeparture,
} from '../../machines/operator/departures.machine';
import { DeparturesTable } from './departure-card';
import { BulkBar, BulkDialog, type BulkActor } from './keberangkatan-bulk';
import { QuotaDialog, StatusDialog } from './departure-dialogs';
import { DelayDialog, type DelayActor } from './departure-delay-dialog';
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
  const filter = useSelector(flow, (s) => s.context.filter);
  const selected = useSelector(flow, (s) => s.context.selected);
  const anyRemaining = useSelector(flow, (s) => shown(s.context).some((d) => remaining(d, s.context.now())));
  const bulk = useSelector(flow, (s) => s.children['bulk'] as BulkActor | undefined);
  const delay = useSelector(flow, (s) => s.children['delay'] as DelayActor | undefined);
  const now = useSelector(flow, (s) => s.context.now);
  const rows = shown({ departures, filter });
  const idle = loading || action !== null || !!bulk || !!delay;
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
      <div className="operator-filters">
        <SelectField
          label="Arah"
          options={[{ value: '', label: 'Semua arah' }, ...choices(departures, directionKey, direction)]}
          value={filter.direction}
          onValueChange={(value) => flow.send({ type: 'FILTER.SET', filter: { direction: value } })}
        />
        <SelectField
          label="Kapal"
          options={[{ value: '', label: 'Semua kapal' }, ...choices(departures, shipKey, (d) => d.ship?.name ?? '—')]}
          value={filter.ship}
          onValueChange={(value) => flow.send({ type: 'FILTER.SET', filter: { ship: value } })}
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
        <button
          type="button"
          className="button button-secondary"
          disabled={idle || !anyRemaining}
          onClick={() => flow.send({ type: 'SELECT.REMAINING' })}
        >
          {selectAllLabel(date, todayJakarta(now()))}
        </button>
      </div>
      <h2>{formatDateLong(date)}</h2>
      {failed && <LoadFailed message={error} onRetry={() => flow.send({ type: 'RETRY' })} />}
      {loading && <p role="status">Memuat keberangkatan…</p>}
      <Notice>{notice}</Notice>
      {!loading && !failed && departures.length === 0 && <p>{OPERATOR_MSG.noDepartures}</p>}
      {departures.length > 0 && rows.length === 0 && <p>Tidak ada keberangkatan untuk arah dan kapal ini.</p>}
      {selected.length > 0 && (
        <BulkBar
          count={selected.length}
          disabled={idle}
          onOpen={(kind) => flow.send({ type: 'BULK.OPEN', kind })}
          onClear={() => flow.send({ type: 'SELECT.CLEAR' })}
        />
      )}
      {rows.length > 0 && (
        <DeparturesTable
          caption={`Keberangkatan ${formatDateLong(date)}`}
          rows={rows}
          selected={selected}
          delayable={(d) => canDelay(d, now())}
          disabled={idle}
          onToggle={(id) => flow.send({ type: 'SELECT.TOGGLE', id })}
          onAction={(kind, id) =>
            flow.send(kind === 'delay' ? { type: 'DELAY.OPEN', id } : { type: 'ACTION.OPEN', kind, id })
          }
        />
      )}
      {bulk && <BulkDialog actor={bulk} departures={departures} />}
      {delay && <DelayDialog actor={delay} />}
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

/** 'Pilih semua sisa hari ini' on today, '… besok' on tomorrow, else every departure still to sail. */
function selectAllLabel(date: string, today: string): string {
  if (date === today) return 'Pilih semua sisa hari ini';
  if (date === addDays(today, 1)) return 'Pilih semua sisa besok';
  return 'Pilih semua yang tersisa';
}

const direction = (d: OperatorDeparture) => `${d.fromRoute.route} → ${d.toRoute.route}`;

/** A filter's options: each value once, in the list's order. */
function choices(
  departures: OperatorDeparture[],
  key: (d: OperatorDeparture) => string,
  label: (d: OperatorDeparture) => string,
) {
  const seen = new Map<string, string>();
  for (const d of departures) if (key(d) && !seen.has(key(d))) seen.set(key(d), label(d));
  return [...seen].map(([value, text]) => ({ value, label: text }));
}
