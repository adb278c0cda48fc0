// Riwayat Perubahan's before → after for a new fare (issue #22): the fare it supersedes against
// the new one, in words — no raw ids or codes.
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../../kernel/money';
import { changes } from '../../src/screens/operator/riwayat-diff';

const fare = (o: Record<string, unknown>) => ({
  id: 1,
  kind: 'vehicle',
  typeId: 4,
  typeName: 'Golongan IV',
  validFrom: '2020-01-01',
  amount: 185_000,
  legalBasis: 'Tarif awal',
  ...o,
});

describe('riwayat diff', () => {
  it('shows what a new fare changes against the one in force, without ids', () => {
    const rows = changes(fare({}), fare({ id: 9, validFrom: '2026-11-28', amount: 225_000, legalBasis: 'Pergub' }));
    expect(rows.map((r) => r.field)).toEqual(['validFrom', 'amount', 'legalBasis']);
    expect(rows.find((r) => r.field === 'amount')).toMatchObject({
      before: formatRupiah(185_000),
      after: formatRupiah(225_000),
    });
  });

  it('names the fare kind in Indonesian when there was nothing before', () => {
    const rows = changes(null, fare({ kind: 'passenger', typeId: 1, typeName: 'DEWASA' }));
    expect(rows.find((r) => r.field === 'kind')).toMatchObject({ before: '—', after: 'Penumpang' });
    expect(rows.some((r) => r.field === 'typeId' || r.field === 'id')).toBe(false);
  });
});
