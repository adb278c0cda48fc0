// loketShift (issue #24, Shift) — the cashier's current shift: its figures, and Tutup Shift with the
// counted cash, which the server answers with the expected cash and the variance (Selisih).
//
//   loading ─done(shift)→ open    loading ─done(null)→ none (no open shift: Buka Shift is on Jual Tiket)
//      └error→ failed ─RETRY→ loading
//   open ─SHIFT.CLOSE (valid)→ closing ─done→ closed (the closed shift, its variance and note)
//                                        └error→ open (the refusal in Indonesian)
// Valid (loket-forms.ts closeErrors): the Uang Dihitung a whole rupiah amount, and the Catatan
// Selisih given when the count differs from the Uang Seharusnya (issue #38; the server refuses too).
//   open / none / closed ─REFRESH→ loading
import { assign, fromPromise, setup } from 'xstate';
import { closeShift, getCurrentShift, type CashierShiftDto } from '../../api/loket';
import { loketErrorMessage } from '../../lib/loket-messages';
import { todayJakarta } from '../../../kernel/time';
import { closeErrors, closeNote, parseRupiah } from './loket-forms';

export type CashierShift = CashierShiftDto;

export type LoketShiftContext = {
  now: () => number;
  shift: CashierShiftDto | null;
  /** The Jakarta day of the report downloads: the shift's (its openedAt carries +07:00), else today. */
  date: string;
  error: string | null;
};
export type LoketShiftEvent =
  { type: 'RETRY' } | { type: 'REFRESH' } | { type: 'SHIFT.CLOSE'; countedCash: string; note: string };

/** 'YYYY-MM-DD' of a shift's opening (openedAt is written with the +07:00 offset). */
const shiftDate = (shift: CashierShiftDto | null) => shift?.openedAt.slice(0, 10) ?? '';

export const loketShiftMachine = setup({
  types: { input: {} as { now?: () => number }, context: {} as LoketShiftContext, events: {} as LoketShiftEvent },
  actors: {
    load: fromPromise<CashierShiftDto | null, void>(() => getCurrentShift()),
    close: fromPromise<CashierShiftDto, { id: number; countedCash: number; note?: string }>(({ input }) =>
      closeShift(input.id, input.countedCash, input.note),
    ),
  },
  guards: {
    hasShift: ({ event }) => (event as { output?: CashierShiftDto | null }).output != null,
    closeValid: ({ context, event }) =>
      event.type === 'SHIFT.CLOSE' &&
      context.shift !== null &&
      Object.keys(closeErrors(event, context.shift.expectedCash)).length === 0,
  },
}).createMachine({
  id: 'loketShift',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return { now, shift: null, date: todayJakarta(now()), error: null };
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          {
            guard: 'hasShift',
            target: 'open',
            actions: assign({ shift: ({ event }) => event.output, date: ({ event }) => shiftDate(event.output) }),
          },
          { target: 'none', actions: assign({ shift: null, date: ({ context }) => todayJakarta(context.now()) }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => loketErrorMessage(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    none: { on: { REFRESH: 'loading' } },
    open: {
      on: {
        REFRESH: 'loading',
        'SHIFT.CLOSE': { guard: 'closeValid', target: 'closing' },
      },
    },
    closing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'close',
        src: 'close',
        input: ({ context, event }) => {
          const close = event.type === 'SHIFT.CLOSE' ? event : { countedCash: '', note: '' };
          const note = closeNote(close.note);
          return {
            id: context.shift?.id ?? 0,
            countedCash: parseRupiah(close.countedCash) ?? 0,
            ...(note ? { note } : {}),
          };
        },
        onDone: { target: 'closed', actions: assign({ shift: ({ event }) => event.output }) },
        onError: { target: 'open', actions: assign({ error: ({ event }) => loketErrorMessage(event.error) }) },
      },
    },
    closed: { on: { REFRESH: 'loading' } },
  },
});
