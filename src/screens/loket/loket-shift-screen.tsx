// Shift (issue #24): the cashier's open shift — Uang Awal, Penjualan Tunai, Penjualan QRIS, Refund
// Tunai and Uang Seharusnya — and Tutup Shift with the Uang Dihitung; the server answers the
// Selisih (counted − expected), shown as the count is typed and highlighted when it is not zero,
// and then the Catatan Selisih is required: the form does not close the shift without it and says
// so (issue #38); the closed shift shows it. The day's report downloads as a PDF or a CSV. The loketShift chart
// (machines/loket/loket-shift.machine.ts) does the calls, the loketFile chart the downloads.
import { useState, type FormEvent } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from '../../lib/router';
import { Banner } from '../../components/banner';
import { TextField } from '../../components/fields';
import { NetworkButton } from '../../components/network-button';
import { useFlow } from '../../hooks/inspect';
import { formatRupiah } from '../../../kernel/money';
import { formatDateLong, formatDateTimeWib } from '../../../kernel/time';
import { parsePlacedOrderDateTime } from '../../../kernel/countdown';
import { loketShiftMachine, type CashierShift } from '../../machines/loket/loket-shift.machine';
import { loketFileLogic } from '../../machines/loket/loket-file.machine';
import { cashError, closeErrors, parseRupiah, type CloseValues } from '../../machines/loket/loket-forms';
import { LOKET_MSG } from '../../lib/loket-messages';
import { Figures, LoadFailed, type FileActor } from './loket-ui';

/** 'Rp 0', '+Rp 5.000' (more cash than expected), '-Rp 2.000' (short). */
export function varianceText(variance: number): string {
  return variance > 0 ? `+${formatRupiah(variance)}` : formatRupiah(variance);
}

/** A Selisih highlighted when it is not zero (issue #38), its meaning in words, not only in colour. */
function VarianceLine({ variance, live }: { variance: number; live?: boolean }) {
  const tone = variance < 0 ? ' is-short' : variance > 0 ? ' is-over' : '';
  const meaning = variance < 0 ? ' (uang kurang)' : variance > 0 ? ' (uang lebih)' : '';
  return (
    <p
      role="status"
      className={`loket-total loket-variance${tone}`}
      data-testid={live ? 'loket-variance-preview' : 'loket-variance'}
    >
      Selisih <strong>{varianceText(variance)}</strong>
      {meaning}
    </p>
  );
}

const view = (s: {
  matches: (v: 'loading' | 'failed' | 'none' | 'open' | 'closing' | 'closed') => boolean;
  context: { shift: CashierShift | null; date: string; error: string | null };
}) => ({
  loading: s.matches('loading'),
  failed: s.matches('failed'),
  none: s.matches('none'),
  closing: s.matches('closing'),
  closed: s.matches('closed'),
  shift: s.context.shift,
  date: s.context.date,
  error: s.context.error,
});

export default function LoketShiftScreen({ logic = loketShiftMachine }: { logic?: typeof loketShiftMachine }) {
  const shiftActor = useFlow(logic, { input: {} });
  const files = useFlow(loketFileLogic);
  const { loading, failed, none, closing, closed, shift, date, error } = useSelector(shiftActor, view, shallowEqual);
  return (
    <main className="loket-main">
      <h2>Shift</h2>
      {loading && <p role="status">Memuat…</p>}
      {failed && <LoadFailed message={error} onRetry={() => shiftActor.send({ type: 'RETRY' })} />}
      {none && (
        <p>
          Tidak ada shift yang terbuka. Buka shift di halaman <Link to="/loket">Jual Tiket</Link>.
        </p>
      )}
      {shift && !loading && (
        <section className="loket-card" aria-labelledby="loket-shift-figures">
          <h3 id="loket-shift-figures">{closed ? 'Shift Ditutup' : 'Shift Berjalan'}</h3>
          <p>
            Dibuka {formatDateTimeWib(parsePlacedOrderDateTime(shift.openedAt))}
            {shift.closedAt && `, ditutup ${formatDateTimeWib(parsePlacedOrderDateTime(shift.closedAt))}`}
          </p>
          <Figures
            rows={[
              ['Uang Awal', shift.openingFloat],
              ['Penjualan Tunai', `${shift.cashSales.count} tiket · ${formatRupiah(shift.cashSales.total)}`],
              ['Penjualan QRIS', `${shift.qrisSales.count} tiket · ${formatRupiah(shift.qrisSales.total)}`],
              ['Refund Tunai', `${shift.cashRefunds.count} tiket · ${formatRupiah(shift.cashRefunds.total)}`],
              ['Uang Seharusnya', shift.expectedCash],
              ...(shift.countedCash === null ? [] : ([['Uang Dihitung', shift.countedCash]] as [string, number][])),
              ...(shift.variance === null ? [] : ([['Selisih', varianceText(shift.variance)]] as [string, string][])),
              ...(shift.note ? ([['Catatan Selisih', shift.note]] as [string, string][]) : []),
            ]}
          />
          {closed && shift.variance !== null && <VarianceLine variance={shift.variance} />}
          {!closed && (
            <CloseShift
              expected={shift.expectedCash}
              busy={closing}
              error={error}
              onClose={(values) => shiftActor.send({ type: 'SHIFT.CLOSE', ...values })}
            />
          )}
        </section>
      )}
      {!loading && !failed && <Reports files={files} date={date} />}
    </main>
  );
}

function CloseShift({
  expected,
  busy,
  error,
  onClose,
}: {
  /** The shift's Uang Seharusnya: the Selisih is shown as the count is typed. */
  expected: number;
  busy: boolean;
  error: string | null;
  onClose: (values: CloseValues) => void;
}) {
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [attempted, setAttempted] = useState(false);
  const count = cashError(counted, 'Uang Dihitung') === undefined ? parseRupiah(counted) : null;
  const errors = attempted ? closeErrors({ countedCash: counted, note }, expected) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    onClose({ countedCash: counted, note });
  };
  return (
    <form className="loket-form" aria-label="Tutup Shift" onSubmit={submit} noValidate>
      <h3>Tutup Shift</h3>
      {error && <Banner>{error}</Banner>}
      <TextField
        label="Uang Dihitung"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={counted}
        onValueChange={setCounted}
        error={errors.countedCash}
        disabled={busy}
      />
      {count !== null && <VarianceLine variance={count - expected} live />}
      <TextField
        label="Catatan Selisih"
        hint={LOKET_MSG.varianceNoteHint}
        value={note}
        onValueChange={setNote}
        maxLength={500}
        aria-required={count !== null && count !== expected}
        error={errors.note}
        disabled={busy}
      />
      <NetworkButton type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Menutup…' : 'Tutup Shift'}
      </NetworkButton>
    </form>
  );
}

function Reports({ files, date }: { files: FileActor; date: string }) {
  const busy = useSelector(files, (s) => s.matches('downloading'));
  const error = useSelector(files, (s) => s.context.error);
  return (
    <section className="loket-card" aria-labelledby="loket-report">
      <h3 id="loket-report">Laporan {formatDateLong(date)}</h3>
      {error && <Banner>{error}</Banner>}
      <div className="loket-actions">
        {(['pdf', 'csv'] as const).map((format) => (
          <NetworkButton
            key={format}
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => files.send({ type: 'DOWNLOAD', file: { kind: 'report', date, format } })}
          >
            {format === 'pdf' ? 'Unduh Laporan PDF' : 'Unduh Laporan CSV'}
          </NetworkButton>
        ))}
      </div>
    </section>
  );
}
