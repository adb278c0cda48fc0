// reschedule (issue #23, Ubah Jadwal): the ticket's date opens inside the booking window, the
// amounts are confirmed before anything is sent, one requestId per confirmation (kept across its
// retries), a free move goes back to the ticket, a paid one to the payment page, a 409 reloads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { defaultDate, rescheduleMachine } from '../../src/machines/reschedule.machine';
import { RESCHEDULE_MSG } from '../../src/lib/reschedule-messages';
import { assertFullCoverage, done, failed, pending, runModels } from './model';
import { FREE_OPTIONS, NOW_MS, OPTIONS, PENDING, REFUSED_REASON, refusedTicket, ticket } from './reschedule.fixtures';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const http = (status: number, message = 'Error') => ({ kind: 'http', status, message });
const network = { kind: 'network', status: 0, message: 'Failed to fetch' };
const CONFLICT = 'Tempat pada keberangkatan ini sudah habis.';

const stubbed = rescheduleMachine.provide({
  actors: { loadTicket: pending(), loadOptions: pending(), reschedule: pending() } as never,
});

/** A started actor whose calls are recorded; outcomes are sent by the test as done/error events. */
function start(id = 5) {
  const calls = { ticket: [] as unknown[], options: [] as unknown[], reschedule: [] as unknown[] };
  const exits = { toTicket: [] as number[], toPayment: [] as string[] };
  let key = 0;
  const record = (list: unknown[]) =>
    fromPromise(({ input }) => (list.push(input), new Promise<never>(() => undefined)));
  const actor = createActor(
    rescheduleMachine.provide({
      actors: {
        loadTicket: record(calls.ticket),
        loadOptions: record(calls.options),
        reschedule: record(calls.reschedule),
      } as never,
      actions: {
        toTicket: (_, { id: ticketId }) => void exits.toTicket.push(ticketId),
        toPayment: (_, { url }) => void exits.toPayment.push(url),
      },
    }),
    { input: { id, now: () => NOW_MS, newRequestId: () => `key-${++key}` } },
  ).start();
  return { actor, calls, exits };
}

describe('reschedule machine (ubah-jadwal)', () => {
  it("opens on the ticket's own date and sends nothing before Konfirmasi", () => {
    const { actor, calls } = start();
    expect(calls.ticket).toEqual([{ id: 5 }]);
    actor.send(done('loadTicket', ticket()) as never);
    expect(actor.getSnapshot().context.date).toBe('2026-11-23');
    expect(calls.options).toEqual([{ id: 5, date: '2026-11-23' }]);
    actor.send(done('loadOptions', OPTIONS) as never);
    actor.send({ type: 'OPTION.CHOOSE', scheduleId: 43 });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.chosen?.amountDue).toBe(39_115);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
    expect(calls.reschedule).toEqual([]);
  });

  /** The amount the dialog showed for an option: what the machine sends with it (issue #37). */
  const amountOf = (scheduleId: number) => OPTIONS.find((o) => o.departure.scheduleId === scheduleId)!.amountDue;

  it('keeps one requestId across retries of a confirmation, and a new one for the next', () => {
    const { actor, calls } = start();
    actor.send(done('loadTicket', ticket()) as never);
    actor.send(done('loadOptions', OPTIONS) as never);
    actor.send({ type: 'OPTION.CHOOSE', scheduleId: 44 });
    actor.send({ type: 'CONFIRM' });
    expect(calls.reschedule).toEqual([{ id: 5, scheduleId: 44, requestId: 'key-1', amountDue: amountOf(44) }]);
    actor.send(failed('reschedule', network) as never);
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(RESCHEDULE_MSG.noConnection);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.reschedule.at(-1)).toEqual({ id: 5, scheduleId: 44, requestId: 'key-1', amountDue: amountOf(44) });
    actor.send(failed('reschedule', http(502)) as never);
    expect(actor.getSnapshot().context.error).toBe(RESCHEDULE_MSG.paymentUnavailable);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'OPTION.CHOOSE', scheduleId: 43 });
    actor.send({ type: 'CONFIRM' });
    expect(calls.reschedule.at(-1)).toEqual({ id: 5, scheduleId: 43, requestId: 'key-2', amountDue: amountOf(43) });
  });

  it('goes back to the ticket after a free move', () => {
    const { actor, exits } = start();
    actor.send(done('loadTicket', ticket()) as never);
    actor.send(done('loadOptions', FREE_OPTIONS) as never);
    actor.send({ type: 'OPTION.CHOOSE', scheduleId: 45 });
    actor.send({ type: 'CONFIRM' });
    actor.send(done('reschedule', { ticket: ticket(), payment: null }) as never);
    expect(actor.getSnapshot().value).toBe('moved');
    expect(exits).toEqual({ toTicket: [5], toPayment: [] });
  });

  it('leaves for the payment page when fee and difference are due', () => {
    const { actor, exits } = start();
    actor.send(done('loadTicket', ticket()) as never);
    actor.send(done('loadOptions', OPTIONS) as never);
    actor.send({ type: 'OPTION.CHOOSE', scheduleId: 43 });
    actor.send({ type: 'CONFIRM' });
    actor.send(done('reschedule', { ticket: ticket({ pendingChange: PENDING }), payment: PENDING }) as never);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(exits).toEqual({ toTicket: [], toPayment: [PENDING.paymentUrl] });
  });

  it("shows the server's reason on a 409 and loads the date's departures again", () => {
    const { actor, calls } = start();
    actor.send(done('loadTicket', ticket()) as never);
    actor.send(done('loadOptions', OPTIONS) as never);
    actor.send({ type: 'OPTION.CHOOSE', scheduleId: 43 });
    actor.send({ type: 'CONFIRM' });
    actor.send(failed('reschedule', http(409, CONFLICT)) as never);
    const s = actor.getSnapshot();
    expect(s.matches({ ready: 'loadingOptions' })).toBe(true);
    expect(s.context.alert).toBe(CONFLICT);
    expect(s.context.chosen).toBeNull();
    expect(calls.options).toHaveLength(2);
    actor.send({ type: 'ALERT.DISMISS' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('changes the date only inside the booking window (Asia/Jakarta)', () => {
    const { actor, calls } = start();
    actor.send(done('loadTicket', ticket()) as never);
    actor.send(done('loadOptions', OPTIONS) as never);
    actor.send({ type: 'DATE.SELECT', date: '2026-11-30' });
    actor.send({ type: 'DATE.SELECT', date: '2026-11-21' });
    actor.send({ type: 'DATE.SELECT', date: 'besok' });
    expect(calls.options).toHaveLength(1);
    actor.send({ type: 'DATE.SELECT', date: '2026-11-29' });
    expect(calls.options.at(-1)).toEqual({ id: 5, date: '2026-11-29' });
    expect(actor.getSnapshot().context.date).toBe('2026-11-29');
  });

  it("keeps the ticket's date inside the window", () => {
    const on = (issuedDate: string) => defaultDate(ticket({ schedule: { ...ticket().schedule, issuedDate } }), NOW_MS);
    expect(on('2026-11-20')).toBe('2026-11-22');
    expect(on('2026-11-25')).toBe('2026-11-25');
    expect(on('2026-12-05')).toBe('2026-11-29');
    // 23:30 WIB on the 22nd is 16:30 UTC: still the 22nd in Jakarta.
    expect(
      defaultDate(
        ticket({ schedule: { ...ticket().schedule, issuedDate: '2026-01-01' } }),
        Date.UTC(2026, 10, 22, 16, 30),
      ),
    ).toBe('2026-11-22');
  });

  it('refuses with the reason when Ubah Jadwal is not allowed, and offers a waiting payment', () => {
    const { actor, calls, exits } = start();
    actor.send(done('loadTicket', refusedTicket({ pendingChange: PENDING })) as never);
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.ticket?.actions?.reschedule.reason).toBe(REFUSED_REASON);
    expect(calls.options).toEqual([]);
    actor.send({ type: 'PENDING.PAY' });
    expect(exits.toPayment).toEqual([PENDING.paymentUrl]);
  });

  it('is not found for a malformed id or a ticket of another account', () => {
    expect(start(Number('abc')).actor.getSnapshot().value).toBe('notFound');
    const { actor } = start();
    actor.send(failed('loadTicket', http(404)) as never);
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      done('loadTicket', ticket()),
      done('loadTicket', ticket({ pendingChange: PENDING })),
      done('loadTicket', refusedTicket()),
      done('loadTicket', refusedTicket({ pendingChange: PENDING })),
      failed('loadTicket', http(404)),
      failed('loadTicket', network),
      { type: 'RETRY' },
      done('loadOptions', OPTIONS),
      done('loadOptions', []),
      failed('loadOptions', network),
      { type: 'DATE.SELECT', date: '2026-11-24' },
      { type: 'DATE.SELECT', date: '2026-12-24' },
      { type: 'OPTION.CHOOSE', scheduleId: 43 },
      { type: 'OPTION.CHOOSE', scheduleId: 99 },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      done('reschedule', { ticket: ticket(), payment: null }),
      done('reschedule', { ticket: ticket({ pendingChange: PENDING }), payment: PENDING }),
      failed('reschedule', http(409, CONFLICT)),
      failed('reschedule', network),
      { type: 'PENDING.PAY' },
      { type: 'ALERT.DISMISS' },
    ] as { type: string }[];
    // Nothing is sent to a flow that has ended (moved, redirecting, notFound).
    const eventsFor = (s: { status: string }) => (s.status === 'done' ? [] : events);
    const coverage = await runModels('reschedule', [
      {
        world: 'a ticket id',
        machine: stubbed,
        input: { id: 5, now: () => NOW_MS, newRequestId: () => 'key' },
        events: eventsFor,
        serializeState: (s) =>
          JSON.stringify([
            s.value,
            s.context.ticket?.actions?.reschedule.allowed ?? null,
            !!s.context.ticket?.pendingChange,
            s.context.options.length,
            s.context.date,
            !!s.context.alert,
            !!s.context.error,
          ]),
        onStep: (s) => {
          // The move is sent only from a confirmation of an offered departure, with its key.
          if (s.matches({ ready: 'submitting' }) || s.matches({ ready: 'confirming' })) {
            expect(s.context.chosen).not.toBeNull();
            expect(s.context.requestId).toBe('key');
          }
          if (s.matches('ready')) expect(s.context.ticket?.actions?.reschedule.allowed).toBe(true);
          if (s.matches('redirecting')) expect(s.context.paymentUrl).toBe(PENDING.paymentUrl);
        },
      },
      { world: 'a malformed id', machine: stubbed, input: { id: Number.NaN }, events: eventsFor },
    ]);
    assertFullCoverage(coverage);
  });
});
