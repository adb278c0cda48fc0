import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { sessionMachine } from '../../src/machines/session.machine';
import { createMemoryBackend, createStorage } from '../../src/lib/storage';
import { after, assertFullCoverage, runModels } from './model';

const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const user = {
  id: 7,
  name: 'Rina Siregar',
  phone_number: '081234567890',
  age: 30,
  gender: 'Perempuan',
  domicile: 'Medan',
};

function jwt(expSeconds: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '7', exp: expSeconds })}.signature`;
}
const tokenValidFor = (ms: number) => jwt(Math.floor((START + ms) / 1000));

describe('session machine', () => {
  it('restores a stored unexpired session and forgets an expired one', () => {
    const storage = createStorage(createMemoryBackend());
    storage.set('authToken', tokenValidFor(60_000));
    storage.set('user', user);
    const clock = new SimulatedClock();
    clock.set(START);
    const actor = createActor(sessionMachine, { clock, input: { storage, now: () => clock.now() } }).start();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.user?.name).toBe('Rina Siregar');

    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.endedBy).toBe('expired');
    expect(storage.get('authToken')).toBeNull();
  });

  it('clears all local storage on logout', () => {
    const storage = createStorage(createMemoryBackend());
    storage.set('firstView', true);
    const actor = createActor(sessionMachine, { input: { storage, now: () => START } }).start();
    actor.send({ type: 'SESSION.LOGGED_IN', token: tokenValidFor(3_600_000), user });
    expect(storage.get('authToken')).not.toBeNull();
    actor.send({ type: 'SESSION.LOGGED_OUT' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(storage.get('firstView')).toBeNull();
    expect(storage.get('user')).toBeNull();
  });

  it('drops the paid tickets kept offline at logout and at account deletion, not when the token expires', () => {
    const storage = createStorage(createMemoryBackend());
    const clock = new SimulatedClock();
    clock.set(START);
    let cleared = 0;
    const clearOfflineTickets = async () => {
      cleared += 1;
    };
    const actor = createActor(sessionMachine, {
      clock,
      input: { storage, now: () => clock.now(), clearOfflineTickets },
    }).start();
    actor.send({ type: 'SESSION.LOGGED_IN', token: tokenValidFor(60_000), user });
    clock.increment(60_000); // expired: the owner's copy stays for their next login
    expect(actor.getSnapshot().context.endedBy).toBe('expired');
    expect(cleared).toBe(0);
    actor.send({ type: 'SESSION.LOGGED_IN', token: tokenValidFor(3_600_000), user });
    actor.send({ type: 'SESSION.LOGGED_OUT' });
    expect(cleared).toBe(1);
    actor.send({ type: 'SESSION.LOGGED_IN', token: tokenValidFor(3_600_000), user });
    actor.send({ type: 'SESSION.ACCOUNT_DELETED' });
    expect(cleared).toBe(2);
  });

  it('at every login, drops the tickets kept offline for any other account (issue #21 §14)', () => {
    const kept: Array<string | null> = [];
    const keepOfflineTicketsOf = async (account: string | null) => {
      kept.push(account);
    };
    const storage = createStorage(createMemoryBackend());
    const actor = createActor(sessionMachine, { input: { storage, now: () => START, keepOfflineTicketsOf } }).start();
    const encode = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const tokenOf = (sub: string) =>
      `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp: Math.floor(START / 1000) + 3600 })}.signature`;
    actor.send({ type: 'SESSION.LOGGED_IN', token: tokenOf('7'), user });
    expect(kept).toEqual(['7']);
    actor.send({ type: 'SESSION.LOGGED_OUT' });
    actor.send({ type: 'SESSION.LOGGED_IN', token: tokenOf('8'), user: { ...user, id: 8 } });
    actor.send({ type: 'SESSION.LOGGED_IN', token: tokenOf('9'), user: { ...user, id: 9 } });
    expect(kept).toEqual(['7', '8', '9']);
  });

  it('refuses a login whose token has already expired', () => {
    const storage = createStorage(createMemoryBackend());
    const actor = createActor(sessionMachine, { input: { storage, now: () => START } }).start();
    actor.send({ type: 'SESSION.LOGGED_IN', token: tokenValidFor(-1000), user });
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('re-arms the expiry timer when the token outlives one timer (over 24.8 days)', () => {
    const storage = createStorage(createMemoryBackend());
    const clock = new SimulatedClock();
    clock.set(START);
    const actor = createActor(sessionMachine, { clock, input: { storage, now: () => clock.now() } }).start();
    actor.send({ type: 'SESSION.LOGGED_IN', token: tokenValidFor(30 * 86_400_000), user });
    clock.increment(2_147_483_647);
    expect(actor.getSnapshot().value).toBe('authenticated');
    clock.increment(30 * 86_400_000 - 2_147_483_647);
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('reaches every state and transition (model-based)', async () => {
    const world = (stored: boolean) => ({
      world: stored ? 'stored session' : 'no stored session',
      machine: sessionMachine,
      startMs: START,
      // The device clock may run ahead of the timers (a phone asleep): `world.skew`.
      inputFor: (clock: SimulatedClock, world: Record<string, unknown>) => {
        const storage = createStorage(createMemoryBackend());
        if (stored) {
          storage.set('authToken', tokenValidFor(3_600_000));
          storage.set('user', user);
        }
        return { storage, now: () => clock.now() + Number(world.skew ?? 0) };
      },
      effects: {
        'TEST.DEVICE_SLEPT': ({ world }: { world: Record<string, unknown> }) => {
          world.skew = 40 * 86_400_000;
        },
      },
      events: [
        { type: 'SESSION.LOGGED_IN', token: tokenValidFor(7_200_000), user },
        { type: 'SESSION.LOGGED_IN', token: tokenValidFor(-5_000), user },
        { type: 'SESSION.LOGGED_IN', token: tokenValidFor(30 * 86_400_000), user },
        { type: 'TEST.DEVICE_SLEPT' },
        { type: 'SESSION.USER_UPDATED', user: { ...user, name: 'Rina S.' } },
        { type: 'SESSION.LOGGED_OUT' },
        { type: 'SESSION.ACCOUNT_DELETED' },
        { type: 'SESSION.CHECK' },
        after('tokenExpiry', 'session.authenticated'),
      ],
      serializeState: (s: {
        value: unknown;
        context: { user: { name: string } | null; endedBy: unknown; token: string | null };
      }) => JSON.stringify([s.value, s.context.user?.name ?? null, s.context.endedBy, s.context.token]),
    });
    const coverage = await runModels('session', [world(true), world(false)]);
    assertFullCoverage(coverage);
  });
});
