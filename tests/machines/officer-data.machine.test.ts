// officerData (issue #10): fresh from the server, else the kept copy marked stale, else failed.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { officerDataMachine, OFFICER_REFRESH_MS } from '../../src/machines/officer-data.machine';
import { after, assertFullCoverage, done, failed, pending, runModels } from './model';

const stubbed = officerDataMachine.provide({ actors: { load: pending() } as never });

describe('officer data machine', () => {
  it('shows the kept copy as stale when the network is down', () => {
    const a = createActor(stubbed, { input: { cached: { date: '2026-11-23' } } }).start();
    a.send(failed('load', new Error('offline')) as never);
    expect(a.getSnapshot().value).toBe('stale');
    expect(a.getSnapshot().context.data).toEqual({ date: '2026-11-23' });
  });

  it('fails without a kept copy, and retries', () => {
    const a = createActor(stubbed, { input: { cached: null } }).start();
    a.send(failed('load', new Error('offline')) as never);
    expect(a.getSnapshot().value).toBe('failed');
    a.send({ type: 'RETRY' });
    a.send(done('load', { date: '2026-11-23' }) as never);
    expect(a.getSnapshot().value).toBe('fresh');
  });

  it("keeps the clock's time of the last load, for telling departed sailings apart (issue #21)", () => {
    let t = 1_000;
    const a = createActor(stubbed, { input: { cached: null, clock: () => t } }).start();
    expect(a.getSnapshot().context.now).toBe(1_000);
    t = 31_000;
    a.send(done('load', { date: '2026-11-23' }) as never);
    expect(a.getSnapshot().context.now).toBe(31_000);
    t = 61_000;
    a.send({ type: 'REFRESH' });
    a.send(failed('load', new Error('offline')) as never);
    expect(a.getSnapshot().value).toBe('stale');
    expect(a.getSnapshot().context.now).toBe(61_000);
  });

  it('loads again the moment the phone is back online, from the kept copy too (issue #37)', () => {
    const a = createActor(stubbed, { input: { cached: { date: '2026-11-23' } } }).start();
    a.send(failed('load', new Error('offline')) as never);
    expect(a.getSnapshot().value).toBe('stale');
    window.dispatchEvent(new Event('online'));
    expect(a.getSnapshot().value).toBe('loading');
    a.send(done('load', { date: '2026-11-23', departures: [] }) as never);
    expect(a.getSnapshot().value).toBe('fresh');
    a.stop();
    // Stopped, it no longer listens.
    window.dispatchEvent(new Event('online'));
    expect(a.getSnapshot().value).toBe('fresh');
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      { type: 'REFRESH' },
      { type: 'RETRY' },
      done('load', { date: '2026-11-23' }),
      failed('load', new Error('offline')),
      after(OFFICER_REFRESH_MS, 'officerData.fresh'),
      after(OFFICER_REFRESH_MS, 'officerData.stale'),
    ];
    const serializeState = (s: { value: unknown; context: { data: unknown } }) =>
      JSON.stringify([s.value, s.context.data !== null]);
    const coverage = await runModels('officerData', [
      { world: 'copy kept', machine: stubbed, input: { cached: { date: '2026-11-22' } }, events, serializeState },
      { world: 'nothing kept', machine: stubbed, input: { cached: null }, events, serializeState },
    ]);
    assertFullCoverage(coverage);
  });
});
