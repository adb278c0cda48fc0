// departures (Keberangkatan, issue #22): a date's departures (today in Jakarta first), refreshed
// every minute while no dialog is open; Tunda Penjualan / Buka Kembali / Batalkan (confirmed first,
// final) with the reason and, for weather, the wind; the walk-in quota. Simulated clock.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DEPARTURES_REFRESH_MS, departuresMachine } from '../../../src/machines/operator/departures.machine';
import { OPERATOR_MSG } from '../../../src/lib/operator-messages';
import { after, assertFullCoverage, done, failed, pending, runModel } from '../model';

const stubbed = departuresMachine.provide({
  actors: { load: pending(), act: pending(), bulk: pending(), delay: pending() } as never,
});
// 2026-11-22 23:30 WIB: still the 22nd in Jakarta though the 22nd ends soon.
const NOW = Date.UTC(2026, 10, 22, 16, 30, 0);

const dep = (id: number, status: 'open' | 'stopped' | 'cancelled') => ({
  id,
  issuedDate: '2026-11-22',
  issuedTime: '09:00:00',
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  origin: 'pattern',
  ship: { id: 1, name: 'KMP Sumut I' },
  status,
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
  qty: 10,
});
const DAY = [dep(1, 'open'), dep(2, 'stopped'), dep(3, 'cancelled')];
const WEATHER = { reason: 'cuaca' as const, note: 'Syahbandar menahan izin', windKnots: '20' };
const QUOTA = { walkinPercent: '30', walkinReleaseHours: '3', reason: 'Libur panjang' };

function capturing() {
  const loads: unknown[] = [];
  const acts: unknown[] = [];
  const bulks: unknown[] = [];
  const delays: unknown[] = [];
  const never = () => new Promise(() => undefined);
  const machine = departuresMachine.provide({
    actors: {
      load: fromPromise(({ input }) => (loads.push(input), never())),
      act: fromPromise(({ input }) => (acts.push(input), never())),
      bulk: fromPromise(({ input }) => (bulks.push(input), never())),
      delay: fromPromise(({ input }) => (delays.push(input), never())),
    } as never,
  });
  return { machine, loads, acts, bulks, delays };
}

describe('departures machine', () => {
  it("loads today's date in Jakarta, then another date", () => {
    const { machine, loads } = capturing();
    const actor = createActor(machine, { input: { now: () => NOW } }).start();
    expect(actor.getSnapshot().context.date).toBe('2026-11-22');
    actor.send(done('load', DAY) as never);
    actor.send({ type: 'DATE.SET', date: '2026-13-01' });
    actor.send({ type: 'DATE.SET', date: '2026-11-23' });
    expect(loads).toEqual([{ date: '2026-11-22' }, { date: '2026-11-23' }]);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('refreshes every minute while browsing, not while a dialog is open', () => {
    const clock = new SimulatedClock();
    const { machine, loads } = capturing();
    const actor = createActor(machine, { clock, input: { now: () => NOW } }).start();
    actor.send(done('load', DAY) as never);
    clock.increment(DEPARTURES_REFRESH_MS);
    expect(loads).toHaveLength(2);
    actor.send(done('load', DAY) as never);
    actor.send({ type: 'ACTION.OPEN', kind: 'stop', id: 1 });
    clock.increment(DEPARTURES_REFRESH_MS * 3);
    expect(loads).toHaveLength(2);
  });

  it('stops sales for the weather with the wind, and replaces the departure', () => {
    const { machine, acts } = capturing();
    const actor = createActor(machine, { input: { now: () => NOW } }).start();
    actor.send(done('load', DAY) as never);
    actor.send({ type: 'ACTION.OPEN', kind: 'stop', id: 1 });
    actor.send({ type: 'STATUS.SUBMIT', values: { ...WEATHER, windKnots: '' } });
    expect(acts).toEqual([]);
    actor.send({ type: 'STATUS.SUBMIT', values: WEATHER });
    expect(acts).toEqual([
      {
        id: 1,
        kind: 'status',
        body: { status: 'stopped', reason: 'cuaca', note: 'Syahbandar menahan izin', windKnots: 20 },
      },
    ]);
    actor.send(done('act', { ...dep(1, 'stopped'), qty: 0 }) as never);
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.departures[0]).toMatchObject({ status: 'stopped', qty: 0 });
    expect(actor.getSnapshot().context.notice).toBe(OPERATOR_MSG.statusSaved);
    expect(actor.getSnapshot().context.action).toBeNull();
  });

  it('asks to confirm a cancellation, which is final; a cancelled departure offers nothing', () => {
    const { machine, acts } = capturing();
    const actor = createActor(machine, { input: { now: () => NOW } }).start();
    actor.send(done('load', DAY) as never);
    actor.send({ type: 'ACTION.OPEN', kind: 'cancel', id: 2 });
    actor.send({ type: 'STATUS.SUBMIT', values: { reason: 'kapal_rusak', note: 'Mesin rusak', windKnots: '' } });
    expect(actor.getSnapshot().matches({ ready: { acting: 'confirming' } })).toBe(true);
    expect(acts).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    expect(acts).toEqual([
      { id: 2, kind: 'status', body: { status: 'cancelled', reason: 'kapal_rusak', note: 'Mesin rusak' } },
    ]);
    actor.send(failed('act', { kind: 'http', status: 409, message: 'Conflict.' }) as never);
    expect(actor.getSnapshot().matches({ ready: { acting: 'filling' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(OPERATOR_MSG.departureConflict);
    actor.send({ type: 'ACTION.CLOSE' });
    for (const kind of ['stop', 'reopen', 'cancel', 'quota'] as const) {
      actor.send({ type: 'ACTION.OPEN', kind, id: 3 });
      expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    }
    actor.send({ type: 'ACTION.OPEN', kind: 'reopen', id: 1 });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
  });

  it('sets the walk-in quota of one departure', () => {
    const { machine, acts } = capturing();
    const actor = createActor(machine, { input: { now: () => NOW } }).start();
    actor.send(done('load', DAY) as never);
    actor.send({ type: 'ACTION.OPEN', kind: 'quota', id: 2 });
    actor.send({ type: 'STATUS.SUBMIT', values: WEATHER });
    actor.send({ type: 'QUOTA.SUBMIT', values: { ...QUOTA, walkinPercent: '101' } });
    expect(acts).toEqual([]);
    actor.send({ type: 'QUOTA.SUBMIT', values: QUOTA });
    expect(acts).toEqual([
      { id: 2, kind: 'quota', body: { walkinPercent: 30, walkinReleaseHours: 3, reason: 'Libur panjang' } },
    ]);
    actor.send(done('act', { ...dep(2, 'stopped'), walkinPercent: 30 }) as never);
    expect(actor.getSnapshot().context.notice).toBe(OPERATOR_MSG.quotaSaved);
  });

  it('ticks departures, or all that remain of the day, and changes them at once (issue #38 item 1)', () => {
    const { machine, loads, bulks } = capturing();
    const later = { ...dep(4, 'open'), issuedDate: '2026-11-23' };
    const actor = createActor(machine, { input: { now: () => NOW } }).start();
    actor.send(done('load', [...DAY, later]) as never);
    actor.send({ type: 'BULK.OPEN', kind: 'hold' });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    actor.send({ type: 'SELECT.TOGGLE', id: 2 });
    actor.send({ type: 'SELECT.TOGGLE', id: 1 });
    expect(actor.getSnapshot().context.selected).toEqual([1, 2]);
    actor.send({ type: 'SELECT.TOGGLE', id: 2 });
    expect(actor.getSnapshot().context.selected).toEqual([1]);
    // 23:30 WIB: the 09:00 departures have left, the cancelled one is final; tomorrow's remains.
    actor.send({ type: 'SELECT.REMAINING' });
    expect(actor.getSnapshot().context.selected).toEqual([4]);
    actor.send({ type: 'SELECT.CLEAR' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    // A filter shows one ship's departures; the selection keeps to the rows shown.
    actor.send({ type: 'SELECT.TOGGLE', id: 1 });
    actor.send({ type: 'FILTER.SET', filter: { ship: '2' } });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'FILTER.SET', filter: { ship: '', direction: '1-2' } });
    actor.send({ type: 'SELECT.TOGGLE', id: 1 });
    actor.send({ type: 'SELECT.TOGGLE', id: 4 });
    actor.send({ type: 'BULK.OPEN', kind: 'hold' });
    expect(bulks).toEqual([{ ids: [1, 4], kind: 'hold' }]);
    actor.send({ type: 'SELECT.CLEAR' });
    actor.send(done('bulk', { changed: false }) as never);
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual([1, 4]);
    actor.send({ type: 'BULK.OPEN', kind: 'cancel' });
    actor.send(done('bulk', { changed: true }) as never);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.selected).toEqual([]);
    expect(loads).toHaveLength(2);
  });

  it('delays one departure that has not sailed and is not cancelled; the delayed one replaces it (issue #38 item 2)', () => {
    const { machine, delays } = capturing();
    const tomorrow = { ...dep(4, 'open'), issuedDate: '2026-11-23' };
    const actor = createActor(machine, { input: { now: () => NOW } }).start();
    actor.send(done('load', [...DAY, tomorrow]) as never);
    // 23:30 WIB: the 09:00 departure has sailed; the cancelled one is final.
    actor.send({ type: 'DELAY.OPEN', id: 1 });
    actor.send({ type: 'DELAY.OPEN', id: 3 });
    actor.send({ type: 'DELAY.OPEN', id: 99 });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    actor.send({ type: 'DELAY.OPEN', id: 4 });
    expect(actor.getSnapshot().matches({ ready: 'delaying' })).toBe(true);
    expect(delays).toEqual([{ departure: tomorrow }]);
    const delayed = {
      ...tomorrow,
      issuedTime: '09:40:00',
      delay: { fromDate: '2026-11-23', fromTime: '09:00:00', minutes: 40, free: false, reason: 'Lainnya: Antre' },
    };
    actor.send(done('delay', { departure: delayed }) as never);
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.departures.find((d) => d.id === 4)).toEqual(delayed);
    // Closed without a change: the list stays as it was.
    actor.send({ type: 'DELAY.OPEN', id: 4 });
    actor.send(done('delay', { departure: null }) as never);
    expect(actor.getSnapshot().context.departures.find((d) => d.id === 4)).toEqual(delayed);
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'departures',
      machine: stubbed,
      inputFor: (clock) => ({ now: () => clock.now() }),
      events: [
        { type: 'RETRY' },
        { type: 'REFRESH' },
        { type: 'DATE.SET', date: '2026-11-23' },
        { type: 'DATE.SET', date: 'besok' },
        { type: 'ACTION.OPEN', kind: 'stop', id: 1 },
        { type: 'ACTION.OPEN', kind: 'reopen', id: 1 },
        { type: 'ACTION.OPEN', kind: 'cancel', id: 1 },
        { type: 'ACTION.OPEN', kind: 'quota', id: 1 },
        { type: 'ACTION.CLOSE' },
        { type: 'STATUS.SUBMIT', values: WEATHER },
        { type: 'STATUS.SUBMIT', values: { ...WEATHER, note: '' } },
        { type: 'QUOTA.SUBMIT', values: QUOTA },
        { type: 'CONFIRM' },
        { type: 'BACK' },
        { type: 'SELECT.TOGGLE', id: 1 },
        { type: 'SELECT.REMAINING' },
        { type: 'SELECT.CLEAR' },
        { type: 'FILTER.SET', filter: { ship: '2' } },
        { type: 'BULK.OPEN', kind: 'hold' },
        done('bulk', { changed: true }),
        done('bulk', { changed: false }),
        { type: 'DELAY.OPEN', id: 1 },
        done('delay', { departure: { ...dep(1, 'open'), issuedTime: '09:40:00' } }),
        done('delay', { departure: null }),
        // 23:00 WIB: still to sail at the walk's start (10:00 WIB), so it can be delayed.
        done('load', [{ ...dep(1, 'open'), issuedTime: '23:00:00' }]),
        failed('load', { kind: 'network', status: 0, message: 'offline' }),
        done('act', dep(1, 'open')),
        failed('act', { kind: 'http', status: 409, message: 'Conflict.' }),
        after('refresh', 'departures.ready.browsing'),
      ] as { type: string }[],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.date,
          s.context.action,
          !!s.context.error,
          !!s.context.notice,
          s.context.selected,
        ]),
      onStep: (s) => {
        // Only Batalkan is confirmed; a dialog is always about a listed departure.
        if (s.matches({ ready: { acting: 'confirming' } })) expect(s.context.action?.kind).toBe('cancel');
        if (s.context.action) expect(s.context.departures.some((d) => d.id === s.context.action?.id)).toBe(true);
        if (s.matches({ ready: { acting: 'submitting' } })) expect(s.context.request).not.toBeNull();
      },
    });
    assertFullCoverage(coverage);
  });
});
