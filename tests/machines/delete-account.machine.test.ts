import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deleteAccountMachine, upcomingWarning } from '../../src/machines/delete-account.machine';
import { assertFullCoverage, done, failed, pending, runModel } from './model';
import { navigationSpy } from './navigation';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deleteAccount machine', () => {
  it('deletes only after confirmation, then waits for the alert to be acknowledged to go to login', async () => {
    let calls = 0;
    const nav = navigationSpy(['toLogin', 'endSession']);
    const actor = createActor(
      deleteAccountMachine.provide({
        actors: {
          countUpcoming: fromPromise(async () => ({ count: 0, more: false })),
          deleteAccount: fromPromise(async () => void calls++),
        } as never,
        actions: nav.actions,
      }),
    ).start();
    actor.send({ type: 'DELETE.REQUEST' });
    expect(actor.getSnapshot().value).toBe('checkingTickets');
    await flush();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls).toBe(0);
    actor.send({ type: 'DELETE.CONFIRM' });
    await flush();
    expect(calls).toBe(1);
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(nav.names(actor)).toEqual([]);
    actor.send({ type: 'DELETE.ACK' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(nav.names(actor)).toEqual(['toLogin', 'endSession']);
  });

  it('counts paid tickets ahead for the dialog; a failed count still opens it, without a warning', async () => {
    let answer: () => Promise<unknown> = async () => ({ count: 2, more: false });
    const actor = createActor(
      deleteAccountMachine.provide({ actors: { countUpcoming: fromPromise(() => answer()) } as never }),
    ).start();
    actor.send({ type: 'DELETE.REQUEST' });
    await flush();
    expect(actor.getSnapshot().context.upcoming).toEqual({ count: 2, more: false });
    expect(upcomingWarning(actor.getSnapshot().context.upcoming)).toMatch(/^Anda masih memiliki 2 tiket lunas/);
    actor.send({ type: 'DELETE.CANCEL' });
    answer = () => Promise.reject(new Error('offline'));
    actor.send({ type: 'DELETE.REQUEST' });
    await flush();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.upcoming).toBeNull();
    expect(upcomingWarning(null)).toBeNull();
    expect(upcomingWarning({ count: 0, more: false })).toBeNull();
    expect(upcomingWarning({ count: 10, more: true })).toMatch(/^Anda masih memiliki 10 atau lebih tiket lunas/);
  });

  it('cancelling the dialog deletes nothing', async () => {
    let calls = 0;
    const actor = createActor(
      deleteAccountMachine.provide({
        actors: {
          countUpcoming: fromPromise(async () => ({ count: 0, more: false })),
          deleteAccount: fromPromise(async () => void calls++),
        } as never,
      }),
    ).start();
    actor.send({ type: 'DELETE.REQUEST' });
    await flush();
    actor.send({ type: 'DELETE.CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toBe(0);
  });

  it('reaches every state and transition, leaving for login exactly when done (model-based)', async () => {
    const nav = navigationSpy(['toLogin', 'endSession']);
    const coverage = await runModel({
      name: 'deleteAccount',
      machine: deleteAccountMachine.provide({
        actors: { countUpcoming: pending(), deleteAccount: pending() } as never,
        actions: nav.actions,
      }),
      onStep: (s, _event, actor) =>
        expect(nav.names(actor)).toEqual(s.status === 'done' ? ['toLogin', 'endSession'] : []),
      // A finished actor takes no more events.
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              { type: 'DELETE.REQUEST' },
              { type: 'DELETE.CANCEL' },
              { type: 'DELETE.CONFIRM' },
              { type: 'DELETE.ACK' },
              done('countUpcoming', { count: 1, more: false }),
              failed('countUpcoming', new Error('offline')),
              done('deleteAccount'),
              failed('deleteAccount', { status: 500, message: 'Internal server error.' }),
            ],
    });
    assertFullCoverage(coverage);
  });
});
