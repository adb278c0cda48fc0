// The session actor lives above the routes for the whole visit; screens read it through these hooks.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { sessionMachine } from '../machines/session.machine';
import { useFlow } from './inspect';
import { tokenRole, type Role } from '../lib/jwt';
import { useLanguageActor } from './language';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({
  children,
  logic = sessionMachine,
}: {
  children: ReactNode;
  logic?: typeof sessionMachine;
}) {
  const session = useFlow(logic, { input: {} });
  return (
    <SessionContext.Provider value={session}>
      <AccountLanguage session={session} />
      {children}
    </SessionContext.Provider>
  );
}

/** Tells the language actor when a passenger signs in or out (issue #40: the account's language). */
function AccountLanguage({ session }: { session: SessionActor }) {
  const language = useLanguageActor();
  const passenger = useSelector(
    session,
    (s) => s.matches('authenticated') && tokenRole(s.context.token) === 'penumpang',
  );
  useEffect(() => {
    language?.send({ type: passenger ? 'ACCOUNT.SIGNED_IN' : 'ACCOUNT.SIGNED_OUT' });
  }, [language, passenger]);
  return null;
}

export function useSession(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

export function useSessionUser() {
  return useSelector(useSession(), (s) => s.context.user);
}

export function useIsAuthenticated(): boolean {
  return useSelector(useSession(), (s) => s.matches('authenticated'));
}

/** The signed-in account's role: 'petugas', 'admin' (issue #22), else 'penumpang' (also anonymous visitors). */
export function useRole(): Role {
  return useSelector(useSession(), (s) => tokenRole(s.context.token));
}
