import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ticketMachine, TICKET_MSG } from '../../src/machines/ticket.machine';
import type { TransactionDetail } from '../../src/api/transactions';
import { assertFullCoverage, done, failed, idle, pending, runModels } from './model';

const detail = (paid: boolean): TransactionDetail => ({
  id: 5,
  invoiceId: 'INV-20261122-000005',
  requestId: '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11',
  checkedIn: false,
  bankName: 'BCA',
  paymentMethod: 'Virtual Account',
  placedOrderDate: '2026-11-22',
  placedOrderTime: '10:00:00',
  plateNumber: 'BK 1234 ABC',
  price: 291_150,
  paid,
  paidDateTime: paid ? '2026-11-22T03:05:00.000Z' : null,
  schedule: {
    id: 42,
    issuedDate: '2026-11-23',
    issuedTime: '08:30:00',
    fromRoute: { id: 1, route: 'Simanindo' },
    toRoute: { id: 2, route: 'Tigaras' },
  },
  vehicleClass: 'Golongan IV',
});

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const stubbed = ticketMachine.provide({
  actors: { loadTicket: pending(), downloadTicket: pending(), pdfKept: pending(), settledElsewhere: idle() } as never,
});

describe('ticket machine (tiket-detail)', () => {
  it('loads the transaction, then downloads its e-ticket as a Blob', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const loaded: number[] = [];
    const actor = createActor(
      ticketMachine.provide({
        actors: {
          loadTicket: fromPromise(async ({ input }: { input: { id: number } }) => {
            loaded.push(input.id);
            return detail(true);
          }),
          downloadTicket: fromPromise(async () => pdf),
          pdfKept: pending(),
          settledElsewhere: idle(),
        } as never,
      }),
      { input: { id: 5 } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(loaded).toEqual([5]);
    actor.send({ type: 'DOWNLOAD' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('downloaded'));
    expect(actor.getSnapshot().context.file).toBe(pdf);
    actor.send({ type: 'DOWNLOAD.SAVED' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('does not download the ticket of an unpaid transaction', () => {
    const actor = createActor(stubbed, { input: { id: 5 } }).start();
    actor.send(done('loadTicket', detail(false)) as never);
    actor.send({ type: 'DOWNLOAD' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('says so when the download fails, and logs a missing id', () => {
    const actor = createActor(stubbed, { input: { id: 5 } }).start();
    actor.send(done('loadTicket', detail(true)) as never);
    actor.send({ type: 'DOWNLOAD' });
    actor.send(failed('downloadTicket', new Error('409')) as never);
    expect(actor.getSnapshot().context.downloadError).toBe(TICKET_MSG.downloadFailed);
    expect(
      createActor(stubbed, { input: { id: Number.NaN } })
        .start()
        .getSnapshot().value,
    ).toBe('notFound');
    expect(console.error).toHaveBeenCalledWith('tiket-detail: missing transaction id', Number.NaN);
  });

  it('a ticket this account does not have (400/403/404) is notFound, with no retry; other failures may be retried', () => {
    for (const status of [400, 403, 404]) {
      const actor = createActor(stubbed, { input: { id: 5 } }).start();
      actor.send(failed('loadTicket', { status, message: 'Transaction not found.' }) as never);
      expect(actor.getSnapshot().value).toBe('notFound');
      expect(actor.getSnapshot().status).toBe('done');
    }
    const actor = createActor(stubbed, { input: { id: 5 } }).start();
    actor.send(failed('loadTicket', { status: 0, message: 'Failed to fetch' }) as never);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('knows whether the e-ticket PDF is kept for offline use, asking again after each download (issue #21 §5)', () => {
    let kept = false;
    const asked: number[] = [];
    const actor = createActor(
      stubbed.provide({
        actors: {
          pdfKept: fromPromise(async ({ input }: { input: { id: number } }) => {
            asked.push(input.id);
            return kept;
          }),
        } as never,
      }),
      { input: { id: 5 } },
    ).start();
    actor.send(done('loadTicket', detail(true)) as never);
    expect(asked).toEqual([5]);
    expect(actor.getSnapshot().context.pdfKept).toBe(false);
    kept = true;
    actor.send({ type: 'DOWNLOAD' });
    actor.send(done('downloadTicket', new Blob(['%PDF'])) as never);
    actor.send({ type: 'DOWNLOAD.SAVED' });
    expect(asked).toEqual([5, 5]);
    return vi.waitFor(() => expect(actor.getSnapshot().context.pdfKept).toBe(true));
  });

  it('loads an unpaid ticket again when another tab saw it settled, and tells the other tabs when it is paid (issue #21 §7)', () => {
    const announced: number[] = [];
    const actor = createActor(
      stubbed.provide({
        actions: { announceIfSettled: ({ context }) => void (context.ticket?.paid && announced.push(context.id)) },
      }),
      { input: { id: 5 } },
    ).start();
    actor.send(done('loadTicket', detail(false)) as never);
    expect(announced).toEqual([]);
    actor.send({ type: 'PAYMENT.SETTLED', ids: [6] });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'PAYMENT.SETTLED', ids: [6, 5] });
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send(done('loadTicket', detail(true)) as never);
    expect(announced).toEqual([5]);
    // Shown paid already: nothing to load again (two tabs never answer each other forever).
    actor.send({ type: 'PAYMENT.SETTLED', ids: [5] });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      { type: 'RETRY' },
      { type: 'DOWNLOAD' },
      { type: 'DOWNLOAD.SAVED' },
      { type: 'DOWNLOAD.DISMISS' },
      done('loadTicket', detail(true)),
      done('loadTicket', detail(false)),
      failed('loadTicket', new Error('offline')),
      failed('loadTicket', { status: 404, message: 'Transaction not found.' }),
      done('downloadTicket', new Blob(['%PDF'])),
      failed('downloadTicket', new Error('409')),
      done('pdfKept', true),
      failed('pdfKept', new Error('no Cache Storage')),
      { type: 'PAYMENT.SETTLED', ids: [5] },
    ];
    const serializeState = (s: {
      value: unknown;
      context: { downloadError: string | null; pdfKept: boolean; ticket: TransactionDetail | null };
    }) => JSON.stringify([s.value, s.context.downloadError, s.context.pdfKept, s.context.ticket?.paid ?? null]);
    const coverage = await runModels('ticket', [
      { world: 'valid id', machine: stubbed, input: { id: 5 }, events, serializeState },
      { world: 'no id', machine: stubbed, input: { id: Number.NaN }, events, serializeState },
    ]);
    assertFullCoverage(coverage);
  });
});
