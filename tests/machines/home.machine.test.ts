import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type NonReducibleUnknown,
} from 'xstate';
import type { Schedule } from '../../src/api/schedules';
import type { TransactionListItem } from '../../src/api/transactions';
import {
  homeMachine,
  isProfileIncomplete,
  seeAllPath,
  visibleNearest,
  type NearestDepartures,
} from '../../src/machines/home.machine';
import { createMemoryBackend, createStorage, type StoredUser } from '../../src/lib/storage';
import { createApiClient, setApiClient } from '../../src/api/client';
import { after, assertFullCoverage, done, failed, idle, runModels } from './model';
import { navigationSpy } from './navigation';

// 2026-11-22 10:00 WIB.
const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const simanindo = { id: 1, route: 'Simanindo' };
const tigaras = { id: 2, route: 'Tigaras' };
const completeUser: StoredUser = {
  id: 7,
  name: 'Rina Siregar',
  phone_number: '081234567890',
  age: 30,
  gender: 'Perempuan',
  domicile: 'Medan',
};
const newUser: StoredUser = {
  id: 8,
  name: 'Budi Santoso',
  phone_number: '081234567891',
  age: null,
  gender: null,
  domicile: null,
};

const tx = (issuedDate: string, issuedTime: string): TransactionListItem => ({
  id: 42,
  invoiceId: 'INV-42',
  paid: true,
  paymentUrl: null,
  placedOrderDateTime: '2026-11-21T09:00:00+07:00',
  price: 200_000,
  schedule: { id: 5, issuedDate, issuedTime, fromRoute: simanindo, toRoute: tigaras },
});
const departure = (id: number, issuedTime: string, from = simanindo, to = tigaras): Schedule => ({
  id,
  issuedDate: '2026-11-22',
  issuedTime,
  fromRoute: from,
  toRoute: to,
  qty: 5,
});
const nearest = (outbound: Schedule[], inbound: Schedule[]): NearestDepartures => ({
  date: '2026-11-22',
  simanindo,
  tigaras,
  simanindoToTigaras: outbound,
  tigarasToSimanindo: inbound,
  failed: false,
});
/** What loadNearest answers offline: the searches failed, nothing is known. */
const unknownNearest: NearestDepartures = { ...nearest([], []), failed: true };

function jwt(expSeconds: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '7', exp: expSeconds })}.signature`;
}

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));
const nav = navigationSpy(['toProfile']);
const machine = homeMachine.provide({
  actors: {
    loadNextCrossing: never<TransactionListItem | null, NonReducibleUnknown>(),
    loadNearest: never<NearestDepartures, { date: string }>(),
    connectivity: idle(),
  },
  actions: { logError: () => undefined, ...nav.actions },
});

function start(
  opts: {
    authenticated?: boolean;
    user?: StoredUser | null;
    seen?: boolean;
    online?: boolean;
    later?: string;
    page?: NearestDepartures;
  } = {},
) {
  const storage = createStorage(createMemoryBackend());
  if (opts.seen) storage.set('firstView', true);
  if (opts.later) storage.set('profilePromptLater', opts.later);
  const clock = new SimulatedClock();
  clock.set(START);
  const actor = createActor(machine, {
    clock,
    input: {
      authenticated: opts.authenticated ?? false,
      user: opts.user ?? null,
      storage,
      now: () => clock.now(),
      ...(opts.page ? { nearest: opts.page } : {}),
    },
  }).start();
  // What the connectivity actor reports first.
  actor.send({ type: opts.online === false ? 'NETWORK.OFFLINE' : 'NETWORK.ONLINE' });
  return { actor, clock, storage };
}

describe('home machine', () => {
  it('shows the splash for 3 seconds on the first visit only', () => {
    const first = start();
    expect(first.actor.getSnapshot().matches({ splash: 'showing' })).toBe(true);
    expect(first.storage.get('firstView')).toBe(true);
    first.clock.increment(2_999);
    expect(first.actor.getSnapshot().matches({ splash: 'showing' })).toBe(true);
    first.clock.increment(1);
    expect(first.actor.getSnapshot().matches({ splash: 'done' })).toBe(true);
    expect(first.actor.getSnapshot().context.splashShown).toBe(true);

    const again = start({ seen: true });
    expect(again.actor.getSnapshot().matches({ splash: 'done' })).toBe(true);
    expect(again.actor.getSnapshot().context.splashShown).toBe(false);
  });

  it("starts from the page's nearest departures (issue #25): shown at once, not asked for, used once", () => {
    const page = nearest([departure(1, '12:15:00')], [departure(2, '13:00:00', tigaras, simanindo)]);
    const { actor, clock } = start({ page, seen: true });
    expect(actor.getSnapshot().matches({ crossing: { nearest: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.nearest).toEqual(page);
    expect(actor.getSnapshot().children.loadNearest).toBeUndefined();
    // The refresh only moves the clock; the page's data is not kept for a later load.
    clock.increment(10_000);
    expect(actor.getSnapshot().context.pageNearest).toBeNull();
    expect(actor.getSnapshot().context.nearest).toEqual(page);
  });

  it('makes no transaction call for an anonymous visitor: nearest departures at once', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ crossing: { nearest: 'loading' } })).toBe(true);
    expect(actor.getSnapshot().children.loadNextCrossing).toBeUndefined();
  });

  it("asks the API for the soonest paid departure not boarded (isActive, paid, checkedIn=false, sort=departure, size 1) and today's 3 per direction", async () => {
    const requests: string[] = [];
    const fakeFetch = async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.pathname + url.search);
      const body = url.pathname.startsWith('/api/route')
        ? { status: 200, message: 'OK', data: [simanindo, tigaras] }
        : url.pathname.startsWith('/api/schedule')
          ? url.searchParams.get('fromRoute') === '1'
            ? { status: 500, message: 'boom' }
            : {
                status: 200,
                message: 'OK',
                data: { schedules: [departure(9, '12:45:00', tigaras, simanindo)], has_more: false },
              }
          : { status: 200, message: 'OK', data: { transactions: [], has_more: false } };
      return new Response(JSON.stringify(body), {
        status: body.status,
        headers: { 'content-type': 'application/json' },
      });
    };
    setApiClient(
      createApiClient({
        baseUrl: 'http://test',
        fetch: fakeFetch as typeof fetch,
        getToken: () => jwt(START / 1000 + 3600),
        now: () => START,
      }),
    );
    try {
      const actor = createActor(homeMachine, {
        input: {
          authenticated: true,
          user: completeUser,
          storage: createStorage(createMemoryBackend()),
          now: () => START,
        },
      }).start();
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ crossing: { nearest: 'ready' } })).toBe(true));
      // Issue #21: the soonest departure not yet boarded, not the last ticket bought.
      expect(requests).toContain(
        '/api/transaction/user/get-all?isActive=true&paid=true&checkedIn=false&sort=departure&page=0&size=1',
      );
      expect(requests).toContain('/api/schedule/get-all/2026-11-22?fromRoute=1&toRoute=2&page=0&size=3');
      expect(requests).toContain('/api/schedule/get-all/2026-11-22?fromRoute=2&toRoute=1&page=0&size=3');
      // The failing direction is silently empty; the other one is shown.
      const shown = actor.getSnapshot().context.nearest;
      expect(shown?.simanindoToTigaras).toEqual([]);
      expect(shown?.tigarasToSimanindo.map((s) => s.id)).toEqual([9]);
      expect(shown?.failed).toBe(true);
      expect(seeAllPath(shown ?? null)).toBe('/daftar-tiket?from=2&to=1&date=2026-11-22');
    } finally {
      setApiClient(undefined);
    }
  });

  it('shows the next crossing while it departs in the future, refreshing every 10 seconds, then asks for the next one', () => {
    const { actor, clock } = start({ authenticated: true, user: completeUser, seen: true });
    // Departs 10:00:15 WIB, 15 s from now.
    actor.send(done('loadNextCrossing', tx('2026-11-22', '10:00:15')) as never);
    expect(actor.getSnapshot().matches({ crossing: 'next' })).toBe(true);
    expect(actor.getSnapshot().context.nextCrossing?.id).toBe(42);
    clock.increment(10_000);
    expect(actor.getSnapshot().matches({ crossing: 'next' })).toBe(true);
    expect(actor.getSnapshot().context.nowMs).toBe(START + 10_000);
    clock.increment(10_000);
    expect(actor.getSnapshot().matches({ crossing: 'loadingNext' })).toBe(true);
    expect(actor.getSnapshot().context.nextCrossing).toBeNull();
    // Tomorrow's crossing is the next one now.
    actor.send(done('loadNextCrossing', tx('2026-11-23', '06:00:00')) as never);
    expect(actor.getSnapshot().matches({ crossing: 'next' })).toBe(true);
  });

  it('falls back to the nearest departures when the first paid departure is past, missing or the call fails', () => {
    for (const outcome of [
      done('loadNextCrossing', tx('2026-11-22', '09:59:00')),
      done('loadNextCrossing', null),
      failed('loadNextCrossing', new Error('x')),
    ]) {
      const { actor } = start({ authenticated: true, user: completeUser, seen: true });
      actor.send(outcome as never);
      expect(actor.getSnapshot().matches({ crossing: { nearest: 'loading' } }), outcome.type).toBe(true);
    }
  });

  it('treats a failing route list like an empty search', () => {
    const { actor } = start({ seen: true });
    actor.send(failed('loadNearest', new Error('offline')) as never);
    expect(actor.getSnapshot().matches({ crossing: { nearest: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.nearest).toMatchObject({ simanindoToTigaras: [], tigarasToSimanindo: [] });
    expect(seeAllPath(actor.getSnapshot().context.nearest)).toBeNull();
  });

  it("sends 'Lihat semua' to the direction that had results, Simanindo → Tigaras first", () => {
    const out = departure(1, '12:15:00');
    const back = departure(2, '12:45:00', tigaras, simanindo);
    expect(seeAllPath(nearest([out], [back]))).toBe('/daftar-tiket?from=1&to=2&date=2026-11-22');
    expect(seeAllPath(nearest([], [back]))).toBe('/daftar-tiket?from=2&to=1&date=2026-11-22');
    expect(seeAllPath(nearest([], []))).toBeNull();
  });

  it('drops nearest departures once they are under 60 minutes away', () => {
    const list = [departure(1, '11:00:00'), departure(2, '11:01:00')];
    expect(visibleNearest(list, START).map((s) => s.id)).toEqual([1, 2]);
    expect(visibleNearest(list, START + 60_000).map((s) => s.id)).toEqual([2]);
  });

  it('prompts for the missing profile after the splash, not over it', () => {
    const { actor, clock } = start({ user: newUser });
    expect(actor.getSnapshot().matches({ profile: 'waiting' })).toBe(true);
    clock.increment(3_000);
    expect(actor.getSnapshot().matches({ profile: 'prompting' })).toBe(true);
    actor.send({ type: 'PROFILE.LATER' });
    expect(actor.getSnapshot().matches({ profile: 'closed' })).toBe(true);
    expect(nav.names(actor)).toEqual([]);
  });

  it("opens informasi-akun from 'Lengkapi Sekarang'", () => {
    const { actor, clock } = start({ user: newUser });
    clock.increment(3_000);
    expect(nav.names(actor)).toEqual([]);
    actor.send({ type: 'PROFILE.COMPLETE' });
    expect(actor.getSnapshot().matches({ profile: 'completing' })).toBe(true);
    expect(nav.names(actor)).toEqual(['toProfile']);
  });

  it("'Nanti Saja' closes the prompt for the rest of the day (issue #21)", () => {
    const first = start({ user: newUser, seen: true });
    expect(first.actor.getSnapshot().matches({ profile: 'prompting' })).toBe(true);
    first.actor.send({ type: 'PROFILE.LATER' });
    expect(first.storage.get('profilePromptLater')).toBe('2026-11-22');

    // Another visit the same day: no prompt.
    const again = start({ user: newUser, seen: true, later: '2026-11-22' });
    expect(again.actor.getSnapshot().matches({ profile: 'closed' })).toBe(true);
    // The next day it asks once more.
    const tomorrow = start({ user: newUser, seen: true, later: '2026-11-21' });
    expect(tomorrow.actor.getSnapshot().matches({ profile: 'prompting' })).toBe(true);
  });

  it('does not pop the profile prompt up offline; it comes once the network is back (issue #21)', () => {
    const { actor } = start({ user: newUser, seen: true, online: false });
    expect(actor.getSnapshot().matches({ network: 'offline', profile: 'waiting' })).toBe(true);
    actor.send({ type: 'NETWORK.ONLINE' });
    expect(actor.getSnapshot().matches({ network: 'online', profile: 'prompting' })).toBe(true);
  });

  it('knows a failed load offline, and loads again when the network is back (issue #21)', () => {
    const { actor } = start({ authenticated: true, user: completeUser, seen: true });
    actor.send({ type: 'NETWORK.OFFLINE' });
    actor.send(failed('loadNextCrossing', new TypeError('Failed to fetch')) as never);
    actor.send(done('loadNearest', unknownNearest) as never);
    expect(actor.getSnapshot().matches({ network: 'offline', crossing: { nearest: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.nearest?.failed).toBe(true);
    actor.send({ type: 'NETWORK.ONLINE' });
    expect(actor.getSnapshot().matches({ crossing: 'loadingNext' })).toBe(true);
    actor.send(done('loadNextCrossing', null) as never);
    actor.send(done('loadNearest', nearest([departure(1, '12:15:00')], [])) as never);
    expect(actor.getSnapshot().context.nearest?.failed).toBe(false);
    // Nothing failed: going off and on again loads nothing.
    actor.send({ type: 'NETWORK.OFFLINE' });
    actor.send({ type: 'NETWORK.ONLINE' });
    expect(actor.getSnapshot().matches({ crossing: { nearest: 'ready' } })).toBe(true);
  });

  it('knows a profile lacking age, gender or domicile', () => {
    expect(isProfileIncomplete(completeUser)).toBe(false);
    expect(isProfileIncomplete({ ...completeUser, age: null })).toBe(true);
    expect(isProfileIncomplete({ ...completeUser, gender: '' })).toBe(true);
    expect(isProfileIncomplete({ ...completeUser, domicile: undefined })).toBe(true);
    expect(isProfileIncomplete(null)).toBe(false);
  });

  it('reaches every state and transition, opening informasi-akun only from the prompt (model-based)', async () => {
    const before = new WeakMap<AnyActorRef, AnyMachineSnapshot>();
    const onStep = (s: AnyMachineSnapshot, event: { type: string }, actor: AnyActorRef) => {
      const arrived =
        s.matches({ profile: 'completing' }) && !(before.get(actor)?.matches({ profile: 'completing' }) ?? false);
      before.set(actor, s);
      if (arrived) expect(event.type).toBe('PROFILE.COMPLETE');
      expect(nav.names(actor)).toEqual(arrived ? ['toProfile'] : []);
    };
    const events = [
      after('splash', 'home.splash.showing'),
      after('refresh', 'home.crossing.next'),
      after('refresh', 'home.crossing.nearest.ready'),
      // 15 s ahead: still there at the first refresh, departed at the second.
      done('loadNextCrossing', tx('2026-11-22', '10:00:15')),
      done('loadNextCrossing', tx('2026-11-22', '09:00:00')),
      failed('loadNextCrossing', new Error('offline')),
      done('loadNearest', nearest([departure(1, '12:15:00')], [])),
      failed('loadNearest', new Error('offline')),
      { type: 'PROFILE.LATER' },
      { type: 'PROFILE.COMPLETE' },
      { type: 'NETWORK.ONLINE' },
    ];
    // The network's comings and goings, walked in one world only (the graph stays small).
    const network = [done('loadNearest', unknownNearest), { type: 'NETWORK.OFFLINE' }];
    const world = (
      name: string,
      opts: { authenticated: boolean; user: StoredUser | null; seen: boolean; online?: boolean; page?: boolean },
    ) => ({
      world: name,
      machine,
      startMs: START,
      inputFor: (clock: SimulatedClock) => {
        const storage = createStorage(createMemoryBackend());
        if (opts.seen) storage.set('firstView', true);
        const page = opts.page ? { nearest: nearest([departure(1, '12:15:00')], []) } : {};
        return { authenticated: opts.authenticated, user: opts.user, storage, now: () => clock.now(), ...page };
      },
      events: opts.online === false ? [...events, ...network] : events,
      serializeState: (s: {
        value: unknown;
        context: { nowMs: number; nextCrossing: unknown; nextFailed: boolean; nearest: NearestDepartures | null };
      }) =>
        JSON.stringify([
          s.value,
          s.context.nextCrossing !== null,
          s.context.nextFailed,
          s.context.nearest?.failed ?? null,
          Math.min(s.context.nowMs - START, 20_000),
        ]),
      limit: 20_000,
      onStep,
    });
    const coverage = await runModels('home', [
      world('first visit, anonymous', { authenticated: false, user: null, seen: false }),
      world('returning, logged in, incomplete profile', { authenticated: true, user: newUser, seen: true }),
      world('first visit, logged in, complete profile', { authenticated: true, user: completeUser, seen: false }),
      world('offline, incomplete profile', { authenticated: false, user: newUser, seen: true, online: false }),
      // Issue #25: the page came with its nearest departures.
      world('with the page data, logged in', { authenticated: true, user: completeUser, seen: true, page: true }),
    ]);
    assertFullCoverage(coverage);
    // A long walk (16 s on this machine when idle; over 30 s while CI shares it with other work).
  }, 90_000);
});
