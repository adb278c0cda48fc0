// The Stately inspector switch (off by default). Turn it on with `?inspect` in the URL (kept for
// the tab in sessionStorage) or `VITE_INSPECT=1` at build/dev time; every actor created through
// `useFlow` then shows live in the inspector window. The inspector code is its own lazy chunk.
import { useActorRef } from '@xstate/react';
import type { AnyActorLogic, InspectionEvent, Observer } from 'xstate';

type InspectFn = Observer<InspectionEvent> | ((event: InspectionEvent) => void);
let inspectFn: InspectFn | undefined;

const FLAG = 'seberang:inspect';

export function inspectorRequested(): boolean {
  if (import.meta.env.VITE_INSPECT === '1') return true;
  if (typeof window === 'undefined') return false;
  try {
    if (new URLSearchParams(window.location.search).has('inspect')) {
      window.sessionStorage.setItem(FLAG, '1');
      return true;
    }
    return window.sessionStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}

export async function startInspector(): Promise<void> {
  if (!inspectorRequested()) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspectFn = createBrowserInspector().inspect;
}

export function inspector(): InspectFn | undefined {
  return inspectFn;
}

/**
 * `useActorRef` with the inspector attached when the switch is on. Screens use this. The casts:
 * useActorRef's types are overloads per logic; this wrapper forwards whatever it is given, so it
 * takes useActorRef's own type and cannot name the options' type of a particular call.
 */
export const useFlow: typeof useActorRef = ((
  logic: AnyActorLogic,
  options?: Record<string, unknown>,
  observer?: never,
) => useActorRef(logic, { ...options, inspect: inspectFn } as never, observer)) as typeof useActorRef;
