// Riwayat Perubahan's "sebelum → sesudah" (issue #22): an audit row's before and after (the API
// shapes) as the fields that changed, each with readable values. A create has no before, a delete
// no after: every field then shows, against '—'.
import { AUDIT_FIELD_LABEL, weekdaysText } from '../../lib/operator-timetable-messages';
import { formatRupiah } from '../../../kernel/money';
import { formatDateMedium } from '../../../kernel/time';
import { closureText, type Closure } from '../../../kernel/closure';
import { STATUS_LABEL } from '../../lib/operator-messages';

export type FieldChange = { field: string; label: string; before: string; after: string };

const EMPTY = '—';

/** One value as text: a ship or port by its name, weekdays as 'Sen, Rab', booleans as Ya/Tidak. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (field === 'weekdays' && Array.isArray(value)) return weekdaysText(value as number[]);
  if (typeof value === 'number' && (field === 'price' || field === 'amount' || /Fee$/.test(field)))
    return formatRupiah(value);
  if (field === 'kind' && (value === 'vehicle' || value === 'passenger'))
    return value === 'vehicle' ? 'Kendaraan' : 'Penumpang';
  if (field === 'status' && typeof value === 'string') return STATUS_LABEL[value as keyof typeof STATUS_LABEL] ?? value;
  if (field === 'closure' && typeof value === 'object' && 'reason' in value) return closureText(value as Closure);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateMedium(value) || value;
  if (typeof value === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(value)) return value.slice(0, 5);
  if (typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    if (typeof o.name === 'string') return o.name;
    if (typeof o.route === 'string') return o.route;
    return Object.entries(o)
      .map(([k, v]) => `${AUDIT_FIELD_LABEL[k] ?? k}: ${valueText(k, v)}`)
      .join(', ');
  }
  if (Array.isArray(value)) return value.map((v) => valueText(field, v)).join(', ');
  return String(value as string | number);
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Ids the row names by other fields ('typeId' by 'typeName'): left out of the diff. */
const HIDDEN = new Set(['id', 'typeId']);

/** The changed fields of one audit row (ids are left out: the row names its thing). */
export function changes(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) {
    if (before === after || (before == null && after == null)) return [];
    return [{ field: '', label: 'Nilai', before: valueText('', before), after: valueText('', after) }];
  }
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter((k) => !HIDDEN.has(k));
  return keys
    .filter((k) => JSON.stringify(b?.[k] ?? null) !== JSON.stringify(a?.[k] ?? null))
    .map((k) => ({
      field: k,
      label: AUDIT_FIELD_LABEL[k] ?? k,
      before: valueText(k, b?.[k]),
      after: valueText(k, a?.[k]),
    }));
}
