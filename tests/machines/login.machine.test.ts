import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { landingPath, loginMachine } from '../../src/machines/login.machine';
import { createMemoryBackend, createStorage, DRAFT_KEYS } from '../../src/lib/storage';
import { assertFullCoverage, done, failed, pending, runModel } from './model';
import { navigationSpy } from './navigation';

const user = { id: 7, name: 'Rina Siregar', phone_number: '081234567890', age: null, gender: null, domicile: null };
const credentials = { phone_number: '081234567890', password: 'rahasia123' };
const submit = { type: 'LOGIN.SUBMIT', ...credentials } as const;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const http = (status: number, message: string) => ({ kind: 'http', status, message });
/** A token whose payload says `{"role":"petugas"}` (read, never verified, on the client). */
const OFFICER_TOKEN = `e30.${btoa(JSON.stringify({ role: 'petugas' }))}.sig`;
const NAVIGATION = ['startSession', 'goHome'];

function start(opts: { login?: () => Promise<string>; getUser?: () => Promise<typeof user> } = {}) {
  const storage = createStorage(createMemoryBackend());
  const tokensAsked: string[] = [];
  const nav = navigationSpy(NAVIGATION);
  const machine = loginMachine.provide({
    actions: nav.actions,
    actors: {
      login: fromPromise(async () => (opts.login ? opts.login() : 'token-abc')),
      getUser: fromPromise(async ({ input }: { input: { token: string } }) => {
        tokensAsked.push(input.token);
        return opts.getUser ? opts.getUser() : user;
      }),
    } as never,
  });
  const actor = createActor(machine, { input: { storage } });
  return { actor, storage, tokensAsked, nav };
}

describe('login machine', () => {
  it('clears the stored drafts on entry and keeps the session and other keys', () => {
    const { actor, storage } = start();
    storage.set('otp', { phone_number: '081234567890', context: 'register' });
    storage.set('paymentUrl', 'https://pay.example/abc');
    storage.set('scheduleId', 5);
    storage.set('firstView', true);
    actor.start();
    for (const key of DRAFT_KEYS) expect(storage.get(key)).toBeNull();
    expect(storage.get('firstView')).toBe(true);
    expect(storage.get('scheduleId')).toBe(5);
  });

  it('logs in, loads the user with the new token, starts the session with both and goes home', async () => {
    const { actor, tokensAsked, nav } = start();
    actor.start();
    actor.send(submit);
    expect(nav.take(actor)).toEqual([]);
    await flush();
    await flush();
    expect(tokensAsked).toEqual(['token-abc']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ token: 'token-abc', user });
    expect(nav.take(actor)).toEqual([
      { name: 'startSession', params: { token: 'token-abc', user } },
      { name: 'goHome', params: { role: 'penumpang' } },
    ]);
  });

  it("goes home with an officer's role when the token says petugas", async () => {
    const { actor, nav } = start({ login: async () => OFFICER_TOKEN });
    actor.start();
    actor.send(submit);
    await flush();
    await flush();
    expect(nav.take(actor).at(-1)).toEqual({ name: 'goHome', params: { role: 'petugas' } });
  });

  it("goes home with the operator's and the cashier's roles when the token says admin or kasir (issues #22, #24)", async () => {
    for (const [claim, role] of [
      ['admin', 'admin'],
      ['kasir', 'kasir'],
      ['root', 'penumpang'],
    ] as const) {
      const token = `e30.${btoa(JSON.stringify({ role: claim })).replace(/=+$/, '')}.sig`;
      const { actor, nav } = start({ login: async () => token });
      actor.start();
      actor.send(submit);
      await flush();
      await flush();
      expect(nav.take(actor).at(-1)).toEqual({ name: 'goHome', params: { role } });
    }
  });

  it('lands each role in its own area, returning only to a page of that area (landingPath)', () => {
    expect(landingPath('admin', null)).toBe('/operator');
    expect(landingPath('admin', '/operator/tarif')).toBe('/operator/tarif');
    expect(landingPath('admin', '/tiket-saya')).toBe('/operator');
    expect(landingPath('admin', '/petugas')).toBe('/operator');
    expect(landingPath('petugas', '/operator/kapal')).toBe('/petugas');
    expect(landingPath('petugas', '/petugas/pindai')).toBe('/petugas/pindai');
    expect(landingPath('penumpang', '/operator')).toBe('/beranda');
    expect(landingPath('penumpang', '/tiket-saya')).toBe('/tiket-saya');
    expect(landingPath('kasir', null)).toBe('/loket');
    expect(landingPath('kasir', '/loket/shift')).toBe('/loket/shift');
    expect(landingPath('kasir', '/pesan-tiket/1')).toBe('/loket');
    expect(landingPath('penumpang', '/loket')).toBe('/beranda');
    expect(landingPath('petugas', '/petugas?jadwal=3')).toBe('/petugas?jadwal=3');
    expect(landingPath('kasir', '/loketku')).toBe('/loket');
  });

  it.each([
    ['User phone number not found in our records.', 'Nomor HP Anda belum tedaftar.'],
    ['User password incorrect.', 'Kata sandi Anda salah. Silakan coba lagi.'],
    ['Invalid user phone number.', 'Nomor telepon tidak terdaftar. Silakan coba lagi.'],
  ])('shows the banner for 400 %s', async (server, banner) => {
    const { actor } = start({ login: () => Promise.reject(http(400, server)) });
    actor.start();
    actor.send(submit);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.banner).toBe(banner);
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('alerts Error tidak terduga. for any other login failure', async () => {
    const { actor } = start({ login: () => Promise.reject(http(500, 'Internal server error.')) });
    actor.start();
    actor.send(submit);
    await flush();
    expect(actor.getSnapshot().context.alert).toBe('Error tidak terduga.');
    expect(actor.getSnapshot().context.banner).toBeNull();
  });

  it('treats a response without a token as a failure', async () => {
    const { actor, tokensAsked } = start({ login: () => Promise.resolve('') });
    actor.start();
    actor.send(submit);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.alert).toBe('Error tidak terduga.');
    expect(tokensAsked).toEqual([]);
  });

  it('alerts Failed to get user. when the user cannot be loaded', async () => {
    const { actor } = start({ getUser: () => Promise.reject(http(401, 'Unauthorized.')) });
    actor.start();
    actor.send(submit);
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.alert).toBe('Failed to get user.');
    actor.send({ type: 'LOGIN.DISMISS' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('does not send an invalid form', () => {
    const { actor } = start();
    actor.start();
    actor.send({ ...submit, password: 'pendek' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('reaches every state and transition (model-based)', async () => {
    type Snap = SnapshotFrom<typeof loginMachine>;
    const nav = navigationSpy(NAVIGATION);
    const coverage = await runModel({
      name: 'login',
      machine: loginMachine.provide({
        actors: { login: pending(), getUser: pending() } as never,
        actions: nav.actions,
      }),
      inputFor: () => ({ storage: createStorage(createMemoryBackend()) }),
      // A finished actor takes no more events.
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              submit,
              { ...submit, phone_number: '0812' },
              done('login', 'token-abc'),
              done('login', ''),
              failed('login', http(400, 'User password incorrect.')),
              failed('login', http(429, 'Too many requests.')),
              done('getUser', user),
              failed('getUser', http(401, 'Unauthorized.')),
              { type: 'LOGIN.DISMISS' },
            ],
      serializeState: (s: Snap) =>
        JSON.stringify([s.value, s.status, s.context.banner, s.context.alert, s.context.attempted]),
      onStep: (s: Snap, _event, actor) => {
        if (s.status === 'done') expect(s.output).toEqual({ token: 'token-abc', user });
        // The session starts and the screen leaves exactly when the login is done.
        expect(nav.names(actor)).toEqual(s.status === 'done' ? ['startSession', 'goHome'] : []);
      },
    });
    assertFullCoverage(coverage);
  });
});
