// tiket-saya without signal (issue #38 item 7), through the ticketList machine: page 0 that fails
// for want of network is every paid ticket this phone has kept (`offline` in the context, one page,
// nothing more to load); the service worker's copy of page 0 is replaced by all the kept ones; with
// none kept the failure stays; a server error is no offline case; back online, page 0 is the
// server's again; online, the details of the listed paid tickets are kept in the background.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { TransactionListItem } from '../../src/api/transactions';
import { createMemoryBackend, createStorage } from '../../src/lib/storage';
import { createPagedListMachine } from '../../src/machines/paged-list.machine';
import { fetchActiveTickets, type ActiveTicketsDeps } from '../../src/machines/ticket-list-data';
import { ticketListMachine } from '../../src/machines/ticket-list.machine';
import { keptItem } from '../lib/kept-tickets.fixtures';

const NOW = Date.UTC(2026, 10, 22, 3, 0);
const NO_NETWORK = new ApiError('network', 0, 'Failed to fetch');
const KEPT = [keptItem(3), keptItem(1)];

type Answer = { transactions: TransactionListItem[]; has_more: boolean; offlineCopy: boolean };

function world(answers: Array<Answer | Error>, kept: TransactionListItem[] = KEPT) {
  const keep = vi.fn(async () => [] as number[]);
  const keptRead = vi.fn(async () => kept);
  let call = 0;
  const deps: ActiveTicketsDeps = {
    token: () => 'token',
    now: () => NOW,
    origin: 'https://seberang.example',
    keep,
    kept: keptRead,
    fetchPage: async () => {
      const answer = answers[Math.min(call++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    fetchDetail: async () => undefined,
  };
  return { deps, keep, keptRead };
}

function listActor(deps: ActiveTicketsDeps) {
  const transactions = createPagedListMachine<TransactionListItem, { isActive: boolean }>(
    (request) => fetchActiveTickets(request, deps),
    { id: 'transactions', itemKey: (t) => t.id },
  );
  return createActor(ticketListMachine.provide({ actors: { transactions } as never }), {
    input: { storage: createStorage(createMemoryBackend()), now: () => NOW },
  }).start();
}

const page0 = { params: { isActive: true }, page: 0, size: 5 };
const online = (items: TransactionListItem[], hasMore = false): Answer => ({
  transactions: items,
  has_more: hasMore,
  offlineCopy: false,
});

describe('ticketList without signal (issue #38)', () => {
  it('shows every kept paid ticket when page 0 cannot be fetched, and the server’s list once back online', async () => {
    const { deps } = world([NO_NETWORK, online([keptItem(8), keptItem(9, { paid: false })], true)]);
    const actor = listActor(deps);
    const list = () => actor.getSnapshot().context.list.getSnapshot();
    await vi.waitFor(() => expect(actor.getSnapshot().context.offline).toBe(true));
    expect(list().context.items.map((t) => t.id)).toEqual([3, 1]);
    expect(list().context.hasMore).toBe(false);
    expect(list().value).toBe('loaded');
    actor.send({ type: 'REFRESH' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.offline).toBe(false));
    expect(list().context.items.map((t) => t.id)).toEqual([8, 9]);
    expect(list().context.hasMore).toBe(true);
  });

  it('replaces the service worker’s copy of page 0 with every kept ticket', async () => {
    const { deps, keep } = world([{ ...online([keptItem(1)]), offlineCopy: true }]);
    expect(await fetchActiveTickets(page0, deps)).toEqual({ items: KEPT, hasMore: false, meta: { offline: true } });
    expect(keep).not.toHaveBeenCalled();
    // Nothing readable kept beside it: the copy itself.
    const none = world([{ ...online([keptItem(1)]), offlineCopy: true }], []);
    expect(await fetchActiveTickets(page0, none.deps)).toEqual({
      items: [keptItem(1)],
      hasMore: false,
      meta: { offline: true },
    });
  });

  it('fails as before with nothing kept, on a server error, and on a later page', async () => {
    const nothing = world([NO_NETWORK], []);
    await expect(fetchActiveTickets(page0, nothing.deps)).rejects.toBe(NO_NETWORK);
    const serverError = new ApiError('http', 500, 'Server error.');
    const broken = world([serverError]);
    await expect(fetchActiveTickets(page0, broken.deps)).rejects.toBe(serverError);
    expect(broken.keptRead).not.toHaveBeenCalled();
    const later = world([NO_NETWORK]);
    await expect(fetchActiveTickets({ ...page0, page: 1 }, later.deps)).rejects.toBe(NO_NETWORK);
    // The machine shows the failure (the screen's retry), not an offline list.
    const actor = listActor(world([NO_NETWORK], []).deps);
    await vi.waitFor(() => expect(actor.getSnapshot().context.list.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.offline).toBe(false);
  });

  it('online, keeps the details of the listed paid tickets (each then opens offline)', async () => {
    const { deps, keep } = world([online([keptItem(8), keptItem(9, { paid: false }), keptItem(7)], true)]);
    expect(await fetchActiveTickets(page0, deps)).toEqual({
      items: [keptItem(8), keptItem(9, { paid: false }), keptItem(7)],
      hasMore: true,
      meta: { offline: false },
    });
    expect(keep).toHaveBeenCalledWith([8, 7], 'token', 'https://seberang.example', deps.fetchDetail);
    const next = await fetchActiveTickets({ ...page0, page: 1 }, deps);
    expect(next).not.toHaveProperty('meta');
  });
});
