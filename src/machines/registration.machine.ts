// registration — editing → checkingPhone → sendingOtp → otp (child otp machine) → creatingAccount
// → done. It navigates by named actions the auth-flow layout supplies: `toCode` (verifikasi-otp)
// once a code is sent, `toLogin` once the account exists, `toForm` (back to register) when a failed
// account creation is acknowledged on the code screen.
//
// The password stays in this actor's memory only. The actor lives in the auth-flow layout above
// the register and verifikasi-otp routes, so it survives the route change; the `otp` storage
// draft keeps name, phone and context, never the password (spec §3 lists a password in the
// draft; we leave it out on purpose). After a reload the password is gone, so the flow cannot
// resume at the code: verifikasi-otp then explains it and offers to start again, and the
// register form is prefilled with the name and phone from the draft.
import { assign, fromPromise, setup } from 'xstate';
import { errorOf } from './actor-events';
import { checkPhoneNumber, register } from '../api/auth';
import { otpSendMessage, registerMessage } from '../lib/account-messages';
import { storage as defaultStorage } from '../lib/storage';
import { isValid, registerSchema } from '../../kernel/form-schemas';
import { otpActors, otpStates } from './otp-subflow';

export type RegistrationStorage = Pick<typeof defaultStorage, 'get' | 'set' | 'remove'>;

export type RegistrationInput = { storage?: RegistrationStorage };

export type RegistrationValues = { name: string; phone_number: string; password: string };

export type RegistrationContext = RegistrationValues & {
  /** An alert to acknowledge (spec §8: 'Nomor HP sudah terdaftar.', 'Error tidak terduga.'). */
  alert: string | null;
  storage: RegistrationStorage;
};

export type RegistrationEvent =
  | ({ type: 'REGISTER.SUBMIT' } & RegistrationValues & { confirmPassword: string })
  /** Back to the form (the user returned to the register screen). */
  | { type: 'REGISTER.EDIT' }
  | { type: 'REGISTER.DISMISS' };

/** Name and phone of an unfinished registration (the draft), to prefill the form. */
function draftValues(storage: RegistrationStorage): Pick<RegistrationValues, 'name' | 'phone_number'> {
  const draft = storage.get('otp');
  if (!draft || draft.context !== 'register') return { name: '', phone_number: '' };
  return { name: draft.name ?? '', phone_number: draft.phone_number };
}

const registerOtp = otpStates({ purpose: 'register', back: 'editing', next: 'creatingAccount' });

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    checkPhone: fromPromise<void, { phone: string }>(({ input }) => checkPhoneNumber(input.phone)),
    ...otpActors,
    createAccount: fromPromise<unknown, RegistrationValues>(({ input }) => register(input)),
  },
  guards: {
    validForm: ({ event }) =>
      event.type === 'REGISTER.SUBMIT' &&
      isValid(registerSchema, {
        name: event.name,
        phone_number: event.phone_number,
        password: event.password,
        confirmPassword: event.confirmPassword,
      }),
  },
  actions: {
    takeValues: assign(({ event }) =>
      event.type === 'REGISTER.SUBMIT'
        ? { name: event.name.trim(), phone_number: event.phone_number, password: event.password, alert: null }
        : {},
    ),
    alertRegisterFailure: assign(({ event }) => ({ alert: registerMessage(errorOf(event)) })),
    alertSendFailure: assign(({ event }) => ({ alert: otpSendMessage(errorOf(event)) })),
    dismissAlert: assign({ alert: null }),
    // The draft of spec §3 without the password.
    saveDraft: ({ context }) =>
      context.storage.set('otp', { name: context.name, phone_number: context.phone_number, context: 'register' }),
    clearDraft: ({ context }) => context.storage.remove('otp'),
    forgetPassword: assign({ password: '' }),
    toCode: () => {},
    /** To login, its phone field filled with the new account's number (issue #21 §7). */
    toLogin: (_, _params: { phone: string }) => {},
    toForm: () => {},
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => {
    const storage = input.storage ?? defaultStorage;
    return { ...draftValues(storage), password: '', alert: null, storage };
  },
  initial: 'editing',
  on: {
    'REGISTER.DISMISS': { actions: 'dismissAlert' },
  },
  states: {
    editing: {
      on: {
        'REGISTER.SUBMIT': { guard: 'validForm', target: 'checkingPhone', actions: 'takeValues' },
      },
    },
    checkingPhone: {
      invoke: {
        id: 'checkPhone',
        src: 'checkPhone',
        input: ({ context }) => ({ phone: context.phone_number }),
        onDone: 'sendingOtp',
        onError: { target: 'editing', actions: 'alertRegisterFailure' },
      },
    },
    ...registerOtp,
    otp: { ...registerOtp.otp, on: { 'REGISTER.EDIT': 'editing' } },
    creatingAccount: {
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => ({
          name: context.name,
          phone_number: context.phone_number,
          password: context.password,
        }),
        onDone: {
          target: 'done',
          actions: [
            'clearDraft',
            'forgetPassword',
            { type: 'toLogin', params: ({ context }) => ({ phone: context.phone_number }) },
          ],
        },
        // The phone stays verified for 15 minutes: back at the form the user can submit again.
        onError: { target: 'failed', actions: 'alertRegisterFailure' },
      },
    },
    /** Account creation failed while the user is on verifikasi-otp: acknowledged, back to the form. */
    failed: {
      on: { 'REGISTER.DISMISS': { target: 'editing', actions: ['dismissAlert', 'toForm'] } },
    },
    done: { type: 'final' },
  },
});
