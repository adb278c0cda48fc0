import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  EXPIRY_RECHECK_MS,
  EXPIRY_RECHECKS,
  historyInput,
  ticketListMachine,
  TIKET_SAYA_CLEARED_KEYS,
  transactionListMachine,
} from '../../src/machines/ticket-list.machine';
import { createPagedListMachine } from '../../src/machines/paged-list.machine';
import type { TransactionListItem } from '../../src/api/transactions';
import { createMemoryBackend, createStorage } from '../../src/lib/storage';
import { after, assertFullCoverage, idle, runModel } from './model';

const START = Date.UTC(2026, 10, 22, 3, 0, 0);

function tx(id: number, paid: boolean, placedMs = START): TransactionListItem {
  return {
    id,
    invoiceId: `INV-20261122-${String(id).padStart(6, '0')}`,
    paid,
    paymentUrl: paid ? null : `http://127.0.0.1/api/payment/simulator/sim_${id}`,
    placedOrderDateTime: new Date(placedMs).toISOString(),
    price: 291_150,
    schedule: {
      id: 42,
      issuedDate: '2026-11-23',
      issuedTime: '08:30:00',
      fromRoute: { id: 1, route: 'Simanindo' },
      toRoute: { id: 2, route: 'Tigaras' },
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('ticket list machine (tiket-saya)', () => {
  it('loads active transactions in pages of 5 from page 0', async () => {
    const requests: unknown[] = [];
    const list = createPagedListMachine<TransactionListItem, { isActive: boolean }>(async (request) => {
      requests.push(request);
      return { items: [tx(1, true)], hasMore: false };
    });
    const actor = createActor(ticketListMachine.provide({ actors: { transactions: list } as never }), {
      input: { storage: createStorage(createMemoryBackend()), now: () => START },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.list.getSnapshot().context.items).toHaveLength(1));
    expect(requests).toEqual([{ params: { isActive: true }, page: 0, size: 5 }]);
  });

  it('clears the stored draft order on entry but keeps paymentData', () => {
    const storage = createStorage(createMemoryBackend());
    storage.set('scheduleId', 42);
    storage.set('pengemudi', {
      name: 'Budi',
      phoneNumber: '081234567890',
      age: 40,
      domicile: 'Medan',
      gender: 'Laki - Laki',
    });
    storage.set('paymentUrl', 'http://x/pay');
    storage.set('paymentData', { paymentUrl: 'http://x/pay', timestamp: START });
    createActor(ticketListMachine.provide({ actors: { transactions: idle(), watchList: idle() } as never }), {
      input: { storage, now: () => START },
    }).start();
    expect(storage.get('scheduleId')).toBeNull();
    expect(storage.get('pengemudi')).toBeNull();
    expect(storage.get('paymentUrl')).toBeNull();
    expect(storage.get('paymentData')).toEqual({ paymentUrl: 'http://x/pay', timestamp: START });
    expect(TIKET_SAYA_CLEARED_KEYS).not.toContain('paymentData');
  });

  it('gives each unpaid transaction a payment window, and refetches when one runs out (simulated clock)', async () => {
    let fetches = 0;
    let pages: TransactionListItem[][] = [[tx(1, false, START - 14 * 60_000), tx(2, true), tx(3, false)]];
    const list = createPagedListMachine<TransactionListItem, { isActive: boolean }>(async () => {
      const items = pages[Math.min(fetches, pages.length - 1)]!;
      fetches += 1;
      return { items, hasMore: false };
    });
    const clock = new SimulatedClock();
    clock.set(START);
    const actor = createActor(ticketListMachine.provide({ actors: { transactions: list } as never }), {
      clock,
      input: { storage: createStorage(createMemoryBackend()), now: () => clock.now() },
    }).start();
    await vi.waitFor(() =>
      expect(Object.keys(actor.getSnapshot().context.windows)).toEqual(['paymentWindow-1', 'paymentWindow-3']),
    );
    const window1 = actor.getSnapshot().context.windows['paymentWindow-1']!;
    expect(window1.getSnapshot().context.remaining).toMatchObject({ minutes: 1, seconds: 0 });

    pages = [
      [tx(1, false, START - 14 * 60_000), tx(2, true), tx(3, false)],
      [tx(2, true), tx(3, false)],
    ];
    clock.increment(59_000);
    expect(fetches).toBe(1);
    clock.increment(1_000); // transaction 1's window ends
    await vi.waitFor(() => expect(fetches).toBe(2));
    await vi.waitFor(() => expect(Object.keys(actor.getSnapshot().context.windows)).toEqual(['paymentWindow-3']));
    expect(window1.getSnapshot().status).not.toBe('active');
    expect(
      actor
        .getSnapshot()
        .context.list.getSnapshot()
        .context.items.map((t) => t.id),
    ).toEqual([2, 3]);
  });

  it('asks again every 5 s while the server still lists a transaction whose window is over, at most 6 times', async () => {
    let fetches = 0;
    let expiredListed = true;
    const list = createPagedListMachine<TransactionListItem, { isActive: boolean }>(async () => {
      fetches += 1;
      return { items: expiredListed ? [tx(1, false, START - 14 * 60_000 - 59_000)] : [], hasMore: false };
    });
    const clock = new SimulatedClock();
    clock.set(START);
    const actor = createActor(ticketListMachine.provide({ actors: { transactions: list } as never }), {
      clock,
      input: { storage: createStorage(createMemoryBackend()), now: () => clock.now() },
    }).start();
    await vi.waitFor(() => expect(Object.keys(actor.getSnapshot().context.windows)).toEqual(['paymentWindow-1']));
    clock.increment(1_000); // the window ends; the server (its own clock) still lists it
    await vi.waitFor(() => expect(fetches).toBe(2));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('recheckingExpiry'));
    for (let i = 1; i <= EXPIRY_RECHECKS; i++) {
      clock.increment(EXPIRY_RECHECK_MS);
      await vi.waitFor(() => expect(fetches).toBe(2 + i));
    }
    clock.increment(EXPIRY_RECHECK_MS);
    expect(actor.getSnapshot().value).toBe('watching');
    expect(fetches).toBe(2 + EXPIRY_RECHECKS);

    // A later update that no longer lists it needs no more checks.
    expiredListed = false;
    actor.send({ type: 'REFRESH' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.windows).toEqual({}));
    expect(actor.getSnapshot().value).toBe('watching');
  });

  it('stops the window of a transaction that was paid', async () => {
    const clock = new SimulatedClock();
    clock.set(START);
    const actor = createActor(
      ticketListMachine.provide({ actors: { transactions: idle(), watchList: idle() } as never }),
      {
        clock,
        input: { storage: createStorage(createMemoryBackend()), now: () => clock.now() },
      },
    ).start();
    actor.send({ type: 'LIST.UPDATED', items: [tx(1, false)] });
    const window1 = actor.getSnapshot().context.windows['paymentWindow-1']!;
    actor.send({ type: 'LIST.UPDATED', items: [tx(1, true)] });
    expect(actor.getSnapshot().context.windows).toEqual({});
    expect(window1.getSnapshot().status).toBe('stopped');
  });

  it('fetches the list again when the page becomes visible (a ticket paid in another tab, issue #11)', async () => {
    const received: string[] = [];
    const recordingList = fromCallback(({ receive }) => {
      receive((event) => received.push(event.type));
      return () => undefined;
    });
    createActor(ticketListMachine.provide({ actors: { transactions: recordingList, watchList: idle() } as never }), {
      input: { storage: createStorage(createMemoryBackend()) },
    }).start();
    let state: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(received).toEqual([]);
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(received).toEqual(['REFRESH']);
  });

  it('fetches the list again when another tab saw settled a ticket shown here as awaiting payment (issue #21 §7)', () => {
    const received: string[] = [];
    const announced: number[][] = [];
    const recordingList = fromCallback(({ receive }) => {
      receive((event) => received.push(event.type));
      return () => undefined;
    });
    const actor = createActor(
      ticketListMachine.provide({
        actors: {
          transactions: recordingList,
          watchList: idle(),
          pageVisible: idle(),
          settledElsewhere: idle(),
        } as never,
        actions: {
          announceSettled: ({ event }) => {
            if (event.type === 'LIST.UPDATED') announced.push(event.items.filter((t) => t.paid).map((t) => t.id));
          },
        },
      }),
      { input: { storage: createStorage(createMemoryBackend()), now: () => START } },
    ).start();
    actor.send({ type: 'LIST.UPDATED', items: [tx(1, false), tx(2, true)] });
    expect(announced).toEqual([[2]]);
    actor.send({ type: 'PAYMENT.SETTLED', ids: [2, 3] });
    expect(received).toEqual([]);
    actor.send({ type: 'PAYMENT.SETTLED', ids: [1] });
    expect(received).toEqual(['REFRESH']);
    actor.send({ type: 'LIST.UPDATED', items: [tx(1, true), tx(2, true)] });
    expect(announced).toEqual([[2], [1, 2]]);
    // Shown settled already: nothing to fetch (two tabs never answer each other forever).
    actor.send({ type: 'PAYMENT.SETTLED', ids: [1] });
    expect(received).toEqual(['REFRESH']);
  });

  it('the tabs tell each other through BroadcastChannel("seberang")', async () => {
    const heard: unknown[] = [];
    const other = new BroadcastChannel('seberang');
    other.onmessage = (event) => heard.push(event.data);
    const actor = createActor(
      ticketListMachine.provide({ actors: { transactions: idle(), watchList: idle(), pageVisible: idle() } as never }),
      { input: { storage: createStorage(createMemoryBackend()), now: () => START } },
    ).start();
    const refreshes: string[] = [];
    actor.subscribe((snapshot) => refreshes.push(String(snapshot.value)));
    actor.send({ type: 'LIST.UPDATED', items: [tx(1, false), tx(2, true)] });
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'payment.settled', ids: [2] }]));
    const seen: number[][] = [];
    const listener = createActor(
      ticketListMachine.provide({
        actors: { transactions: idle(), watchList: idle(), pageVisible: idle() } as never,
        actions: { refetch: () => void seen.push([1]) },
      }),
      { input: { storage: createStorage(createMemoryBackend()), now: () => START } },
    ).start();
    listener.send({ type: 'LIST.UPDATED', items: [tx(7, false)] });
    other.postMessage({ type: 'payment.settled', ids: [7] });
    await vi.waitFor(() => expect(seen).toEqual([[1]]));
    other.close();
    actor.stop();
    listener.stop();
  });

  it('says the payment was cancelled (or is unfinished) when the payment page sent the user back (issue #21 §7)', () => {
    const notice = (returned: string | null) =>
      createActor(ticketListMachine.provide({ actors: { transactions: idle(), watchList: idle() } as never }), {
        input: { storage: createStorage(createMemoryBackend()), returned },
      })
        .start()
        .getSnapshot().context.notice;
    expect(notice('dibatalkan')).toBe('Pembayaran dibatalkan.');
    expect(notice('belum-selesai')).toBe(
      'Pembayaran belum selesai. Anda masih dapat membayar sebelum waktu pembayaran habis.',
    );
    expect(notice(null)).toBeNull();
    expect(notice('toString')).toBeNull();
    expect(notice('lunas')).toBeNull();
  });

  it('reaches every state and transition (model-based)', async () => {
    const received: string[] = [];
    const recordingList = fromCallback(({ receive }) => {
      receive((event) => received.push(event.type));
      return () => undefined;
    });
    const modelEvents = [
      { type: 'LIST.UPDATED', items: [tx(1, false), tx(2, true)] },
      { type: 'LIST.UPDATED', items: [tx(2, true)] },
      { type: 'LIST.UPDATED', items: [tx(3, false, START - 20 * 60_000)] },
      after('expiryRecheck', 'ticketList.recheckingExpiry'),
      { type: 'LOAD_MORE' },
      { type: 'REFRESH' },
      { type: 'PAGE.VISIBLE' },
      { type: 'xstate.done.actor.paymentWindow-1', output: { transactionId: 1 } },
      { type: 'PAYMENT.SETTLED', ids: [1] },
      // Issue #38: page 0 from this phone's kept tickets (no signal), then from the server again.
      { type: 'PAGED_LIST.LOADED', page: 0, meta: { offline: true } },
      { type: 'PAGED_LIST.LOADED', page: 0, meta: { offline: false } },
    ];
    const coverage = await runModel({
      name: 'ticketList',
      machine: ticketListMachine.provide({
        actors: {
          transactions: recordingList,
          watchList: idle(),
          pageVisible: idle(),
          settledElsewhere: idle(),
        } as never,
      }),
      startMs: START,
      inputFor: (clock: SimulatedClock) => ({ storage: createStorage(createMemoryBackend()), now: () => clock.now() }),
      events: modelEvents,
      serializeState: (s: {
        value: unknown;
        context: { windows: Record<string, unknown>; rechecks: number; offline: boolean };
      }) => JSON.stringify([s.value, Object.keys(s.context.windows), s.context.rechecks, s.context.offline]),
    });
    assertFullCoverage(coverage);
    expect(received).toContain('LOAD_MORE');
    expect(received).toContain('REFRESH');
  });

  it('history is the same paged list, with isActive=false, pages of 5 from page 0', async () => {
    const requests: unknown[] = [];
    const actor = createActor(
      transactionListMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }: { input: unknown }) => {
            requests.push(input);
            return { items: [tx(9, true)], hasMore: false };
          }) as never,
        },
      }),
      { input: historyInput },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    expect(requests).toEqual([{ params: { isActive: false }, page: 0, size: 5 }]);
  });
});
