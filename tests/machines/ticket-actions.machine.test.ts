// ticketActions (issue #23): Batalkan Tiket / Ajukan Refund and Perbaiki Data only when the ticket's
// actions allow them and only after a confirmation; an invalid or unchanged correction is never
// sent; the answer's ticket replaces the shown one; refusals in Indonesian; a paid move waiting
// for its payment counts down on the payment-window machine (simulated clock).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ticketActionsMachine } from '../../src/machines/ticket-actions.machine';
import { TICKET_ACTION_MSG } from '../../src/lib/ticket-action-messages';
import { assertFullCoverage, done, failed, idle, pending, runModel } from './model';
import { ACTIONS_LATE, CANCELLED, PAID, PENDING } from './ticket-actions.fixtures';

const stubbed = ticketActionsMachine.provide({
  actors: { cancel: pending(), correct: pending(), pendingWindow: idle() } as never,
});
const http = (status: number, message = 'Refused.') => ({ kind: 'http', status, message });
const CORRECTED = { ticket: { ...PAID, plateNumber: 'BK 1234 ABD' }, payment: null };

function recording() {
  const calls: { cancel: unknown[]; correct: unknown[] } = { cancel: [], correct: [] };
  const actor = createActor(
    ticketActionsMachine.provide({
      actors: {
        cancel: fromPromise(({ input }) => (calls.cancel.push(input), new Promise(() => undefined))),
        correct: fromPromise(({ input }) => (calls.correct.push(input), new Promise(() => undefined))),
        pendingWindow: idle(),
      } as never,
    }),
    { input: { ticket: PAID } },
  ).start();
  return { actor, calls };
}

describe('ticketActions machine', () => {
  it('cancels only after the confirmation and shows the answer', () => {
    const { actor, calls } = recording();
    actor.send({ type: 'CANCEL.ASK' });
    expect(actor.getSnapshot().matches({ flow: 'confirmingCancel' })).toBe(true);
    actor.send({ type: 'CANCEL.BACK' });
    expect(calls.cancel).toEqual([]);
    actor.send({ type: 'CANCEL.ASK' });
    actor.send({ type: 'CANCEL.CONFIRM' });
    expect(calls.cancel).toEqual([{ id: 5, refundAmount: 218_362 }]);
    actor.send(done('cancel', { ticket: CANCELLED, payment: null }) as never);
    const snap = actor.getSnapshot();
    expect(snap.matches({ flow: 'idle' })).toBe(true);
    expect(snap.context.ticket.status).toBe('CANCELLED');
    expect(snap.context.notice).toBe(TICKET_ACTION_MSG.cancelDone);
    // Nothing more to cancel: the answer's actions refuse it.
    actor.send({ type: 'CANCEL.ASK' });
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
  });

  it('a 409 AmountsChanged replaces the refund shown with the one that applies now, to confirm again (issue #37)', () => {
    const actor = createActor(stubbed, { input: { ticket: PAID } }).start();
    actor.send({ type: 'CANCEL.ASK' });
    actor.send({ type: 'CANCEL.CONFIRM' });
    const now = { allowed: true, reason: null, refundPercent: 75, refundAmount: 150_000, fee: 50_000 };
    const message = 'Jumlah refund berubah sejak Anda melihatnya. Periksa jumlah yang baru, lalu konfirmasi lagi.';
    actor.send(failed('cancel', { ...http(409, message), data: { cancel: now } }) as never);
    let snap = actor.getSnapshot();
    expect(snap.matches({ flow: 'idle' })).toBe(true);
    expect(snap.context.error).toBe(message);
    expect(snap.context.ticket.actions?.cancel).toEqual(now);
    // A malformed preview is not taken: the amounts shown stay as they were.
    actor.send({ type: 'CANCEL.ASK' });
    actor.send({ type: 'CANCEL.CONFIRM' });
    actor.send(failed('cancel', { ...http(409, message), data: { cancel: { refundAmount: -1 } } }) as never);
    snap = actor.getSnapshot();
    expect(snap.context.ticket.actions?.cancel).toEqual(now);
  });

  it('does not open a refused action, and shows a 409 reason as the server wrote it', () => {
    const late = createActor(stubbed, { input: { ticket: { ...PAID, actions: ACTIONS_LATE } } }).start();
    late.send({ type: 'CANCEL.ASK' });
    expect(late.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    const actor = createActor(stubbed, { input: { ticket: PAID } }).start();
    actor.send({ type: 'CANCEL.ASK' });
    actor.send({ type: 'CANCEL.CONFIRM' });
    actor.send(failed('cancel', http(409, 'Keberangkatan sudah lewat.')) as never);
    expect(actor.getSnapshot().context.error).toBe('Keberangkatan sudah lewat.');
    actor.send({ type: 'CANCEL.ASK' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'CANCEL.CONFIRM' });
    actor.send(failed('cancel', { kind: 'network', status: 0, message: 'Failed to fetch' }) as never);
    expect(actor.getSnapshot().context.error).toBe(TICKET_ACTION_MSG.noConnection);
  });

  it('Perbaiki Data: prefills, never sends an invalid or unchanged draft, lists the changes, sends the normalised body', () => {
    const { actor, calls } = recording();
    actor.send({ type: 'CORRECT.OPEN' });
    expect(actor.getSnapshot().context.draft).toEqual({
      plateNumber: 'BK 1234 ABC',
      driver: { name: 'Budi', age: '40', domicile: 'Medan' },
      manifest: [{ passengerId: 1, name: 'Sari', age: '30', domicile: 'Medan' }],
    });
    actor.send({ type: 'CORRECT.SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(TICKET_ACTION_MSG.nothingChanged);
    actor.send({ type: 'CORRECT.FIELD', field: 'plateNumber', value: 'BK1234' });
    actor.send({ type: 'CORRECT.FIELD', field: 'manifest.0.age', value: 'tiga' });
    actor.send({ type: 'CORRECT.SUBMIT' });
    expect(actor.getSnapshot().matches({ flow: { correcting: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(TICKET_ACTION_MSG.fixErrors);
    actor.send({ type: 'CORRECT.FIELD', field: 'plateNumber', value: 'bk 1234 abd' });
    actor.send({ type: 'CORRECT.FIELD', field: 'manifest.0.age', value: '31' });
    actor.send({ type: 'CORRECT.FIELD', field: 'manifest.7.age', value: '31' });
    actor.send({ type: 'CORRECT.SUBMIT' });
    expect(actor.getSnapshot().matches({ flow: { correcting: 'confirming' } })).toBe(true);
    expect(actor.getSnapshot().context.changes).toEqual([
      { label: 'Plat nomor', from: 'BK 1234 ABC', to: 'BK 1234 ABD' },
      { label: 'Usia penumpang 1', from: '30', to: '31' },
    ]);
    expect(calls.correct).toEqual([]);
    actor.send({ type: 'CORRECT.BACK' });
    actor.send({ type: 'CORRECT.SUBMIT' });
    actor.send({ type: 'CORRECT.CONFIRM' });
    expect(calls.correct).toEqual([
      {
        id: 5,
        body: {
          plateNumber: 'BK 1234 ABD',
          driver: { name: 'Budi', age: 40, domicile: 'Medan' },
          manifest: [{ passengerId: 1, name: 'Sari', age: 31, domicile: 'Medan' }],
        },
      },
    ]);
    actor.send(done('correct', CORRECTED) as never);
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.ticket.plateNumber).toBe('BK 1234 ABD');
    expect(actor.getSnapshot().context.notice).toBe(TICKET_ACTION_MSG.correctDone);
  });

  it('a refused correction goes back to the form with the reason; a 400 reads in Indonesian', () => {
    const actor = createActor(stubbed, { input: { ticket: PAID } }).start();
    actor.send({ type: 'CORRECT.OPEN' });
    actor.send({ type: 'CORRECT.FIELD', field: 'driver.name', value: 'Budi Santoso' });
    actor.send({ type: 'CORRECT.SUBMIT' });
    actor.send({ type: 'CORRECT.CONFIRM' });
    actor.send(failed('correct', http(400, 'Invalid age for passenger type.')) as never);
    expect(actor.getSnapshot().matches({ flow: { correcting: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(TICKET_ACTION_MSG.correctInvalid);
    expect(actor.getSnapshot().context.draft?.driver.name).toBe('Budi Santoso');
  });

  it('counts a waiting move down on the payment window until expiresAt (simulated clock)', () => {
    const clock = new SimulatedClock();
    const start = Date.parse('2026-11-22T03:00:00.000Z');
    clock.set(start);
    const actor = createActor(ticketActionsMachine, {
      input: { ticket: PENDING, now: () => clock.now() },
      clock,
    }).start();
    expect(actor.getSnapshot().matches({ pending: 'counting' })).toBe(true);
    const window = actor.getSnapshot().children.pendingWindow as { getSnapshot(): { context: { remaining: unknown } } };
    expect(window.getSnapshot().context.remaining).toEqual({ minutes: 15, seconds: 0, totalSeconds: 900 });
    clock.increment(60_000);
    expect(window.getSnapshot().context.remaining).toEqual({ minutes: 14, seconds: 0, totalSeconds: 840 });
    for (let i = 0; i < 14 * 60; i++) clock.increment(1000);
    expect(actor.getSnapshot().matches({ pending: 'expired' })).toBe(true);
    actor.stop();
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'ticketActions',
      machine: stubbed,
      input: { ticket: PENDING },
      events: [
        { type: 'CANCEL.ASK' },
        { type: 'CANCEL.BACK' },
        { type: 'CANCEL.CONFIRM' },
        done('cancel', { ticket: CANCELLED, payment: null }),
        failed('cancel', http(409, 'Tidak dapat dibatalkan.')),
        { type: 'CORRECT.OPEN' },
        { type: 'CORRECT.FIELD', field: 'plateNumber', value: 'BK 1 A' },
        { type: 'CORRECT.SUBMIT' },
        { type: 'CORRECT.BACK' },
        { type: 'CORRECT.CLOSE' },
        { type: 'CORRECT.CONFIRM' },
        done('correct', CORRECTED),
        failed('correct', http(409, 'Tiket sudah check-in.')),
        done('pendingWindow'),
      ] as { type: string }[],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.ticket.status,
          s.context.ticket.plateNumber,
          !!s.context.ticket.pendingChange,
          s.context.draft?.plateNumber ?? null,
          !!s.context.error,
        ]),
      onStep: (s) => {
        // A confirmation only ever opens for what the ticket's actions allow, and only with a valid body.
        if (s.matches({ flow: 'confirmingCancel' })) expect(s.context.ticket.actions?.cancel.allowed).toBe(true);
        if (s.matches({ flow: { correcting: 'confirming' } }) || s.matches({ flow: { correcting: 'sending' } }))
          expect(s.context.body).not.toBeNull();
      },
    });
    assertFullCoverage(coverage);
  });
});
