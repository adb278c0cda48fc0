// auditLog — the operator's Riwayat Perubahan (issue #22): every operator write, newest first, by
// pages (the app's pagedList machine, invoked as `list`), with filters and a CSV download.
//
//   idle ──EXPORT──▶ exporting ──done: save the file──▶ idle      (error → idle + csvError)
//   anywhere: APPLY { filters } → checked (Dari ≤ Sampai), then the list starts over on page 0
//             LOAD_MORE         → the list's next page
// The CSV is fetched with the bearer token by the API layer (as a Blob) and handed to the browser
// by the `save` action, as the officer's manifest CSV is (manifest-file.machine.ts).
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { exportAuditCsv, listAudit, type AuditEntryDto, type AuditFilters } from '../../api/operator-audit';
import { OPERATOR_MSG } from '../../lib/operator-timetable-messages';
import { createPagedListMachine, type PagedListFailedEvent } from '../paged-list.machine';
import { saveFile } from '../../lib/save-file';

export type { AuditEntity, AuditEntryDto, AuditFilters } from '../../api/operator-audit';

export const AUDIT_PAGE_SIZE = 20;
export const NO_FILTERS: AuditFilters = { from: '', to: '', entity: '', actor: '' };

/** The list of entries, page by page (`hasMore` from the total the server counts). */
export const auditListMachine = createPagedListMachine<AuditEntryDto, AuditFilters>(
  async ({ params, page, size }) => {
    const answer = await listAudit(params, page, size);
    return { items: answer.entries, hasMore: (answer.page + 1) * answer.size < answer.total };
  },
  { id: 'auditList', itemKey: (entry) => entry.id },
);

export type AuditLogEvent =
  { type: 'APPLY'; filters: AuditFilters } | { type: 'LOAD_MORE' } | { type: 'EXPORT' } | PagedListFailedEvent;

export type AuditLogContext = {
  /** The filters the list shows (the last ones applied). */
  filters: AuditFilters;
  filterError: string | null;
  listError: string | null;
  csvError: string | null;
};

const validRange = (f: AuditFilters) => !f.from || !f.to || f.from <= f.to;

export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
  },
  actors: {
    list: auditListMachine,
    exportCsv: fromPromise<Blob, AuditFilters>(({ input }) => exportAuditCsv(input)),
  },
  actions: {
    save: (_, _params: { file: Blob; name: string }) => undefined,
  },
  guards: {
    validRange: ({ event }) => event.type === 'APPLY' && validRange(event.filters),
  },
}).createMachine({
  id: 'auditLog',
  context: { filters: NO_FILTERS, filterError: null, listError: null, csvError: null },
  invoke: {
    id: 'list',
    src: 'list',
    input: { params: NO_FILTERS, pageSize: AUDIT_PAGE_SIZE },
  },
  on: {
    APPLY: [
      {
        guard: 'validRange',
        actions: [
          assign({ filters: ({ event }) => event.filters, filterError: null, listError: null }),
          sendTo('list', ({ event }) => ({ type: 'RESET', params: event.filters })),
        ],
      },
      { actions: assign({ filterError: OPERATOR_MSG.dateRange }) },
    ],
    LOAD_MORE: {
      actions: [assign({ listError: null }), sendTo('list', { type: 'LOAD_MORE' })],
    },
    'PAGED_LIST.FAILED': { actions: assign({ listError: OPERATOR_MSG.loadAuditFailed }) },
  },
  initial: 'idle',
  states: {
    idle: {
      on: { EXPORT: { target: 'exporting', actions: assign({ csvError: null }) } },
    },
    exporting: {
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => context.filters,
        onDone: {
          target: 'idle',
          actions: {
            type: 'save',
            params: ({ event }) => ({ file: event.output, name: 'riwayat-perubahan.csv' }),
          },
        },
        onError: { target: 'idle', actions: assign({ csvError: OPERATOR_MSG.csvFailed }) },
      },
    },
  },
});

/** The real save: an object URL clicked as a download. */
export const auditLogLogic = auditLogMachine.provide({
  actions: {
    save: (_, { file, name }) => saveFile(file, name),
  },
});
