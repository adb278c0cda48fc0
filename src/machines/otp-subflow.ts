// The OTP sub-flow registration and forgot-password share: send a code to the phone
// (sendingOtp), then the otp child machine verifies it (otp). One definition for both flows; each
// machine spreads the actors into its setup and the states into its chart, and adds its own events
// to the otp state (edit the phone, open the set-password link …).
//
// What a machine using it provides: `context.phone_number`, an `alert` in its context, a
// `saveDraft` action (the draft is the flow's own: it names the flow) and a `toCode` navigation
// action (to verifikasi-otp, which the flow's owner supplies: it tells the code screen the flow).
import { fromPromise } from 'xstate';
import { sendOtp } from '../api/auth';
import { otpMachine, type OtpPurpose } from './otp.machine';

export const otpActors = {
  sendOtp: fromPromise<void, { phone: string }>(({ input }) => sendOtp(input.phone)),
  otp: otpMachine,
};

type WithPhone = { context: { phone_number: string } };

/**
 * sendingOtp → otp. A sent code goes to the code screen (`toCode`); a failed send goes back to
 * `back` with the send-failure alert; a verified code goes on to `next`.
 */
export function otpStates<const Back extends string, const Next extends string>(options: {
  purpose: OtpPurpose;
  back: Back;
  next: Next;
}) {
  return {
    sendingOtp: {
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }: WithPhone) => ({ phone: context.phone_number }),
        onDone: { target: 'otp', actions: ['saveDraft', 'toCode'] },
        onError: { target: options.back, actions: 'alertSendFailure' },
      },
    },
    otp: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }: WithPhone) => ({ phone: context.phone_number, purpose: options.purpose }),
        onDone: options.next,
      },
    },
  } as const;
}
