// The long-lived flow actors of the auth routes (register, forgot-password, verifikasi-otp,
// set-new-password), kept by AuthFlowLayout so a flow survives the change of route.
import { createContext, useContext, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../machines/registration.machine';
import type { forgotPasswordMachine } from '../../machines/forgot-password.machine';

export type RegistrationActor = ActorRefFrom<typeof registrationMachine>;
export type ForgotPasswordActor = ActorRefFrom<typeof forgotPasswordMachine>;

export type AuthFlows = { registration: RegistrationActor; forgotPassword: ForgotPasswordActor };

export const AuthFlowContext = createContext<AuthFlows | null>(null);

export function useAuthFlows(): AuthFlows {
  const flows = useContext(AuthFlowContext);
  if (!flows) throw new Error('useAuthFlows outside AuthFlowLayout');
  return flows;
}

/**
 * Runs `run` when `value` changes to one of `targets` while the screen is mounted; a value that
 * was already there when the screen mounted does not count (coming back to a screen must not
 * bounce the user forward again).
 */
export function useOnEnter(value: string, targets: readonly string[], run: () => void): void {
  const previous = useRef<string | null>(null);
  const latest = useRef(run);
  // Declared first, so it runs first: the effect below always calls this render's `run`.
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (previous.current !== null && previous.current !== value && targets.includes(value)) latest.current();
    previous.current = value;
  }, [value, targets]);
}

/** A top-level state value as a string ('otp', 'editing' …). */
export const stateName = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
