// What an invoked actor's done or error event carries, read from a machine's named guards and
// actions, which see every event of the machine: narrowed with `in`, not cast.
import type { EventObject } from 'xstate';

/** The error an invoked actor failed with (`xstate.error.actor.*`); undefined for any other event. */
export const errorOf = (event: EventObject): unknown => ('error' in event ? event.error : undefined);

/** What an invoked actor finished with (`xstate.done.actor.*`); undefined for any other event. */
export const outputOf = (event: EventObject): unknown => ('output' in event ? event.output : undefined);
