// The console's Refund page (/operator/refund, issue #23) by role and label, with the real refunds
// machine against a fake API that keeps the refunds: the due list first with every detail, Tandai
// Sudah Dibayar confirmed in a dialog (amount, invoice) before the call, the row leaving the due
// list and shown Sudah dibayar under Semua, Sebelumnya / Berikutnya, a 409's reason, and a 403.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normaliseSpaces } from '../../kernel/money';
import { fail, fakeApi, jwt, ok, renderApp, storeSession, USER, type FakeReply } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();
beforeAll(() => preloadScreens('/operator/refund'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

type Refund = Record<string, unknown> & { id: number; status: string; invoiceId: string };

const refund = (id: number, status: string, extra: object = {}): Refund => ({
  id,
  transactionId: 100 + id,
  invoiceId: `INV-00${id}`,
  amount: 150000,
  percent: 100,
  cause: 'operator_cancel',
  status,
  method: null,
  requestedAt: '2026-11-25T07:05:00.000Z',
  refundedAt: null,
  paidBy: null,
  lastError: null,
  phoneNumber: '081234567890',
  paymentMethod: 'Virtual Account',
  bankName: 'BCA',
  departure: {
    scheduleId: 9,
    issuedDate: '2026-11-27',
    issuedTime: '07:15:00',
    fromRoute: 'Simanindo',
    toRoute: 'Tigaras',
  },
  ...extra,
});

/** An admin session and a fake refunds API holding `rows`, `size` per page; every GET's query is kept. */
function adminApi(rows: Refund[], size = 20, onPaid?: (row: Refund) => FakeReply | undefined) {
  storeSession({ ...USER, id: 2, name: 'Admin Danau Toba' }, jwt(3600, { role: 'admin' }));
  const queries: URLSearchParams[] = [];
  const api = fakeApi({
    'GET /api/operator/refunds': () => {
      const q = queries.at(-1)!;
      const listed = q.get('status') === 'all' ? rows : rows.filter((r) => r.status === 'due');
      const page = Number(q.get('page') ?? 0);
      const totalPages = Math.ceil(listed.length / size);
      return ok({ refunds: listed.slice(page * size, (page + 1) * size), page, totalPages });
    },
  });
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const paid = /^\/api\/operator\/refunds\/(\d+)\/paid$/.exec(url.pathname);
    if (paid && request.method === 'POST') {
      posts.push({ id: Number(paid[1]), xsrf: request.headers.get('X-XSRF-TOKEN') });
      const row = rows.find((r) => r.id === Number(paid[1]))!;
      const reply = onPaid?.(row) ?? answerPaid(row);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }
    if (url.pathname === '/api/operator/refunds') queries.push(url.searchParams);
    return inner(request);
  });
  const posts: { id: number; xsrf: string | null }[] = [];
  return { ...api, queries, posts };
}

function answerPaid(row: Refund): FakeReply {
  if (row.status !== 'due') return fail(409, 'Refund ini tidak menunggu dibayar.');
  Object.assign(row, {
    status: 'paid',
    method: 'manual',
    refundedAt: '2026-11-26T03:30:00.000Z',
    paidBy: 'Admin Danau Toba',
  });
  return ok({ refund: row });
}

const text = (element: HTMLElement) => normaliseSpaces(element.textContent ?? '');

describe('operator refund', () => {
  it('lists the due refunds with their details and marks one paid after the confirmation', async () => {
    const rows = [
      refund(1, 'due', {
        cause: 'passenger',
        amount: 112500,
        percent: 75,
        lastError: 'Metode pembayaran tidak mendukung refund otomatis.',
      }),
      refund(2, 'refunded', { method: 'midtrans', refundedAt: '2026-11-25T08:00:00.000Z' }),
      refund(3, 'due', { cause: 'late_payment', paymentMethod: 'QRIS', bankName: 'QRIS' }),
    ];
    const api = adminApi(rows);
    renderApp('/operator/refund');
    expect(screen.getByRole('heading', { level: 1, name: 'Refund' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Refund INV-001' });
    expect(screen.queryByRole('article', { name: 'Refund INV-002' })).toBeNull();
    expect(text(first)).toContain('Simanindo → Tigaras, Jumat, 27 Nov 2026, 07:15 WIB');
    expect(text(first)).toContain('Rp 112.500 (75%)');
    expect(first).toHaveTextContent('Dibatalkan penumpang');
    expect(first).toHaveTextContent('Menunggu dibayar');
    expect(first).toHaveTextContent('081234567890');
    expect(first).toHaveTextContent('Virtual Account BCA');
    expect(first).toHaveTextContent('25 Nov 2026, 14:05 WIB');
    expect(first).toHaveTextContent('Metode pembayaran tidak mendukung refund otomatis.');
    const third = screen.getByRole('article', { name: 'Refund INV-003' });
    expect(third).toHaveTextContent('Pembayaran terlambat');
    expect(third).toHaveTextContent(/Pembayaran\s*QRIS/);
    expect(api.queries.map((q) => [q.get('status'), q.get('page')])).toEqual([['due', '0']]);

    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Tandai Sudah Dibayar' }));
    let dialog = screen.getByRole('dialog', { name: 'Tandai Sudah Dibayar' });
    expect(text(dialog)).toContain('INV-001');
    expect(text(dialog)).toContain('Rp 112.500');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts).toEqual([]);

    await user.click(within(first).getByRole('button', { name: 'Tandai Sudah Dibayar' }));
    dialog = screen.getByRole('dialog', { name: 'Tandai Sudah Dibayar' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Tandai Sudah Dibayar' }));
    await vi.waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'Refund INV-001 ditandai sudah dibayar.',
      ),
    );
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Refund INV-001' })).toBeNull());
    expect(api.posts).toEqual([{ id: 1, xsrf: 'test-xsrf' }]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Tampilkan'), 'Semua');
    const paid = await screen.findByRole('article', { name: 'Refund INV-001' });
    expect(paid).toHaveTextContent('Sudah dibayar');
    expect(paid).toHaveTextContent('Admin Danau Toba');
    expect(paid).toHaveTextContent('Transfer manual oleh operator');
    expect(within(paid).queryByRole('button', { name: 'Tandai Sudah Dibayar' })).toBeNull();
    const refunded = screen.getByRole('article', { name: 'Refund INV-002' });
    expect(refunded).toHaveTextContent('Sudah dikembalikan');
    expect(refunded).toHaveTextContent('Keberangkatan dibatalkan operator');
    expect(api.queries.at(-1)?.get('status')).toBe('all');
  });

  it('pages with Sebelumnya and Berikutnya', async () => {
    const api = adminApi([refund(1, 'due'), refund(2, 'due'), refund(3, 'due')], 2);
    renderApp('/operator/refund');
    await screen.findByRole('article', { name: 'Refund INV-001' });
    const pages = screen.getByRole('navigation', { name: 'Halaman refund' });
    expect(pages).toHaveTextContent('Halaman 1 dari 2');
    expect(within(pages).getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(pages).getByRole('button', { name: 'Berikutnya' }));
    await screen.findByRole('article', { name: 'Refund INV-003' });
    expect(screen.queryByRole('article', { name: 'Refund INV-001' })).toBeNull();
    expect(pages).toHaveTextContent('Halaman 2 dari 2');
    expect(within(pages).getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Sebelumnya' }));
    await screen.findByRole('article', { name: 'Refund INV-002' });
    expect(api.queries.map((q) => q.get('page'))).toEqual(['0', '1', '0']);
  });

  it("shows the server's reason when the refund is no longer due, and reloads", async () => {
    const rows = [refund(1, 'due'), refund(2, 'due')];
    const api = adminApi(rows, 20, (row) => {
      row.status = 'paid'; // paid meanwhile from another console
      return fail(409, 'Refund ini sudah ditandai dibayar oleh petugas lain.');
    });
    renderApp('/operator/refund');
    const first = await screen.findByRole('article', { name: 'Refund INV-001' });
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Tandai Sudah Dibayar' }));
    await user.click(screen.getByRole('button', { name: 'Ya, Tandai Sudah Dibayar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refund ini sudah ditandai dibayar oleh petugas lain.');
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Refund INV-001' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Refund INV-002' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.queries).toHaveLength(2);
  });

  it('tells an account without access so, and offers Coba lagi', async () => {
    storeSession({ ...USER, id: 2 }, jwt(3600, { role: 'admin' }));
    const api = fakeApi({ 'GET /api/operator/refunds': () => fail(403, 'Forbidden.') });
    renderApp('/operator/refund');
    expect(await screen.findByRole('alert')).toHaveTextContent('Akun ini tidak memiliki akses ke konsol operator.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await vi.waitFor(() => expect(api.to('GET', '/api/operator/refunds')).toHaveLength(2));
  });
});
