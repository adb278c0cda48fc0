// Keeps the registration and password-recovery actors alive across register, forgot-password,
// verifikasi-otp and set-new-password (ARCHITECTURE.md §3): the password of a registration stays
// in the registration actor's memory while the user moves to the code screen, never in storage.
// The flows outlive their screens, so their navigation actions are supplied here, once.
import { useMemo } from 'react';
import { Outlet, useNavigate } from '../../lib/router';
import { useFlow } from '../../hooks/inspect';
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
  const navigate = useNavigate();
  const registration = useFlow(
    registrationLogic.provide({
      actions: {
        toCode: () => void navigate('/verifikasi-otp', { state: { context: 'register' } }),
        // The login form starts with the new account's number (issue #21 §7).
        toLogin: (_, { phone }) => void navigate('/login', { replace: true, state: { notice: 'registered', phone } }),
        toForm: () => void navigate('/register', { replace: true }),
      },
    }),
    { input: {} },
  );
  const forgotPassword = useFlow(
    forgotPasswordLogic.provide({
      actions: {
        toCode: () => void navigate('/verifikasi-otp', { state: { context: 'forgot-password' } }),
        toSetNewPassword: (_, { phone }) =>
          void navigate(`/set-new-password?phone=${encodeURIComponent(phone)}`, { replace: true }),
        toLogin: () => void navigate('/login', { replace: true, state: { notice: 'password-reset' } }),
      },
    }),
    { input: {} },
  );
  const flows = useMemo(() => ({ registration, forgotPassword }), [registration, forgotPassword]);
  return (
    <AuthFlowContext.Provider value={flows}>
      <Outlet />
    </AuthFlowContext.Provider>
  );
}
