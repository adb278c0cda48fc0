import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { logoutMachine } from '../../src/machines/logout.machine';
import { assertFullCoverage, done, failed, pending, runModel } from './model';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const withStatus = (result: () => Promise<number>) =>
  createActor(logoutMachine.provide({ actors: { logout: fromPromise(result) } as never })).start();

describe('logout machine', () => {
  it('is done when the server answers status 200', async () => {
    const actor = withStatus(async () => 200);
    actor.send({ type: 'LOGOUT.REQUEST' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('alerts on any other status and on failure', async () => {
    for (const result of [async () => 204, async () => Promise.reject({ status: 401, message: 'Unauthorized.' })]) {
      const actor = withStatus(result);
      actor.send({ type: 'LOGOUT.REQUEST' });
      await flush();
      expect(actor.getSnapshot().value).toBe('failed');
      actor.send({ type: 'LOGOUT.DISMISS' });
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'logout',
      machine: logoutMachine.provide({ actors: { logout: pending() } as never }),
      // A finished actor takes no more events.
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              { type: 'LOGOUT.REQUEST' },
              { type: 'LOGOUT.DISMISS' },
              done('logout', 200),
              done('logout', 500),
              failed('logout', { status: 401, message: 'Unauthorized.' }),
            ],
    });
    assertFullCoverage(coverage);
  });
});
