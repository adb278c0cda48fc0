import { describe, expect, it } from 'vitest';
import { accountOf, keepablePart, offlineKey, offlineTicketKind } from '../../src/lib/offline-tickets';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (payload: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.sig`;
const url = (path: string) => new URL(path, 'https://seberang.example');

describe('offline tickets: what the service worker may keep', () => {
  it('keeps the tiket-saya list, a ticket detail and its e-ticket PDF, and nothing else of the API', () => {
    expect(offlineTicketKind(url('/api/transaction/user/get-all?isActive=true&page=0&size=5'))).toBe('list');
    expect(offlineTicketKind(url('/api/transaction/get/42'))).toBe('detail');
    expect(offlineTicketKind(url('/api/transaction/generate/42'))).toBe('pdf');
    for (const other of [
      '/api/transaction/user/get-all?isActive=false&page=0&size=5', // history: never kept
      '/api/transaction/get/42/extra',
      '/api/transaction/get/abc',
      '/api/user/get',
      '/api/schedule/get-all/2026-11-25',
      '/api/transaction/order',
      '/tiket-saya',
    ]) {
      expect(offlineTicketKind(url(other)), other).toBeNull();
    }
  });

  it('keeps a copy under the account of the bearer token only', () => {
    expect(accountOf(`Bearer ${token({ sub: '7', exp: 1 })}`)).toBe('7');
    expect(accountOf(null)).toBeNull();
    expect(accountOf('Bearer not-a-jwt')).toBeNull();
    expect(accountOf(`Bearer ${token({ sub: 'admin' })}`)).toBeNull();
    expect(accountOf(`Basic ${token({ sub: '7' })}`)).toBeNull();
    const list = url('/api/transaction/get/42');
    expect(offlineKey(list, '7')).not.toBe(offlineKey(list, '8'));
    expect(offlineKey(list, '7')).toBe(offlineKey(url('/api/transaction/get/42#x'), '7'));
  });

  it('keeps the paid entries of a list page, a detail only while paid', () => {
    const item = (id: number, paid: boolean) => ({ id, paid, invoiceId: `INV-${id}` });
    const list = {
      status: 200,
      message: 'Success.',
      data: { transactions: [item(1, true), item(2, false)], has_more: true },
    };
    expect(keepablePart('list', list)).toEqual({
      status: 200,
      message: 'Success.',
      data: { transactions: [item(1, true)], has_more: true },
    });
    const detail = (paid: boolean) => ({
      status: 200,
      message: 'Success.',
      data: { id: 1, paid, boardingPass: paid ? 'x.y.z' : null },
    });
    expect(keepablePart('detail', detail(true))).toEqual(detail(true));
    expect(keepablePart('detail', detail(false))).toBeNull();
    for (const junk of [
      null,
      'x',
      [],
      { status: 404 },
      { status: 200, data: [] },
      { status: 200, data: { transactions: 'x' } },
    ]) {
      expect(keepablePart('list', junk)).toBeNull();
    }
  });
});
