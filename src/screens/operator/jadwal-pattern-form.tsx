// The Jadwal page's pattern form (issue #22): a time on some weekdays with one ship, Berlaku mulai …
// sampai, the walk-in quota and its release, and the Alasan. New or a change of an existing pattern.
import { DateField, TextField } from '../../components/fields';
import { formatDateMedium } from '../../../kernel/time';
import type { Submission, TimetableData } from '../../machines/operator/timetable.machine';
import {
  commonErrors,
  JadwalActions,
  PortFields,
  ReasonField,
  ShipField,
  toApiTime,
  toInputTime,
  useJadwalForm,
  WeekdayField,
  type Errors,
} from './jadwal-form-parts';

type Props = {
  patternId: number | null;
  data: TimetableData;
  today: string;
  busy: boolean;
  onSubmit: (submission: Submission) => void;
  onClose: () => void;
};

function initialValues(data: TimetableData, patternId: number | null, today: string) {
  const p = data.patterns.find((x) => x.id === patternId);
  return {
    from: p ? String(p.fromRoute.id) : '',
    to: p ? String(p.toRoute.id) : '',
    time: p ? toInputTime(p.departureTime) : '',
    weekdays: p ? [...p.weekdays] : [1, 2, 3, 4, 5, 6, 7],
    ship: p ? String(p.ship.id) : '',
    validFrom: p ? p.validFrom : today,
    validUntil: p?.validUntil ?? '',
    percent: String(p?.walkinPercent ?? 40),
    hours: String(p?.walkinReleaseHours ?? 2),
    reason: '',
  };
}

const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

export function PatternForm({ patternId, data, today, busy, onSubmit, onClose }: Props) {
  const { v, set, errors, onSubmit: submitWith } = useJadwalForm(() => initialValues(data, patternId, today));

  const check = (): Errors => {
    const found: Errors = commonErrors({ reason: v.reason, from: v.from, to: v.to, ship: v.ship, time: v.time });
    if (v.weekdays.length === 0) found.weekdays = 'Pilih minimal satu hari.';
    if (!v.validFrom) found.validFrom = 'Wajib diisi.';
    if (v.validUntil && v.validUntil < v.validFrom) found.validUntil = 'Tidak boleh sebelum Berlaku mulai.';
    if (!wholeIn(v.percent, 0, 100)) found.percent = 'Isi 0 sampai 100.';
    if (!wholeIn(v.hours, 0, 72)) found.hours = 'Isi 0 sampai 72.';
    return found;
  };
  const submit = submitWith(check, () =>
    onSubmit({
      kind: 'pattern',
      patternId,
      body: {
        fromRoute: Number(v.from),
        toRoute: Number(v.to),
        departureTime: toApiTime(v.time),
        weekdays: v.weekdays,
        shipId: Number(v.ship),
        validFrom: v.validFrom,
        validUntil: v.validUntil || null,
        walkinPercent: Number(v.percent),
        walkinReleaseHours: Number(v.hours),
        reason: v.reason.trim(),
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={patternId === null ? 'Pola baru' : 'Ubah pola'}>
      <PortFields ports={data.ports} from={v.from} to={v.to} onChange={set} error={errors.to} />
      <TextField label="Jam" type="time" value={v.time} onValueChange={(time) => set({ time })} error={errors.time} />
      <WeekdayField value={v.weekdays} onChange={(weekdays) => set({ weekdays })} error={errors.weekdays} />
      <ShipField ships={data.ships} value={v.ship} onChange={(ship) => set({ ship })} error={errors.ship} />
      <DateField
        label="Berlaku mulai"
        value={v.validFrom}
        display={formatDateMedium(v.validFrom)}
        onValueChange={(validFrom) => set({ validFrom })}
        error={errors.validFrom}
      />
      <DateField
        label="Berlaku sampai"
        value={v.validUntil}
        display={formatDateMedium(v.validUntil)}
        placeholder="Tanpa batas"
        hint="Kosongkan bila tanpa batas."
        onValueChange={(validUntil) => set({ validUntil })}
        error={errors.validUntil}
      />
      <TextField
        label="Kuota loket %"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        value={v.percent}
        onValueChange={(percent) => set({ percent })}
        error={errors.percent}
      />
      <TextField
        label="Rilis kuota (jam sebelum berangkat)"
        type="number"
        inputMode="numeric"
        min={0}
        max={72}
        value={v.hours}
        onValueChange={(hours) => set({ hours })}
        error={errors.hours}
      />
      <ReasonField value={v.reason} onChange={(reason) => set({ reason })} error={errors.reason} />
      <JadwalActions busy={busy} onClose={onClose} />
    </form>
  );
}
