import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, SimulatedClock, type AnyActorRef } from 'xstate';
import { orderMachine, RECONNECT_DELAY_MS } from '../../src/machines/order.machine';
import { draftPrice, orderRequest, readDraft, type OpenPayment } from '../../src/machines/order-draft';
import { savedPaymentMachine } from '../../src/machines/saved-payment.machine';
import { orderPlacementMachine, RESULT_TIMEOUT_MS } from '../../src/machines/order-placement.machine';
import { soldOutOfferMachine } from '../../src/machines/sold-out-offer.machine';
import { openOrderMachine, type OpenOrder } from '../../src/machines/open-order.machine';
import { ORDER_MSG } from '../../src/lib/order-messages';
import { createPaymentSocket, socketUrl, type PaymentMessage, type StompClientLike } from '../../src/api/socket';
import { parsePaymentMessage } from '../../src/api/payment-message';
import { createMemoryBackend, createStorage, type TypedStorage } from '../../src/lib/storage';
import { after, assertFullCoverage, done, failed, idle, pending, runModels } from './model';
import { navigationSpy } from './navigation';
import type { StompConfig, IMessage, IFrame } from '@stomp/stompjs';

const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const USER_ID = 7;
const TOKEN = 'header.payload.signature';
const REQUEST_ID = '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11';
const PAY_URL = 'http://127.0.0.1:4000/api/payment/simulator/sim_abc';
const OLD_URL = 'http://127.0.0.1:4000/api/payment/simulator/sim_old';

const schedule = {
  id: 42,
  issuedDate: '2026-11-23',
  issuedTime: '08:30:00',
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  qty: 10,
};
const vehicleType = {
  id: 4,
  vehicleClass: 'Golongan IV',
  vehicleType: 'Mobil penumpang',
  price: 250_000,
  insuranceFee: 2_000,
};
const passengerTypes = [
  { id: 1, fee: 15_000, feeType: 'DEWASA', insuranceFee: 500, description: 'Penumpang dewasa' },
  { id: 2, fee: 7_500, feeType: 'ANAK-ANAK', insuranceFee: 250, description: 'Di bawah 5 tahun' },
];
const driver = { name: 'Budi Sitorus', phoneNumber: '081234567890', age: 40, domicile: 'Medan', gender: 'Laki - Laki' };

function storeDraft(storage: TypedStorage) {
  storage.set('scheduleId', 42);
  storage.set('schedule', schedule);
  storage.set('kendaraan', { plate_number: 'BK 1234 ABC', vehicle_type: vehicleType });
  storage.set('pengemudi', driver);
  storage.set('penumpang', [{ passengerTypeId: 1, name: 'Sari', age: 30, domicile: 'Medan' }]);
  storage.set('passengerFee', passengerTypes);
  storage.set('passengerTypeCounts', { '1': 2, '2': 1 });
}

function world(opts: { draft?: boolean; savedPaymentAgeMs?: number | null } = {}) {
  const storage = createStorage(createMemoryBackend());
  if (opts.draft ?? true) storeDraft(storage);
  if (opts.savedPaymentAgeMs != null) {
    storage.set('paymentData', { paymentUrl: OLD_URL, timestamp: START - opts.savedPaymentAgeMs });
    storage.set('paymentUrl', OLD_URL);
  }
  return storage;
}

const ours = (status: number, paymentUrl?: string | null): PaymentMessage => ({
  userId: USER_ID,
  status,
  paymentUrl,
  requestId: REQUEST_ID,
});

type Stubs = Partial<
  Record<
    'socket' | 'placeOrder' | 'verifySavedPayment' | 'recoverPayment' | 'findAlternative' | 'releaseHold' | 'openOrder',
    unknown
  >
>;

/** No open unpaid order of this departure: the openOrder child ends at once (outcome none). */
const noOpenOrder = setup({}).createMachine({
  id: 'noOpenOrder',
  initial: 'done',
  states: { done: { type: 'final' } },
  output: () => ({ kind: 'none' }),
});

/** The real openOrder child, finding `open` (or nothing) and releasing through `releaseHold`. */
const openOrderWith = (open: OpenOrder | null, releaseHold: unknown = pending()) =>
  openOrderMachine.provide({
    actors: { findOpenOrder: fromPromise(async () => open), releaseHold: releaseHold as never },
  });

/** The real children, every actor a stub the test controls (overrides by the actor's name). */
function stubs(overrides: Stubs = {}) {
  const use = (name: keyof Stubs, fallback: unknown) => (overrides[name] ?? fallback) as never;
  return orderMachine.provide({
    actors: {
      socket: use('socket', idle()),
      savedPayment: savedPaymentMachine.provide({
        actors: {
          verifySavedPayment: use('verifySavedPayment', pending()),
          releaseHold: use('releaseHold', pending()),
        },
      }),
      openOrder: use('openOrder', noOpenOrder),
      orderPlacement: orderPlacementMachine.provide({
        actors: { placeOrder: use('placeOrder', pending()), recoverPayment: use('recoverPayment', pending()) },
      }),
      soldOutOffer: soldOutOfferMachine.provide({ actors: { findAlternative: use('findAlternative', pending()) } }),
    },
  });
}

/** The exits the screen supplies, by the final state that takes each. */
const EXITS = { redirecting: 'toPayment', switched: 'toBooking', noDraft: 'backToBooking', home: 'goHome' } as const;
const nav = navigationSpy(Object.values(EXITS));

/** Every child a stub: the model decides their outcomes with done events. */
const stubbedChildren = orderMachine.provide({
  actors: {
    socket: idle(),
    savedPayment: pending(),
    openOrder: pending(),
    orderPlacement: pending(),
    soldOutOffer: pending(),
  } as never,
  actions: nav.actions,
});

const child = <K extends 'savedPayment' | 'openOrder' | 'orderPlacement' | 'soldOutOffer'>(
  actor: { getSnapshot: () => { children: Record<string, unknown> } },
  id: K,
) =>
  actor.getSnapshot().children[id] as
    { getSnapshot: () => { value: unknown; context: Record<string, unknown> }; send: (e: never) => void } | undefined;

function start(storage: TypedStorage, machine = stubs(), clock = new SimulatedClock()) {
  if (clock.now() === 0) clock.set(START);
  return {
    clock,
    actor: createActor(machine, {
      clock,
      input: { userId: USER_ID, token: TOKEN, storage, now: () => clock.now(), newRequestId: () => REQUEST_ID },
    }).start(),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('order draft and price', () => {
  it('reads the stored draft and prices it with the shared pricing rule', () => {
    const storage = world();
    const draft = readDraft(storage);
    expect(draft?.scheduleId).toBe(42);
    // 250000 + 2×15000 + 7500 + 2000 + 400 + 2×500 + 250
    expect(draftPrice(draft!)?.total).toBe(291_150);
  });

  it('has no draft when the stored schedule belongs to another departure', () => {
    const storage = world();
    storage.set('scheduleId', 43);
    expect(readDraft(storage)).toBeNull();
  });

  it('builds the order request with counts above 0, the named passengers and the requestId', () => {
    const body = orderRequest(readDraft(world())!, REQUEST_ID);
    expect(body).toEqual({
      plate_number: 'BK 1234 ABC',
      driver,
      passengers: [
        { passengerId: 1, amount: 2 },
        { passengerId: 2, amount: 1 },
      ],
      schedule: 42,
      vehicle: 4,
      manifest: [{ passengerId: 1, name: 'Sari', age: 30, domicile: 'Medan' }],
      requestId: REQUEST_ID,
    });
  });
});

describe('order machine', () => {
  it('connects, then sends ONE order for a double tap and redirects on status 200 with the payment URL', () => {
    const storage = world();
    const placed: unknown[] = [];
    const { actor, clock } = start(
      storage,
      stubs({
        placeOrder: fromPromise(async ({ input }: { input: { body: unknown } }) => {
          placed.push(input.body);
          return { requestId: REQUEST_ID };
        }),
      }),
    );
    expect(actor.getSnapshot().matches({ live: { connection: { online: 'connecting' } } })).toBe(true);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ live: { order: 'idle' } })).toBe(true); // not subscribed yet
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ requestId: REQUEST_ID, schedule: 42 });

    clock.increment(3_000);
    actor.send({ type: 'SOCKET.MESSAGE', message: ours(200, PAY_URL) });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().context.redirectUrl).toBe(PAY_URL);
    expect(storage.get('paymentData')).toEqual({ paymentUrl: PAY_URL, timestamp: START + 3_000 });
    expect(storage.get('paymentUrl')).toBe(PAY_URL);
  });

  it('ignores messages of another order (another requestId) and of another user', () => {
    const { actor } = start(world());
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SOCKET.MESSAGE', message: { ...ours(200, PAY_URL), requestId: 'someone-else' } });
    actor.send({ type: 'SOCKET.MESSAGE', message: { ...ours(200, PAY_URL), userId: 8 } });
    expect(actor.getSnapshot().matches({ live: { order: 'placing' } })).toBe(true);
  });

  it.each([
    [ours(422), ORDER_MSG.closedForSale],
    [ours(425), ORDER_MSG.outsideWindow],
    [ours(502), ORDER_MSG.paymentUnavailable],
    [ours(409), ORDER_MSG.otherStatus],
    [ours(503), ORDER_MSG.otherStatus],
    [ours(200), ORDER_MSG.otherStatus],
    [ours(500, PAY_URL), ORDER_MSG.otherStatus],
    [ours(200, 'javascript:alert(1)'), ORDER_MSG.otherStatus],
  ])('alerts for the pushed outcome %o', (message, alert) => {
    const { actor } = start(world());
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SOCKET.MESSAGE', message });
    expect(actor.getSnapshot().context.alert).toBe(alert);
    actor.send({ type: 'ALERT.DISMISS' });
    expect(actor.getSnapshot().matches({ live: { order: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it.each([[ours(500, null)], [ours(500)]])(
    "after 'Tiket ini sudah habis' (%o) takes no Konfirmasi and offers the next departure with places (issue #11)",
    (message) => {
      const storage = world();
      const { actor } = start(storage);
      actor.send({ type: 'SOCKET.CONNECTED' });
      actor.send({ type: 'CONFIRM' });
      actor.send({ type: 'SOCKET.MESSAGE', message });
      expect(actor.getSnapshot().context.alert).toBe(ORDER_MSG.soldOut);
      expect(actor.getSnapshot().context.refusal).toBe(ORDER_MSG.soldOut);
      actor.send({ type: 'ALERT.DISMISS' });
      expect(actor.getSnapshot().context.alert).toBeNull();
      expect(actor.getSnapshot().matches({ live: { order: 'soldOut' } })).toBe(true);
      expect(child(actor, 'soldOutOffer')?.getSnapshot().value).toBe('searching');
      actor.send({ type: 'CONFIRM' });
      expect(actor.getSnapshot().matches({ live: { order: 'soldOut' } })).toBe(true);
      const next = { ...schedule, id: 43, issuedTime: '10:30:00', qty: 12 };
      child(actor, 'soldOutOffer')?.send(done('findAlternative', next) as never);
      expect(child(actor, 'soldOutOffer')?.getSnapshot().context.alternative).toEqual(next);
      actor.send({ type: 'ALTERNATIVE.CHOOSE' });
      expect(actor.getSnapshot().value).toBe('switched');
      // The draft moved to the next departure, vehicle, driver and passengers kept.
      expect(storage.get('scheduleId')).toBe(43);
      expect(storage.get('schedule')).toEqual(next);
      expect(storage.get('pengemudi')).toEqual(driver);
      expect(storage.get('passengerTypeCounts')).toEqual({ '1': 2, '2': 1 });
    },
  );

  it('after push 423 (issue #22: closed by the operator) says so in Indonesian and offers another departure', () => {
    expect(ORDER_MSG.closedByOperator).toBe('Keberangkatan ini ditutup oleh operator. Silakan pilih jadwal lain.');
    const storage = world();
    const { actor } = start(storage);
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SOCKET.MESSAGE', message: ours(423) });
    expect(actor.getSnapshot().context.alert).toBe(ORDER_MSG.closedByOperator);
    expect(actor.getSnapshot().context.refusal).toBe(ORDER_MSG.closedByOperator);
    actor.send({ type: 'ALERT.DISMISS' });
    // No Konfirmasi for this departure; the next one with places is looked for and may be chosen.
    expect(actor.getSnapshot().matches({ live: { order: 'soldOut' } })).toBe(true);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ live: { order: 'soldOut' } })).toBe(true);
    const next = { ...schedule, id: 44, issuedTime: '11:30:00', qty: 9 };
    child(actor, 'soldOutOffer')?.send(done('findAlternative', next) as never);
    actor.send({ type: 'ALTERNATIVE.CHOOSE' });
    expect(actor.getSnapshot().value).toBe('switched');
    expect(storage.get('scheduleId')).toBe(44);
  });

  it('says so when no other departure on the route has places (or the search fails)', () => {
    for (const outcome of [done('findAlternative', null), failed('findAlternative', new Error('offline'))]) {
      const { actor } = start(world());
      actor.send({ type: 'SOCKET.CONNECTED' });
      actor.send({ type: 'CONFIRM' });
      actor.send({ type: 'SOCKET.MESSAGE', message: ours(500, null) });
      child(actor, 'soldOutOffer')?.send(outcome as never);
      expect(child(actor, 'soldOutOffer')?.getSnapshot().value).toBe('none');
      expect(child(actor, 'soldOutOffer')?.getSnapshot().context.alternative).toBeNull();
    }
  });

  it('tells the user the departure closed for online sale (push 422), not to log out and in again', () => {
    const { actor } = start(world());
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SOCKET.MESSAGE', message: ours(422) });
    const alert = actor.getSnapshot().context.alert;
    expect(alert).toMatch(/sudah ditutup/);
    expect(alert).not.toBe(ORDER_MSG.otherStatus);
    expect(actor.getSnapshot().matches({ live: { order: 'failed' } })).toBe(true);
  });

  it("alerts 'Error sending ticket' when the order cannot be sent", async () => {
    const { actor } = start(
      world(),
      stubs({
        placeOrder: fromPromise(async () => {
          throw new Error('offline');
        }),
      }),
    );
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.alert).toBe('Error sending ticket'));
  });

  it('reconnects 5 seconds after the socket drops (simulated clock)', () => {
    let connections = 0;
    const { actor, clock } = start(
      world(),
      stubs({
        socket: fromCallback(() => {
          connections += 1;
          return () => undefined;
        }),
      }),
    );
    expect(connections).toBe(1);
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'SOCKET.DROPPED', reason: 'WebSocket closed' });
    expect(actor.getSnapshot().matches({ live: { connection: 'offline' } })).toBe(true);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ live: { order: 'idle' } })).toBe(true); // not while offline
    clock.increment(RECONNECT_DELAY_MS - 1);
    expect(connections).toBe(1);
    clock.increment(1);
    expect(connections).toBe(2);
    expect(actor.getSnapshot().matches({ live: { connection: { online: 'connecting' } } })).toBe(true);
  });

  it('closes the socket when the screen is left (the actor stops)', () => {
    let closed = 0;
    const { actor } = start(world(), stubs({ socket: fromCallback(() => () => void (closed += 1)) }));
    actor.stop();
    expect(closed).toBe(1);
  });

  it('re-sends the same order after a reconnect while waiting, so a lost push is pushed again', () => {
    const bodies: Array<{ requestId?: string }> = [];
    const { actor } = start(
      world(),
      stubs({
        placeOrder: fromPromise(async ({ input }: { input: { body: { requestId?: string } } }) => {
          bodies.push(input.body);
          return { requestId: REQUEST_ID };
        }),
      }),
    );
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'CONFIRM' });
    return vi
      .waitFor(() => expect(child(actor, 'orderPlacement')?.getSnapshot().value).toBe('awaitingResult'))
      .then(() => {
        actor.send({ type: 'SOCKET.DROPPED', reason: 'WebSocket closed' });
        actor.send({ type: 'SOCKET.CONNECTED' }); // (the model sends it directly; in the app after 5 s)
        expect(bodies.map((b) => b.requestId)).toEqual([REQUEST_ID, REQUEST_ID]);
      });
  });

  it('falls back to the newest unpaid transaction of this departure when no push arrives within 20 s', async () => {
    const storage = world();
    const lookups: unknown[] = [];
    const { actor, clock } = start(
      storage,
      stubs({
        placeOrder: fromPromise(async () => ({ requestId: REQUEST_ID })),
        recoverPayment: fromPromise(
          async ({ input }: { input: { scheduleId: number } }): Promise<OpenPayment | null> => {
            lookups.push(input);
            return { paymentUrl: PAY_URL, scheduleId: input.scheduleId };
          },
        ),
      }),
    );
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(child(actor, 'orderPlacement')?.getSnapshot().value).toBe('awaitingResult'));
    clock.increment(RESULT_TIMEOUT_MS - 1);
    expect(lookups).toHaveLength(0);
    clock.increment(1);
    expect(lookups).toEqual([{ scheduleId: 42 }]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('redirecting'));
    expect(storage.get('paymentData')?.paymentUrl).toBe(PAY_URL);
  });

  it("shows 'Pembayaran Tidak Selesai!' for a saved payment under 15 minutes that is still open", async () => {
    const storage = world({ savedPaymentAgeMs: 14 * 60_000 + 59_000 });
    const released: unknown[] = [];
    const { actor } = start(
      storage,
      stubs({
        verifySavedPayment: fromPromise(async ({ input }: { input: { paymentUrl: string } }) => ({
          paymentUrl: input.paymentUrl,
          scheduleId: 41,
        })),
        releaseHold: fromPromise(async ({ input }: { input: unknown }) => void released.push(input)),
      }),
    );
    await vi.waitFor(() => expect(child(actor, 'savedPayment')?.getSnapshot().value).toBe('offering'));
    actor.send({ type: 'PAYMENT.NEW' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('home'));
    // The hold of the unfinished payment's departure, not the new draft's.
    expect(released).toEqual([{ scheduleId: 41, userId: USER_ID }]);
    expect(storage.get('pengemudi')).toBeNull();
    expect(storage.get('paymentData')).toBeNull();
  });

  it("'Lanjutkan' goes to the saved payment URL", async () => {
    const { actor } = start(
      world({ savedPaymentAgeMs: 60_000 }),
      stubs({ verifySavedPayment: fromPromise(async () => ({ paymentUrl: OLD_URL, scheduleId: 42 })) }),
    );
    await vi.waitFor(() => expect(child(actor, 'savedPayment')?.getSnapshot().value).toBe('offering'));
    actor.send({ type: 'PAYMENT.CONTINUE' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().context.redirectUrl).toBe(OLD_URL);
  });

  it('does not reuse a payment URL 15 minutes old or older, and forgets it', () => {
    const storage = world({ savedPaymentAgeMs: 15 * 60_000 });
    const { actor } = start(storage);
    expect(actor.getSnapshot().matches('live')).toBe(true);
    expect(storage.get('paymentData')).toBeNull();
  });

  it('forgets a fresh saved payment that the server says is no longer open (paid or cancelled)', async () => {
    const storage = world({ savedPaymentAgeMs: 60_000 });
    const { actor } = start(storage, stubs({ verifySavedPayment: fromPromise(async () => null) }));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('live')).toBe(true));
    expect(storage.get('paymentData')).toBeNull();
  });

  it('has nothing to confirm without a draft: back to its booking, or home when no departure is known', () => {
    expect(start(world({ draft: false })).actor.getSnapshot().value).toBe('home');
    const storage = world({ draft: false });
    storage.set('scheduleId', 42);
    expect(start(storage).actor.getSnapshot().value).toBe('noDraft');
  });

  it('names its exits for the screen to supply: the payment page, booking, back to booking, home', async () => {
    const withExits = (machine: typeof orderMachine) => machine.provide({ actions: nav.actions });
    expect(nav.take(start(world({ draft: false }), withExits(stubs())).actor)).toEqual([
      { name: 'goHome', params: undefined },
    ]);
    const onlyScheduleId = world({ draft: false });
    onlyScheduleId.set('scheduleId', 42);
    expect(nav.take(start(onlyScheduleId, withExits(stubs())).actor)).toEqual([
      { name: 'backToBooking', params: { scheduleId: 42 } },
    ]);

    const { actor } = start(world(), withExits(stubs()));
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'CONFIRM' });
    expect(nav.take(actor)).toEqual([]);
    actor.send({ type: 'SOCKET.MESSAGE', message: ours(200, PAY_URL) });
    expect(nav.take(actor)).toEqual([{ name: 'toPayment', params: { url: PAY_URL } }]);

    const sold = start(world(), withExits(stubs())).actor;
    sold.send({ type: 'SOCKET.CONNECTED' });
    sold.send({ type: 'CONFIRM' });
    sold.send({ type: 'SOCKET.MESSAGE', message: ours(500, null) });
    child(sold, 'soldOutOffer')?.send(done('findAlternative', { ...schedule, id: 43 }) as never);
    sold.send({ type: 'ALTERNATIVE.CHOOSE' });
    expect(nav.take(sold)).toEqual([{ name: 'toBooking', params: { scheduleId: 43 } }]);

    const saved = start(
      world({ savedPaymentAgeMs: 60_000 }),
      withExits(stubs({ verifySavedPayment: fromPromise(async () => ({ paymentUrl: OLD_URL, scheduleId: 42 })) })),
    ).actor;
    await vi.waitFor(() => expect(child(saved, 'savedPayment')?.getSnapshot().value).toBe('offering'));
    saved.send({ type: 'PAYMENT.CONTINUE' });
    expect(nav.take(saved)).toEqual([{ name: 'toPayment', params: { url: OLD_URL } }]);
  });

  describe('an unpaid order of this departure is still open (issue #21 §2)', () => {
    const open: OpenOrder = { id: 5, invoiceId: 'INV-20261122-000005', price: 252_400, paymentUrl: OLD_URL };

    it('is announced before Konfirmasi, which waits; continuing opens ITS payment page (saved)', async () => {
      const storage = world();
      const placed: unknown[] = [];
      const { actor } = start(
        storage,
        stubs({
          openOrder: openOrderWith(open),
          placeOrder: fromPromise(async ({ input }: { input: { body: unknown } }) => void placed.push(input.body)),
        }),
      );
      actor.send({ type: 'SOCKET.CONNECTED' });
      await vi.waitFor(() => expect(child(actor, 'openOrder')?.getSnapshot().value).toBe('offering'));
      actor.send({ type: 'CONFIRM' });
      expect(actor.getSnapshot().matches({ live: { order: 'checkingOpenOrder' } })).toBe(true);
      actor.send({ type: 'OPEN_ORDER.CONTINUE' });
      expect(actor.getSnapshot().value).toBe('redirecting');
      expect(actor.getSnapshot().context.redirectUrl).toBe(OLD_URL);
      expect(storage.get('paymentData')).toEqual({ paymentUrl: OLD_URL, timestamp: START });
      expect(placed).toEqual([]);
    });

    it('replacing releases its hold, then sends THIS order with a new key and opens the new payment page', async () => {
      const released: unknown[] = [];
      const placed: Array<{ plate_number: string; requestId?: string }> = [];
      let keys = 0;
      const clock = new SimulatedClock();
      clock.set(START);
      const actor = createActor(
        stubs({
          openOrder: openOrderWith(
            open,
            fromPromise(async ({ input }: { input: unknown }) => void released.push(input)),
          ),
          placeOrder: fromPromise(
            async ({ input }: { input: { body: { plate_number: string; requestId?: string } } }) => {
              placed.push(input.body);
              return { requestId: input.body.requestId ?? '' };
            },
          ),
        }),
        {
          clock,
          input: {
            userId: USER_ID,
            token: TOKEN,
            storage: world(),
            now: () => clock.now(),
            newRequestId: () => `key-${++keys}`,
          },
        },
      ).start();
      actor.send({ type: 'SOCKET.CONNECTED' });
      await vi.waitFor(() => expect(child(actor, 'openOrder')?.getSnapshot().value).toBe('offering'));
      actor.send({ type: 'OPEN_ORDER.REPLACE' });
      await vi.waitFor(() => expect(placed).toHaveLength(1));
      expect(released).toEqual([{ scheduleId: 42, userId: USER_ID }]);
      expect(placed[0]).toMatchObject({ plate_number: 'BK 1234 ABC', schedule: 42, requestId: 'key-2' });
      actor.send({
        type: 'SOCKET.MESSAGE',
        message: { userId: USER_ID, status: 200, paymentUrl: PAY_URL, requestId: 'key-2' },
      });
      expect(actor.getSnapshot().context.redirectUrl).toBe(PAY_URL);
    });

    it('replacing while not connected waits for Konfirmasi', async () => {
      const { actor } = start(
        world(),
        stubs({
          openOrder: openOrderWith(
            open,
            fromPromise(async () => undefined),
          ),
        }),
      );
      await vi.waitFor(() => expect(child(actor, 'openOrder')?.getSnapshot().value).toBe('offering'));
      actor.send({ type: 'OPEN_ORDER.REPLACE' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ live: { order: 'idle' } })).toBe(true));
    });
  });

  it('sends one idempotency key per confirmation: a resend keeps it, a new Konfirmasi gets a new one', async () => {
    const keys: Array<string | undefined> = [];
    let made = 0;
    const clock = new SimulatedClock();
    clock.set(START);
    const actor = createActor(
      stubs({
        placeOrder: fromPromise(async ({ input }: { input: { body: { requestId?: string } } }) => {
          keys.push(input.body.requestId);
          return { requestId: input.body.requestId ?? '' };
        }),
      }),
      {
        clock,
        input: {
          userId: USER_ID,
          token: TOKEN,
          storage: world(),
          now: () => clock.now(),
          newRequestId: () => `k${++made}`,
        },
      },
    ).start();
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(child(actor, 'orderPlacement')?.getSnapshot().value).toBe('awaitingResult'));
    actor.send({ type: 'SOCKET.DROPPED', reason: 'WebSocket closed' });
    clock.increment(RECONNECT_DELAY_MS);
    actor.send({ type: 'SOCKET.CONNECTED' });
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    actor.send({ type: 'SOCKET.MESSAGE', message: { userId: USER_ID, status: 502, requestId: keys[0] } });
    actor.send({ type: 'ALERT.DISMISS' });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(keys).toHaveLength(3));
    expect(keys).toEqual(['k2', 'k2', 'k3']);
  });

  it('reaches every state and transition (model-based, children stubbed)', async () => {
    const events = [
      { type: 'CONFIRM' },
      { type: 'PAYMENT.NEW' },
      { type: 'PAYMENT.CONTINUE' },
      { type: 'ALERT.DISMISS' },
      { type: 'ALTERNATIVE.CHOOSE' },
      { type: 'SOCKET.CONNECTED' },
      { type: 'SOCKET.DROPPED', reason: 'closed' },
      { type: 'SOCKET.MESSAGE', message: ours(200, PAY_URL) },
      done('savedPayment', { kind: 'none' }),
      done('savedPayment', { kind: 'continue', url: OLD_URL }),
      done('savedPayment', { kind: 'newOrder' }),
      done('orderPlacement', { kind: 'paymentReady', url: PAY_URL }),
      done('orderPlacement', { kind: 'soldOut' }),
      done('orderPlacement', { kind: 'closedByOperator' }),
      done('orderPlacement', { kind: 'failed', message: ORDER_MSG.closedForSale }),
      done('soldOutOffer', { ...schedule, id: 43, issuedTime: '10:30:00' }),
      { type: 'OPEN_ORDER.CONTINUE' },
      { type: 'OPEN_ORDER.REPLACE' },
      done('openOrder', { kind: 'none' }),
      done('openOrder', { kind: 'continue', url: OLD_URL }),
      done('openOrder', { kind: 'replaced' }),
      after('reconnect', 'order.live.connection.offline'),
    ];
    const serializeState = (s: {
      value: unknown;
      context: { alert: string | null; redirectUrl: string | null; scheduleId: number | null };
    }) => JSON.stringify([s.value, s.context.alert, s.context.redirectUrl, s.context.scheduleId]);
    const base = (name: string, storageFor: () => TypedStorage) => ({
      world: name,
      machine: stubbedChildren,
      startMs: START,
      inputFor: (clock: SimulatedClock) => ({
        userId: USER_ID,
        token: TOKEN,
        storage: storageFor(),
        now: () => clock.now(),
        newRequestId: () => REQUEST_ID,
      }),
      // A final state takes no events (and XState would warn about each one).
      events: (s: { status: string }) => (s.status === 'done' ? [] : events),
      serializeState,
      // The screen is left exactly when the flow ends, by the exit its final state names.
      onStep: (s: { status: string; value: unknown }, _event: unknown, actor: AnyActorRef) =>
        expect(nav.names(actor)).toEqual(s.status === 'done' ? [EXITS[s.value as keyof typeof EXITS]] : []),
    });
    const coverage = await runModels('order', [
      base('a draft', () => world()),
      base('no draft, its departure known', () => {
        const storage = world({ draft: false });
        storage.set('scheduleId', 42);
        return storage;
      }),
      base('nothing stored', () => world({ draft: false })),
    ]);
    assertFullCoverage(coverage);
  });
});

describe('payment socket (STOMP callback actor)', () => {
  type Handlers = StompConfig & { onConnect?: () => void };
  function fakeStomp() {
    const made: Array<{
      config: Handlers;
      client: StompClientLike & {
        receipts: Map<string, (f: IFrame) => void>;
        deliver: (body: string) => void;
        deactivated: number;
        subscribed: Array<Record<string, string> | undefined>;
      };
    }> = [];
    const factory = (config: StompConfig) => {
      let onMessage: ((m: IMessage) => void) | undefined;
      const client = {
        receipts: new Map<string, (f: IFrame) => void>(),
        deactivated: 0,
        subscribed: [] as Array<Record<string, string> | undefined>,
        activate: () => (config as Handlers).onConnect?.(),
        deactivate: () => {
          client.deactivated += 1;
        },
        subscribe: (destination: string, cb: (m: IMessage) => void, headers?: Record<string, string>) => {
          expect(destination).toBe('/topic/messages');
          onMessage = cb;
          client.subscribed.push(headers);
        },
        watchForReceipt: (id: string, cb: (f: IFrame) => void) => void client.receipts.set(id, cb),
        deliver: (body: string) => onMessage?.({ body } as IMessage),
      };
      made.push({ config: config as Handlers, client });
      return client;
    };
    return { made, factory };
  }

  function run(socket: ReturnType<typeof createPaymentSocket>) {
    const received: Array<{ type: string }> = [];
    const parent = createActor(stubs({ socket }), {
      input: { userId: USER_ID, token: TOKEN, storage: world(), now: () => START, newRequestId: () => REQUEST_ID },
      inspect: (e) => {
        if (e.type === '@xstate.event' && e.event.type.startsWith('SOCKET.') && e.actorRef === parent)
          received.push(e.event);
      },
    });
    parent.start();
    return { parent, received };
  }

  it('connects to ws(s)://host/api/ws with the bearer token, 10 s heart-beats and no own reconnect', () => {
    const { made, factory } = fakeStomp();
    run(createPaymentSocket(factory));
    const config = made[0]!.config;
    expect(config.brokerURL).toBe(socketUrl(window.location));
    expect(config.brokerURL).toMatch(/^ws:\/\/[^/]+\/api\/ws$/);
    expect(config.connectHeaders).toEqual({ Authorization: `Bearer ${TOKEN}` });
    expect(config.heartbeatIncoming).toBe(10_000);
    expect(config.heartbeatOutgoing).toBe(10_000);
    expect(config.reconnectDelay).toBe(0);
    expect(socketUrl({ protocol: 'https:', host: 'seberang.id' })).toBe('wss://seberang.id/api/ws');
  });

  it('reports CONNECTED only after the server confirmed the subscription (RECEIPT)', () => {
    const { made, factory } = fakeStomp();
    const { parent } = run(createPaymentSocket(factory));
    const { client } = made[0]!;
    expect(parent.getSnapshot().matches({ live: { connection: { online: 'connecting' } } })).toBe(true);
    const receipt = client.subscribed[0]?.receipt;
    expect(receipt).toBeTruthy();
    client.receipts.get(receipt!)?.({} as IFrame);
    expect(parent.getSnapshot().matches({ live: { connection: { online: 'connected' } } })).toBe(true);
  });

  // The parser loads with stompjs (a chunk of its own), so messages are passed on asynchronously, in order.
  it('passes on only well-formed messages of the current user', async () => {
    const { made, factory } = fakeStomp();
    const { parent, received } = run(createPaymentSocket(factory));
    const { client } = made[0]!;
    client.receipts.get(client.subscribed[0]!.receipt!)?.({} as IFrame);
    parent.send({ type: 'CONFIRM' });
    client.deliver('{not json');
    client.deliver(JSON.stringify({ userId: USER_ID, status: 'ok' }));
    client.deliver(JSON.stringify({ userId: 8, status: 200, paymentUrl: PAY_URL, requestId: REQUEST_ID }));
    client.deliver(
      JSON.stringify({ userId: USER_ID, status: 200, paymentUrl: PAY_URL, requestId: REQUEST_ID, transactionId: 5 }),
    );
    await vi.waitFor(() => expect(parent.getSnapshot().value).toBe('redirecting'));
    expect(received.filter((e) => e.type === 'SOCKET.MESSAGE')).toHaveLength(1);
  });

  it('reports a drop once (close after error) and closes the client when stopped', () => {
    const { made, factory } = fakeStomp();
    const { parent, received } = run(createPaymentSocket(factory));
    const { config, client } = made[0]!;
    config.onWebSocketError?.({} as Event);
    config.onWebSocketClose?.({} as CloseEvent);
    expect(received.filter((e) => e.type === 'SOCKET.DROPPED')).toHaveLength(1);
    expect(parent.getSnapshot().matches({ live: { connection: 'offline' } })).toBe(true);
    expect(client.deactivated).toBe(1); // leaving `online` stopped the actor
  });

  it('treats an ERROR frame (e.g. a refused token) as a drop', () => {
    const { made, factory } = fakeStomp();
    const { parent } = run(createPaymentSocket(factory));
    made[0]!.config.onStompError?.({ headers: { message: 'Invalid token' } } as unknown as IFrame);
    expect(parent.getSnapshot().matches({ live: { connection: 'offline' } })).toBe(true);
  });

  it('parses message bodies strictly', () => {
    expect(parsePaymentMessage('{"userId":7,"status":500}', 7)).toEqual({ userId: 7, status: 500 });
    expect(parsePaymentMessage('{"userId":7,"status":500}', 8)).toBeNull();
    expect(parsePaymentMessage('[]', 7)).toBeNull();
    expect(parsePaymentMessage('', 7)).toBeNull();
  });
});
