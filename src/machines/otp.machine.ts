// otp — the six-digit code step shared by registration and password recovery (a child of both).
//
// Two regions run side by side:
// - timer: a 60-second countdown ticking each second (an XState `after(1000)` that re-enters
//   itself), then the resend link; resending sends a new code and restarts the countdown;
// - code: the six boxes; the code is checked as soon as the sixth digit is entered (or on
//   OTP.SUBMIT, which retries a code whose check failed for another reason than the code itself);
//   a wrong, expired or locked code clears the boxes and says so in Indonesian.
// The parent sent the first code before invoking this machine. The machine ends (final state
// `verified`) when the server accepts the code; the parent's `onDone` takes it from there.
import { assign, fromPromise, setup } from 'xstate';
import { errorOf } from './actor-events';
import { sendOtp, verifyOtp } from '../api/auth';
import { otpSendMessage, otpVerifyMessage, readFailure } from '../lib/account-messages';
import { digitsOnly, OTP_LENGTH } from '../../kernel/field-rules';

/** Spec §9: resend countdown 60 seconds. */
export const OTP_COUNTDOWN_SECONDS = 60;

export type OtpPurpose = 'register' | 'forgot-password';

export type OtpInput = { phone: string; purpose: OtpPurpose };

export type OtpContext = {
  phone: string;
  purpose: OtpPurpose;
  digits: string[];
  secondsLeft: number;
  /** Why the last check or resend failed (Indonesian), shown above the boxes. */
  error: string | null;
  /** A new code was sent on request (a polite note until the next attempt). */
  resent: boolean;
};

export type OtpEvent =
  | { type: 'OTP.DIGIT'; index: number; value: string }
  | { type: 'OTP.PASTE'; code: string; index?: number }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' };

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

/** The boxes after an event: one box set (the last digit typed, or cleared), or a pasted run. */
export function applyOtpEvent(digits: readonly string[], event: OtpEvent): string[] {
  const next = [...digits];
  if (event.type === 'OTP.DIGIT') {
    if (Number.isInteger(event.index) && event.index >= 0 && event.index < OTP_LENGTH) {
      next[event.index] = digitsOnly(event.value).slice(-1);
    }
  } else if (event.type === 'OTP.PASTE') {
    const code = digitsOnly(event.code);
    // A whole code fills every box wherever it was pasted; a shorter run fills from the box.
    const start = code.length >= OTP_LENGTH ? 0 : Math.min(Math.max(event.index ?? 0, 0), OTP_LENGTH - 1);
    for (let i = 0; i < code.length && start + i < OTP_LENGTH; i++) next[start + i] = code[i] ?? '';
  }
  return next;
}

export const isCompleteCode = (digits: readonly string[]) =>
  digits.length === OTP_LENGTH && digits.every((d) => /^[0-9]$/.test(d));

export const otpMachine = setup({
  types: {
    input: {} as OtpInput,
    context: {} as OtpContext,
    events: {} as OtpEvent,
  },
  actors: {
    verifyOtp: fromPromise<void, { phone: string; otp: string }>(({ input }) =>
      verifyOtp({ otp: input.otp, phone_number: input.phone }),
    ),
    resendOtp: fromPromise<void, { phone: string }>(({ input }) => sendOtp(input.phone)),
  },
  guards: {
    completesCode: ({ context, event }) => isCompleteCode(applyOtpEvent(context.digits, event)),
    codeComplete: ({ context }) => isCompleteCode(context.digits),
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    /** The server judged the code (wrong, expired, too many tries): the boxes are cleared. */
    codeRefused: ({ event }) => {
      const status = readFailure(errorOf(event)).status;
      return status === 400 || status === 429;
    },
  },
  actions: {
    applyInput: assign(({ context, event }) => ({
      digits: applyOtpEvent(context.digits, event),
      error: null,
      resent: false,
    })),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    restartCountdown: assign({ secondsLeft: OTP_COUNTDOWN_SECONDS, resent: true, error: null }),
    rejectCode: assign(({ event }) => ({
      digits: emptyDigits(),
      error: otpVerifyMessage(errorOf(event)),
      resent: false,
    })),
    // Anything else (network, server fault): the digits stay, so 'Verifikasi' can try them again.
    verifyFailed: assign(({ event }) => ({ error: otpVerifyMessage(errorOf(event)), resent: false })),
    resendFailed: assign(({ event }) => ({ error: otpSendMessage(errorOf(event)), resent: false })),
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({
    phone: input.phone,
    purpose: input.purpose,
    digits: emptyDigits(),
    secondsLeft: OTP_COUNTDOWN_SECONDS,
    error: null,
    resent: false,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        timer: {
          initial: 'counting',
          states: {
            counting: {
              after: {
                1000: [
                  { guard: 'lastSecond', target: 'canResend', actions: 'tick' },
                  { target: 'counting', reenter: true, actions: 'tick' },
                ],
              },
            },
            canResend: {
              on: { 'OTP.RESEND': 'resending' },
            },
            resending: {
              invoke: {
                id: 'resendOtp',
                src: 'resendOtp',
                input: ({ context }) => ({ phone: context.phone }),
                onDone: { target: 'counting', actions: 'restartCountdown' },
                onError: { target: 'canResend', actions: 'resendFailed' },
              },
            },
          },
        },
        code: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'OTP.DIGIT': [
                  { guard: 'completesCode', target: 'verifying', actions: 'applyInput' },
                  { actions: 'applyInput' },
                ],
                'OTP.PASTE': [
                  { guard: 'completesCode', target: 'verifying', actions: 'applyInput' },
                  { actions: 'applyInput' },
                ],
                'OTP.SUBMIT': { guard: 'codeComplete', target: 'verifying' },
              },
            },
            verifying: {
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: ({ context }) => ({ phone: context.phone, otp: context.digits.join('') }),
                onDone: { target: '#otp.verified' },
                onError: [
                  { guard: 'codeRefused', target: 'entering', actions: 'rejectCode' },
                  { target: 'entering', actions: 'verifyFailed' },
                ],
              },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
});
