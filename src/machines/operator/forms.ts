// The console's forms (issue #22): what the operator typed (strings, as the inputs hold them),
// the Indonesian message per field, and the request body the API takes. The screens show the
// messages; the machines refuse a SAVE whose values have any (guards), so nothing invalid is sent.
import { isValidDate } from '../../../kernel/time';
import type { ClosureReason } from '../../../kernel/closure';
import { OPERATOR_MSG } from '../../lib/operator-messages';
import type { FareInputDto, ShipInputDto, VehicleLengthInputDto } from '../../api/operator-catalogue';
import type { DepartureDelayInputDto, DepartureStatusInputDto, QuotaInputDto } from '../../api/operator-departures';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const INT_RE = /^\d+$/;
const METRES_RE = /^\d+(?:[.,]\d{1,2})?$/;

const filled = (value: string) => value.trim() !== '';
const toNumber = (value: string) => Number(value.trim().replace(',', '.'));

function text(errors: Record<string, string>, key: string, value: string, label: string, max: number) {
  if (!filled(value)) errors[key] = OPERATOR_MSG.required(label);
  else if (value.trim().length > max) errors[key] = `${label} paling banyak ${max} karakter.`;
}

function whole(errors: Record<string, string>, key: string, value: string, label: string, min: number, max: number) {
  const n = Number(value.trim());
  if (!filled(value)) errors[key] = OPERATOR_MSG.required(label);
  else if (!INT_RE.test(value.trim()) || n < min || n > max) errors[key] = OPERATOR_MSG.wholeNumber(label, min, max);
}

function metres(errors: Record<string, string>, key: string, value: string, label: string, min: number, max: number) {
  const n = toNumber(value);
  if (!filled(value)) errors[key] = OPERATOR_MSG.required(label);
  else if (!METRES_RE.test(value.trim()) || n < min || n > max) errors[key] = OPERATOR_MSG.metres(label, min, max);
}

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

// ── Kapal ────────────────────────────────────────────────────────────────────────────────────
export type ShipValues = { name: string; seats: string; laneMetres: string; active: boolean; reason: string };
export type ShipField = Exclude<keyof ShipValues, 'active'>;

export function shipErrors(v: ShipValues): FieldErrors<ShipField> {
  const errors: Record<string, string> = {};
  text(errors, 'name', v.name, 'Nama kapal', 80);
  whole(errors, 'seats', v.seats, 'Jumlah kursi', 0, 5000);
  metres(errors, 'laneMetres', v.laneMetres, 'Panjang lajur', 0, 10000);
  text(errors, 'reason', v.reason, 'Alasan', 500);
  return errors;
}
export const shipValid = (v: ShipValues) => isEmpty(shipErrors(v));
export const toShipInput = (v: ShipValues): ShipInputDto => ({
  name: v.name.trim(),
  seats: Number(v.seats.trim()),
  laneMetres: toNumber(v.laneMetres),
  active: v.active,
  reason: v.reason.trim(),
});

// ── Tarif ────────────────────────────────────────────────────────────────────────────────────
/**
 * `type` is 'vehicle:<id>', 'passenger:<id>' or 'foot:<id>' (a walk-on passenger's fare per passenger
 * type, issue #40 item 3): one select for Golongan, Jenis penumpang and Pejalan kaki.
 */
export type FareValues = { type: string; amount: string; validFrom: string; legalBasis: string; reason: string };
export type FareField = keyof FareValues;

const FARE_TYPE_RE = /^(vehicle|passenger|foot):(\d+)$/;

export function fareErrors(v: FareValues): FieldErrors<FareField> {
  const errors: Record<string, string> = {};
  if (!FARE_TYPE_RE.test(v.type)) errors['type'] = OPERATOR_MSG.required('Golongan / Jenis penumpang');
  whole(errors, 'amount', v.amount, 'Tarif (Rp)', 0, 100_000_000);
  if (!isValidDate(v.validFrom)) errors['validFrom'] = OPERATOR_MSG.date;
  text(errors, 'legalBasis', v.legalBasis, 'Dasar hukum', 300);
  text(errors, 'reason', v.reason, 'Alasan', 500);
  return errors;
}
export const fareValid = (v: FareValues) => isEmpty(fareErrors(v));
export function toFareInput(v: FareValues): FareInputDto {
  const [, kind, id] = FARE_TYPE_RE.exec(v.type) ?? [];
  return {
    kind: kind === 'passenger' || kind === 'foot' ? kind : 'vehicle',
    typeId: Number(id),
    validFrom: v.validFrom,
    amount: Number(v.amount.trim()),
    legalBasis: v.legalBasis.trim(),
    reason: v.reason.trim(),
  };
}

// ── Kapasitas ────────────────────────────────────────────────────────────────────────────────
export type LengthValues = { lengthMetres: string; reason: string };
export type LengthField = keyof LengthValues;

export function lengthErrors(v: LengthValues): FieldErrors<LengthField> {
  const errors: Record<string, string> = {};
  metres(errors, 'lengthMetres', v.lengthMetres, 'Panjang (meter)', 0.5, 40);
  text(errors, 'reason', v.reason, 'Alasan', 500);
  return errors;
}
export const lengthValid = (v: LengthValues) => isEmpty(lengthErrors(v));
export const toLengthInput = (v: LengthValues): VehicleLengthInputDto => ({
  lengthMetres: toNumber(v.lengthMetres),
  reason: v.reason.trim(),
});

// ── Keberangkatan: status and quota ──────────────────────────────────────────────────────────
export type StatusValues = { reason: ClosureReason | ''; note: string; windKnots: string };
export type StatusField = keyof StatusValues;

export function statusErrors(v: StatusValues): FieldErrors<StatusField> {
  const errors: Record<string, string> = {};
  if (!v.reason) errors['reason'] = OPERATOR_MSG.required('Alasan');
  text(errors, 'note', v.note, 'Keterangan', 500);
  if (v.reason === 'cuaca') whole(errors, 'windKnots', v.windKnots, 'Kecepatan angin (knot)', 0, 200);
  return errors;
}
export const statusValid = (v: StatusValues) => isEmpty(statusErrors(v));
export const toStatusInput = (
  status: DepartureStatusInputDto['status'],
  v: StatusValues,
  afterLoading = false,
): DepartureStatusInputDto => ({
  status,
  reason: v.reason || 'lainnya',
  note: v.note.trim(),
  ...(v.reason === 'cuaca' ? { windKnots: Number(v.windKnots.trim()) } : {}),
  ...(afterLoading ? { afterLoading: true } : {}),
});

export type QuotaValues = { walkinPercent: string; walkinReleaseHours: string; reason: string };
export type QuotaField = keyof QuotaValues;

export function quotaErrors(v: QuotaValues): FieldErrors<QuotaField> {
  const errors: Record<string, string> = {};
  whole(errors, 'walkinPercent', v.walkinPercent, 'Kuota loket (%)', 0, 100);
  whole(errors, 'walkinReleaseHours', v.walkinReleaseHours, 'Dilepas ke online (jam sebelum berangkat)', 0, 72);
  text(errors, 'reason', v.reason, 'Alasan', 500);
  return errors;
}
export const quotaValid = (v: QuotaValues) => isEmpty(quotaErrors(v));
export const toQuotaInput = (v: QuotaValues): QuotaInputDto => ({
  walkinPercent: Number(v.walkinPercent.trim()),
  walkinReleaseHours: Number(v.walkinReleaseHours.trim()),
  reason: v.reason.trim(),
});

/** Undur Keberangkatan (issue #38 item 2): how many minutes later, with the Alasan of a closure. */
export type DelayValues = StatusValues & { minutes: string };
export type DelayField = keyof DelayValues;

export function delayErrors(v: DelayValues): FieldErrors<DelayField> {
  const errors: Record<string, string> = { ...statusErrors(v) };
  whole(errors, 'minutes', v.minutes, 'Diundur (menit)', 5, 1440);
  return errors;
}
export const delayValid = (v: DelayValues) => isEmpty(delayErrors(v));
export const toDelayInput = (v: DelayValues): DepartureDelayInputDto => {
  const { status: _status, ...closure } = toStatusInput('held', v);
  return { ...closure, minutes: Number(v.minutes.trim()) };
};
