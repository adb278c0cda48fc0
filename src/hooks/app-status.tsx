// The appStatus actor (network and app updates, src/machines/app-status.machine.ts) lives above
// the routes for the whole visit, like the session; screens read it through these hooks and
// render the offline notice and the update prompt from it.
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from '../lib/router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { appStatusMachine } from '../machines/app-status.machine';
import { browserConnectivity, serviceWorkerUpdates } from '../lib/service-worker';
import { useFlow } from './inspect';
import { APP_MSG } from '../lib/app-messages';
import { OFFICER_MSG } from '../lib/officer-messages';

export type AppStatusActor = ActorRefFrom<typeof appStatusMachine>;

const AppStatusContext = createContext<AppStatusActor | null>(null);

const liveAppStatus = appStatusMachine.provide({
  actors: { connectivity: browserConnectivity, updates: serviceWorkerUpdates },
});

export function AppStatusProvider({
  children,
  logic = liveAppStatus,
}: {
  children: ReactNode;
  logic?: typeof appStatusMachine;
}) {
  const status = useFlow(logic);
  return (
    <AppStatusContext.Provider value={status}>
      <OfflineNotice />
      {children}
      <UpdatePrompt />
    </AppStatusContext.Provider>
  );
}

/** False while the browser says there is no network. Outside a provider (screen tests): true. */
export function useOnline(): boolean {
  const status = useContext(AppStatusContext);
  return useSelector(status ?? undefined, (s) => s?.matches({ network: 'offline' }) !== true) ?? true;
}

function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return <RoutedOfflineNotice />;
}

/** The officer's pages say what works at the dock without signal, not the passenger's text (issue #21). */
function RoutedOfflineNotice() {
  const officer = /^\/petugas(\/|$)/.test(useLocation().pathname);
  return <OfflineText detail={officer ? OFFICER_MSG.offlineDetail : APP_MSG.offlineDetail} />;
}

function OfflineText({ detail }: { detail: string }) {
  return (
    <div className="offline-notice" role="status">
      <strong>{APP_MSG.offline}</strong> <span>{detail}</span>
    </div>
  );
}

function UpdatePrompt() {
  const status = useContext(AppStatusContext);
  const available = useSelector(status ?? undefined, (s) => s?.matches({ update: 'available' }) === true);
  if (!status || !available) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{APP_MSG.updateAvailable}</span>
      <button type="button" className="button button-secondary" onClick={() => status.send({ type: 'UPDATE.DISMISS' })}>
        {APP_MSG.updateLater}
      </button>
      <button type="button" className="button button-primary" onClick={() => status.send({ type: 'UPDATE.APPLY' })}>
        {APP_MSG.updateApply}
      </button>
    </div>
  );
}
