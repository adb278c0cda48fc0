// forgotPassword — phone → checkingPhone → sendingOtp → otp (child otp machine) →
// setNewPassword(phone) → saving → done. It navigates by named actions the auth-flow layout
// supplies: `toCode` (verifikasi-otp) once a code is sent, `toSetNewPassword` (with the phone) once
// it is verified, `toLogin` once the password is saved. A flow resumed from its draft starts at the
// code without navigating: the user is already wherever the reload left them.
//
// Decisions where the spec is silent:
// - Recovery needs no secret before the code, so it resumes after a reload: an `otp` draft with
//   context 'forgot-password' starts the flow at the code step for that phone (the countdown
//   starts again; the code sent earlier stays valid for 5 minutes on the server).
// - set-new-password is a route with `?phone=`: opening it directly (or after a reload) sends
//   FORGOT.OPEN_SET_PASSWORD; the server still refuses a phone that was not verified by OTP.
// - Issue #11: an unregistered number is told at the first step, before any code is sent
//   (check-phone-number: 200 means free, i.e. no account; 409 means an account exists), with the
//   spec's login text 'Nomor HP Anda belum tedaftar.'. A save refused because no code was verified
//   (403) replaces the form with the way back to a new code (`needsCode`) instead of
//   'Error tidak terduga.'.
import { assign, fromPromise, setup } from 'xstate';
import { errorOf } from './actor-events';
import { checkPhoneNumber, forgotPassword } from '../api/auth';
import {
  ACCOUNT_MSG,
  otpSendMessage,
  readFailure,
  lookupFailureMessage,
  setNewPasswordNotice,
} from '../lib/account-messages';
import { storage as defaultStorage } from '../lib/storage';
import { forgotPasswordSchema, isValid, phoneSchema, setNewPasswordSchema } from '../../kernel/form-schemas';
import { otpActors, otpStates } from './otp-subflow';

export type ForgotPasswordStorage = Pick<typeof defaultStorage, 'get' | 'set' | 'remove'>;

export type ForgotPasswordInput = { storage?: ForgotPasswordStorage };

export type ForgotPasswordContext = {
  phone_number: string;
  /** Spec §8: a 404 shows the server message in a banner; also an unregistered number, a missing code. */
  banner: string | null;
  alert: string | null;
  /** The server refused the new password because no code was verified: offer a new code, not the form. */
  needsCode: boolean;
  storage: ForgotPasswordStorage;
};

export type ForgotPasswordEvent =
  | { type: 'FORGOT.SUBMIT'; phone_number: string }
  | { type: 'FORGOT.OPEN_SET_PASSWORD'; phone_number: string }
  | { type: 'FORGOT.SAVE'; password: string; confirmPassword: string }
  /** Back to the phone form (the user returned to forgot-password). */
  | { type: 'FORGOT.EDIT' }
  | { type: 'FORGOT.DISMISS' };

function draftPhone(storage: ForgotPasswordStorage): string {
  const draft = storage.get('otp');
  return draft?.context === 'forgot-password' ? draft.phone_number : '';
}

const forgotOtp = otpStates({ purpose: 'forgot-password', back: 'phone', next: 'setNewPassword' });

export const forgotPasswordMachine = setup({
  types: {
    input: {} as ForgotPasswordInput,
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    ...otpActors,
    checkPhone: fromPromise<void, { phone: string }>(({ input }) => checkPhoneNumber(input.phone)),
    savePassword: fromPromise<void, { phone_number: string; password: string }>(({ input }) => forgotPassword(input)),
  },
  guards: {
    resumesFromDraft: ({ context }) => context.phone_number !== '',
    validPhone: ({ event }) =>
      (event.type === 'FORGOT.SUBMIT' || event.type === 'FORGOT.OPEN_SET_PASSWORD') &&
      isValid(forgotPasswordSchema, { phone_number: event.phone_number }),
    validPhoneLink: ({ event }) =>
      event.type === 'FORGOT.OPEN_SET_PASSWORD' && isValid(phoneSchema, event.phone_number),
    validPasswords: ({ event }) =>
      event.type === 'FORGOT.SAVE' &&
      isValid(setNewPasswordSchema, { password: event.password, confirmPassword: event.confirmPassword }),
    notFound: ({ event }) => setNewPasswordNotice(errorOf(event)).kind === 'banner',
    notVerified: ({ event }) => readFailure(errorOf(event)).status === 403,
    /** check-phone-number answers 409 for a number that has an account. */
    registered: ({ event }) => readFailure(errorOf(event)).status === 409,
  },
  actions: {
    takePhone: assign(({ event }) =>
      event.type === 'FORGOT.SUBMIT' || event.type === 'FORGOT.OPEN_SET_PASSWORD'
        ? { phone_number: event.phone_number, alert: null, banner: null, needsCode: false }
        : {},
    ),
    clearNotices: assign({ alert: null, banner: null, needsCode: false }),
    showNotRegistered: assign({ banner: ACCOUNT_MSG.loginPhoneNotFound }),
    alertCheckFailure: assign(({ event }) => ({ alert: lookupFailureMessage(errorOf(event)) })),
    showNeedsCode: assign({ banner: ACCOUNT_MSG.forgotNeedsCode, needsCode: true }),
    alertSendFailure: assign(({ event }) => ({ alert: otpSendMessage(errorOf(event)) })),
    showNotFound: assign(({ event }) => ({ banner: setNewPasswordNotice(errorOf(event)).message })),
    alertSaveFailure: assign(({ event }) => ({ alert: setNewPasswordNotice(errorOf(event)).message })),
    dismissAlert: assign({ alert: null }),
    saveDraft: ({ context }) =>
      context.storage.set('otp', { phone_number: context.phone_number, context: 'forgot-password' }),
    clearDraft: ({ context }) => context.storage.remove('otp'),
    toCode: () => {},
    toSetNewPassword: (_, _params: { phone: string }) => {},
    toLogin: () => {},
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => {
    const storage = input.storage ?? defaultStorage;
    return { phone_number: draftPhone(storage), banner: null, alert: null, needsCode: false, storage };
  },
  initial: 'start',
  on: {
    'FORGOT.DISMISS': { actions: 'dismissAlert' },
  },
  states: {
    start: {
      always: [{ guard: 'resumesFromDraft', target: 'otp' }, { target: 'phone' }],
    },
    phone: {
      on: {
        'FORGOT.SUBMIT': { guard: 'validPhone', target: 'checkingPhone', actions: 'takePhone' },
        'FORGOT.OPEN_SET_PASSWORD': { guard: 'validPhoneLink', target: 'setNewPassword', actions: 'takePhone' },
      },
    },
    checkingPhone: {
      invoke: {
        id: 'checkPhone',
        src: 'checkPhone',
        input: ({ context }) => ({ phone: context.phone_number }),
        // 200: the number is free, so there is no account to recover.
        onDone: { target: 'phone', actions: 'showNotRegistered' },
        onError: [
          { guard: 'registered', target: 'sendingOtp' },
          { target: 'phone', actions: 'alertCheckFailure' },
        ],
      },
    },
    ...forgotOtp,
    otp: {
      ...forgotOtp.otp,
      invoke: {
        ...forgotOtp.otp.invoke,
        onDone: {
          target: 'setNewPassword',
          actions: {
            type: 'toSetNewPassword',
            params: ({ context }: { context: ForgotPasswordContext }) => ({ phone: context.phone_number }),
          },
        },
      },
      on: {
        'FORGOT.EDIT': { target: 'phone', actions: 'clearNotices' },
        'FORGOT.OPEN_SET_PASSWORD': { guard: 'validPhoneLink', target: 'setNewPassword', actions: 'takePhone' },
      },
    },
    setNewPassword: {
      on: {
        'FORGOT.SAVE': { guard: 'validPasswords', target: 'saving', actions: 'clearNotices' },
        'FORGOT.OPEN_SET_PASSWORD': { guard: 'validPhoneLink', actions: 'takePhone' },
        'FORGOT.EDIT': { target: 'phone', actions: 'clearNotices' },
      },
    },
    saving: {
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context, event }) => ({
          phone_number: context.phone_number,
          password: event.type === 'FORGOT.SAVE' ? event.password : '',
        }),
        onDone: { target: 'done', actions: ['clearDraft', 'toLogin'] },
        onError: [
          { guard: 'notVerified', target: 'setNewPassword', actions: 'showNeedsCode' },
          { guard: 'notFound', target: 'setNewPassword', actions: 'showNotFound' },
          { target: 'setNewPassword', actions: 'alertSaveFailure' },
        ],
      },
    },
    done: { type: 'final' },
  },
});
