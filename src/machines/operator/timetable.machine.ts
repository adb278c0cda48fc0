// timetable — the operator's Jadwal page (issue #22): the weekly patterns per direction with this
// horizon's exceptions, and the four writes (a pattern added or changed, one date's exception added
// or undone, an extra departure).
//
//   loading ──▶ ready.browsing ──OPEN──▶ editing ──SUBMIT──▶ saving ──done──▶ reloading ──▶ browsing
//      │                                  ▲   │                 │ 409 + affected
//      ▼                                  │  CLOSE              ▼
//   failed ─RETRY─▶ loading               └─BACK── deciding ─DECIDE…, CONFIRM (each decided)─▶ saving
//
// A change that would remove departures with tickets is answered 409 with the list (`affected`):
// the admin chooses Pertahankan (keep) or Batalkan (cancel) for each, and the same change is sent
// again with those `decisions`. The form's values live in the form; SUBMIT hands them over whole.
import { assign, fromPromise, setup } from 'xstate';
import {
  createException,
  createExtraDeparture,
  createPattern,
  deleteException,
  isAffectedConflict,
  loadTimetable,
  updatePattern,
  type AffectedDepartureDto,
  type DepartureDecision,
  type ExceptionInput,
  type ExtraDepartureInput,
  type PatternInput,
  type TimetableData,
} from '../../api/operator-timetable';
import { OPERATOR_MSG, operatorErrorMessage } from '../../lib/operator-timetable-messages';
import { todayJakarta } from '../../../kernel/time';

export type {
  AffectedDepartureDto,
  PatternDto,
  PortDto,
  ShipDto,
  TimetableData,
  TimetableExceptionDto,
} from '../../api/operator-timetable';

/** Which form is open. */
export type Editor =
  | { kind: 'pattern'; patternId: number | null }
  | { kind: 'exception'; patternId: number }
  | { kind: 'undo'; exceptionId: number }
  | { kind: 'extra' };

/** A form's values, as the API takes them (decisions are the machine's). */
export type Submission =
  | { kind: 'pattern'; patternId: number | null; body: Omit<PatternInput, 'decisions'> }
  | { kind: 'exception'; body: Omit<ExceptionInput, 'decisions'> }
  | { kind: 'undo'; exceptionId: number; reason: string }
  | { kind: 'extra'; body: ExtraDepartureInput };

export type Decision = DepartureDecision['action'];

export type TimetableEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN'; editor: Editor }
  | { type: 'CLOSE' }
  | { type: 'SUBMIT'; submission: Submission }
  | { type: 'DECIDE'; scheduleId: number; action: Decision }
  | { type: 'CONFIRM' }
  | { type: 'BACK' };

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
  formError: string | null;
  /** What the last write did ('Pola jadwal tersimpan.'), or that reloading after it failed. */
  notice: string | null;
};

type SaveInput = { submission: Submission; decisions: DepartureDecision[] };

/** Sends one submission; `decisions` go with the writes that take them. */
export async function saveSubmission({ submission, decisions }: SaveInput): Promise<void> {
  const extra = decisions.length ? { decisions } : {};
  switch (submission.kind) {
    case 'pattern':
      if (submission.patternId === null) await createPattern({ ...submission.body, ...extra });
      else await updatePattern(submission.patternId, { ...submission.body, ...extra });
      return;
    case 'exception':
      await createException({ ...submission.body, ...extra });
      return;
    case 'undo':
      await deleteException(submission.exceptionId, submission.reason);
      return;
    case 'extra':
      await createExtraDeparture(submission.body);
  }
}

const savedNotice = (submission: Submission | null) => (submission ? OPERATOR_MSG.saved[submission.kind] : null);

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
  },
}).createMachine({
  id: 'timetable',
  context: () => ({
    data: null,
    today: todayJakarta(Date.now()),
    loadError: null,
    editor: null,
    submission: null,
    affected: [],
    decisions: {},
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
              actions: assign({
                submission: ({ event }) => event.submission,
                affected: [],
                decisions: {},
                formError: null,
              }),
            },
            CLOSE: { target: 'browsing', actions: assign({ editor: null, formError: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({
              submission: context.submission!,
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
                target: 'editing',
                actions: assign({
                  formError: ({ context, event }) => operatorErrorMessage(event.error, context.submission?.kind),
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
                affected: [],
                decisions: {},
              }),
            },
            onError: {
              target: 'browsing',
              actions: assign({
                notice: OPERATOR_MSG.reloadFailed,
                editor: null,
                submission: null,
                affected: [],
                decisions: {},
              }),
            },
          },
        },
      },
    },
  },
});
