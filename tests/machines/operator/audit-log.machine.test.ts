// auditLog (issue #22, Riwayat Perubahan): filters restart the paged list, a bad date range is
// refused, and the CSV of the applied filters is downloaded and handed to the browser.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { auditLogMachine, NO_FILTERS, type AuditFilters } from '../../../src/machines/operator/audit-log.machine';
import { OPERATOR_MSG } from '../../../src/lib/operator-timetable-messages';
import { assertFullCoverage, done, failed, pending, runModels } from '../model';

const FARES: AuditFilters = { from: '2026-11-01', to: '2026-11-30', entity: 'fare', actor: 'Admin' };

/** A list child that records what it is told. */
function recordingList(received: unknown[]) {
  return fromCallback(({ receive }) => {
    receive((event) => received.push(event));
  });
}

const EVENTS = [
  { type: 'APPLY', filters: FARES },
  { type: 'APPLY', filters: { ...NO_FILTERS, from: '2026-12-02', to: '2026-12-01' } },
  { type: 'LOAD_MORE' },
  { type: 'PAGED_LIST.FAILED', error: new Error('x'), page: 0 },
  { type: 'EXPORT' },
  done('exportCsv', new Blob(['x'])),
  failed('exportCsv', new Error('500')),
];

describe('audit log machine', () => {
  it('restarts the list on new filters, refuses Dari after Sampai, and forwards Muat Lebih Banyak', () => {
    const received: unknown[] = [];
    const actor = createActor(
      auditLogMachine.provide({ actors: { list: recordingList(received), exportCsv: pending() } as never }),
    ).start();
    actor.send({ type: 'APPLY', filters: FARES });
    actor.send({ type: 'APPLY', filters: { ...FARES, from: '2026-12-01' } });
    expect(actor.getSnapshot().context.filterError).toBe(OPERATOR_MSG.dateRange);
    expect(actor.getSnapshot().context.filters).toEqual(FARES);
    actor.send({ type: 'LOAD_MORE' });
    expect(received).toEqual([{ type: 'RESET', params: FARES }, { type: 'LOAD_MORE' }]);
    actor.send({ type: 'PAGED_LIST.FAILED', error: new Error('x'), page: 1 });
    expect(actor.getSnapshot().context.listError).toBe(OPERATOR_MSG.loadAuditFailed);
  });

  it('downloads the CSV of the applied filters and saves it', async () => {
    const asked: AuditFilters[] = [];
    const saved: string[] = [];
    const actor = createActor(
      auditLogMachine.provide({
        actors: {
          list: recordingList([]),
          exportCsv: fromPromise(async ({ input }: { input: AuditFilters }) => {
            asked.push(input);
            return new Blob(['id,waktu\n']);
          }),
        } as never,
        actions: { save: (_, p) => void saved.push(p.name) },
      }),
    ).start();
    actor.send({ type: 'APPLY', filters: FARES });
    actor.send({ type: 'EXPORT' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual([FARES]);
    expect(saved).toEqual(['riwayat-perubahan.csv']);
  });

  it('reaches every state and transition (model-based)', async () => {
    const machine = auditLogMachine.provide({
      actors: { list: recordingList([]), exportCsv: pending() } as never,
      actions: { save: () => undefined },
    });
    const coverage = await runModels('auditLog', [
      {
        world: 'admin',
        machine,
        events: EVENTS,
        serializeState: (s) =>
          JSON.stringify({ value: s.value, f: s.context.filterError, l: s.context.listError, c: s.context.csvError }),
      },
    ]);
    assertFullCoverage(coverage);
  });
});
