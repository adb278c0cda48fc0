import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { forgotPasswordMachine } from '../../src/machines/forgot-password.machine';
import { otpMachine } from '../../src/machines/otp.machine';
import { createMemoryBackend, createStorage } from '../../src/lib/storage';
import { assertFullCoverage, done, failed, pending, runModels } from './model';
import { navigationSpy } from './navigation';

const PHONE = '081234567890';
const NEW_PASSWORD = 'kata-sandi-baru';
const notFound = { status: 404, message: 'User phone number not found in our records.' };
const notVerified = { status: 403, message: 'Phone number not verified.' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const registered = { status: 409, message: 'User phone number already exist.' };
const NAVIGATION = ['toCode', 'toSetNewPassword', 'toLogin'];

function start(opts: { save?: () => Promise<void>; check?: () => Promise<void>; withDraft?: boolean } = {}) {
  const storage = createStorage(createMemoryBackend());
  if (opts.withDraft) storage.set('otp', { phone_number: PHONE, context: 'forgot-password' });
  const saved: unknown[] = [];
  const nav = navigationSpy(NAVIGATION);
  const machine = forgotPasswordMachine.provide({
    actions: nav.actions,
    actors: {
      // check-phone-number: 409 for a number with an account (the usual case here).
      checkPhone: fromPromise(async () => (opts.check ?? (() => Promise.reject(registered)))()),
      sendOtp: fromPromise(async () => undefined),
      otp: otpMachine.provide({
        actors: {
          verifyOtp: fromPromise(async () => undefined),
          resendOtp: fromPromise(async () => undefined),
        } as never,
      }),
      savePassword: fromPromise(async ({ input }) => {
        saved.push(input);
        return opts.save?.();
      }),
    } as never,
  });
  const actor = createActor(machine, { input: { storage } }).start();
  return { actor, storage, saved, nav };
}

describe('forgotPassword machine', () => {
  it('sends a code, verifies it, and saves the new password for that phone', async () => {
    const { actor, storage, saved, nav } = start();
    expect(actor.getSnapshot().value).toBe('phone');
    actor.send({ type: 'FORGOT.SUBMIT', phone_number: PHONE });
    await flush();
    expect(actor.getSnapshot().value).toBe('otp');
    expect(nav.names(actor)).toEqual(['toCode']);
    expect(storage.get('otp')).toEqual({ phone_number: PHONE, context: 'forgot-password' });
    (actor.getSnapshot().children.otp as { send: (e: unknown) => void }).send({ type: 'OTP.PASTE', code: '654321' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('setNewPassword');
    expect(nav.take(actor)).toEqual([{ name: 'toSetNewPassword', params: { phone: PHONE } }]);
    actor.send({ type: 'FORGOT.SAVE', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    await flush();
    expect(saved).toEqual([{ phone_number: PHONE, password: NEW_PASSWORD }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(nav.names(actor)).toEqual(['toLogin']);
    expect(storage.get('otp')).toBeNull();
  });

  it('resumes at the code step from a recovery draft after a reload, without moving the user', () => {
    const { actor, nav } = start({ withDraft: true });
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.phone_number).toBe(PHONE);
    expect(nav.names(actor)).toEqual([]);
  });

  it('opens set-new-password straight from its ?phone= link, where the user already is', () => {
    const { actor, nav } = start();
    actor.send({ type: 'FORGOT.OPEN_SET_PASSWORD', phone_number: 'not-a-phone' });
    expect(actor.getSnapshot().value).toBe('phone');
    actor.send({ type: 'FORGOT.OPEN_SET_PASSWORD', phone_number: PHONE });
    expect(actor.getSnapshot().value).toBe('setNewPassword');
    expect(nav.names(actor)).toEqual([]);
  });

  it('shows the server message of a 404 in a banner', async () => {
    const { actor } = start({ save: () => Promise.reject(notFound) });
    actor.send({ type: 'FORGOT.OPEN_SET_PASSWORD', phone_number: PHONE });
    actor.send({ type: 'FORGOT.SAVE', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    await flush();
    expect(actor.getSnapshot().value).toBe('setNewPassword');
    expect(actor.getSnapshot().context.banner).toBe('User phone number not found in our records.');
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('says at the first step that a number has no account, and sends no code (issue #11)', async () => {
    const { actor, storage } = start({ check: () => Promise.resolve() });
    actor.send({ type: 'FORGOT.SUBMIT', phone_number: PHONE });
    expect(actor.getSnapshot().value).toBe('checkingPhone');
    await flush();
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().context.banner).toBe('Nomor HP Anda belum tedaftar.');
    expect(storage.get('otp')).toBeNull();
  });

  it('alerts when the phone check itself fails', async () => {
    const { actor } = start({ check: () => Promise.reject({ status: 429, message: 'Too many requests.' }) });
    actor.send({ type: 'FORGOT.SUBMIT', phone_number: PHONE });
    await flush();
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().context.alert).toBe('Terlalu banyak permintaan. Silakan coba lagi nanti.');
  });

  it('offers a new code instead of the form when no code was verified (403), and alerts anything else', async () => {
    let answer: unknown = notVerified;
    const { actor } = start({ save: () => Promise.reject(answer) });
    actor.send({ type: 'FORGOT.OPEN_SET_PASSWORD', phone_number: PHONE });
    actor.send({ type: 'FORGOT.SAVE', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      needsCode: true,
      alert: null,
      banner: 'Kode OTP belum diverifikasi. Minta kode OTP baru untuk mengatur ulang kata sandi.',
    });
    // Back to the phone: the notice goes.
    actor.send({ type: 'FORGOT.EDIT' });
    expect(actor.getSnapshot().context).toMatchObject({ needsCode: false, banner: null });
    answer = { status: 500, message: 'Internal server error.' };
    actor.send({ type: 'FORGOT.OPEN_SET_PASSWORD', phone_number: PHONE });
    actor.send({ type: 'FORGOT.SAVE', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    await flush();
    expect(actor.getSnapshot().context.alert).toBe('Error tidak terduga.');
    expect(actor.getSnapshot().context.banner).toBeNull();
  });

  it('refuses a confirmation that differs', () => {
    const { actor } = start();
    actor.send({ type: 'FORGOT.OPEN_SET_PASSWORD', phone_number: PHONE });
    actor.send({ type: 'FORGOT.SAVE', password: NEW_PASSWORD, confirmPassword: 'lain-lagi-123' });
    expect(actor.getSnapshot().value).toBe('setNewPassword');
  });

  it('reaches every state and transition, navigating on the way (model-based)', async () => {
    type Snap = SnapshotFrom<typeof forgotPasswordMachine>;
    const nav = navigationSpy(NAVIGATION);
    /** Where a step must lead the user: the code screen, set-new-password, login, or nowhere. */
    const expectedNavigation = (s: Snap, event: { type: string }) => {
      if (event.type === 'xstate.done.actor.sendOtp') return [{ name: 'toCode', params: undefined }];
      if (event.type === 'xstate.done.actor.otp')
        return [{ name: 'toSetNewPassword', params: { phone: s.context.phone_number } }];
      if (event.type === 'xstate.done.actor.savePassword') return [{ name: 'toLogin', params: undefined }];
      return [];
    };
    const world = (withDraft: boolean) => ({
      world: withDraft ? 'recovery draft' : 'fresh',
      machine: forgotPasswordMachine.provide({
        actors: { checkPhone: pending(), sendOtp: pending(), otp: pending(), savePassword: pending() } as never,
        actions: nav.actions,
      }),
      inputFor: () => {
        const storage = createStorage(createMemoryBackend());
        if (withDraft) storage.set('otp', { phone_number: '081298765432', context: 'forgot-password' });
        return { storage };
      },
      // A finished actor takes no more events.
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              { type: 'FORGOT.SUBMIT', phone_number: PHONE },
              { type: 'FORGOT.SUBMIT', phone_number: '0712' },
              { type: 'FORGOT.OPEN_SET_PASSWORD', phone_number: PHONE },
              { type: 'FORGOT.OPEN_SET_PASSWORD', phone_number: '' },
              done('checkPhone'),
              failed('checkPhone', registered),
              failed('checkPhone', { status: 429, message: 'Too many requests.' }),
              done('sendOtp'),
              failed('sendOtp', { status: 500, message: 'Internal server error.' }),
              done('otp'),
              { type: 'FORGOT.EDIT' },
              { type: 'FORGOT.SAVE', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
              { type: 'FORGOT.SAVE', password: NEW_PASSWORD, confirmPassword: 'x' },
              done('savePassword'),
              failed('savePassword', notFound),
              failed('savePassword', notVerified),
              failed('savePassword', { status: 500, message: 'Internal server error.' }),
              { type: 'FORGOT.DISMISS' },
            ],
      serializeState: (s: Snap) =>
        JSON.stringify([
          s.value,
          s.status,
          s.context.phone_number,
          s.context.alert,
          s.context.banner,
          s.context.needsCode,
        ]),
      onStep: (s: Snap, event: { type: string }, actor: AnyActorRef) => {
        expect(nav.take(actor)).toEqual(expectedNavigation(s, event));
        // The new password never reaches the context, let alone storage.
        expect(JSON.stringify(s.context)).not.toContain(NEW_PASSWORD);
      },
    });
    const coverage = await runModels('forgotPassword', [world(false), world(true)]);
    assertFullCoverage(coverage);
  });
});
