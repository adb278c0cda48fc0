// departureDelay (Keberangkatan, issue #38 item 2: Undur Keberangkatan) — one departure later by a
// number of minutes, with the Alasan of a closure; the result (the new time, the notices) or the
// refusal. Model-based over xstate/graph.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { departureDelayMachine } from '../../../src/machines/operator/departure-delay.machine';
import { OPERATOR_MSG } from '../../../src/lib/operator-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';

const DEPARTURE = {
  id: 7,
  issuedDate: '2026-11-23',
  issuedTime: '14:00:00',
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  origin: 'pattern' as const,
  ship: { id: 1, name: 'KMP Sumut I' },
  status: 'held' as const,
  closure: null,
  laneMetres: 120,
  usedMetres: 30,
  walkinMetres: 48,
  walkinUsedMetres: 10,
  onlineFreeMetres: 52,
  walkinReleased: false,
  walkinPercent: 40,
  walkinReleaseHours: 2,
  seats: 250,
  seatsUsed: 20,
  vehicles: 6,
  onlineVehicles: 4,
  loketVehicles: 2,
  qty: 0,
};
const WEATHER = { minutes: '40', reason: 'cuaca' as const, note: 'Menunggu angin reda', windKnots: '22' };
const DELAYED = {
  departure: {
    ...DEPARTURE,
    issuedTime: '14:40:00',
    delay: { fromDate: '2026-11-23', fromTime: '14:00:00', minutes: 40, free: false, reason: 'Cuaca' },
  },
  notices: 5,
};

describe('departureDelay machine', () => {
  it('sends the minutes and the reason once they are valid, then shows the result', () => {
    const sent: unknown[] = [];
    const machine = departureDelayMachine.provide({
      actors: { delay: fromPromise(({ input }) => (sent.push(input), new Promise(() => undefined))) } as never,
    });
    const actor = createActor(machine, { input: { departure: DEPARTURE } }).start();
    for (const bad of [
      { ...WEATHER, minutes: '' },
      { ...WEATHER, minutes: '3' },
      { ...WEATHER, minutes: '1441' },
      { ...WEATHER, minutes: '12.5' },
      { ...WEATHER, windKnots: '' },
      { ...WEATHER, note: '  ' },
      { ...WEATHER, reason: '' as const },
    ]) {
      actor.send({ type: 'SUBMIT', values: bad });
      expect(actor.getSnapshot().value, JSON.stringify(bad)).toBe('filling');
    }
    actor.send({ type: 'SUBMIT', values: WEATHER });
    expect(sent).toEqual([
      { id: 7, body: { minutes: 40, reason: 'cuaca', note: 'Menunggu angin reda', windKnots: 22 } },
    ]);
    actor.send(done('delay', DELAYED) as never);
    expect(actor.getSnapshot().value).toBe('result');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output).toEqual({ departure: DELAYED.departure });
  });

  it('a refusal goes back to the form with its message; closing changes nothing', () => {
    const actor = createActor(departureDelayMachine.provide({ actors: { delay: pending() } as never }), {
      input: { departure: DEPARTURE },
    }).start();
    actor.send({ type: 'SUBMIT', values: { ...WEATHER, reason: 'lainnya', windKnots: '' } });
    expect(actor.getSnapshot().context.request).toEqual({
      minutes: 40,
      reason: 'lainnya',
      note: 'Menunggu angin reda',
    });
    actor.send(failed('delay', { kind: 'http', status: 409, message: 'Conflict.' }) as never);
    expect(actor.getSnapshot().value).toBe('filling');
    expect(actor.getSnapshot().context.error).toBe(OPERATOR_MSG.departureConflict);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output).toEqual({ departure: null });
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'departureDelay',
      machine: departureDelayMachine.provide({ actors: { delay: pending() } as never }),
      input: { departure: DEPARTURE },
      events: [
        { type: 'SUBMIT', values: WEATHER },
        { type: 'SUBMIT', values: { ...WEATHER, minutes: '2' } },
        { type: 'CLOSE' },
        done('delay', DELAYED),
        failed('delay', { kind: 'http', status: 409, message: 'Conflict.' }),
      ] as { type: string }[],
      serializeState: (s) => JSON.stringify([s.value, !!s.context.error, !!s.context.result]),
      onStep: (s) => {
        // Nothing is sent unless valid; the output is the delayed departure only after a result.
        if (s.matches('submitting')) expect(s.context.request?.minutes).toBe(40);
        if (s.status === 'done') expect(s.output?.departure ?? null).toEqual(s.context.result?.departure ?? null);
      },
    });
    assertFullCoverage(coverage);
  });
});
