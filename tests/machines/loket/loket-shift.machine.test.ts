// loketShift (issue #24, Shift): the open shift's figures, Tutup Shift with the counted cash (the
// server answers the variance), no shift open, and a failed load retried.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loketShiftMachine } from '../../../src/machines/loket/loket-shift.machine';
import { LOKET_MSG } from '../../../src/lib/loket-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';
import { CLOSED_SHIFT, NOW_MS, SHIFT, TODAY } from './loket-fixtures';

const stubbed = loketShiftMachine.provide({ actors: { load: pending(), close: pending() } as never });
const http = (status: number, message = 'Refused.') => ({ kind: 'http', status, message });

describe('loketShift machine', () => {
  it('closes the open shift with the counted cash and keeps the closed shift with its variance', () => {
    const sent: unknown[] = [];
    const actor = createActor(
      loketShiftMachine.provide({
        actors: {
          load: pending(),
          close: fromPromise(({ input }) => (sent.push(input), new Promise(() => undefined))),
        } as never,
      }),
      { input: { now: () => NOW_MS } },
    ).start();
    actor.send(done('load', SHIFT) as never);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.date).toBe(TODAY);
    actor.send({ type: 'SHIFT.CLOSE', countedCash: '' });
    actor.send({ type: 'SHIFT.CLOSE', countedCash: '-5' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'SHIFT.CLOSE', countedCash: '800000' });
    expect(sent).toEqual([{ id: 5, countedCash: 800_000 }]);
    actor.send(failed('close', http(409, 'Shift ini sudah ditutup.')) as never);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.error).toBe('Shift ini sudah ditutup.');
    actor.send({ type: 'SHIFT.CLOSE', countedCash: '800000' });
    actor.send(done('close', CLOSED_SHIFT) as never);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.shift?.variance).toBe(0);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('says when no shift is open (the report is today’s) and why a load failed', () => {
    const actor = createActor(stubbed, { input: { now: () => NOW_MS } }).start();
    actor.send(failed('load', { kind: 'network', status: 0, message: 'offline' }) as never);
    expect(actor.getSnapshot().context.error).toBe(LOKET_MSG.noConnection);
    actor.send({ type: 'RETRY' });
    actor.send(done('load', null) as never);
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.date).toBe(TODAY);
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'loketShift',
      machine: stubbed,
      inputFor: (clock) => ({ now: () => clock.now() }),
      events: [
        done('load', SHIFT),
        done('load', null),
        failed('load', http(500)),
        { type: 'RETRY' },
        { type: 'REFRESH' },
        { type: 'SHIFT.CLOSE', countedCash: '800000' },
        { type: 'SHIFT.CLOSE', countedCash: 'x' },
        done('close', CLOSED_SHIFT),
        failed('close', http(409, 'Shift ini sudah ditutup.')),
      ] as { type: string }[],
      serializeState: (s) => JSON.stringify([s.value, !!s.context.error, s.context.shift?.closedAt ?? null]),
      onStep: (s) => {
        if (s.matches('closed')) expect(s.context.shift?.variance).not.toBeNull();
        if (s.matches('open') || s.matches('closing')) expect(s.context.shift?.closedAt).toBeNull();
      },
    });
    assertFullCoverage(coverage);
  });
});
