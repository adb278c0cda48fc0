// loketTicket (issue #24, Cari Tiket): a ticket found by its invoice, Batalkan Tiket only when the
// rules allow it and only after the confirmation, the refund shown, and the refusals in Indonesian.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loketTicketMachine } from '../../../src/machines/loket/loket-ticket.machine';
import { LOKET_MSG } from '../../../src/lib/loket-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';
import { CANCELLED_DETAIL, CLOSED_SHIFT, DETAIL, PREVIEW_ALLOWED, PREVIEW_REFUSED } from './loket-fixtures';

const stubbed = loketTicketMachine.provide({ actors: { find: pending(), cancel: pending() } as never });
const http = (status: number, message = 'Refused.') => ({ kind: 'http', status, message });
const FOUND = { ticket: DETAIL, cancel: PREVIEW_ALLOWED };
const CANCELLED = { ticket: CANCELLED_DETAIL, refund: { amount: 134_175, method: 'tunai' }, shift: CLOSED_SHIFT };

describe('loketTicket machine', () => {
  it('finds by invoice, cancels only after the confirmation, and shows the refund', () => {
    const found: unknown[] = [];
    const cancelled: unknown[] = [];
    const actor = createActor(
      loketTicketMachine.provide({
        actors: {
          find: fromPromise(({ input }) => (found.push(input), new Promise(() => undefined))),
          cancel: fromPromise(({ input }) => (cancelled.push(input), new Promise(() => undefined))),
        } as never,
      }),
    ).start();
    actor.send({ type: 'TICKET.FIND', invoice: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'TICKET.FIND', invoice: ' inv-20261122-0077 ' });
    expect(found).toEqual([{ invoice: 'INV-20261122-0077' }]);
    actor.send(done('find', FOUND) as never);
    actor.send({ type: 'CANCEL.ASK' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL.BACK' });
    expect(cancelled).toEqual([]);
    actor.send({ type: 'CANCEL.ASK' });
    actor.send({ type: 'CANCEL.CONFIRM' });
    expect(cancelled).toEqual([{ id: 77 }]);
    actor.send(done('cancel', CANCELLED) as never);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('found');
    expect(context.ticket?.status).toBe('CANCELLED');
    expect(context.refunded).toBe(134_175);
    expect(context.notice).toBe(LOKET_MSG.cancelled);
    // Nothing more to cancel.
    actor.send({ type: 'CANCEL.ASK' });
    expect(actor.getSnapshot().value).toBe('found');
  });

  it('does not open the confirmation when the rules refuse, and says when nothing was found', () => {
    const actor = createActor(stubbed).start();
    actor.send({ type: 'TICKET.FIND', invoice: 'INV-X' });
    actor.send(failed('find', http(404, 'Tiket tidak ditemukan.')) as never);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(LOKET_MSG.ticketNotFound);
    actor.send({ type: 'TICKET.FIND', invoice: 'INV-20261122-0077' });
    actor.send(done('find', { ticket: DETAIL, cancel: PREVIEW_REFUSED }) as never);
    actor.send({ type: 'CANCEL.ASK' });
    expect(actor.getSnapshot().value).toBe('found');
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'loketTicket',
      machine: stubbed,
      events: [
        { type: 'TICKET.FIND', invoice: 'INV-20261122-0077' },
        { type: 'TICKET.FIND', invoice: '' },
        done('find', FOUND),
        done('find', { ticket: DETAIL, cancel: PREVIEW_REFUSED }),
        failed('find', http(404)),
        { type: 'CANCEL.ASK' },
        { type: 'CANCEL.BACK' },
        { type: 'CANCEL.CONFIRM' },
        done('cancel', CANCELLED),
        failed('cancel', http(409, 'Tiket sudah lewat batas pembatalan.')),
      ] as { type: string }[],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.cancel?.allowed ?? null, !!s.context.error, s.context.ticket?.status]),
      onStep: (s) => {
        // The confirmation only ever opens for a ticket the rules allow to cancel.
        if (s.matches('confirming') || s.matches('cancelling')) expect(s.context.cancel?.allowed).toBe(true);
        if (s.context.ticket?.status === 'CANCELLED') expect(s.context.cancel?.allowed).toBe(false);
      },
    });
    assertFullCoverage(coverage);
  });
});
