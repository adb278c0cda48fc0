// tiket-saya and riwayat-transaksi lists.
//
// Both are the shared pagedList (paged-list.machine.ts) over GET /api/transaction/user/get-all,
// pages of 5 from page 0 (spec §9): `isActive: true` for tiket-saya, `false` for the history.
//
// ticketList (tiket-saya) adds, around its pagedList child `list`:
//  - one paymentWindow child per unpaid transaction on the list (id `paymentWindow-<id>`), spawned
//    when the item appears and stopped when it goes (paid, or gone after a refetch);
//  - when a window runs out (the child completes), the list is refetched (spec §4). The server
//    decides on its own clock, so at that very moment it may still list the transaction (a few
//    milliseconds, or a device clock running ahead): while the list still shows a transaction whose
//    window is over, it is fetched again every EXPIRY_RECHECK_MS, at most EXPIRY_RECHECKS times;
//  - when the page becomes visible again (another tab, the payment page, the phone's lock screen),
//    the list is fetched again: a ticket paid in another tab must not stay 'Menunggu Pembayaran'
//    (issue #11). The `pageVisible` actor listens to `visibilitychange`;
//  - across tabs (issue #21 §7): every list it receives tells the other tabs which transactions are
//    settled (src/lib/ticket-channel.ts), and when another tab says so of one this list shows as
//    awaiting payment, the list is fetched again (`settledElsewhere`);
//  - back from the payment page without paying (issue #21 §7): the simulator's Batalkan returns to
//    `/tiket-saya?pembayaran=dibatalkan`, Midtrans' unfinish and error redirects to
//    `/tiket-saya?pembayaran=belum-selesai`; the screen passes that word as `returned` and the list
//    says 'Pembayaran dibatalkan.' (or that the payment is not finished) in `notice`. Only words
//    are shown, nothing is decided from the query: the list itself comes from the server;
//  - without signal (issue #38 item 7), page 0 is every paid ticket this phone has kept
//    (ticket-list-data.ts, src/lib/kept-tickets.ts), not "Tiket gagal dimuat"; the page says so in
//    its meta, kept here as `offline` (the screen says the list is the phone's copy). Online, the
//    details of the listed paid tickets are kept in the background, so each of them opens offline;
//  - on entry, the stored draft order is cleared (spec §2). Decision: paymentData is KEPT, so that
//    konfirmasi-pesanan can still offer 'Pembayaran Tidak Selesai!' for an order whose payment
//    page the user left (the payment simulator's buttons return here). The order machine checks
//    with the server that such a payment is still open before offering it, so a paid ticket is
//    never offered again.
import { assign, enqueueActions, fromCallback, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { outputOf } from './actor-events';
import { getUserTransactions, type TransactionListItem } from '../api/transactions';
import { createPagedListMachine, type PagedListInput, type PagedListLoadedEvent } from './paged-list.machine';
import { fetchActiveTickets } from './ticket-list-data';
import { paymentWindowId, paymentWindowMachine, type PaymentWindowOutput } from './payment-window.machine';
import { paymentRemaining, parsePlacedOrderDateTime } from '../../kernel/countdown';
import { ORDER_DRAFT_KEYS, storage as defaultStorage, type StorageKey, type TypedStorage } from '../lib/storage';
import { APP_MSG } from '../lib/app-messages';
import { announceSettled, onSettledElsewhere } from '../lib/ticket-channel';

/** Unpaid and still expecting money: a refund-due transaction (late payment, no place left) is not. */
const awaitingPayment = (t: { paid: boolean; status?: string }) => !t.paid && t.status !== 'REFUND_DUE';

/** What tiket-saya says when the payment page sent the user back (its `pembayaran` query word). */
export const RETURN_NOTICES: Readonly<Record<string, string>> = {
  dibatalkan: APP_MSG.paymentCancelled,
  'belum-selesai': APP_MSG.paymentUnfinished,
};

export type { TransactionListItem };

export const TRANSACTION_PAGE_SIZE = 5;
export const EXPIRY_RECHECK_MS = 5_000;
export const EXPIRY_RECHECKS = 6;

export type TransactionListParams = { isActive: boolean };

/** A page of the user's transactions, active or history. */
export const transactionListMachine = createPagedListMachine<TransactionListItem, TransactionListParams>(
  async ({ params, page, size }) => {
    const result = await getUserTransactions({ isActive: params.isActive, page, size });
    return { items: result.transactions, hasMore: result.has_more };
  },
  { id: 'transactions', itemKey: (t) => t.id },
);

/** tiket-saya's pages: the server's, or without signal the tickets this phone has kept (issue #38). */
export const activeTicketListMachine = createPagedListMachine<TransactionListItem, TransactionListParams>(
  (request) => fetchActiveTickets(request),
  { id: 'transactions', itemKey: (t) => t.id },
);

export const historyInput: PagedListInput<TransactionListParams> = {
  params: { isActive: false },
  pageSize: TRANSACTION_PAGE_SIZE,
};

export type TransactionListActor = ActorRefFrom<typeof transactionListMachine>;
export type PaymentWindowActor = ActorRefFrom<typeof paymentWindowMachine>;

/** The keys tiket-saya clears on entry: the order draft without paymentData (see above). */
export const TIKET_SAYA_CLEARED_KEYS: readonly StorageKey[] = ORDER_DRAFT_KEYS.filter((key) => key !== 'paymentData');

export type TicketListInput = {
  storage?: Pick<TypedStorage, 'remove'>;
  now?: () => number;
  /** The `pembayaran` word of the URL the payment page returned to, if any. */
  returned?: string | null;
};

export type TicketListContext = {
  storage: Pick<TypedStorage, 'remove'>;
  now: () => number;
  list: TransactionListActor;
  windows: Record<string, PaymentWindowActor>;
  /** Refetches done so far while an expired transaction is still listed. */
  rechecks: number;
  /** Back from the payment page without paying: what to say (RETURN_NOTICES), else null. */
  notice: string | null;
  /** The list is this phone's kept paid tickets, not the server's (no signal, issue #38). */
  offline: boolean;
};

export type TicketListEvent =
  | { type: 'LIST.UPDATED'; items: TransactionListItem[] }
  | { type: 'LOAD_MORE' }
  | { type: 'REFRESH' }
  | { type: 'PAGE.VISIBLE' }
  | { type: 'PAYMENT.SETTLED'; ids: number[] }
  | PagedListLoadedEvent
  | { type: 'xstate.done.actor.*'; output: unknown };

/** Reports the list child's items to the machine whenever they change. */
const watchList = fromCallback<{ type: 'NONE' }, { list: AnyActorRef }>(({ input, sendBack }) => {
  let last: unknown;
  const report = (snapshot: { context?: { items?: TransactionListItem[] } }) => {
    const items = snapshot.context?.items;
    if (!items || items === last) return;
    last = items;
    sendBack({ type: 'LIST.UPDATED', items });
  };
  // The list child is a paginated-list actor (AnyActorRef here): its context holds the items.
  report(input.list.getSnapshot() as Parameters<typeof report>[0]);
  const subscription = input.list.subscribe({ next: report, error: () => undefined });
  return () => subscription.unsubscribe();
});

/** PAGE.VISIBLE each time the document becomes visible again (tests provide their own). */
const pageVisible = fromCallback<{ type: 'NONE' }>(({ sendBack }) => {
  if (typeof document === 'undefined') return undefined;
  const onChange = () => {
    if (document.visibilityState === 'visible') sendBack({ type: 'PAGE.VISIBLE' });
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
});

/** PAYMENT.SETTLED with the ids another tab saw settled (tests provide their own). */
const settledElsewhere = fromCallback<{ type: 'NONE' }>(({ sendBack }) =>
  onSettledElsewhere((ids) => sendBack({ type: 'PAYMENT.SETTLED', ids })),
);

const isWindowOutput = (output: unknown): output is PaymentWindowOutput =>
  typeof output === 'object' && output !== null && typeof (output as PaymentWindowOutput).transactionId === 'number';

export const ticketListMachine = setup({
  types: {
    input: {} as TicketListInput,
    context: {} as TicketListContext,
    events: {} as TicketListEvent,
  },
  delays: {
    expiryRecheck: EXPIRY_RECHECK_MS,
  },
  actors: {
    transactions: activeTicketListMachine,
    watchList,
    pageVisible,
    settledElsewhere,
    paymentWindow: paymentWindowMachine,
  },
  guards: {
    listsExpired: ({ context, event }) =>
      event.type === 'LIST.UPDATED' &&
      event.items.some(
        (t) =>
          awaitingPayment(t) &&
          paymentRemaining(parsePlacedOrderDateTime(t.placedOrderDateTime), context.now()).totalSeconds === 0,
      ),
    mayRecheck: ({ context }) => context.rechecks < EXPIRY_RECHECKS,
    /** Another tab saw settled a transaction this list shows as awaiting payment. */
    settledHere: ({ context, event }) =>
      event.type === 'PAYMENT.SETTLED' && event.ids.some((id) => paymentWindowId(id) in context.windows),
    firstPage: ({ event }) => event.type === 'PAGED_LIST.LOADED' && event.page === 0,
    windowExpired: ({ event }) =>
      event.type.startsWith('xstate.done.actor.paymentWindow-') && isWindowOutput(outputOf(event)),
  },
  actions: {
    clearDraft: ({ context }) => TIKET_SAYA_CLEARED_KEYS.forEach((key) => context.storage.remove(key)),
    forwardToList: ({ context, event }) => {
      if (event.type === 'LOAD_MORE' || event.type === 'REFRESH') context.list.send({ type: event.type });
    },
    refetch: ({ context }) => context.list.send({ type: 'REFRESH' }),
    announceSettled: ({ event }) => {
      if (event.type === 'LIST.UPDATED')
        announceSettled(event.items.filter((t) => !awaitingPayment(t)).map((t) => t.id));
    },
    countRecheck: assign(({ context }) => ({ rechecks: context.rechecks + 1 })),
    setOffline: assign(({ event }) => ({
      offline: event.type === 'PAGED_LIST.LOADED' && event.meta['offline'] === true,
    })),
    resetRechecks: assign({ rechecks: 0 }),
    syncWindows: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'LIST.UPDATED') return;
      const unpaid = new Map(event.items.filter(awaitingPayment).map((t) => [paymentWindowId(t.id), t]));
      const kept: Record<string, PaymentWindowActor> = {};
      for (const [id, ref] of Object.entries(context.windows)) {
        if (unpaid.has(id)) kept[id] = ref;
        else enqueue.stopChild(ref);
      }
      enqueue.assign({
        windows: ({ spawn }) => {
          const next = { ...kept };
          for (const [id, t] of unpaid) {
            next[id] ??= spawn('paymentWindow', {
              id,
              input: { transactionId: t.id, placedOrderDateTime: t.placedOrderDateTime, now: context.now },
            });
          }
          return next;
        },
      });
    }),
  },
}).createMachine({
  id: 'ticketList',
  context: ({ input, spawn }) => ({
    storage: input.storage ?? defaultStorage,
    now: input.now ?? Date.now,
    list: spawn('transactions', { id: 'list', input: { params: { isActive: true }, pageSize: TRANSACTION_PAGE_SIZE } }),
    windows: {},
    rechecks: 0,
    offline: false,
    notice: input.returned && Object.hasOwn(RETURN_NOTICES, input.returned) ? RETURN_NOTICES[input.returned]! : null,
  }),
  entry: 'clearDraft',
  invoke: [
    { id: 'watchList', src: 'watchList', input: ({ context }) => ({ list: context.list }) },
    { id: 'pageVisible', src: 'pageVisible' },
    { id: 'settledElsewhere', src: 'settledElsewhere' },
  ],
  initial: 'watching',
  states: {
    watching: {
      on: {
        'LIST.UPDATED': [
          { guard: 'listsExpired', target: 'recheckingExpiry', actions: ['syncWindows', 'announceSettled'] },
          { actions: ['syncWindows', 'announceSettled'] },
        ],
      },
    },
    /** The server still lists a transaction whose window is over: ask again shortly. */
    recheckingExpiry: {
      after: {
        expiryRecheck: [
          { guard: 'mayRecheck', target: 'recheckingExpiry', reenter: true, actions: ['countRecheck', 'refetch'] },
          { target: 'watching', actions: 'resetRechecks' },
        ],
      },
      on: {
        'LIST.UPDATED': [
          { guard: 'listsExpired', actions: ['syncWindows', 'announceSettled'] },
          { target: 'watching', actions: ['syncWindows', 'announceSettled', 'resetRechecks'] },
        ],
      },
    },
  },
  on: {
    LOAD_MORE: { actions: 'forwardToList' },
    REFRESH: { actions: 'forwardToList' },
    // Back from another tab or app: what was paid there shows here.
    'PAGE.VISIBLE': { actions: 'refetch' },
    // Paid (or refunded) in another tab: this tab shows it settled too.
    'PAYMENT.SETTLED': { guard: 'settledHere', actions: 'refetch' },
    // Page 0 came: from the server, or from this phone's kept tickets.
    'PAGED_LIST.LOADED': { guard: 'firstPage', actions: 'setOffline' },
    // A payment window ran out: the server no longer lists the transaction as active.
    'xstate.done.actor.*': { guard: 'windowExpired', actions: 'refetch' },
  },
});
