// The Jadwal page's one-date forms (issue #22): an exception to a pattern (Hapus keberangkatan pada
// tanggal ini / Ganti kapal), its undo, and Tambah Keberangkatan (an extra departure on one date).
import { DateField, TextField } from '../../components/fields';
import { formatDateMedium, formatTimeWib } from '../../../kernel/time';
import { EXCEPTION_KIND_LABEL } from '../../lib/operator-timetable-messages';
import type { Submission, TimetableData } from '../../machines/operator/timetable.machine';
import {
  commonErrors,
  JadwalActions,
  PortFields,
  ReasonField,
  ShipField,
  toApiTime,
  useJadwalForm,
} from './jadwal-form-parts';

type Common = {
  data: TimetableData;
  busy: boolean;
  onSubmit: (submission: Submission) => void;
  onClose: () => void;
};

export function ExceptionForm({
  data,
  busy,
  onSubmit,
  onClose,
  patternId,
  today,
}: Common & { patternId: number; today: string }) {
  const pattern = data.patterns.find((p) => p.id === patternId);
  const {
    v,
    set,
    errors,
    onSubmit: submitWith,
  } = useJadwalForm({
    date: today,
    kind: 'removed' as 'removed' | 'ship',
    ship: '',
    reason: '',
  });
  const { date, kind, ship, reason } = v;
  const submit = submitWith(
    () => commonErrors({ reason, date, ...(kind === 'ship' ? { ship } : {}) }),
    () =>
      onSubmit({
        kind: 'exception',
        body: { patternId, date, kind, ...(kind === 'ship' ? { shipId: Number(ship) } : {}), reason: reason.trim() },
      }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Pengecualian">
      {pattern && (
        <p>
          {pattern.fromRoute.route} → {pattern.toRoute.route}, {formatTimeWib(pattern.departureTime)} ·{' '}
          {pattern.ship.name}
        </p>
      )}
      <DateField
        label="Tanggal"
        value={date}
        display={formatDateMedium(date)}
        onValueChange={(value) => set({ date: value })}
        error={errors.date}
      />
      <fieldset className="field">
        <legend>Perubahan</legend>
        {(['removed', 'ship'] as const).map((k) => (
          <label key={k} className="operator-check">
            <input type="radio" name="exception-kind" checked={kind === k} onChange={() => set({ kind: k })} />{' '}
            {EXCEPTION_KIND_LABEL[k]}
          </label>
        ))}
      </fieldset>
      {kind === 'ship' && (
        <ShipField ships={data.ships} value={ship} onChange={(value) => set({ ship: value })} error={errors.ship} />
      )}
      <ReasonField value={reason} onChange={(value) => set({ reason: value })} error={errors.reason} />
      <JadwalActions busy={busy} onClose={onClose} />
    </form>
  );
}

export function UndoExceptionForm({ busy, onSubmit, onClose, exceptionId }: Common & { exceptionId: number }) {
  const { v, set, errors, onSubmit: submitWith } = useJadwalForm({ reason: '' });
  const submit = submitWith(commonErrors, ({ reason }) =>
    onSubmit({ kind: 'undo', exceptionId, reason: reason.trim() }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Batalkan pengecualian">
      <p>Keberangkatan dari pola jadwal pada tanggal ini akan kembali.</p>
      <ReasonField value={v.reason} onChange={(reason) => set({ reason })} error={errors.reason} />
      <JadwalActions busy={busy} onClose={onClose} submit="Batalkan Pengecualian" />
    </form>
  );
}

export function ExtraDepartureForm({ data, busy, onSubmit, onClose, today }: Common & { today: string }) {
  const {
    v,
    set,
    errors,
    onSubmit: submitWith,
  } = useJadwalForm({
    from: '',
    to: '',
    date: today,
    time: '',
    ship: '',
    reason: '',
  });
  const submit = submitWith(commonErrors, () =>
    onSubmit({
      kind: 'extra',
      body: {
        fromRoute: Number(v.from),
        toRoute: Number(v.to),
        date: v.date,
        time: toApiTime(v.time),
        shipId: Number(v.ship),
        reason: v.reason.trim(),
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Keberangkatan tambahan">
      <PortFields ports={data.ports} from={v.from} to={v.to} onChange={set} error={errors.to} />
      <DateField
        label="Tanggal"
        value={v.date}
        display={formatDateMedium(v.date)}
        onValueChange={(date) => set({ date })}
        error={errors.date}
      />
      <TextField label="Jam" type="time" value={v.time} onValueChange={(time) => set({ time })} error={errors.time} />
      <ShipField ships={data.ships} value={v.ship} onChange={(ship) => set({ ship })} error={errors.ship} />
      <ReasonField value={v.reason} onChange={(reason) => set({ reason })} error={errors.reason} />
      <JadwalActions busy={busy} onClose={onClose} />
    </form>
  );
}
