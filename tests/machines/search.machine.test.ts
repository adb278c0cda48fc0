import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Route } from '../../src/api/routes';
import {
  canSearch,
  searchErrors,
  searchMachine,
  searchPath,
  type SearchQuery,
} from '../../src/machines/search.machine';
import { createStorage } from '../../src/lib/storage';
import { assertFullCoverage, done, failed, runModels } from './model';
import { navigationSpy } from './navigation';

// 2026-11-22 10:00 WIB.
const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const routes: Route[] = [
  { id: 1, route: 'Simanindo' },
  { id: 2, route: 'Tigaras' },
];

const never = fromPromise<Route[]>(() => new Promise(() => undefined));
const nav = navigationSpy(['toSchedules']);
const machine = searchMachine.provide({
  actors: { loadRoutes: never },
  actions: { logError: () => undefined, ...nav.actions },
});

/** A storage of its own for each actor (memory): no port list kept unless a test puts one there. */
const memory = (ports?: Route[]) => {
  const storage = createStorage();
  if (ports) storage.set('ports', ports);
  return storage;
};

function ready(now = () => START) {
  const actor = createActor(machine, { input: { now, storage: memory() } }).start();
  actor.send(done('loadRoutes', routes) as never);
  return actor;
}

const events = [
  done('loadRoutes', routes),
  failed('loadRoutes', new Error('offline')),
  { type: 'SEARCH.RETRY' },
  { type: 'SEARCH.FROM', routeId: 2 },
  { type: 'SEARCH.TO', routeId: 2 },
  { type: 'SEARCH.SWAP' },
  { type: 'SEARCH.DATE', date: '2026-11-30' },
  { type: 'SEARCH.DATE', date: '2026-11-24' },
  { type: 'SEARCH.BLUR', field: 'route' },
  { type: 'SEARCH.SUBMIT' },
];

describe('search machine', () => {
  it('defaults to the first and second route and today in Jakarta', () => {
    // 2026-11-22 20:00 UTC is already 2026-11-23 in Jakarta.
    const actor = ready(() => Date.UTC(2026, 10, 22, 20, 0, 0));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ from: 1, to: 2, date: '2026-11-23' });
    expect(canSearch(actor.getSnapshot().context)).toBe(true);
  });

  it("starts from the page's route list (issue #25): ready at once, no request", () => {
    const actor = createActor(machine, { input: { now: () => START, routes, storage: memory() } }).start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().children.loadRoutes).toBeUndefined();
    expect(actor.getSnapshot().context).toMatchObject({ routes, from: 1, to: 2, date: '2026-11-22' });
  });

  it('keeps the list it shows, and falls back to it when the request fails (issue #38)', () => {
    const storage = memory();
    const first = createActor(machine, { input: { now: () => START, storage } }).start();
    first.send(done('loadRoutes', routes) as never);
    expect(storage.get('ports')).toEqual(routes);
    const offline = createActor(machine, { input: { now: () => START, storage } }).start();
    offline.send(failed('loadRoutes', new TypeError('Failed to fetch')) as never);
    expect(offline.getSnapshot().value).toBe('ready');
    expect(offline.getSnapshot().context).toMatchObject({ routes, from: 1, to: 2 });
    // Nothing kept: the failure shows, with its retry.
    const none = createActor(machine, { input: { now: () => START, storage: memory() } }).start();
    none.send(failed('loadRoutes', new TypeError('Failed to fetch')) as never);
    expect(none.getSnapshot().value).toBe('failed');
    // The page's list is kept too.
    const paged = memory();
    createActor(machine, { input: { now: () => START, routes, storage: paged } }).start();
    expect(paged.get('ports')).toEqual(routes);
  });

  it('swaps the stops', () => {
    const actor = ready();
    actor.send({ type: 'SEARCH.SWAP' });
    expect(actor.getSnapshot().context).toMatchObject({ from: 2, to: 1 });
  });

  it('refuses the same origin and destination, and says so once a dropdown was touched', () => {
    const actor = createActor(machine, { input: { now: () => START, storage: memory() } }).start();
    actor.send(done('loadRoutes', [routes[0], routes[0]]) as never);
    // Same stop by default (a list with one port twice): invalid, but nothing said yet.
    expect(canSearch(actor.getSnapshot().context)).toBe(false);
    expect(searchErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'SEARCH.BLUR', field: 'route' });
    expect(searchErrors(actor.getSnapshot().context)).toEqual({ route: 'Keberangkatan dan tujuan tidak boleh sama' });

    const other = ready();
    other.send({ type: 'SEARCH.TO', routeId: 1 });
    expect(searchErrors(other.getSnapshot().context).route).toBe('Keberangkatan dan tujuan tidak boleh sama');
    other.send({ type: 'SEARCH.SUBMIT' });
    expect(other.getSnapshot().value).toBe('ready');
  });

  it('accepts dates from today to today + 7 only', () => {
    const actor = ready();
    for (const [date, ok] of [
      ['2026-11-21', false],
      ['2026-11-22', true],
      ['2026-11-29', true],
      ['2026-11-30', false],
      ['', false],
    ] as const) {
      actor.send({ type: 'SEARCH.DATE', date });
      expect(canSearch(actor.getSnapshot().context), date).toBe(ok);
    }
    expect(searchErrors(actor.getSnapshot().context).date).toBe('Tanggal tidak boleh kosong.');
    actor.send({ type: 'SEARCH.DATE', date: '2026-11-30' });
    expect(searchErrors(actor.getSnapshot().context).date).toBe('Tanggal harus antara hari ini dan 7 hari ke depan.');
  });

  it('judges the date by the clock at submit time (a form left open past midnight)', () => {
    const clock = new SimulatedClock();
    clock.set(START);
    const actor = createActor(machine, { clock, input: { now: () => clock.now(), storage: memory() } }).start();
    actor.send(done('loadRoutes', routes) as never);
    expect(actor.getSnapshot().context.date).toBe('2026-11-22');
    clock.set(START + 86_400_000);
    actor.send({ type: 'SEARCH.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('submits a valid search to the daftar-tiket address', () => {
    const actor = ready();
    actor.send({ type: 'SEARCH.DATE', date: '2026-11-23' });
    actor.send({ type: 'SEARCH.SUBMIT' });
    expect(actor.getSnapshot().status).toBe('done');
    const [call, ...more] = nav.take(actor);
    expect(more).toEqual([]);
    expect(call).toEqual({ name: 'toSchedules', params: { from: 1, to: 2, date: '2026-11-23' } });
    expect(searchPath(call?.params as SearchQuery)).toBe('/daftar-tiket?from=1&to=2&date=2026-11-23');
  });

  it('reaches every state and transition (model-based)', async () => {
    type World = Parameters<typeof runModels<typeof machine>>[1][number];
    const shared: Omit<World, 'world' | 'inputFor'> = {
      machine,
      startMs: START,
      events: (snapshot) => (snapshot.status === 'done' ? [] : events),
      serializeState: (s) =>
        JSON.stringify([s.value, s.status, s.context.from, s.context.to, s.context.date, s.context.form]),
      onStep: (snapshot, _event, actor) => {
        // Never submitted while invalid; submitted, it opens daftar-tiket for the form's values.
        if (snapshot.status === 'done') expect(canSearch(snapshot.context)).toBe(true);
        const { from, to, date } = snapshot.context;
        expect(nav.take(actor)).toEqual(
          snapshot.status === 'done' ? [{ name: 'toSchedules', params: { from, to, date } }] : [],
        );
      },
    };
    const coverage = await runModels('search', [
      {
        world: 'routes fetched',
        ...shared,
        inputFor: (clock: SimulatedClock) => ({ now: () => clock.now(), storage: memory() }),
      },
      // Issue #25: the page came with the route list.
      {
        world: 'routes in the page',
        ...shared,
        inputFor: (clock: SimulatedClock) => ({ now: () => clock.now(), routes, storage: memory() }),
      },
      // Issue #38: a list kept from an earlier visit stands in when the request fails.
      {
        world: 'a list kept on this device',
        ...shared,
        inputFor: (clock: SimulatedClock) => ({ now: () => clock.now(), storage: memory(routes) }),
      },
    ]);
    assertFullCoverage(coverage);
  });
});
