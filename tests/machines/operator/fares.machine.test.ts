// fares (Tarif, issue #22): the fares book loads, a fare is added from a start date with its legal
// basis; one of the same type and date replaces the listed one; a 409 is said in Indonesian. Issue
// #38: before the save the machine asks from when and for which departures the fare applies, and
// the save's notice says it again.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { faresMachine } from '../../../src/machines/operator/fares.machine';
import { OPERATOR_MSG } from '../../../src/lib/operator-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';

const stubbed = faresMachine.provide({ actors: { load: pending(), preview: pending(), save: pending() } as never });
// 2026-11-22 10:00 WIB; 2026-11-22 20:00 WIB is still the 22nd, 2026-11-23 00:30 WIB the 23rd.
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const fare = (id: number, validFrom: string, amount: number) => ({
  id,
  kind: 'vehicle' as const,
  typeId: 4,
  typeName: 'Golongan IV',
  validFrom,
  amount,
  legalBasis: 'Tarif awal',
});
const BOOK = { fares: [fare(1, '2020-01-01', 150000)], vehicleClasses: [], passengerTypes: [] };
const IMPACT = {
  validFrom: '2026-11-23',
  until: null,
  nextFrom: null,
  departures: 744,
  lastDate: '2026-12-22',
  ticketsKept: 12,
};
const saved = (f: ReturnType<typeof fare>) => ({ fare: f, impact: { ...IMPACT, validFrom: f.validFrom } });
const VALID = {
  type: 'vehicle:4',
  amount: '175000',
  validFrom: '2026-11-23',
  legalBasis: 'Pergub Sumut 12/2026',
  reason: 'Tarif baru',
};

describe('fares machine', () => {
  it("knows today's date in Jakarta at each load", () => {
    let t = Date.UTC(2026, 10, 22, 16, 59, 0); // 23:59 WIB on the 22nd
    const actor = createActor(stubbed, { input: { now: () => t } }).start();
    expect(actor.getSnapshot().context.today).toBe('2026-11-22');
    actor.send(failed('load', { kind: 'network', status: 0, message: 'offline' }) as never);
    t = Date.UTC(2026, 10, 22, 17, 0, 0); // 00:00 WIB on the 23rd
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.today).toBe('2026-11-23');
  });

  it('sends the typed fare, lists it, counts the save; a same-date fare replaces the listed one', () => {
    const sent: unknown[] = [];
    const save = fromPromise(({ input }) => {
      sent.push(input);
      return new Promise(() => undefined);
    });
    const actor = createActor(
      faresMachine.provide({ actors: { load: pending(), preview: pending(), save } as never }),
      {
        input: { now: () => NOW },
      },
    ).start();
    actor.send(done('load', BOOK) as never);
    actor.send({ type: 'FARE.SAVE', values: VALID });
    actor.send(done('preview', IMPACT) as never);
    actor.send({ type: 'FARE.CONFIRM' });
    expect(sent).toEqual([
      {
        kind: 'vehicle',
        typeId: 4,
        validFrom: '2026-11-23',
        amount: 175000,
        legalBasis: 'Pergub Sumut 12/2026',
        reason: 'Tarif baru',
      },
    ]);
    actor.send(done('save', saved(fare(2, '2026-11-23', 175000))) as never);
    expect(actor.getSnapshot().context.book?.fares).toEqual([
      fare(1, '2020-01-01', 150000),
      fare(2, '2026-11-23', 175000),
    ]);
    expect(actor.getSnapshot().context.saved).toBe(1);
    expect(actor.getSnapshot().context.notice).toBe(
      'Tarif disimpan. Berlaku untuk keberangkatan mulai Senin, 23 Nov 2026; tiket yang sudah dibayar tidak berubah. ' +
        '744 keberangkatan terjadwal mulai tanggal itu (jadwal yang sudah dibuat sampai Selasa, 22 Des 2026). ' +
        '12 tiket yang sudah dipesan atau dibayar pada keberangkatan itu tetap dengan harga lamanya.',
    );
    actor.send({ type: 'FARE.SAVE', values: { ...VALID, amount: '180000' } });
    actor.send(done('preview', IMPACT) as never);
    actor.send({ type: 'FARE.CONFIRM' });
    actor.send(done('save', saved(fare(3, '2026-11-23', 180000))) as never);
    expect(actor.getSnapshot().context.book?.fares).toEqual([
      fare(1, '2020-01-01', 150000),
      fare(3, '2026-11-23', 180000),
    ]);
  });

  it('refuses an incomplete form and says a 409 in Indonesian', () => {
    const actor = createActor(stubbed, { input: { now: () => NOW } }).start();
    actor.send(done('load', BOOK) as never);
    for (const bad of [
      { type: '' },
      { amount: '12,5' },
      { validFrom: '2026-02-30' },
      { legalBasis: ' ' },
      { reason: '' },
    ])
      actor.send({ type: 'FARE.SAVE', values: { ...VALID, ...bad } });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'FARE.SAVE', values: VALID });
    actor.send(done('preview', IMPACT) as never);
    actor.send({ type: 'FARE.CONFIRM' });
    actor.send(failed('save', { kind: 'http', status: 409, message: 'Conflict.' }) as never);
    expect(actor.getSnapshot().context.error).toBe(OPERATOR_MSG.fareConflict);
    expect(actor.getSnapshot().context.saved).toBe(0);
  });

  it('asks what the fare applies to first, goes back with the form as typed, and says a failed check', () => {
    const asked: unknown[] = [];
    const preview = fromPromise(({ input }) => {
      asked.push(input);
      return new Promise(() => undefined);
    });
    const actor = createActor(
      faresMachine.provide({ actors: { load: pending(), preview, save: pending() } as never }),
      {
        input: { now: () => NOW },
      },
    ).start();
    actor.send(done('load', BOOK) as never);
    actor.send({ type: 'FARE.SAVE', values: VALID });
    expect(actor.getSnapshot().matches({ ready: 'checking' })).toBe(true);
    expect(asked).toEqual([{ kind: 'vehicle', typeId: 4, validFrom: '2026-11-23' }]);
    actor.send(done('preview', IMPACT) as never);
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.impact).toEqual(IMPACT);
    actor.send({ type: 'FARE.BACK' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ impact: null, saved: 0 });
    actor.send({ type: 'FARE.SAVE', values: VALID });
    actor.send(failed('preview', { kind: 'http', status: 400, message: 'Bad.' }) as never);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(OPERATOR_MSG.invalid);
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'fares',
      machine: stubbed,
      inputFor: (clock) => ({ now: () => clock.now() }),
      events: [
        { type: 'RETRY' },
        { type: 'FARE.SAVE', values: VALID },
        { type: 'FARE.SAVE', values: { ...VALID, type: 'golongan' } },
        done('load', BOOK),
        failed('load', { kind: 'http', status: 403, message: 'Forbidden.' }),
        { type: 'FARE.CONFIRM' },
        { type: 'FARE.BACK' },
        done('preview', IMPACT),
        failed('preview', { kind: 'http', status: 400, message: 'Bad.' }),
        done('save', saved(fare(2, '2026-11-23', 175000))),
        failed('save', { kind: 'http', status: 409, message: 'Conflict.' }),
      ] as { type: string }[],
      serializeState: (s) =>
        JSON.stringify([s.value, Math.min(s.context.saved, 1), !!s.context.error, !!s.context.impact]),
      onStep: (s) => {
        if (s.matches('failed')) expect(s.context.error).toBe(OPERATOR_MSG.forbidden);
        if (s.matches({ ready: 'saving' })) expect(s.context.notice).toBeNull();
        // A fare is only ever sent after its impact was shown.
        if (s.matches({ ready: 'saving' }) || s.matches({ ready: 'confirming' }))
          expect(s.context.impact).toEqual(IMPACT);
      },
    });
    assertFullCoverage(coverage);
  });
});
