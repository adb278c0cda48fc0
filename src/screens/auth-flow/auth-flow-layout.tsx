// Keeps the registration and password-recovery actors alive across register, forgot-password,
// verifikasi-otp and set-new-password (ARCHITECTURE.md §3): the password of a registration stays
// in the registration actor's memory while the user moves to the code screen, never in storage.
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useFlow } from '../../inspect';
import { registrationMachine } from '../../machines/registration.machine';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { AuthFlowContext } from './auth-flow-context';
import './auth-flow.css';

export default function AuthFlowLayout({
  registration: registrationLogic = registrationMachine,
  forgotPassword: forgotPasswordLogic = forgotPasswordMachine,
}: {
  /** Tests provide machines with stub actors. */
  registration?: typeof registrationMachine;
  forgotPassword?: typeof forgotPasswordMachine;
}) {
  const registration = useFlow(registrationLogic, { input: {} });
  const forgotPassword = useFlow(forgotPasswordLogic, { input: {} });
  const flows = useMemo(() => ({ registration, forgotPassword }), [registration, forgotPassword]);
  return (
    <AuthFlowContext.Provider value={flows}>
      <Outlet />
    </AuthFlowContext.Provider>
  );
}
