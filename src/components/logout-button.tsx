// Keluar on the account pages (spec §2; the officer's too, issue #21): the logout chart waits for
// the server's 200, then the user goes to login and the session clears all storage; 'Memproses…'
// meanwhile, and a failure alerts ACCOUNT_MSG.logoutFailed. `logic` lets tests stub the chart.
import { useNavigate } from '../lib/router';
import { useSelector } from '@xstate/react';
import { useFlow } from '../hooks/inspect';
import { useSession } from '../hooks/session';
import { logoutMachine } from '../machines/logout.machine';
import { AlertDialog } from './modal';
import { NetworkButton } from './network-button';
import { m } from '../../kernel/paraglide/messages';
import { useAccountT } from './account-text';

export function LogoutButton({ logic = logoutMachine }: { logic?: typeof logoutMachine }) {
  const session = useSession();
  const navigate = useNavigate();
  const logout = useFlow(
    logic.provide({
      actions: {
        toLogin: () => void navigate('/login', { replace: true }),
        endSession: () => session.send({ type: 'SESSION.LOGGED_OUT' }),
      },
    }),
  );
  const state = useSelector(logout, (s) => s.value);
  const t = useAccountT();
  return (
    <>
      <NetworkButton
        type="button"
        className="button button-secondary button-block"
        disabled={state === 'loggingOut'}
        onClick={() => logout.send({ type: 'LOGOUT.REQUEST' })}
      >
        {state === 'loggingOut' ? t(m.processing) : t(m.ak_logout)}
      </NetworkButton>
      <AlertDialog
        message={state === 'failed' ? t(m.ak_logout_failed) : null}
        onClose={() => logout.send({ type: 'LOGOUT.DISMISS' })}
      />
    </>
  );
}
