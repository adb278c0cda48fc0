import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deleteAccountMachine } from '../../src/machines/delete-account.machine';
import { assertFullCoverage, done, failed, pending, runModel } from './model';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deleteAccount machine', () => {
  it('deletes only after confirmation, then waits for the alert to be acknowledged', async () => {
    let calls = 0;
    const actor = createActor(
      deleteAccountMachine.provide({ actors: { deleteAccount: fromPromise(async () => void calls++) } as never }),
    ).start();
    actor.send({ type: 'DELETE.REQUEST' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls).toBe(0);
    actor.send({ type: 'DELETE.CONFIRM' });
    await flush();
    expect(calls).toBe(1);
    expect(actor.getSnapshot().value).toBe('deleted');
    actor.send({ type: 'DELETE.ACK' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancelling the dialog deletes nothing', () => {
    let calls = 0;
    const actor = createActor(
      deleteAccountMachine.provide({ actors: { deleteAccount: fromPromise(async () => void calls++) } as never }),
    ).start();
    actor.send({ type: 'DELETE.REQUEST' });
    actor.send({ type: 'DELETE.CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toBe(0);
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'deleteAccount',
      machine: deleteAccountMachine.provide({ actors: { deleteAccount: pending() } as never }),
      // A finished actor takes no more events.
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              { type: 'DELETE.REQUEST' },
              { type: 'DELETE.CANCEL' },
              { type: 'DELETE.CONFIRM' },
              { type: 'DELETE.ACK' },
              done('deleteAccount'),
              failed('deleteAccount', { status: 500, message: 'Internal server error.' }),
            ],
    });
    assertFullCoverage(coverage);
  });
});
