// departuresBulk (Keberangkatan, issue #38 item 1: a weather day in a few clicks) — Tunda Penjualan,
// Tahan Keberangkatan or Batalkan Keberangkatan for several departures at once, with one Alasan, one
// Kecepatan angin and one Keterangan; what it touches is fetched and shown before the confirmation.
//
//   impact ─done→ filling        └error→ impactFailed ─RETRY→ impact
//   filling ─SUBMIT (valid, something to change)→ confirming ─CONFIRM (afterLoading when check-ins
//       are voided by a cancellation)→ submitting ─done→ result   └error→ filling (the refusal)
//   confirming ─BACK→ filling
//   CLOSE from impactFailed, filling, confirming or result → closed (final; `changed` says whether
//   the departures changed, so the list reloads)
//
// Invoked by the departures chart (./departures.machine.ts) with the selected ids.
import { assign, fromPromise, setup } from 'xstate';
import {
  previewDeparturesStatus,
  setDeparturesStatus,
  type BulkDepartureStatusInputDto,
  type BulkDepartureStatusResultDto,
  type DepartureImpactInputDto,
  type DepartureImpactPreviewDto,
} from '../../api/operator-departures';
import { operatorErrorMessage } from '../../lib/operator-messages';
import { statusValid, toStatusInput, type StatusValues } from './forms';

export type BulkKind = 'stop' | 'hold' | 'cancel';
export type DepartureImpact = DepartureImpactPreviewDto['impact'];
export type DepartureImpactPreview = DepartureImpactPreviewDto;
export type BulkResult = BulkDepartureStatusResultDto;

export const BULK_STATUS = { stop: 'stopped', hold: 'held', cancel: 'cancelled' } as const;

export type DeparturesBulkInput = { ids: number[]; kind: BulkKind };

export type DeparturesBulkContext = DeparturesBulkInput & {
  preview: DepartureImpactPreview | null;
  request: BulkDepartureStatusInputDto | null;
  result: BulkResult | null;
  /** Why the impact could not be fetched (impactFailed) or why the change was refused (filling). */
  error: string | null;
};

export type DeparturesBulkEvent =
  | { type: 'RETRY' }
  | { type: 'SUBMIT'; values: StatusValues }
  | { type: 'CONFIRM'; afterLoading?: boolean }
  | { type: 'BACK' }
  | { type: 'CLOSE' };

/** A cancellation voids check-ins only when the operator says loading began (issue #37). */
export const needsAfterLoading = (c: Pick<DeparturesBulkContext, 'kind' | 'preview'>) =>
  c.kind === 'cancel' && (c.preview?.impact.checkedIn ?? 0) > 0;

export const departuresBulkMachine = setup({
  types: {
    input: {} as DeparturesBulkInput,
    context: {} as DeparturesBulkContext,
    events: {} as DeparturesBulkEvent,
    output: {} as { changed: boolean },
  },
  actors: {
    impact: fromPromise<DepartureImpactPreview, DepartureImpactInputDto>(({ input }) => previewDeparturesStatus(input)),
    apply: fromPromise<BulkResult, BulkDepartureStatusInputDto>(({ input }) => setDeparturesStatus(input)),
  },
  guards: {
    submittable: ({ context, event }) =>
      event.type === 'SUBMIT' && statusValid(event.values) && (context.preview?.impact.departures ?? 0) > 0,
    confirmed: ({ context, event }) =>
      event.type === 'CONFIRM' && (!needsAfterLoading(context) || event.afterLoading === true),
  },
}).createMachine({
  id: 'departuresBulk',
  context: ({ input }) => ({
    ids: input.ids,
    kind: input.kind,
    preview: null,
    request: null,
    result: null,
    error: null,
  }),
  output: ({ context }) => ({ changed: context.result !== null }),
  initial: 'impact',
  states: {
    impact: {
      entry: assign({ error: null }),
      invoke: {
        id: 'impact',
        src: 'impact',
        input: ({ context }) => ({ ids: context.ids, status: BULK_STATUS[context.kind] }),
        onDone: { target: 'filling', actions: assign({ preview: ({ event }) => event.output }) },
        onError: {
          target: 'impactFailed',
          actions: assign({ error: ({ event }) => operatorErrorMessage(event.error) }),
        },
      },
    },
    impactFailed: { on: { RETRY: 'impact', CLOSE: 'closed' } },
    filling: {
      on: {
        SUBMIT: {
          guard: 'submittable',
          target: 'confirming',
          actions: assign({
            request: ({ context, event }) =>
              event.type === 'SUBMIT'
                ? {
                    ...toStatusInput(BULK_STATUS[context.kind], event.values),
                    ids: context.ids,
                    status: BULK_STATUS[context.kind],
                  }
                : null,
          }),
        },
        CLOSE: 'closed',
      },
    },
    confirming: {
      on: {
        CONFIRM: {
          guard: 'confirmed',
          target: 'submitting',
          actions: assign({
            request: ({ context, event }) =>
              context.request && event.type === 'CONFIRM' && event.afterLoading && needsAfterLoading(context)
                ? { ...context.request, afterLoading: true }
                : context.request,
          }),
        },
        BACK: { target: 'filling', actions: assign({ error: null }) },
        CLOSE: 'closed',
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => context.request as BulkDepartureStatusInputDto,
        onDone: { target: 'result', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'filling',
          actions: assign({ error: ({ event }) => operatorErrorMessage(event.error, 'departure') }),
        },
      },
    },
    result: { on: { CLOSE: 'closed' } },
    closed: { type: 'final' },
  },
});
