// Jadwal's consequences (issue #38 item 3): the crossing time of each pair of ports (Waktu
// penyeberangan) with its form, and Tambah Keberangkatan's warning when the ship already sails
// within one crossing time — the clashing sailings, then Tetap Tambahkan or Kembali.
import { TextField } from '../../components/fields';
import { CONSEQUENCE_MSG, clashIntro, clashLine } from '../../lib/operator-consequences';
import type {
  CrossingTimeDto,
  Editor,
  ShipClashDto,
  Submission,
  TimetableData,
} from '../../machines/operator/timetable.machine';
import { commonErrors, JadwalActions, ReasonField, useJadwalForm } from './jadwal-form-parts';

const pairName = (c: CrossingTimeDto) => `${c.portA.route} – ${c.portB.route}`;

export function CrossingTimes({ data, onOpen }: { data: TimetableData; onOpen: (editor: Editor) => void }) {
  return (
    <section aria-labelledby="jadwal-crossing">
      <h2 id="jadwal-crossing">{CONSEQUENCE_MSG.crossingTitle}</h2>
      <p className="operator-note">{CONSEQUENCE_MSG.crossingNote}</p>
      <ul className="operator-note-list">
        {data.crossingTimes.map((c) => (
          <li key={`${c.portA.id}-${c.portB.id}`}>
            {pairName(c)}: {c.minutes} menit{c.custom ? '' : ' (bawaan)'}{' '}
            <button
              type="button"
              className="button-link"
              aria-label={`Ubah waktu penyeberangan ${pairName(c)}`}
              onClick={() => onOpen({ kind: 'crossing', portA: c.portA.id, portB: c.portB.id })}
            >
              Ubah
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const MINUTES_RE = /^\d{1,4}$/;

export function CrossingForm({
  data,
  busy,
  onSubmit,
  onClose,
  portA,
  portB,
}: {
  data: TimetableData;
  busy: boolean;
  onSubmit: (submission: Submission) => void;
  onClose: () => void;
  portA: number;
  portB: number;
}) {
  const pair = data.crossingTimes.find((c) => c.portA.id === portA && c.portB.id === portB);
  const { v, set, errors, onSubmit: submitWith } = useJadwalForm({ minutes: String(pair?.minutes ?? 60), reason: '' });
  const check = (values: typeof v) => {
    const found = commonErrors(values);
    const n = Number(values.minutes.trim());
    if (!MINUTES_RE.test(values.minutes.trim()) || n < 1 || n > 1440)
      found.minutes = 'Waktu penyeberangan harus bilangan bulat 1–1440 menit.';
    return found;
  };
  const submit = submitWith(check, (values) =>
    onSubmit({
      kind: 'crossing',
      body: { portA, portB, minutes: Number(values.minutes.trim()), reason: values.reason.trim() },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Waktu penyeberangan">
      {pair && <p>{pairName(pair)}, dua arah</p>}
      <TextField
        label="Waktu penyeberangan (menit)"
        inputMode="numeric"
        value={v.minutes}
        onValueChange={(minutes) => set({ minutes })}
        error={errors.minutes}
      />
      <ReasonField value={v.reason} onChange={(reason) => set({ reason })} error={errors.reason} />
      <JadwalActions busy={busy} onClose={onClose} />
    </form>
  );
}

export function ClashWarning({
  clashes,
  crossingMinutes,
  date,
  busy,
  onAddAnyway,
  onBack,
}: {
  clashes: ShipClashDto[];
  crossingMinutes: number;
  date: string;
  busy: boolean;
  onAddAnyway: () => void;
  onBack: () => void;
}) {
  return (
    <section role="alert" aria-labelledby="jadwal-clash">
      <h3 id="jadwal-clash">{CONSEQUENCE_MSG.clashTitle}</h3>
      <p>{clashIntro(clashes, crossingMinutes)}</p>
      <ul>
        {clashes.map((c) => (
          <li key={c.id}>{clashLine(c, date)}</li>
        ))}
      </ul>
      <div className="operator-form-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={onAddAnyway}>
          {CONSEQUENCE_MSG.clashAddAnyway}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onBack}>
          Kembali
        </button>
      </div>
    </section>
  );
}
