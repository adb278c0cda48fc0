// Riwayat Perubahan's change lines (issue #38 item 4): the server's labelled words as one line —
// before → after for an edit, the one value for a field of something new or removed.
import { describe, expect, it } from 'vitest';
import { changeText } from '../../src/screens/operator/riwayat-diff';

describe('riwayat change lines', () => {
  it('reads an edit as before → after', () => {
    expect(changeText({ label: 'Status', before: 'Lunas', after: 'Dibatalkan' })).toBe('Status: Lunas → Dibatalkan');
  });
  it('reads a field of something new, or removed, as its value', () => {
    expect(changeText({ label: 'Harga', before: null, after: 'Rp 200.000' })).toBe('Harga: Rp 200.000');
    expect(changeText({ label: 'Kapal', before: 'KMP Sumut I', after: null })).toBe('Kapal: KMP Sumut I');
    expect(changeText({ label: 'Nilai', before: null, after: null })).toBe('Nilai: —');
  });
});
