// Pieces the Jadwal forms share (issue #22): the Alasan text, the weekday checkboxes, the port and
// ship pickers, the form state, and the checks every form makes before it hands its values to the machine.
import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '../../components/fields';
import { OPERATOR_MSG, WEEKDAY_SHORT } from '../../lib/operator-timetable-messages';
import type { PortDto, ShipDto } from '../../machines/operator/timetable.machine';

export type Errors = Partial<Record<string, string>>;

/** The Alasan every write asks for (kept in Riwayat Perubahan). */
export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Alasan</label>
      <textarea
        id={id}
        value={value}
        rows={2}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Sen … Min as checkboxes (ISO weekdays 1–7). */
export function WeekdayField({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (value: number[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Hari</legend>
      <div className="operator-actions">
        {[1, 2, 3, 4, 5, 6, 7].map((day) => (
          <label key={day} className="operator-check">
            <input
              type="checkbox"
              checked={value.includes(day)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, day].sort((a, b) => a - b) : value.filter((d) => d !== day))
              }
            />{' '}
            {WEEKDAY_SHORT[day]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Dari and Ke; the message about the pair shows under Ke. */
export function PortFields({
  ports,
  from,
  to,
  onChange,
  error,
}: {
  ports: PortDto[];
  from: string;
  to: string;
  onChange: (patch: { from: string } | { to: string }) => void;
  error?: string | undefined;
}) {
  const options = ports.map((p) => ({ value: String(p.id), label: p.route }));
  const onFrom = (value: string) => onChange({ from: value });
  const onTo = (value: string) => onChange({ to: value });
  return (
    <>
      <SelectField label="Dari" value={from} onValueChange={onFrom} options={options} placeholder="Pilih pelabuhan" />
      <SelectField
        label="Ke"
        value={to}
        onValueChange={onTo}
        options={options}
        placeholder="Pilih pelabuhan"
        error={error}
      />
    </>
  );
}

export function ShipField({
  ships,
  value,
  onChange,
  error,
}: {
  ships: ShipDto[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const options = ships
    .filter((s) => s.active || String(s.id) === value)
    .map((s) => ({ value: String(s.id), label: `${s.name} (${s.laneMetres} m, ${s.seats} kursi)` }));
  return (
    <SelectField
      label="Kapal"
      value={value}
      onValueChange={onChange}
      options={options}
      placeholder="Pilih kapal"
      error={error}
    />
  );
}

/** 'HH:MM' from the time input → the API's 'HH:MM:SS'. */
export const toApiTime = (time: string) => (/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time);
/** The API's 'HH:MM:SS' → the time input's 'HH:MM'. */
export const toInputTime = (time: string) => time.slice(0, 5);

export const REQUIRED = 'Wajib diisi.';

/**
 * A Jadwal form's values (`set` merges a change) and its messages, shown from the first submit;
 * `onSubmit(check, send)` shows `check`'s messages and sends the values when there are none.
 */
export function useJadwalForm<V extends object>(initial: V | (() => V)) {
  const [v, setV] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<V>) => setV((old) => ({ ...old, ...patch }));
  const onSubmit = (check: (values: V) => Errors, send: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = check(v);
    setErrors(found);
    if (Object.keys(found).length === 0) send(v);
  };
  return { v, set, errors, onSubmit };
}

/** The checks every form shares; `fields` names what the form has. */
export function commonErrors(v: {
  reason: string;
  from?: string;
  to?: string;
  ship?: string;
  time?: string;
  date?: string;
}): Errors {
  const errors: Errors = {};
  if (!v.reason.trim()) errors.reason = OPERATOR_MSG.reasonRequired;
  if (v.from !== undefined && (!v.from || !v.to)) errors.to = 'Pilih pelabuhan asal dan tujuan.';
  else if (v.from !== undefined && v.from === v.to) errors.to = 'Pelabuhan tujuan harus berbeda dari asal.';
  if (v.ship !== undefined && !v.ship) errors.ship = 'Pilih kapal.';
  if (v.time !== undefined && !/^\d{2}:\d{2}$/.test(v.time)) errors.time = REQUIRED;
  if (v.date !== undefined && !v.date) errors.date = REQUIRED;
  return errors;
}

/** Simpan (or another label) and Batal under a Jadwal form (plain buttons; the dialog shows the wait). */
export function JadwalActions({
  busy,
  onClose,
  submit = 'Simpan',
}: {
  busy: boolean;
  onClose: () => void;
  submit?: string;
}) {
  return (
    <div className="operator-form-actions">
      <button type="submit" className="button button-primary" disabled={busy}>
        {submit}
      </button>
      <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
        Batal
      </button>
    </div>
  );
}
