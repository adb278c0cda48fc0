// Spies for the named navigation actions a chart declares (toLogin, toTicket …): a model test
// provides them in place of the screen's, and after every step asks which ones ran, on that very
// actor, since the last step. A chart that stops naming its navigation then fails its test.
import type { AnyActorRef } from 'xstate';

export type NavigationCall = { name: string; params: unknown };

export function navigationSpy(names: readonly string[]) {
  const calls = new WeakMap<AnyActorRef, NavigationCall[]>();
  const actions = Object.fromEntries(
    names.map((name) => [
      name,
      ({ self }: { self: AnyActorRef }, params: unknown) => {
        const list = calls.get(self) ?? [];
        list.push({ name, params });
        calls.set(self, list);
      },
    ]),
  );
  /** The navigation `actor` ran since the last `take` (also at its start), oldest first; then forgotten. */
  const take = (actor: AnyActorRef): NavigationCall[] => {
    const list = calls.get(actor) ?? [];
    calls.delete(actor);
    return list;
  };
  return {
    /** The spies, for `machine.provide({ actions })`. */
    actions,
    take,
    /** Only the names, for a test that does not care about params. */
    names: (actor: AnyActorRef): string[] => take(actor).map((call) => call.name),
  };
}
