// A booth ticket sold to a phone number that has no account yet (issue #24) becomes the account's
// when a passenger registers with that number: it is in their ticket list and opens; a ticket
// another number bought, or one an account already holds, is not taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  createUser,
  nextPhone,
  startServer,
  createDeparture,
  type TestServer,
  type TestUser,
} from './helpers';
import { createKasir, openShift, portIds, saleBody, sell, txRow } from './booth-helpers';

let s: TestServer;
let kasir: TestUser;
beforeAll(async () => {
  s = await startServer();
  kasir = await createKasir(s);
  await openShift(kasir);
});
afterAll(() => s?.close());

async function register(phone: string): Promise<string> {
  expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
  const otp = (await s.api.get('/api/dev/otp/{phone}', { params: { phone } })).body.data.otp as string;
  expect((await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp } })).status).toBe(200);
  const reg = await s.api.post('/api/auth/register', {
    body: { name: 'Rina Sitorus', phone_number: phone, password: PASSWORD },
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const login = await s.api.post('/api/auth/login', { body: { phone_number: phone, password: PASSWORD } });
  return login.body.data.token as string;
}

describe('a booth ticket and the account registered later with its number', () => {
  it('is in the new account’s ticket list and opens; other numbers’ tickets are not', async () => {
    const { Tigaras, Simanindo } = await portIds(s);
    const dep = await createDeparture(s, { from: Tigaras, to: Simanindo, capacity: 10, minutesAhead: 360 });
    const phone = nextPhone();
    const other = nextPhone();
    const mine = (await sell(kasir, saleBody(dep.id, 10_000_000, { phoneNumber: phone }))).body.data.ticket;
    const theirs = (await sell(kasir, saleBody(dep.id, 10_000_000, { phoneNumber: other }))).body.data.ticket;
    expect((await txRow(s, mine.transactionId)).userId).toBeNull();

    const token = await register(phone);
    const list = await s.api.get('/api/transaction/user/get-all', {
      token,
      query: { isActive: true, page: 0, size: 10 },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const ids = (list.body.data.transactions as { id: number }[]).map((t) => t.id);
    expect(ids).toEqual([mine.transactionId]);
    const detail = await s.api.get('/api/transaction/get/{id}', { token, params: { id: mine.transactionId } });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: mine.transactionId, invoiceId: mine.invoiceId });
    expect((await s.api.get('/api/transaction/get/{id}', { token, params: { id: theirs.transactionId } })).status).toBe(
      404,
    );
    expect((await txRow(s, theirs.transactionId)).userId).toBeNull();
  });

  it('a ticket sold to a number with an account is that account’s from the sale on', async () => {
    const passenger = await createUser(s);
    const { Tigaras, Simanindo } = await portIds(s);
    const dep = await createDeparture(s, { from: Tigaras, to: Simanindo, capacity: 10, minutesAhead: 360 });
    const t = (await sell(kasir, saleBody(dep.id, 10_000_000, { phoneNumber: passenger.phone }))).body.data.ticket;
    expect((await txRow(s, t.transactionId)).userId).toBe(passenger.id);
  });
});
