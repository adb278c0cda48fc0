import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { createPagedListMachine, type Page, type PageRequest } from '../../src/machines/paged-list.machine';
import { assertFullCoverage, done, failed, runModels } from './model';

type Item = { id: number };
type Params = { q: string };

const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));

const machine = createPagedListMachine<Item, Params>(() => Promise.reject(new Error('not in tests')), {
  itemKey: (i) => i.id,
}).provide({
  actors: { fetchPage: fromPromise<Page<Item>, PageRequest<Params>>(() => new Promise(() => undefined)) },
  actions: { logError: () => undefined },
});

function flush() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('pagedList machine', () => {
  it('loads page 0, then the next pages while has_more, with the page size asked for', async () => {
    const requests: PageRequest<Params>[] = [];
    const list = createPagedListMachine<Item, Params>(async (request) => {
      requests.push(request);
      return { items: items(request.page * 2, 2), hasMore: request.page < 1 };
    });
    const actor = createActor(list, { input: { params: { q: 'a' }, pageSize: 2 } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([0, 1]);
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toBe('loadingMore');
    actor.send({ type: 'LOAD_MORE' }); // ignored while a page is on its way
    await flush();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([0, 1, 2, 3]);
    expect(actor.getSnapshot().context.hasMore).toBe(false);
    actor.send({ type: 'LOAD_MORE' }); // no more pages: nothing happens
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(requests).toEqual([
      { params: { q: 'a' }, page: 0, size: 2 },
      { params: { q: 'a' }, page: 1, size: 2 },
    ]);
  });

  it('starts over with new params on RESET, dropping an answer still on its way for the old ones', async () => {
    const resolvers: Array<(page: Page<Item>) => void> = [];
    const list = createPagedListMachine<Item, Params>(() => new Promise((resolve) => resolvers.push(resolve)));
    const actor = createActor(list, { input: { params: { q: 'old' }, pageSize: 10 } }).start();
    actor.send({ type: 'RESET', params: { q: 'new' } });
    expect(resolvers).toHaveLength(2);
    resolvers[0]?.({ items: items(100, 1), hasMore: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    resolvers[1]?.({ items: items(1, 3), hasMore: true });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ params: { q: 'new' }, page: 0, hasMore: true });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('keeps the items shown and only logs when a page fails, and does not append an item twice', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let call = 0;
    const list = createPagedListMachine<Item, Params>(
      async () => {
        call += 1;
        if (call === 1) return { items: items(1, 2), hasMore: true };
        if (call === 2) throw new Error('boom');
        return { items: items(2, 2), hasMore: false };
      },
      { itemKey: (i) => i.id },
    );
    const actor = createActor(list, { input: { params: { q: '' }, pageSize: 2 } }).start();
    await flush();
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([1, 2]);
    expect((actor.getSnapshot().context.error as Error).message).toBe('boom');
    expect(log).toHaveBeenCalledTimes(1);
    actor.send({ type: 'LOAD_MORE' }); // retry the same page
    await flush();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.error).toBeNull();
    log.mockRestore();
  });

  it('tells its parent when a fetch fails', async () => {
    const list = createPagedListMachine<Item, Params>(() => Promise.reject(new Error('down'))).provide({
      actions: { logError: () => undefined },
    });
    const received: unknown[] = [];
    const parent = setup({ actors: { list } }).createMachine({
      invoke: { id: 'list', src: 'list', input: { params: { q: '' }, pageSize: 10 } },
      on: { 'PAGED_LIST.FAILED': { actions: ({ event }) => void received.push(event) } },
    });
    createActor(parent).start();
    await flush();
    expect(received).toEqual([{ type: 'PAGED_LIST.FAILED', error: new Error('down'), page: 0 }]);
  });

  it("passes a page's meta (and only a page that has one) to its parent", async () => {
    const list = createPagedListMachine<Item, Params>(async ({ page }) => ({
      items: items(page, 1),
      hasMore: page < 2,
      ...(page === 1 ? {} : { meta: { fareFrom: 1000 + page } }),
    }));
    const received: unknown[] = [];
    const parent = setup({ actors: { list } }).createMachine({
      invoke: { id: 'list', src: 'list', input: { params: { q: '' }, pageSize: 1 } },
      on: { 'PAGED_LIST.LOADED': { actions: ({ event }) => void received.push(event) } },
    });
    const actor = createActor(parent).start();
    await flush();
    const child = actor.getSnapshot().children.list as unknown as { send: (e: { type: 'LOAD_MORE' }) => void };
    child.send({ type: 'LOAD_MORE' });
    await flush();
    child.send({ type: 'LOAD_MORE' });
    await flush();
    expect(received).toEqual([
      { type: 'PAGED_LIST.LOADED', page: 0, meta: { fareFrom: 1000 } },
      { type: 'PAGED_LIST.LOADED', page: 2, meta: { fareFrom: 1002 } },
    ]);
    // Alone (no parent), a page with meta loads as any other.
    const alone = createActor(list, { input: { params: { q: '' }, pageSize: 1 } }).start();
    await flush();
    expect(alone.getSnapshot().context.items).toEqual([{ id: 0 }]);
  });

  it('waits for LOAD when autoLoad is off, and REFRESH reloads page 0 keeping the params', async () => {
    const fetch = vi.fn(async (request: PageRequest<Params>) => ({ items: items(request.page, 1), hasMore: true }));
    const list = createPagedListMachine<Item, Params>(fetch);
    const actor = createActor(list, { input: { params: { q: 'x' }, pageSize: 1, autoLoad: false } }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
    actor.send({ type: 'LOAD' });
    await flush();
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(actor.getSnapshot().context.items).toHaveLength(2);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().context.items).toHaveLength(2); // still shown while reloading
    await flush();
    expect(actor.getSnapshot().context.items).toEqual([{ id: 0 }]);
    expect(fetch).toHaveBeenLastCalledWith({ params: { q: 'x' }, page: 0, size: 1 });
  });

  it('starts loaded from a first page it is given, fetching only the pages after it (issue #25)', async () => {
    const fetch = vi.fn(async (request: PageRequest<Params>) => ({
      items: items(request.page * 2, 2),
      hasMore: false,
    }));
    const list = createPagedListMachine<Item, Params>(fetch, { itemKey: (i) => i.id });
    const firstPage = { items: items(0, 2), hasMore: true, meta: { fareFrom: 1 } };
    const actor = createActor(list, { input: { params: { q: 'a' }, pageSize: 2, firstPage } }).start();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context).toMatchObject({ page: 0, hasMore: true, items: items(0, 2) });
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(fetch).toHaveBeenCalledExactlyOnceWith({ params: { q: 'a' }, page: 1, size: 2 });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([0, 1, 2, 3]);
    // REFRESH and RESET fetch page 0 as before.
    actor.send({ type: 'REFRESH' });
    await flush();
    expect(fetch).toHaveBeenLastCalledWith({ params: { q: 'a' }, page: 0, size: 2 });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([0, 1]);
  });

  it('reaches every state and transition (model-based)', async () => {
    const world = (autoLoad: boolean, firstPage?: Page<Item>) => ({
      world: firstPage ? 'given page 0' : autoLoad ? 'autoLoad' : 'manual load',
      machine,
      input: { params: { q: 'a' }, pageSize: 2, autoLoad, ...(firstPage ? { firstPage } : {}) },
      events: [
        { type: 'LOAD' },
        { type: 'LOAD_MORE' },
        { type: 'RESET', params: { q: 'b' } },
        { type: 'REFRESH' },
        done('fetchPage', { items: items(1, 2), hasMore: true }),
        done('fetchPage', { items: items(9, 1), hasMore: false }),
        failed('fetchPage', new Error('offline')),
      ],
      serializeState: (s: {
        value: unknown;
        context: { items: Item[]; hasMore: boolean; page: number; params: Params };
      }) =>
        JSON.stringify([
          s.value,
          Math.min(s.context.items.length, 4),
          s.context.hasMore,
          Math.min(s.context.page, 2),
          s.context.params.q,
        ]),
    });
    const coverage = await runModels('pagedList', [
      world(true),
      world(false),
      world(true, { items: items(1, 2), hasMore: true }),
    ]);
    assertFullCoverage(coverage);
  });
});
