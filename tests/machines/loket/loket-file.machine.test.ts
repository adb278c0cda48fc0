// loketFile (issue #24): the receipt PDF (58 mm or A6) and the day's shift report (PDF or CSV) are
// downloaded and handed to the browser under their names; a failure says so.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loketFileMachine, loketFileName, type LoketFile } from '../../../src/machines/loket/loket-file.machine';
import { LOKET_MSG } from '../../../src/lib/loket-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';

const RECEIPT: LoketFile = { kind: 'receipt', ticketId: 77, invoiceId: 'INV-20261122-0077', size: '58mm' };
const REPORT: LoketFile = { kind: 'report', date: '2026-11-22', format: 'csv' };

describe('loketFile machine', () => {
  it('names each file and saves what was downloaded', () => {
    const saved: string[] = [];
    const asked: unknown[] = [];
    const actor = createActor(
      loketFileMachine.provide({
        actors: { download: fromPromise(({ input }) => (asked.push(input), new Promise(() => undefined))) } as never,
        actions: { save: (_, p) => void saved.push(p.name) },
      }),
    ).start();
    actor.send({ type: 'DOWNLOAD', file: RECEIPT });
    expect(asked).toEqual([RECEIPT]);
    actor.send(done('download', new Blob(['%PDF'])) as never);
    actor.send({ type: 'DOWNLOAD', file: REPORT });
    actor.send(done('download', new Blob(['a,b'])) as never);
    expect(saved).toEqual(['tiket-INV-20261122-0077-58mm.pdf', 'laporan-shift-2026-11-22.csv']);
    expect(loketFileName({ ...RECEIPT, size: 'a6' })).toBe('tiket-INV-20261122-0077-a6.pdf');
    actor.send({ type: 'DOWNLOAD', file: REPORT });
    actor.send(failed('download', new Error('500')) as never);
    expect(actor.getSnapshot().context.error).toBe(LOKET_MSG.fileFailed);
    actor.send({ type: 'DOWNLOAD', file: RECEIPT });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'loketFile',
      machine: loketFileMachine.provide({ actors: { download: pending() } as never }),
      events: [
        { type: 'DOWNLOAD', file: RECEIPT },
        done('download', new Blob(['x'])),
        failed('download', new Error('500')),
      ] as { type: string }[],
      serializeState: (s) => JSON.stringify([s.value, !!s.context.error]),
    });
    assertFullCoverage(coverage);
  });
});
