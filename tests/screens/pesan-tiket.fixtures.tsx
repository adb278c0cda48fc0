// Shared fixtures for the order screens' tests (pesan-tiket, konfirmasi-pesanan, tiket-saya,
// riwayat-transaksi, tiket-detail): a signed-in session in localStorage, a fake API behind the real
// typed client, and a router that shows where the screen navigated.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from './memory-router';
import { createApiClient, setApiClient } from '../../src/api/client';
import type { TransactionListItem } from '../../src/api/transactions';
import { SessionProvider } from '../../src/hooks/session';
import { StaticLanguage } from '../../src/hooks/language';
import type { Language } from '../../kernel/language';

export const USER = {
  id: 7,
  name: 'Rina Siregar',
  phone_number: '081234567890',
  age: 30,
  gender: 'Perempuan',
  domicile: 'Medan',
};

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A token that stays valid for a day after `nowMs`. */
export const tokenFor = (nowMs: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ sub: '7', exp: Math.floor(nowMs / 1000) + 86_400 })}.sig`;

export const SCHEDULE = {
  id: 42,
  issuedDate: '2026-11-23',
  issuedTime: '08:30:00',
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  qty: 10,
};
export const VEHICLE_TYPES = [
  { id: 3, vehicleClass: 'Golongan II', vehicleType: 'Sepeda motor', price: 60_000, insuranceFee: 1_000 },
  { id: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil penumpang', price: 250_000, insuranceFee: 2_000 },
];
export const PASSENGER_TYPES = [
  { id: 1, fee: 15_000, feeType: 'DEWASA', insuranceFee: 500, description: 'Penumpang dewasa' },
  { id: 2, fee: 7_500, feeType: 'ANAK-ANAK', insuranceFee: 250, description: 'Di bawah 5 tahun' },
];
export const DRIVER = {
  name: 'Budi Sitorus',
  phoneNumber: '081298765432',
  age: 40,
  domicile: 'Medan',
  gender: 'Laki - Laki',
};

export function transaction(
  id: number,
  paid: boolean,
  placedOrderDateTime: string,
  extra: Partial<TransactionListItem> = {},
): TransactionListItem {
  return {
    id,
    invoiceId: `INV-20261122-${String(id).padStart(6, '0')}`,
    paid,
    paymentUrl: paid ? null : `http://pay.test/api/payment/simulator/sim_${id}`,
    placedOrderDateTime,
    price: 291_150,
    schedule: {
      id: 42,
      issuedDate: '2026-11-23',
      issuedTime: '08:30:00',
      fromRoute: SCHEDULE.fromRoute,
      toRoute: SCHEDULE.toRoute,
    },
    ...extra,
  };
}

/** Stores the session (token and user) the SessionProvider restores. */
export function signIn(nowMs: number): string {
  const token = tokenFor(nowMs);
  localStorage.setItem('authToken', JSON.stringify(token));
  localStorage.setItem('user', JSON.stringify(USER));
  return token;
}

/** Stores a complete booking draft for schedule 42 (what pesan-tiket saves). */
export function storeDraft(counts: Record<string, number> = { '1': 2, '2': 1 }) {
  const set = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
  set('scheduleId', 42);
  set('schedule', SCHEDULE);
  set('kendaraan', { plate_number: 'BK 1234 ABC', vehicle_type: VEHICLE_TYPES[1] });
  set('pengemudi', DRIVER);
  set('penumpang', [{ passengerTypeId: 1, name: 'Sari', age: 30, domicile: 'Medan' }]);
  set('passengerFee', PASSENGER_TYPES);
  set('passengerTypeCounts', counts);
}

export const stored = (key: string): unknown => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

export type ApiRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type ApiAnswer = { status?: number; data?: unknown; message?: string; file?: { bytes: string; type: string } };
export type ApiHandler = (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>;

/**
 * Points the app's client at handlers keyed 'METHOD /path' (exact path, query apart). Unknown calls
 * answer 404. Returns the log of requests.
 */
export function fakeApi(handlers: Record<string, ApiHandler>, token: string): ApiRequest[] {
  const log: ApiRequest[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const entry: ApiRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    log.push(entry);
    const handler = handlers[`${request.method} ${url.pathname}`];
    const answer: ApiAnswer = handler ? await handler(entry) : { status: 404, message: 'Not found.' };
    const status = answer.status ?? 200;
    if (answer.file) return new Response(answer.file.bytes, { status, headers: { 'content-type': answer.file.type } });
    const body =
      status < 300
        ? { status, message: 'OK', data: answer.data ?? null }
        : { status, message: answer.message ?? 'Error' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  setApiClient(
    createApiClient({ baseUrl: 'http://test', fetch: fetch as typeof globalThis.fetch, getToken: () => token }),
  );
  return log;
}

function Location() {
  const location = useLocation();
  return <output aria-label="lokasi">{location.pathname}</output>;
}

/** Renders `element` at `path` (matched by `pattern`) inside the session and a router. */
/** `path`: a URL, or one with its navigation state ({ pathname, state }); `language`: the interface's (issue #40). */
export function renderRoute(
  path: string | { pathname: string; state: unknown },
  pattern: string,
  element: ReactNode,
  language: Language = 'id',
) {
  return render(
    <StaticLanguage language={language}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<p>lain</p>} />
          </Routes>
          <Location />
        </SessionProvider>
      </MemoryRouter>
    </StaticLanguage>,
  );
}
