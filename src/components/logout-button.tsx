// Keluar on the account pages (spec §2; the officer's too, issue #21): the logout chart waits for
// the server's 200, then the user goes to login and the session clears all storage; 'Memproses…'
// meanwhile, and a failure alerts ACCOUNT_MSG.logoutFailed. `logic` lets tests stub the chart.
import { useNavigate } from '../lib/router';
import { useSelector } from '@xstate/react';
import { useFlow } from '../hooks/inspect';
import { useSession } from '../hooks/session';
import { ACCOUNT_MSG } from '../lib/account-messages';
import { logoutMachine } from '../machines/logout.machine';
import { AlertDialog } from './modal';
import { NetworkButton } from './network-button';

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
  return (
    <>
      <NetworkButton
        type="button"
        className="button button-secondary button-block"
        disabled={state === 'loggingOut'}
        onClick={() => logout.send({ type: 'LOGOUT.REQUEST' })}
      >
        {state === 'loggingOut' ? 'Memproses…' : 'Keluar'}
      </NetworkButton>
      <AlertDialog
        message={state === 'failed' ? ACCOUNT_MSG.logoutFailed : null}
        onClose={() => logout.send({ type: 'LOGOUT.DISMISS' })}
      />
    </>
  );
}
