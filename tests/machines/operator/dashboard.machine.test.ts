// dashboard (issue #22, Dasbor): the period's figures and the chart library load side by side; a
// chart that cannot load leaves the table, and the day shown is one of the period's.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/api/client';
import { dashboardMachine, type DashboardDto } from '../../../src/machines/operator/dashboard.machine';
import { assertFullCoverage, done, failed, pending, runModels } from '../model';

const dep = (id: number, time: string, used: number) => ({
  id,
  issuedTime: time,
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  status: 'open' as const,
  laneMetres: 120,
  usedMetres: used,
  seats: 250,
  seatsUsed: 40,
});
const DASH: DashboardDto = {
  from: '2026-11-26',
  to: '2026-12-03',
  days: [
    { date: '2026-11-26', departures: [dep(1, '07:00:00', 60)] },
    { date: '2026-11-27', departures: [dep(2, '07:00:00', 30)] },
  ],
  sales: [
    { channel: 'online', tickets: 12, revenue: 1_800_000 },
    { channel: 'loket', tickets: 5, revenue: 700_000 },
  ],
};
const draw = () => ({ destroy: () => undefined });
const stubbed = dashboardMachine.provide({ actors: { load: pending(), loadChart: pending() } as never });

const EVENTS = [
  done('load', DASH),
  failed('load', new ApiError('http', 500, 'x')),
  { type: 'RETRY' },
  { type: 'REFRESH' },
  { type: 'SELECT_DAY', date: '2026-11-27' },
  done('loadChart', draw),
  failed('loadChart', new Error('offline')),
];

describe('dashboard machine', () => {
  it('shows the first day, lets another day of the period be picked and keeps it across a refresh', () => {
    const actor = createActor(stubbed).start();
    actor.send(done('load', DASH) as never);
    expect(actor.getSnapshot().context.selectedDate).toBe('2026-11-26');
    actor.send({ type: 'SELECT_DAY', date: '2026-11-27' });
    actor.send({ type: 'SELECT_DAY', date: '2030-01-01' }); // not in the period: ignored
    expect(actor.getSnapshot().context.selectedDate).toBe('2026-11-27');
    actor.send({ type: 'REFRESH' });
    actor.send(done('load', DASH) as never);
    expect(actor.getSnapshot().context.selectedDate).toBe('2026-11-27');
    actor.send(failed('loadChart', new Error('chunk failed')) as never);
    expect(actor.getSnapshot().matches({ chart: 'unavailable' })).toBe(true);
    expect(actor.getSnapshot().matches({ data: 'ready' })).toBe(true);
  });

  it('loads chart.js as its own chunk, on demand (the real loader)', async () => {
    const actor = createActor(dashboardMachine.provide({ actors: { load: pending() } as never })).start();
    await new Promise<void>((resolve) => {
      const sub = actor.subscribe((s) => {
        if (!s.matches({ chart: 'loading' })) {
          sub.unsubscribe();
          resolve();
        }
      });
    });
    expect(actor.getSnapshot().matches({ chart: 'ready' })).toBe(true);
    expect(typeof actor.getSnapshot().context.chart?.draw).toBe('function');
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModels('dashboard', [
      {
        world: 'admin',
        machine: stubbed,
        events: EVENTS,
        serializeState: (s) => JSON.stringify({ value: s.value, day: s.context.selectedDate }),
      },
    ]);
    assertFullCoverage(coverage);
  });
});
