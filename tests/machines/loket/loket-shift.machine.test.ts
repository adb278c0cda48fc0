// loketShift (issue #24, Shift): the open shift's figures, Tutup Shift with the counted cash (the
// server answers the variance), no shift open, and a failed load retried. Issue #38: a count that
// differs from the Uang Seharusnya needs the Catatan Selisih (sent trimmed, one line); a count that
// matches needs none.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loketShiftMachine } from '../../../src/machines/loket/loket-shift.machine';
import { closeErrors, closeNote } from '../../../src/machines/loket/loket-forms';
import { LOKET_MSG, loketErrorMessage } from '../../../src/lib/loket-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';
import { CLOSED_SHIFT, NOW_MS, SHIFT, TODAY } from './loket-fixtures';

const stubbed = loketShiftMachine.provide({ actors: { load: pending(), close: pending() } as never });
const http = (status: number, message = 'Refused.') => ({ kind: 'http', status, message });
const close = (countedCash: string, note = '') => ({ type: 'SHIFT.CLOSE', countedCash, note }) as const;

function recording() {
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
  return { actor, sent };
}

describe('loketShift machine', () => {
  it('closes the open shift with the counted cash and keeps the closed shift with its variance', () => {
    const { actor, sent } = recording();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.date).toBe(TODAY);
    actor.send(close(''));
    actor.send(close('-5'));
    expect(actor.getSnapshot().value).toBe('open');
    actor.send(close('800000'));
    expect(sent).toEqual([{ id: 5, countedCash: 800_000 }]);
    actor.send(failed('close', http(409, 'Shift ini sudah ditutup.')) as never);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.error).toBe('Shift ini sudah ditutup.');
    actor.send(close('800000'));
    actor.send(done('close', CLOSED_SHIFT) as never);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.shift?.variance).toBe(0);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a count that differs needs the Catatan Selisih, sent trimmed on one line (issue #38)', () => {
    const { actor, sent } = recording();
    actor.send(close('798000'));
    actor.send(close('805000', '   '));
    expect(actor.getSnapshot().value).toBe('open');
    expect(sent).toEqual([]);
    actor.send(close('798000', '  Uang kembalian\nkurang 2.000  '));
    expect(actor.getSnapshot().value).toBe('closing');
    expect(sent).toEqual([{ id: 5, countedCash: 798_000, note: 'Uang kembalian kurang 2.000' }]);
    // The server's own refusal (the count changed under the form) is shown in its words.
    actor.send(failed('close', http(400, LOKET_MSG.varianceNoteRequired)) as never);
    expect(actor.getSnapshot().context.error).toBe(LOKET_MSG.varianceNoteRequired);
    actor.send(close('800000', 'Semua pas'));
    expect(sent.at(-1)).toEqual({ id: 5, countedCash: 800_000, note: 'Semua pas' });
  });

  it('says why each field of Tutup Shift is refused', () => {
    expect(closeErrors({ countedCash: '', note: '' }, 800_000)).toEqual({
      countedCash: LOKET_MSG.required('Uang Dihitung'),
    });
    expect(closeErrors({ countedCash: '800.000', note: '' }, 800_000)).toEqual({});
    expect(closeErrors({ countedCash: '798000', note: ' ' }, 800_000)).toEqual({
      note: LOKET_MSG.varianceNoteRequired,
    });
    expect(closeErrors({ countedCash: '798000', note: 'x'.repeat(501) }, 800_000)).toEqual({
      note: LOKET_MSG.noteTooLong,
    });
    expect(closeNote('a\u0000\t b')).toBe('a b');
    expect(loketErrorMessage(http(400, 'body/note must match pattern'))).toBe(LOKET_MSG.invalid);
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
        close('800000'),
        close('798000'),
        close('798000', 'Uang kembalian kurang'),
        close('x'),
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
