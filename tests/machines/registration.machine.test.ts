import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { registrationMachine } from '../../src/machines/registration.machine';
import { otpMachine } from '../../src/machines/otp.machine';
import { createMemoryBackend, createStorage, type StorageBackend } from '../../src/lib/storage';
import { assertFullCoverage, done, failed, pending, runModels } from './model';
import { navigationSpy } from './navigation';

const PASSWORD = 'rahasia-sekali-42';
const form = { name: 'Rina Siregar', phone_number: '081234567890', password: PASSWORD, confirmPassword: PASSWORD };
const submit = { type: 'REGISTER.SUBMIT', ...form } as const;
const taken = { status: 409, message: 'User phone number already exist.' };
const boom = { status: 500, message: 'Internal server error.' };

/** Everything written to the backend, raw, so a test can prove the password never got there. */
function recordingBackend(): StorageBackend & { raw: () => string } {
  const backend = createMemoryBackend();
  const written: string[] = [];
  return {
    ...backend,
    setItem: (key, value) => {
      written.push(`${key}=${value}`);
      backend.setItem(key, value);
    },
    raw: () => written.join('\n'),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const NAVIGATION = ['toCode', 'toLogin', 'toForm'];

function start(
  opts: { checkPhone?: () => Promise<void>; createAccount?: () => Promise<void>; backend?: StorageBackend } = {},
) {
  const backend = opts.backend ?? recordingBackend();
  const storage = createStorage(backend);
  const created: unknown[] = [];
  const nav = navigationSpy(NAVIGATION);
  const machine = registrationMachine.provide({
    actions: nav.actions,
    actors: {
      checkPhone: fromPromise(async () => opts.checkPhone?.()),
      sendOtp: fromPromise(async () => undefined),
      otp: otpMachine.provide({
        actors: {
          verifyOtp: fromPromise(async () => undefined),
          resendOtp: fromPromise(async () => undefined),
        } as never,
      }),
      createAccount: fromPromise(async ({ input }) => {
        created.push(input);
        return opts.createAccount?.();
      }),
    } as never,
  });
  const actor = createActor(machine, { input: { storage } }).start();
  return { actor, storage, created, nav };
}

describe('registration machine', () => {
  it('checks the phone, sends a code, and creates the account once the code is verified', async () => {
    const backend = recordingBackend();
    const { actor, storage, created, nav } = start({ backend });
    actor.send(submit);
    await flush();
    expect(actor.getSnapshot().value).toBe('otp');
    expect(nav.names(actor)).toEqual(['toCode']);
    expect(storage.get('otp')).toEqual({ name: 'Rina Siregar', phone_number: '081234567890', context: 'register' });

    const otp = actor.getSnapshot().children.otp as ReturnType<typeof createActor<typeof otpMachine>>;
    otp.send({ type: 'OTP.PASTE', code: '123456' });
    await flush();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    // The login form is filled with the new account's number (issue #21 §7).
    expect(nav.take(actor)).toEqual([{ name: 'toLogin', params: { phone: '081234567890' } }]);
    expect(created).toEqual([{ name: 'Rina Siregar', phone_number: '081234567890', password: PASSWORD }]);
    expect(storage.get('otp')).toBeNull();
    expect(backend.raw()).not.toContain(PASSWORD);
  });

  it('alerts Nomor HP sudah terdaftar. when the phone is taken', async () => {
    const { actor } = start({ checkPhone: () => Promise.reject(taken) });
    actor.send(submit);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.alert).toBe('Nomor HP sudah terdaftar.');
    actor.send({ type: 'REGISTER.DISMISS' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('goes back to the form when a failed account creation is acknowledged', async () => {
    const { actor, nav } = start({ createAccount: () => Promise.reject(boom) });
    actor.send(submit);
    await flush();
    (actor.getSnapshot().children.otp as { send: (e: unknown) => void }).send({ type: 'OTP.PASTE', code: '123456' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(nav.names(actor)).toEqual(['toCode']);
    actor.send({ type: 'REGISTER.DISMISS' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(nav.names(actor)).toEqual(['toForm']);
  });

  it('alerts Error tidak terduga. for any other phone-check failure', async () => {
    const { actor } = start({ checkPhone: () => Promise.reject(boom) });
    actor.send(submit);
    await flush();
    expect(actor.getSnapshot().context.alert).toBe('Error tidak terduga.');
  });

  it('refuses an invalid form', () => {
    const { actor } = start();
    actor.send({ ...submit, confirmPassword: 'something-else' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('prefills name and phone from an unfinished registration draft', () => {
    const storage = createStorage(createMemoryBackend());
    storage.set('otp', { name: 'Rina Siregar', phone_number: '081234567890', context: 'register' });
    const actor = createActor(registrationMachine, { input: { storage } }).start();
    expect(actor.getSnapshot().context).toMatchObject({
      name: 'Rina Siregar',
      phone_number: '081234567890',
      password: '',
    });
    actor.stop();
  });

  it('does not prefill from a password-recovery draft', () => {
    const storage = createStorage(createMemoryBackend());
    storage.set('otp', { phone_number: '081234567890', context: 'forgot-password' });
    const actor = createActor(registrationMachine, { input: { storage } }).start();
    expect(actor.getSnapshot().context.phone_number).toBe('');
    actor.stop();
  });

  it('reaches every state and transition, navigating and never storing the password (model-based)', async () => {
    type Snap = SnapshotFrom<typeof registrationMachine>;
    let backend = recordingBackend();
    const nav = navigationSpy(NAVIGATION);
    const before = new WeakMap<AnyActorRef, Snap>();
    /** Where a step must lead the user: the code screen, login, back to the form, or nowhere. */
    const expectedNavigation = (from: Snap | undefined, event: { type: string }) => {
      if (event.type === 'xstate.done.actor.sendOtp') return ['toCode'];
      if (event.type === 'xstate.done.actor.createAccount') return ['toLogin'];
      if (event.type === 'REGISTER.DISMISS' && from?.matches('failed')) return ['toForm'];
      return [];
    };
    const world = (withDraft: boolean) => ({
      world: withDraft ? 'unfinished draft' : 'fresh',
      machine: registrationMachine.provide({
        actors: { checkPhone: pending(), sendOtp: pending(), otp: pending(), createAccount: pending() } as never,
        actions: nav.actions,
      }),
      inputFor: () => {
        backend = recordingBackend();
        const storage = createStorage(backend);
        if (withDraft) storage.set('otp', { name: 'Budi', phone_number: '081298765432', context: 'register' });
        return { storage };
      },
      // A finished actor takes no more events.
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              submit,
              { ...submit, password: 'short', confirmPassword: 'short' },
              done('checkPhone'),
              failed('checkPhone', taken),
              failed('checkPhone', boom),
              done('sendOtp'),
              failed('sendOtp', {
                status: 429,
                message: 'OTP already sent. Please wait 30 seconds before requesting a new one.',
              }),
              done('otp'),
              { type: 'REGISTER.EDIT' },
              done('createAccount', {}),
              failed('createAccount', boom),
              { type: 'REGISTER.DISMISS' },
            ],
      serializeState: (s: Snap) => JSON.stringify([s.value, s.status, s.context.alert, s.context.name]),
      onStep: (s: Snap, event: { type: string }, actor: AnyActorRef) => {
        expect(nav.names(actor)).toEqual(expectedNavigation(before.get(actor), event));
        before.set(actor, s);
        expect(backend.raw()).not.toContain(PASSWORD);
        if (s.matches('otp'))
          expect(JSON.parse(JSON.stringify(s.context.storage.get('otp')))).toEqual({
            name: 'Rina Siregar',
            phone_number: '081234567890',
            context: 'register',
          });
        if (s.status === 'done') expect(s.context.password).toBe('');
      },
    });
    const coverage = await runModels('registration', [world(false), world(true)]);
    assertFullCoverage(coverage);
  });
});
