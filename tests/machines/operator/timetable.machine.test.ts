// timetable (issue #22, Jadwal): loading, the four writes, and the 409 round trip in which the
// admin keeps or cancels each departure with tickets before the change is sent again; issue #38: an
// extra departure that clashes with the ship's own sailings (409 with them) is added anyway or
// taken back, and a pair's crossing time is saved.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/client';
import { AffectedConflict, ClashConflict } from '../../../src/api/operator-timetable';
import {
  timetableMachine,
  type Submission,
  type TimetableData,
} from '../../../src/machines/operator/timetable.machine';
import { OPERATOR_MSG } from '../../../src/lib/operator-timetable-messages';
import { assertFullCoverage, done, failed, pending, runModels } from '../model';

const S = { id: 1, route: 'Simanindo' };
const T = { id: 2, route: 'Tigaras' };
const DATA: TimetableData = {
  patterns: [
    {
      id: 10,
      fromRoute: S,
      toRoute: T,
      departureTime: '07:00:00',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      ship: { id: 1, name: 'KMP Sumut I' },
      validFrom: '2026-11-01',
      validUntil: null,
      walkinPercent: 40,
      walkinReleaseHours: 2,
    },
  ],
  exceptions: [],
  horizonDays: 30,
  ships: [{ id: 1, name: 'KMP Sumut I', seats: 250, laneMetres: 120, active: true }],
  ports: [S, T],
  crossingTimes: [{ portA: S, portB: T, minutes: 60, custom: false }],
};
const AFFECTED = [
  { id: 501, issuedDate: '2026-11-27', issuedTime: '07:00:00', fromRoute: S, toRoute: T, tickets: 3 },
  { id: 502, issuedDate: '2026-11-28', issuedTime: '07:00:00', fromRoute: S, toRoute: T, tickets: 1 },
];
const conflict = () => new AffectedConflict('Departures with tickets would be removed.', AFFECTED);
const PATTERN: Submission = {
  kind: 'pattern',
  patternId: 10,
  body: {
    fromRoute: 1,
    toRoute: 2,
    departureTime: '07:00:00',
    weekdays: [1, 2, 3, 4, 5],
    shipId: 1,
    validFrom: '2026-11-01',
    validUntil: null,
    walkinPercent: 40,
    walkinReleaseHours: 2,
    reason: 'Akhir pekan tanpa trip pagi',
  },
};

const EXTRA: Submission = {
  kind: 'extra',
  body: { fromRoute: 2, toRoute: 1, date: '2026-11-24', time: '08:37:00', shipId: 2, reason: 'Rombongan' },
};
const CLASHES = [
  { id: 71, issuedDate: '2026-11-24', issuedTime: '07:45:00', fromRoute: T, toRoute: S, minutesApart: -52 },
  { id: 72, issuedDate: '2026-11-24', issuedTime: '09:00:00', fromRoute: T, toRoute: S, minutesApart: 23 },
];
const clash = () => new ClashConflict('KMP Sumut II sudah berlayar …', CLASHES, 60);
const CROSSING: Submission = { kind: 'crossing', body: { portA: 1, portB: 2, minutes: 45, reason: 'Kapal baru' } };

const stubbed = timetableMachine.provide({ actors: { load: pending(), save: pending() } as never });

describe('timetable machine', () => {
  it('asks a decision for each departure with tickets, then resends the change with them', async () => {
    const sent: unknown[] = [];
    const machine = timetableMachine.provide({
      actors: {
        load: fromPromise(async () => DATA),
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          if (sent.length === 1) throw conflict();
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'OPEN', editor: { kind: 'pattern', patternId: 10 } });
    actor.send({ type: 'SUBMIT', submission: PATTERN });
    await waitFor(actor, (s) => s.matches({ ready: 'deciding' }));
    expect(actor.getSnapshot().context.affected.map((a) => a.id)).toEqual([501, 502]);
    actor.send({ type: 'DECIDE', scheduleId: 501, action: 'keep' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ ready: 'deciding' })).toBe(true);
    expect(actor.getSnapshot().context.formError).toBe(OPERATOR_MSG.decideEach);
    actor.send({ type: 'DECIDE', scheduleId: 502, action: 'cancel' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(sent).toEqual([
      { submission: PATTERN, decisions: [], allowClash: false },
      {
        submission: PATTERN,
        allowClash: false,
        decisions: [
          { scheduleId: 501, action: 'keep' },
          { scheduleId: 502, action: 'cancel' },
        ],
      },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'Pola jadwal tersimpan.', editor: null });
  });

  it('keeps the form open with an Indonesian message when a write fails, and a 409 of an extra departure says it exists', async () => {
    const machine = timetableMachine.provide({
      actors: {
        load: fromPromise(async () => DATA),
        save: fromPromise<void, any>(async () => {
          throw conflict();
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'OPEN', editor: { kind: 'extra' } });
    const extra: Submission = {
      kind: 'extra',
      body: { fromRoute: 1, toRoute: 2, date: '2026-12-26', time: '23:00:00', shipId: 1, reason: 'Libur Natal' },
    };
    actor.send({ type: 'SUBMIT', submission: extra });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    expect(actor.getSnapshot().context.formError).toBe(OPERATOR_MSG.extraExists);
  });

  it('shows the clashing sailings of an extra departure, and adds it anyway with allowClash', async () => {
    const sent: unknown[] = [];
    const machine = timetableMachine.provide({
      actors: {
        load: fromPromise(async () => DATA),
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          if (sent.length <= 2) throw clash();
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'OPEN', editor: { kind: 'extra' } });
    actor.send({ type: 'SUBMIT', submission: EXTRA });
    await waitFor(actor, (s) => s.matches({ ready: 'clashing' }));
    expect(actor.getSnapshot().context).toMatchObject({ clashes: CLASHES, crossingMinutes: 60, allowClash: false });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.clashes).toEqual([]);
    actor.send({ type: 'SUBMIT', submission: EXTRA });
    await waitFor(actor, (s) => s.matches({ ready: 'clashing' }));
    actor.send({ type: 'ADD_ANYWAY' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(sent).toEqual([
      { submission: EXTRA, decisions: [], allowClash: false },
      { submission: EXTRA, decisions: [], allowClash: false },
      { submission: EXTRA, decisions: [], allowClash: true },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ notice: OPERATOR_MSG.saved.extra, allowClash: false });
  });

  it("saves a pair of ports' crossing time", async () => {
    const sent: unknown[] = [];
    const machine = timetableMachine.provide({
      actors: {
        load: fromPromise(async () => DATA),
        save: fromPromise(async ({ input }) => {
          sent.push(input);
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'OPEN', editor: { kind: 'crossing', portA: 1, portB: 2 } });
    actor.send({ type: 'SUBMIT', submission: CROSSING });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(sent).toEqual([{ submission: CROSSING, decisions: [], allowClash: false }]);
    expect(actor.getSnapshot().context.notice).toBe('Waktu penyeberangan disimpan.');
  });

  it('maps server failures to Indonesian texts', () => {
    const actor = createActor(stubbed).start();
    actor.send(done('load', DATA) as never);
    actor.send({ type: 'OPEN', editor: { kind: 'undo', exceptionId: 3 } });
    actor.send({ type: 'SUBMIT', submission: { kind: 'undo', exceptionId: 3, reason: 'Salah input' } });
    actor.send(failed('save', new ApiError('http', 500, 'Internal server error.')) as never);
    expect(actor.getSnapshot().context.formError).toBe('Terjadi kesalahan. Coba lagi.');
    actor.send({ type: 'SUBMIT', submission: { kind: 'undo', exceptionId: 3, reason: 'Salah input' } });
    actor.send(failed('save', new ApiError('network', 0, 'Failed to fetch')) as never);
    expect(actor.getSnapshot().context.formError).toBe(OPERATOR_MSG.noConnection);
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      done('load', DATA),
      failed('load', new ApiError('http', 500, 'x')),
      { type: 'RETRY' },
      { type: 'OPEN', editor: { kind: 'pattern', patternId: 10 } },
      { type: 'CLOSE' },
      { type: 'SUBMIT', submission: PATTERN },
      done('save'),
      failed('save', conflict()),
      failed('save', new ApiError('http', 400, 'Bad request.')),
      { type: 'DECIDE', scheduleId: 501, action: 'keep' },
      { type: 'DECIDE', scheduleId: 502, action: 'cancel' },
      { type: 'CONFIRM' },
      { type: 'BACK' },
    ];
    const coverage = await runModels('timetable', [
      {
        world: 'admin',
        machine: stubbed,
        events,
        serializeState: (s) =>
          JSON.stringify({ value: s.value, decided: Object.keys(s.context.decisions).length, data: !!s.context.data }),
        onStep: (s) => {
          // Decisions only ever name departures the server listed.
          for (const id of Object.keys(s.context.decisions)) expect([501, 502]).toContain(Number(id));
        },
      },
      {
        world: 'extra departure',
        machine: stubbed,
        events: [
          done('load', DATA),
          { type: 'OPEN', editor: { kind: 'extra' } },
          { type: 'SUBMIT', submission: EXTRA },
          failed('save', clash()),
          failed('save', new ApiError('http', 409, 'Conflict.')),
          { type: 'ADD_ANYWAY' },
          { type: 'BACK' },
          done('save'),
        ] as { type: string }[],
        serializeState: (s) =>
          JSON.stringify({ value: s.value, clashes: s.context.clashes.length, allow: s.context.allowClash }),
        onStep: (s) => {
          // Only an accepted clash is sent with allowClash, and only while it is being sent.
          if (s.context.allowClash)
            expect(s.matches({ ready: 'saving' }) || s.matches({ ready: 'reloading' })).toBe(true);
          if (s.matches({ ready: 'clashing' })) expect(s.context.clashes).toEqual(CLASHES);
        },
      },
    ]);
    assertFullCoverage(coverage);
  });
});
