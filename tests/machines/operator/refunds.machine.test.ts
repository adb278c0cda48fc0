// refunds (the console's Refund page, issue #23): the due list first, another filter from page 0,
// Sebelumnya / Berikutnya within the server's pages, Tandai Sudah Dibayar only on a due row and only
// after the confirmation, the row replaced and the list reloaded; a 409 tells why and reloads; a 403
// stays in the dialog. Model-based coverage of every state and transition.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  refundsMachine,
  type OperatorRefundDto,
  type RefundPage,
} from '../../../src/machines/operator/refunds.machine';
import { OPERATOR_MSG } from '../../../src/lib/operator-messages';
import { REFUND_MSG } from '../../../src/lib/operator-refund-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';

const refund = (id: number, status: OperatorRefundDto['status']): OperatorRefundDto => ({
  id,
  transactionId: 100 + id,
  invoiceId: `INV-2026112${id}`,
  amount: 150000,
  percent: 100,
  cause: 'operator_cancel',
  status,
  method: status === 'due' ? null : 'manual',
  requestedAt: '2026-11-25T07:00:00.000Z',
  refundedAt: status === 'paid' ? '2026-11-25T09:00:00.000Z' : null,
  paidBy: status === 'paid' ? 'Admin Danau Toba' : null,
  lastError: status === 'due' ? 'Metode pembayaran tidak mendukung refund otomatis.' : null,
  phoneNumber: '081234567890',
  paymentMethod: 'Virtual Account',
  bankName: 'BCA',
  departure: {
    scheduleId: 9,
    issuedDate: '2026-11-27',
    issuedTime: '07:15:00',
    fromRoute: 'Simanindo',
    toRoute: 'Tigaras',
  },
});

const PAGE0: RefundPage = { refunds: [refund(1, 'due'), refund(2, 'processing')], page: 0, totalPages: 2 };
const PAGE1: RefundPage = { refunds: [refund(3, 'due')], page: 1, totalPages: 2 };
const PAST_END: RefundPage = { refunds: [], page: 2, totalPages: 2 };
const CONFLICT = { kind: 'http', status: 409, message: 'Refund ini sudah dibayar.' };
const FORBIDDEN = { kind: 'http', status: 403, message: 'Forbidden.' };

const EVENTS = [
  { type: 'FILTER.SET', filter: 'all' },
  { type: 'FILTER.SET', filter: 'due' },
  { type: 'NEXT' },
  { type: 'PREVIOUS' },
  { type: 'REFRESH' },
  { type: 'RETRY' },
  { type: 'MARK.OPEN', id: 1 },
  { type: 'MARK.OPEN', id: 2 },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  done('load', PAGE0),
  done('load', PAGE1),
  done('load', PAST_END),
  failed('load', FORBIDDEN),
  done('mark', refund(1, 'paid')),
  failed('mark', CONFLICT),
  failed('mark', FORBIDDEN),
];

function capturing() {
  const loads: unknown[] = [];
  const marks: unknown[] = [];
  const never = () => new Promise<never>(() => undefined);
  const machine = refundsMachine.provide({
    actors: {
      load: fromPromise(({ input }) => (loads.push(input), never())),
      mark: fromPromise(({ input }) => (marks.push(input), never())),
    } as never,
  });
  return { machine, loads, marks };
}

describe('refunds machine', () => {
  it('loads the due refunds first, then page 0 of another filter', () => {
    const { machine, loads } = capturing();
    const actor = createActor(machine, { input: {} }).start();
    actor.send(done('load', PAGE0) as never);
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    actor.send({ type: 'NEXT' });
    actor.send(done('load', PAGE1) as never);
    actor.send({ type: 'FILTER.SET', filter: 'all' });
    expect(loads).toEqual([
      { filter: 'due', page: 0 },
      { filter: 'due', page: 1 },
      { filter: 'all', page: 0 },
    ]);
    expect(actor.getSnapshot().context.refunds).toEqual([]);
  });

  it('pages only within the server’s pages, and shows the last page when the list shrank', () => {
    const { machine, loads } = capturing();
    const actor = createActor(machine, { input: {} }).start();
    actor.send(done('load', PAGE0) as never);
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    actor.send({ type: 'NEXT' });
    actor.send(done('load', PAGE1) as never);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    actor.send({ type: 'PREVIOUS' });
    actor.send(done('load', PAST_END) as never);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads.at(-1)).toEqual({ filter: 'due', page: 1 });
  });

  it('marks a due refund paid only after the confirmation, replaces the row and reloads', () => {
    const { machine, loads, marks } = capturing();
    const actor = createActor(machine, { input: {} }).start();
    actor.send(done('load', PAGE0) as never);
    actor.send({ type: 'MARK.OPEN', id: 2 });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    actor.send({ type: 'MARK.OPEN', id: 1 });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(marks).toEqual([]);
    actor.send({ type: 'MARK.OPEN', id: 1 });
    actor.send({ type: 'CONFIRM' });
    expect(marks).toEqual([{ id: 1 }]);
    actor.send(done('mark', refund(1, 'paid')) as never);
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('loading');
    expect(context.refunds[0]!.status).toBe('paid');
    expect(context.notice).toBe(REFUND_MSG.paid('INV-20261121'));
    expect(loads).toHaveLength(2);
  });

  it("shows a 409's reason and reloads; a 403 stays in the dialog with the console's words", () => {
    const { machine, loads } = capturing();
    const actor = createActor(machine, { input: {} }).start();
    actor.send(done('load', PAGE0) as never);
    actor.send({ type: 'MARK.OPEN', id: 1 });
    actor.send({ type: 'CONFIRM' });
    actor.send(failed('mark', FORBIDDEN) as never);
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.markError).toBe(OPERATOR_MSG.forbidden);
    actor.send({ type: 'CONFIRM' });
    actor.send(failed('mark', CONFLICT) as never);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.markError).toBe('Refund ini sudah dibayar.');
    expect(loads).toHaveLength(2);
    actor.send(done('load', PAGE0) as never);
    actor.send({ type: 'MARK.OPEN', id: 1 });
    actor.send({ type: 'CONFIRM' });
    actor.send(failed('mark', { kind: 'http', status: 409, message: 'Conflict.' }) as never);
    expect(actor.getSnapshot().context.markError).toBe(REFUND_MSG.notDue);
  });

  it("tells a 403 on the list in the console's words, and retries", () => {
    const { machine, loads } = capturing();
    const actor = createActor(machine, { input: { filter: 'all' } }).start();
    actor.send(failed('load', FORBIDDEN) as never);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.loadError).toBe(OPERATOR_MSG.forbidden);
    actor.send({ type: 'RETRY' });
    expect(loads).toEqual([
      { filter: 'all', page: 0 },
      { filter: 'all', page: 0 },
    ]);
  });

  it('reaches every state and transition (model-based)', async () => {
    const machine = refundsMachine.provide({ actors: { load: pending(), mark: pending() } as never });
    const coverage = await runModel({
      name: 'refunds',
      machine,
      input: {},
      events: EVENTS,
      serializeState: (s) =>
        JSON.stringify({
          value: s.value,
          filter: s.context.filter,
          page: s.context.page,
          total: s.context.totalPages,
          target: s.context.target,
          due: s.context.refunds.filter((r) => r.status === 'due').map((r) => r.id),
          m: s.context.markError !== null,
          n: s.context.notice !== null,
        }),
      onStep: (s) => {
        // The dialog is open only on a due refund of the list.
        if (s.matches({ ready: 'confirming' }) || s.matches({ ready: 'marking' })) {
          expect(s.context.refunds.find((r) => r.id === s.context.target)?.status).toBe('due');
        }
        expect(s.context.page).toBeGreaterThanOrEqual(0);
      },
    });
    assertFullCoverage(coverage);
  });
});
