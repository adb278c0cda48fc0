// pagedList — one machine for every infinite list (schedules, active tickets, history).
//
//   idle ──LOAD / autoLoad──▶ loading (page 0) ──▶ loaded { hasMore } ──LOAD_MORE──▶ loadingMore ──▶ loaded …
//                                 │                                                     │
//                                 └──────────────▶ failed ◀─────────────────────────────┘
//   idle ──[input.firstPage]──▶ loaded (page 0 given, not fetched)
//   anywhere: RESET { params } → clear the items and load page 0 of the new params
//             REFRESH          → load page 0 again with the same params (items stay until it arrives)
//
// Usage (the item and params types are the caller's):
//
//   const ticketsMachine = createPagedListMachine<TransactionListItem, { isActive: boolean }>(
//     async ({ params, page, size }) => {
//       const r = await getUserTransactions({ ...params, page, size });
//       return { items: r.transactions, hasMore: r.has_more };
//     },
//     { itemKey: (t) => t.id },
//   );
//   useFlow(ticketsMachine, { input: { params: { isActive: true }, pageSize: 5 } });
//   send({ type: 'LOAD_MORE' })   // from an IntersectionObserver sentinel at the bottom
//
// The fetch runs in the invoked actor `fetchPage` (id and src), so tests `.provide()` a stub and
// drive it with `done('fetchPage', { items, hasMore })` / `failed('fetchPage', error)`.
//
// Errors (spec §8: "Transaction or schedule list fetch errors: only logged"): a failed fetch is
// logged by the `logError` action, keeps the items already shown, stores `error`, and enters
// `failed`; LOAD_MORE there retries the next page (when one is known to exist), REFRESH or RESET
// start over. When the list runs as a child actor, its parent also receives
// `{ type: 'PAGED_LIST.FAILED', error, page }`, so a screen that must say more (daftar-tiket's
// 'Failed to get schedule') can.
//
// A fetch may also return `meta`: what the answer says about the whole list rather than its items
// (daftar-tiket's fare, issue #21). After every page that has it, the parent receives
// `{ type: 'PAGED_LIST.LOADED', page, meta }`; the list itself keeps nothing of it.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';

export type PageRequest<TParams> = { params: TParams; page: number; size: number };
export type Page<TItem> = { items: TItem[]; hasMore: boolean; meta?: Record<string, unknown> };

export type PagedListInput<TParams, TItem = never> = {
  params: TParams;
  /** Items per page (spec §9: schedules 10, transactions 5). */
  pageSize: number;
  /** Load page 0 as soon as the actor starts (default true); otherwise wait in `idle` for LOAD. */
  autoLoad?: boolean;
  /**
   * Page 0 as the caller already holds it (issue #25: daftar-tiket's first page in the server's
   * HTML): the list starts `loaded` with it and does not fetch page 0; its meta is the caller's.
   */
  firstPage?: Page<TItem>;
};

export type PagedListContext<TItem, TParams> = {
  params: TParams;
  pageSize: number;
  autoLoad: boolean;
  items: TItem[];
  /** Index of the last page loaded (pages start at 0); -1 before the first one. */
  page: number;
  hasMore: boolean;
  /** The last fetch error, cleared by the next successful or restarted load. */
  error: unknown;
};

export type PagedListEvent<TParams> =
  { type: 'LOAD' } | { type: 'LOAD_MORE' } | { type: 'RESET'; params: TParams } | { type: 'REFRESH' };

/** Sent to the parent actor (when there is one) after a page whose fetch returned `meta`. */
export type PagedListLoadedEvent = { type: 'PAGED_LIST.LOADED'; page: number; meta: Record<string, unknown> };

/** Sent to the parent actor (when there is one) after a failed fetch. */
export type PagedListFailedEvent = { type: 'PAGED_LIST.FAILED'; error: unknown; page: number };

export type PagedListOptions<TItem> = {
  /** Machine id (shown in the inspector). */
  id?: string;
  /**
   * A stable key per item: an item already in the list is not appended twice when the server's
   * pages shift between two requests (a new order, a departure closing for sale).
   */
  itemKey?: (item: TItem) => string | number;
};

export function createPagedListMachine<TItem, TParams>(
  fetchPage: (request: PageRequest<TParams>) => Promise<Page<TItem>>,
  options: PagedListOptions<TItem> = {},
) {
  const { itemKey } = options;
  const append = (items: TItem[], next: TItem[]): TItem[] => {
    if (!itemKey) return [...items, ...next];
    const seen = new Set(items.map(itemKey));
    return [...items, ...next.filter((item) => !seen.has(itemKey(item)))];
  };

  return setup({
    types: {
      input: {} as PagedListInput<TParams, TItem>,
      context: {} as PagedListContext<TItem, TParams>,
      events: {} as PagedListEvent<TParams>,
    },
    actors: {
      fetchPage: fromPromise<Page<TItem>, PageRequest<TParams>>(({ input }) => fetchPage(input)),
    },
    guards: {
      autoLoad: ({ context }) => context.autoLoad,
      hasFirstPage: ({ context }) => context.page >= 0,
      hasMore: ({ context }) => context.hasMore,
      // After a failed next page: retry it. After a failed first page there is nothing to continue.
      canRetryMore: ({ context }) => context.hasMore && context.page >= 0,
    },
    actions: {
      setFirstPage: assign((_, page: Page<TItem>) => ({
        items: page.items,
        page: 0,
        hasMore: page.hasMore,
        error: null,
      })),
      appendPage: assign(({ context }, page: Page<TItem>) => ({
        items: append(context.items, page.items),
        page: context.page + 1,
        hasMore: page.hasMore,
        error: null,
      })),
      setError: assign((_, params: { error: unknown }) => ({ error: params.error })),
      clearError: assign({ error: null }),
      startOver: assign(({ event }) =>
        event.type === 'RESET' ? { params: event.params, items: [], page: -1, hasMore: false, error: null } : {},
      ),
      logError: (_, params: { error: unknown }) => {
        console.error('pagedList: fetching a page failed', params.error);
      },
      passMeta: enqueueActions(({ enqueue, self }, params: { page: number; meta: Page<TItem>['meta'] }) => {
        if (!params.meta || !self._parent) return;
        const event: PagedListLoadedEvent = { type: 'PAGED_LIST.LOADED', page: params.page, meta: params.meta };
        enqueue.sendParent(event);
      }),
      notifyParent: enqueueActions(({ enqueue, self }, params: { error: unknown; page: number }) => {
        const event: PagedListFailedEvent = { type: 'PAGED_LIST.FAILED', error: params.error, page: params.page };
        if (self._parent) enqueue.sendParent(event);
      }),
    },
  }).createMachine({
    id: options.id ?? 'pagedList',
    context: ({ input }) => ({
      params: input.params,
      pageSize: input.pageSize,
      autoLoad: input.autoLoad ?? true,
      items: input.firstPage?.items ?? [],
      page: input.firstPage ? 0 : -1,
      hasMore: input.firstPage?.hasMore ?? false,
      error: null,
    }),
    initial: 'idle',
    on: {
      RESET: { target: '.loading', actions: 'startOver' },
      REFRESH: { target: '.loading', actions: 'clearError' },
    },
    states: {
      idle: {
        always: [
          { guard: 'hasFirstPage', target: 'loaded' },
          { guard: 'autoLoad', target: 'loading' },
        ],
        on: { LOAD: 'loading' },
      },
      loading: {
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({ params: context.params, page: 0, size: context.pageSize }),
          onDone: {
            target: 'loaded',
            actions: [
              { type: 'setFirstPage', params: ({ event }) => event.output },
              { type: 'passMeta', params: ({ event }) => ({ page: 0, meta: event.output.meta }) },
            ],
          },
          onError: {
            target: 'failed',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              { type: 'notifyParent', params: ({ event }) => ({ error: event.error, page: 0 }) },
            ],
          },
        },
      },
      loaded: {
        on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } },
      },
      loadingMore: {
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({ params: context.params, page: context.page + 1, size: context.pageSize }),
          onDone: {
            target: 'loaded',
            actions: [
              {
                type: 'passMeta',
                params: ({ event, context }) => ({ page: context.page + 1, meta: event.output.meta }),
              },
              { type: 'appendPage', params: ({ event }) => event.output },
            ],
          },
          onError: {
            target: 'failed',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'notifyParent',
                params: ({ event, context }) => ({ error: event.error, page: context.page + 1 }),
              },
            ],
          },
        },
      },
      failed: {
        on: { LOAD_MORE: { guard: 'canRetryMore', target: 'loadingMore' } },
      },
    },
  });
}

/** Any pagedList machine, whatever its item and params types (for props and child refs). */
export type PagedListMachine<TItem, TParams> = ReturnType<typeof createPagedListMachine<TItem, TParams>>;

/** What a list screen shows, from a pagedList snapshot's state value. */
export type PagedListStatus = 'idle' | 'loading' | 'loaded' | 'loadingMore' | 'failed';
