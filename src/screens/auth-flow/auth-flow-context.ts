// The long-lived flow actors of the auth routes (register, forgot-password, verifikasi-otp,
// set-new-password), kept by AuthFlowLayout so a flow survives the change of route.
import { createContext, useContext } from 'react';
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

/** A top-level state value as a string ('otp', 'editing' …). */
export const stateName = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
