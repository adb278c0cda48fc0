// Riwayat Perubahan's words (issue #38 item 4): every action written anywhere in server/ has a
// title, every key a writer puts in before/after has an Indonesian label, and values read as words.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_FIELD_WORDS,
  AUDIT_TITLE,
  auditChanges,
  changeLine,
  departureText,
  valueText,
} from '../../server/operator/audit-words';
import * as wire from '../../kernel/wire';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
const sources = files('server').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** Every audit action in the source: `action: '…'` and the status map's 'departure.…' values. */
const ENTITY = '(?:ship|pattern|exception|departure|fare|vehicle_class|ticket|refund)';
const actions = new Set(
  sources
    .filter((f) => !f.path.endsWith('audit-words.ts'))
    .flatMap((f) => [...f.text.matchAll(new RegExp(`'(${ENTITY}\\.[a-z_.]+)'`, 'g'))].map((m) => m[1]!)),
);

/** The keys of the object literals a writeAudit call puts in before/after. */
function writtenKeys(): Set<string> {
  const keys = new Set<string>();
  for (const { text } of sources) {
    for (const call of text.split('writeAudit(').slice(1)) {
      const body = call.slice(0, call.indexOf('reason'));
      for (const literal of body.matchAll(/(?:before|after): \{([^}]*)\}/g))
        for (const k of literal[1]!.matchAll(/(?:^|,)\s*([a-zA-Z]+)\s*(?=[:,]|$)/g)) keys.add(k[1]!);
    }
  }
  return keys;
}

describe('audit words', () => {
  it('finds the actions in the source, and every one has a title', () => {
    expect(actions.size).toBeGreaterThanOrEqual(20);
    for (const a of ['ticket.cancel', 'refund.paid', 'departure.hold', 'departure.reopen', 'ticket.reprint'])
      expect(actions).toContain(a);
    expect([...actions].filter((a) => !AUDIT_TITLE[a])).toEqual([]);
    expect(AUDIT_TITLE['ticket.checkin.void']).toBe('Check-in dibatalkan');
  });

  it('labels every key a writer stores, and every field of the shapes it stores whole', () => {
    const keys = writtenKeys();
    expect(keys).toContain('refundMethod');
    expect(keys).toContain('scheduleId');
    const shapes = ['OperatorDeparture', 'Ship', 'Pattern', 'Fare', 'VehicleClass', 'TimetableException'] as const;
    for (const name of shapes) {
      const shape = (wire as unknown as Record<string, { shape?: Record<string, unknown> } | undefined>)[name]?.shape;
      for (const k of Object.keys(shape ?? {})) keys.add(k);
    }
    for (const k of ['status', 'amount', 'method', 'plateNumber', 'driver', 'manifest']) keys.add(k);
    const ids = new Set(['id', 'typeId', 'fields']);
    expect([...keys].filter((k) => !ids.has(k) && !AUDIT_FIELD_WORDS[k])).toEqual([]);
  });

  it('says statuses, money, dates and departures in words', () => {
    expect(valueText('status', 'PAID', 'ticket')).toBe('Lunas');
    expect(valueText('status', 'REFUND_DUE', 'ticket')).toBe('Refund');
    expect(valueText('status', 'UNPAID', 'ticket')).toBe('Menunggu Pembayaran');
    expect(valueText('status', 'EXPIRED', 'ticket')).toBe('Kedaluwarsa');
    expect(valueText('status', 'held', 'departure')).toBe('Keberangkatan Ditahan');
    expect(valueText('status', 'stopped', 'departure')).toBe('Penjualan Ditunda');
    expect(valueText('origin', 'extra', 'departure')).toBe('Keberangkatan tambahan');
    expect(valueText('refundMethod', 'tunai', 'ticket')).toBe('Tunai di loket');
    expect(valueText('walkinMetres', 12.5, 'departure')).toBe('12,5 m');
    expect(valueText('validFrom', '2026-11-30', 'fare')).toBe('Sen 30 Nov 2026');
    expect(departureText({ date: '2026-11-30', time: '07:15:00', from: 'Tigaras', to: 'Simanindo' })).toBe(
      'Sen 30 Nov 2026 07:15 WIB, Tigaras → Simanindo',
    );
  });

  it('shows a new fare as new, with the fare it replaces, not as an edit of the old one', () => {
    const old = {
      id: 1,
      kind: 'vehicle',
      typeId: 4,
      typeName: 'Golongan IV',
      validFrom: '2020-01-01',
      amount: 150000,
      legalBasis: 'Lama',
    };
    const next = { ...old, id: 2, validFrom: '2026-12-01', amount: 200000, legalBasis: 'Baru' };
    const lines = auditChanges({ action: 'fare.create', entity: 'fare', before: old, after: next }).map(changeLine);
    expect(lines.map((l) => l.replace(/\u00a0/g, ' '))).toEqual([
      'Harga: Rp 200.000',
      'Berlaku mulai: Sel 1 Des 2026',
      'Dasar hukum: Baru',
      'Menggantikan: Rp 150.000 (berlaku mulai Rab 1 Jan 2020)',
    ]);
  });
});
