// Model-based testing for our statecharts (ARCHITECTURE.md §6).
//
// `xstate/graph` walks the graph of a machine over the events a test lists: user events, and the
// synthetic events that invoked actors and delays produce (`xstate.done.actor.<id>`,
// `xstate.error.actor.<id>`, `xstate.after.<delay>.<state>`). The graph is walked over a thin
// logic whose every step REPLAYS the path on a real actor with a `SimulatedClock`: a delay step
// advances the clock by the delay's real length (the machine keeps its real `after` timers and
// its guards read the simulated time), any other step is sent as an event. So the model cannot
// drift from the machine, and every edge the traversal explores is a real run.
//
// Coverage is measured, not claimed: state nodes from every microstep's snapshot, transitions
// from the inspector's `@xstate.microstep` records (the very definitions that fired), over every
// explored edge. `assertFullCoverage` fails when a state or a transition was never reached, and
// each run prints `machine coverage: <name> states r/t transitions r/t`.
//
// Invoked actors should be provided as stubs that never settle (`pending()` below), so that only
// the model's done/error events move the machine.
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

/** A promise actor that never settles: the model decides its outcome with done/error events. */
export const pending = <T = unknown>() => fromPromise<T, unknown>(() => new Promise<T>(() => undefined));
/** A callback actor that does nothing (sockets, listeners) unless the model sends its events. */
export const idle = () => fromCallback(() => () => undefined);

export const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as const;
export const failed = (id: string, error?: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as const;
/** The event a delayed transition of `stateId` (e.g. `otp.counting`) fires after `delay` (ms or name). */
export const after = (delay: number | string, stateId: string) =>
  ({ type: `xstate.after.${delay}.${stateId}` }) as const;

type AnyTransition = { source: { id: string }; eventType: string; target?: ReadonlyArray<{ id: string }> | undefined };

export type ModelOptions<TMachine extends AnyStateMachine> = {
  /** Printed in the coverage line. */
  name: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** Events to try in every state (or per state). Include done/error/after events. */
  events: ReadonlyArray<{ type: string }> | ((snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<{ type: string }>);
  /** Keys a snapshot: state value plus the context facts the guards read (keeps the graph finite). */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Start time of the simulated clock (epoch ms). Give the machine `now: () => clock.now()`. */
  startMs?: number;
  /**
   * Builds the actor's input for one replay from its clock (so `now` reads the simulated clock)
   * and a fresh `world` object the test's `effects` may change (e.g. a device clock skew).
   */
  inputFor?: (clock: SimulatedClock, world: Record<string, unknown>) => InputFrom<TMachine>;
  /**
   * Test-side events: a step whose type is a key here is not sent to the machine but runs this
   * function (e.g. 'TEST.DEVICE_SLEPT' moves the device clock without firing timers).
   */
  effects?: Record<
    string,
    (run: { clock: SimulatedClock; world: Record<string, unknown>; actor: AnyActorRef }) => void
  >;
  /** Called after every replayed step with the real snapshot, for extra assertions. */
  onStep?: (snapshot: SnapshotFrom<TMachine>, event: { type: string }, actor: AnyActorRef) => void;
  limit?: number;
};

export type Coverage = {
  name: string;
  paths: number;
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
};

function describeTransition(t: AnyTransition): string {
  const targets = t.target?.map((s) => s.id).join(',') ?? '(self)';
  return `${t.source.id} --${t.eventType || '(always)'}--> ${targets}`;
}

function allTransitions(machine: AnyStateMachine): AnyTransition[] {
  const list: AnyTransition[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const defs of node.transitions.values()) list.push(...(defs as AnyTransition[]));
    if (node.always) list.push(...(node.always as AnyTransition[]));
  }
  return [...new Set(list)];
}

function allStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, status: snapshot.status });

/** The delay in ms of a delayed event type `xstate.after.<delay>.<stateId>`, evaluated like XState does. */
function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const rest = eventType.slice('xstate.after.'.length);
  const name = rest.slice(0, rest.indexOf('.'));
  if (/^\d+$/.test(name)) return Number(name);
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const delay = delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function')
    return Number(delay({ context: snapshot.context, event: { type: eventType } }, undefined));
  throw new Error(`Unknown delay "${name}" in ${eventType}`);
}

type Replay = {
  actor: AnyActorRef;
  clock: SimulatedClock;
  snapshot: AnyMachineSnapshot;
  applied: boolean;
  world: Record<string, unknown>;
};

/** Is `event` meaningful now? Delays only while their state is active, actor events only while the actor runs. */
function applicable(snapshot: AnyMachineSnapshot, eventType: string): boolean {
  if (eventType.startsWith('xstate.after.')) {
    const rest = eventType.slice('xstate.after.'.length);
    const stateId = rest.slice(rest.indexOf('.') + 1);
    return snapshot._nodes.some((node) => node.id === stateId);
  }
  for (const prefix of ['xstate.done.actor.', 'xstate.error.actor.']) {
    if (eventType.startsWith(prefix)) return eventType.slice(prefix.length) in snapshot.children;
  }
  return true;
}

export async function runModel<TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>): Promise<Coverage> {
  const { machine } = options;
  const serialize = (options.serializeState ?? defaultSerialize) as (s: AnyMachineSnapshot) => string;
  const startMs = options.startMs ?? Date.UTC(2026, 10, 22, 3, 0, 0);
  const total = allTransitions(machine);
  const totalSet = new Set(total);
  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<AnyTransition>();

  /** Runs `history` on a fresh real actor; the last event may be inapplicable (then `applied` is false). */
  function replay(history: ReadonlyArray<{ type: string }>, keepRunning = false): Replay {
    const clock = new SimulatedClock();
    clock.set(startMs);
    const world: Record<string, unknown> = {};
    // The initial state counts as reached when an actor starts (it may be transient).
    for (const node of machine.root.initial.target) reachedStates.add(node.id);
    const actor = createActor(machine, {
      clock,
      input: options.inputFor ? options.inputFor(clock, world) : options.input,
      inspect: (inspection: {
        type: string;
        actorRef: AnyActorRef;
        rootId: string;
        snapshot?: unknown;
        _transitions?: unknown[];
      }) => {
        // Only the machine under test (the root), not its children.
        if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
        for (const t of (inspection._transitions ?? []) as AnyTransition[]) {
          if (totalSet.has(t)) reachedTransitions.add(t);
          for (const target of t.target ?? []) reachedStates.add(target.id);
        }
        for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes) reachedStates.add(node.id);
      },
    } as never) as AnyActorRef;
    actor.start();
    let applied = true;
    for (const [index, event] of history.entries()) {
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      if (!applicable(before, event.type)) {
        if (index === history.length - 1) applied = false;
        continue;
      }
      const effect = options.effects?.[event.type];
      if (effect) effect({ clock, world, actor });
      else if (event.type.startsWith('xstate.after.')) clock.increment(delayOf(machine, event.type, before));
      else actor.send(event as EventFromLogic<TMachine>);
      options.onStep?.(actor.getSnapshot() as SnapshotFrom<TMachine>, event, actor);
    }
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    for (const node of snapshot._nodes) reachedStates.add(node.id);
    if (!keepRunning) actor.stop();
    return { actor, clock, snapshot, applied, world };
  }

  // A test-side world change (effects) is part of the state too, or the walk would stop there.
  const keyOf = (run: Replay) =>
    Object.keys(run.world).length ? `${serialize(run.snapshot)}|${JSON.stringify(run.world)}` : serialize(run.snapshot);
  type Walk = {
    status: 'active';
    output: undefined;
    error: undefined;
    history: ReadonlyArray<{ type: string }>;
    key: string;
  };
  const initial = replay([]);
  const replayLogic = {
    config: {},
    getInitialSnapshot: (): Walk => ({
      status: 'active',
      output: undefined,
      error: undefined,
      history: [],
      key: keyOf(initial),
    }),
    transition: (walk: Walk, event: { type: string }): Walk => {
      const history = [...walk.history, event];
      const run = replay(history);
      if (!run.applied) return walk;
      return { ...walk, history, key: keyOf(run) };
    },
    getPersistedSnapshot: (walk: Walk) => walk,
  };
  const eventsFor = (walk: Walk) => {
    if (typeof options.events !== 'function') return options.events;
    return options.events(replay(walk.history).snapshot as SnapshotFrom<TMachine>);
  };
  const paths = getShortestPaths(replayLogic as never, {
    events: eventsFor as never,
    serializeState: ((walk: Walk) => walk.key) as never,
    limit: options.limit ?? 5000,
  });

  const stateIds = allStateIds(machine);
  const coverage: Coverage = {
    name: options.name,
    paths: paths.length,
    states: {
      reached: stateIds.filter((id) => reachedStates.has(id)).length,
      total: stateIds.length,
      missing: stateIds.filter((id) => !reachedStates.has(id)),
    },
    transitions: {
      reached: total.filter((t) => reachedTransitions.has(t)).length,
      total: total.length,
      missing: total.filter((t) => !reachedTransitions.has(t)).map(describeTransition),
    },
  };
  console.log(
    `machine coverage: ${coverage.name} states ${coverage.states.reached}/${coverage.states.total} transitions ${coverage.transitions.reached}/${coverage.transitions.total}`,
  );
  return coverage;
}

/** Runs several starting worlds (e.g. with and without a stored session) and merges their coverage. */
export async function runModels<TMachine extends AnyStateMachine>(
  name: string,
  worlds: ReadonlyArray<Omit<ModelOptions<TMachine>, 'name'> & { world: string }>,
): Promise<Coverage> {
  const results: Coverage[] = [];
  for (const world of worlds) results.push(await runModel({ ...world, name: `${name} [${world.world}]` }));
  const first = results[0];
  if (!first) throw new Error('runModels needs at least one world');
  const missingStates = first.states.missing.filter((id) => results.every((r) => r.states.missing.includes(id)));
  const missingTransitions = first.transitions.missing.filter((t) =>
    results.every((r) => r.transitions.missing.includes(t)),
  );
  const merged: Coverage = {
    name,
    paths: results.reduce((sum, r) => sum + r.paths, 0),
    states: { total: first.states.total, reached: first.states.total - missingStates.length, missing: missingStates },
    transitions: {
      total: first.transitions.total,
      reached: first.transitions.total - missingTransitions.length,
      missing: missingTransitions,
    },
  };
  console.log(
    `machine coverage: ${name} states ${merged.states.reached}/${merged.states.total} transitions ${merged.transitions.reached}/${merged.transitions.total}`,
  );
  return merged;
}

/** Throws, naming what was missed, unless every state and every transition was reached. */
export function assertFullCoverage(coverage: Coverage): void {
  const problems = [
    ...coverage.states.missing.map((id) => `state never reached: ${id}`),
    ...coverage.transitions.missing.map((t) => `transition never taken: ${t}`),
  ];
  if (problems.length) throw new Error(`${coverage.name}: incomplete coverage\n  ${problems.join('\n  ')}`);
}
