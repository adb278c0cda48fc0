// manifestFile (issue #10): the manifest's PDF/CSV is downloaded and handed to the browser.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { manifestFileMachine } from '../../src/machines/manifest-file.machine';
import { assertFullCoverage, done, failed, pending, runModels } from './model';

const saved: { name: string }[] = [];
const stubbed = manifestFileMachine.provide({
  actors: { download: pending() } as never,
  actions: { save: (_, p) => void saved.push({ name: p.name }) },
});

describe('manifest file machine', () => {
  it('saves the file under a name with the departure and kind, and says when it fails', () => {
    const a = createActor(stubbed, { input: { scheduleId: 42 } }).start();
    a.send({ type: 'DOWNLOAD', kind: 'csv' });
    a.send(done('download', new Blob(['x'])) as never);
    expect(saved.at(-1)).toEqual({ name: 'manifes-42.csv' });
    a.send({ type: 'DOWNLOAD', kind: 'pdf' });
    a.send(failed('download', new Error('500')) as never);
    expect(a.getSnapshot().context.error).toBe('Berkas gagal diunduh. Silakan coba lagi.');
    const day = createActor(stubbed, { input: {} }).start();
    day.send({ type: 'DOWNLOAD', kind: 'report', date: '2026-11-23' });
    day.send(done('download', new Blob(['x'])) as never);
    expect(saved.at(-1)).toEqual({ name: 'laporan-2026-11-23.csv' });
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      { type: 'DOWNLOAD', kind: 'pdf' },
      done('download', new Blob(['x'])),
      failed('download', new Error('500')),
    ];
    const coverage = await runModels('manifestFile', [
      { world: 'dock', machine: stubbed, input: { scheduleId: 42 }, events },
    ]);
    assertFullCoverage(coverage);
  });
});
