// The order flow end to end over the real STOMP hub with @stomp/stompjs: the payment page or the
// sold-out message reaches the ordering user's sessions, and nobody else's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Cleanup, stompClient, subscribedUser } from './fixtures/stomp-helpers';
import { expectPaymentMessage } from './contract';
import { createDeparture, createUser, orderBody, startServer, type TestServer } from './helpers';

let s: TestServer;
let wsUrl: string;
const cleanup = new Cleanup();
beforeAll(async () => {
  s = await startServer({ realPush: true });
  wsUrl = `ws://127.0.0.1:${s.port}/api/ws`;
});
afterEach(() => cleanup.run());
afterAll(() => s?.close());

const parse = (m: { body: string }) => {
  const body = JSON.parse(m.body);
  expectPaymentMessage(body);
  return body;
};

describe('orders over STOMP', () => {
  it('pushes the payment page to the buyer and "sold out" to the next, never crossing users', async () => {
    const dep = await createDeparture(s, { capacity: 1 });
    const [alice, bob] = await Promise.all([createUser(s), createUser(s)]);
    const aliceWs = await subscribedUser(cleanup, wsUrl, alice.token);
    const aliceSecondTab = await subscribedUser(cleanup, wsUrl, alice.token);
    const bobWs = await subscribedUser(cleanup, wsUrl, bob.token);

    const a = await alice.api.post('/api/transaction/order', { body: orderBody(dep.id) });
    expect(a.status).toBe(202);
    const toAlice = parse(await aliceWs.messages.next());
    expect(toAlice).toMatchObject({ userId: alice.id, status: 200, requestId: a.body.data.requestId });
    expect(toAlice.paymentUrl).toMatch(new RegExp(`^${s.base}/api/payment/simulator/sim_`));
    expect(parse(await aliceSecondTab.messages.next())).toEqual(toAlice);

    const b = await bob.api.post('/api/transaction/order', { body: orderBody(dep.id, { plate_number: 'BK 2 BOB' }) });
    expect(b.status).toBe(202);
    const toBob = parse(await bobWs.messages.next());
    expect(toBob).toEqual({ userId: bob.id, status: 500, requestId: b.body.data.requestId });

    await s.built.orders.idle();
    expect(aliceWs.messages.items).toHaveLength(1);
    expect(aliceSecondTab.messages.items).toHaveLength(1);
    expect(bobWs.messages.items).toHaveLength(1);
  });

  it('the payment page from the push opens', async () => {
    const dep = await createDeparture(s, { capacity: 2 });
    const user = await createUser(s);
    const ws = await subscribedUser(cleanup, wsUrl, user.token);
    await user.api.post('/api/transaction/order', { body: orderBody(dep.id) });
    const { paymentUrl } = parse(await ws.messages.next());
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Bayar');
  });

  it('refuses a CONNECT without a valid token, and a logged-out token', async () => {
    const anon = stompClient(cleanup, wsUrl, {});
    expect((await anon.errors.next()).command).toBe('ERROR');
    const bogus = stompClient(cleanup, wsUrl, { Authorization: 'Bearer nope' });
    expect((await bogus.errors.next()).command).toBe('ERROR');
    const user = await createUser(s);
    await user.api.post('/api/auth/logout');
    const revoked = stompClient(cleanup, wsUrl, { Authorization: `Bearer ${user.token}` });
    expect((await revoked.errors.next()).command).toBe('ERROR');
  });

  it('negotiates the 10 s heart-beat', async () => {
    const user = await createUser(s);
    const c = stompClient(cleanup, wsUrl, { Authorization: `Bearer ${user.token}` });
    const frame = await c.connected;
    expect(frame.headers['version']).toBe('1.2');
    expect(frame.headers['heart-beat']).toBe('10000,10000');
  });
});
