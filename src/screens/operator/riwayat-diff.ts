// Riwayat Perubahan's "sebelum → sesudah" (issue #22, in words since issue #38 item 4): the server
// sends each entry's fields already labelled and readable (server/operator/audit-words.ts, the same
// words as the CSV); this is how one reads as a line.
import type { AuditEntryDto } from '../../machines/operator/audit-log.machine';

export type FieldChange = AuditEntryDto['changes'][number];

/** 'Status: Lunas → Dibatalkan'; a field of something new or removed shows its one value. */
export function changeText(c: FieldChange): string {
  if (c.before !== null && c.after !== null) return `${c.label}: ${c.before} → ${c.after}`;
  return `${c.label}: ${c.after ?? c.before ?? '—'}`;
}
