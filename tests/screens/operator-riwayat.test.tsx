// Riwayat Perubahan (/operator/riwayat, issue #22) by role and label, with the real audit log
// machine against a fake API: each row's time (Asia/Jakarta), who, the action, the changed fields
// before → after and the reason; filters; Muat lebih banyak; Unduh CSV with the bearer token.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normaliseSpaces } from '../../kernel/money';
import { fakeApi, jwt, ok, renderApp, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();
beforeAll(() => preloadScreens('/operator/riwayat'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FARE = {
  id: 3,
  at: '2026-11-25T14:05:00+07:00',
  actorName: 'Admin Danau Toba',
  action: 'fare.create',
  title: 'Tarif baru ditetapkan',
  entity: 'fare',
  entityLabel: 'Tarif',
  entityId: 40,
  subject: 'Golongan IV',
  changes: [
    { label: 'Harga', before: null, after: 'Rp 165.000' },
    { label: 'Berlaku mulai', before: null, after: 'Kam 26 Nov 2026' },
    { label: 'Menggantikan', before: null, after: 'Rp 150.000 (berlaku mulai Rab 1 Jan 2020)' },
  ],
  before: { id: 12, validFrom: '2020-01-01', price: 150000, legalBasis: 'Tarif awal' },
  after: { id: 40, validFrom: '2026-11-26', price: 165000, legalBasis: 'Pergub Sumut 12/2026' },
  reason: 'Tarif baru provinsi',
};
const CANCEL = {
  id: 2,
  at: '2026-11-25T13:00:00+07:00',
  actorName: 'Admin Danau Toba',
  action: 'departure.cancel',
  title: 'Keberangkatan dibatalkan',
  entity: 'departure',
  entityLabel: 'Keberangkatan',
  entityId: 77,
  subject: 'Sen 30 Nov 2026 07:15 WIB, Tigaras → Simanindo',
  changes: [{ label: 'Status', before: 'Dibuka', after: 'Dibatalkan' }],
  before: { status: 'open', closure: null },
  after: { status: 'cancelled', closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 } },
  reason: 'Angin 20 knot',
};
const EXTRA = {
  id: 1,
  at: '2026-11-24T23:30:00+07:00',
  actorName: 'Budi Operator',
  action: 'ticket.cancel',
  title: 'Tiket dibatalkan',
  entity: 'ticket',
  entityLabel: 'Tiket',
  entityId: 90,
  subject: 'INV-20261124-0001 (BK 1234 AB), Kam 26 Nov 2026 23:00 WIB, Simanindo → Tigaras',
  changes: [
    { label: 'Status', before: 'Lunas', after: 'Dibatalkan' },
    { label: 'Cara refund', before: null, after: 'Tunai di loket' },
  ],
  before: null,
  after: { issuedDate: '2026-11-26', issuedTime: '23:00:00', ship: { id: 2, name: 'KMP Sumut II' } },
  reason: null,
};

function adminApi() {
  storeSession({ ...USER, id: 2, name: 'Admin Danau Toba' }, jwt(3600, { role: 'admin' }));
  const queries: URLSearchParams[] = [];
  const api = fakeApi({
    'GET /api/operator/audit': () => {
      const q = queries.at(-1)!;
      const page = Number(q.get('page'));
      if (q.get('entity') === 'fare') return ok({ entries: [FARE], page: 0, size: 20, total: 1 });
      return ok({ entries: page === 0 ? [FARE, CANCEL] : [EXTRA], page, size: 2, total: 3 });
    },
  });
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/api/operator/audit/csv') {
      csv.push({ query: url.searchParams, auth: request.headers.get('Authorization') });
      return new Response('id,waktu\n3,2026-11-25T14:05:00+07:00\n', { headers: { 'content-type': 'text/csv' } });
    }
    queries.push(url.searchParams);
    return inner(request);
  });
  const csv: { query: URLSearchParams; auth: string | null }[] = [];
  return { ...api, queries, csv };
}

describe('operator riwayat', () => {
  it('lists who changed what, when (WIB), before → after and why, and loads more', async () => {
    const api = adminApi();
    renderApp('/operator/riwayat');
    const fare = await screen.findByRole('article', { name: 'Tarif baru ditetapkan, 25 Nov 2026, 14:05 WIB' });
    expect(fare).toHaveTextContent('Admin Danau Toba');
    expect(fare).toHaveTextContent('Tarif: Golongan IV');
    const diff = within(fare).getByRole('list', { name: 'Perubahan' });
    expect(
      within(diff)
        .getAllByRole('listitem')
        .map((li) => normaliseSpaces(li.textContent ?? '')),
    ).toEqual([
      'Harga: Rp 165.000',
      'Berlaku mulai: Kam 26 Nov 2026',
      'Menggantikan: Rp 150.000 (berlaku mulai Rab 1 Jan 2020)',
    ]);
    expect(fare).toHaveTextContent('Alasan: Tarif baru provinsi');
    const cancel = screen.getByRole('article', { name: 'Keberangkatan dibatalkan, 25 Nov 2026, 13:00 WIB' });
    expect(cancel).toHaveTextContent('Keberangkatan: Sen 30 Nov 2026 07:15 WIB, Tigaras → Simanindo');
    expect(cancel).toHaveTextContent('Status: Dibuka → Dibatalkan');
    expect(cancel).not.toHaveTextContent('#77');

    await userEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    const ticket = await screen.findByRole('article', { name: 'Tiket dibatalkan, 24 Nov 2026, 23:30 WIB' });
    expect(ticket).toHaveTextContent('Tiket: INV-20261124-0001 (BK 1234 AB), Kam 26 Nov 2026 23:00 WIB');
    expect(ticket).toHaveTextContent('Status: Lunas → Dibatalkan');
    expect(ticket).toHaveTextContent('Cara refund: Tunai di loket');
    expect(ticket).toHaveTextContent('Alasan: —');
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
    expect(api.queries.map((q) => q.get('page'))).toEqual(['0', '1']);
  });

  it('filters by date, kind and staff, refuses Dari after Sampai, and downloads the CSV of the filter', async () => {
    const api = adminApi();
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:riwayat');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/operator/riwayat');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: /Tarif baru/ });
    const kinds = within(screen.getByRole('form', { name: 'Filter riwayat' })).getByLabelText('Jenis');
    expect(within(kinds).getByRole('option', { name: 'Tiket' })).toBeInTheDocument();
    expect(within(kinds).getByRole('option', { name: 'Refund' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Filter riwayat' });
    fireEvent.change(within(form).getByLabelText('Dari tanggal'), { target: { value: '2026-11-30' } });
    fireEvent.change(within(form).getByLabelText('Sampai tanggal'), { target: { value: '2026-11-01' } });
    await user.click(within(form).getByRole('button', { name: 'Terapkan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dari tanggal tidak boleh setelah Sampai tanggal.');

    fireEvent.change(within(form).getByLabelText('Dari tanggal'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('Sampai tanggal'), { target: { value: '2026-11-30' } });
    await user.selectOptions(within(form).getByLabelText('Jenis'), 'Tarif');
    await user.type(within(form).getByLabelText('Petugas'), 'Admin');
    await user.click(within(form).getByRole('button', { name: 'Terapkan' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: /Keberangkatan dibatalkan/ })).toBeNull());
    expect(screen.getByRole('article', { name: /Tarif baru/ })).toBeInTheDocument();
    expect(Object.fromEntries(api.queries.at(-1)!)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      entity: 'fare',
      actor: 'Admin',
      page: '0',
      size: '20',
    });

    await user.click(within(form).getByRole('button', { name: 'Unduh CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['riwayat-perubahan.csv']));
    expect(Object.fromEntries(api.csv[0]!.query)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      entity: 'fare',
      actor: 'Admin',
    });
    expect(api.csv[0]!.auth).toMatch(/^Bearer /);
  });
});
