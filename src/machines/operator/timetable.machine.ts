// timetable — the operator's Jadwal page (issue #22): the weekly patterns per direction with this
// horizon's exceptions, and the five writes (a pattern added or changed, one date's exception added
// or undone, an extra departure, a pair of ports' crossing time — issue #38).
//
//   loading ──▶ ready.browsing ──OPEN──▶ editing ──SUBMIT──▶ saving ──done──▶ reloading ──▶ browsing
//      │                                  ▲   │                 │ 409 + affected     │ 409 + clashes
//      ▼                                  │  CLOSE              ▼                    ▼
//   failed ─RETRY─▶ loading               ├─BACK── deciding ─DECIDE…, CONFIRM (each decided)─▶ saving
//                                         └─BACK── clashing ─ADD_ANYWAY─▶ saving (allowClash)
//
// A change that would remove departures with tickets is answered 409 with the list (`affected`):
// the admin chooses Pertahankan (keep) or Batalkan (cancel) for each, and the same change is sent
// again with those `decisions`. An extra departure within one crossing time of the ship's own
// sailings is answered 409 with them (`clashes`): the admin goes back, or adds it anyway. The
// form's values live in the form; SUBMIT hands them over whole.
import { assign, fromPromise, setup } from 'xstate';
import {
  isAffectedConflict,
  isClashConflict,
  loadTimetable,
  type AffectedDepartureDto,
  type DepartureDecision,
  type ShipClashDto,
  type TimetableData,
} from '../../api/operator-timetable';
import { OPERATOR_MSG, operatorErrorMessage } from '../../lib/operator-timetable-messages';
import { CONSEQUENCE_MSG } from '../../lib/operator-consequences';
import { todayJakarta } from '../../../kernel/time';
import { saveSubmission, type Editor, type SaveInput, type Submission } from './timetable-save';

export type {
  AffectedDepartureDto,
  CrossingTimeDto,
  PatternDto,
  PortDto,
  ShipClashDto,
  ShipDto,
  TimetableData,
  TimetableExceptionDto,
} from '../../api/operator-timetable';
export { saveSubmission, type Editor, type Submission } from './timetable-save';

export type Decision = DepartureDecision['action'];

export type TimetableEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN'; editor: Editor }
  | { type: 'CLOSE' }
  | { type: 'SUBMIT'; submission: Submission }
  | { type: 'DECIDE'; scheduleId: number; action: Decision }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'ADD_ANYWAY' };

export type TimetableContext = {
  data: TimetableData | null;
  /** Today in Asia/Jakarta (the forms' first date). */
  today: string;
  loadError: string | null;
  editor: Editor | null;
  submission: Submission | null;
  /** The departures with tickets the last answer listed (409). */
  affected: AffectedDepartureDto[];
  decisions: Record<number, Decision>;
  /** Issue #38: the ship's own sailings within one crossing time of the extra departure (409). */
  clashes: ShipClashDto[];
  crossingMinutes: number;
  /** The operator accepted the clash: the extra departure is sent again with `allowClash`. */
  allowClash: boolean;
  formError: string | null;
  /** What the last write did ('Pola jadwal tersimpan.'), or that reloading after it failed. */
  notice: string | null;
};

const SAVED: Record<Submission['kind'], string> = { ...OPERATOR_MSG.saved, crossing: CONSEQUENCE_MSG.crossingSaved };
const savedNotice = (submission: Submission | null) => (submission ? SAVED[submission.kind] : null);
const cleared = { affected: [], decisions: {}, clashes: [], crossingMinutes: 0, allowClash: false };

export const timetableMachine = setup({
  types: {
    context: {} as TimetableContext,
    events: {} as TimetableEvent,
  },
  actors: {
    load: fromPromise<TimetableData>(() => loadTimetable()),
    save: fromPromise<void, SaveInput>(({ input }) => saveSubmission(input)),
  },
  guards: {
    // Only patterns and exceptions take decisions; another 409 is an error like any other.
    isAffected: ({ context, event }) =>
      'error' in event &&
      isAffectedConflict(event.error) &&
      event.error.affected.length > 0 &&
      (context.submission?.kind === 'pattern' || context.submission?.kind === 'exception'),
    allDecided: ({ context }) => context.affected.every((a) => context.decisions[a.id] !== undefined),
    isClash: ({ context, event }) =>
      'error' in event && isClashConflict(event.error) && context.submission?.kind === 'extra',
  },
}).createMachine({
  id: 'timetable',
  context: () => ({
    data: null,
    today: todayJakarta(Date.now()),
    loadError: null,
    editor: null,
    submission: null,
    ...cleared,
    formError: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: OPERATOR_MSG.loadTimetableFailed }) },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            OPEN: {
              target: 'editing',
              actions: assign({ editor: ({ event }) => event.editor, formError: null, notice: null }),
            },
          },
        },
        editing: {
          on: {
            SUBMIT: {
              target: 'saving',
              actions: assign({ submission: ({ event }) => event.submission, ...cleared, formError: null }),
            },
            CLOSE: { target: 'browsing', actions: assign({ editor: null, formError: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }): SaveInput => ({
              submission: context.submission!,
              allowClash: context.allowClash,
              decisions: context.affected.flatMap((a) => {
                const action = context.decisions[a.id];
                return action ? [{ scheduleId: a.id, action }] : [];
              }),
            }),
            onDone: {
              target: 'reloading',
              actions: assign({ notice: ({ context }) => savedNotice(context.submission) }),
            },
            onError: [
              {
                guard: 'isAffected',
                target: 'deciding',
                actions: assign({
                  affected: ({ event }) => (isAffectedConflict(event.error) ? event.error.affected : []),
                  formError: null,
                }),
              },
              {
                guard: 'isClash',
                target: 'clashing',
                actions: assign({
                  clashes: ({ event }) => (isClashConflict(event.error) ? event.error.clashes : []),
                  crossingMinutes: ({ event }) => (isClashConflict(event.error) ? event.error.crossingMinutes : 0),
                  allowClash: false,
                  formError: null,
                }),
              },
              {
                target: 'editing',
                actions: assign({
                  formError: ({ context, event }) => operatorErrorMessage(event.error, context.submission?.kind),
                  allowClash: false,
                }),
              },
            ],
          },
        },
        deciding: {
          on: {
            DECIDE: {
              actions: assign({
                decisions: ({ context, event }) => ({ ...context.decisions, [event.scheduleId]: event.action }),
                formError: null,
              }),
            },
            CONFIRM: [
              { guard: 'allDecided', target: 'saving' },
              { actions: assign({ formError: OPERATOR_MSG.decideEach }) },
            ],
            BACK: { target: 'editing', actions: assign({ affected: [], decisions: {}, formError: null }) },
          },
        },
        clashing: {
          on: {
            ADD_ANYWAY: { target: 'saving', actions: assign({ allowClash: true }) },
            BACK: { target: 'editing', actions: assign({ ...cleared, formError: null }) },
          },
        },
        reloading: {
          invoke: {
            id: 'load',
            src: 'load',
            onDone: {
              target: 'browsing',
              actions: assign({
                data: ({ event }) => event.output,
                editor: null,
                submission: null,
                ...cleared,
              }),
            },
            onError: {
              target: 'browsing',
              actions: assign({
                notice: OPERATOR_MSG.reloadFailed,
                editor: null,
                submission: null,
                ...cleared,
              }),
            },
          },
        },
      },
    },
  },
});
