import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { logoutMachine } from '../../src/machines/logout.machine';
import { assertFullCoverage, done, failed, pending, runModel } from './model';
import { navigationSpy } from './navigation';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const NAVIGATION = ['toLogin', 'endSession'];
const withStatus = (result: () => Promise<number>, nav = navigationSpy(NAVIGATION)) =>
  createActor(
    logoutMachine.provide({ actors: { logout: fromPromise(result) } as never, actions: nav.actions }),
  ).start();

describe('logout machine', () => {
  it('is done when the server answers status 200, and goes to login, then ends the session', async () => {
    const nav = navigationSpy(NAVIGATION);
    const actor = withStatus(async () => 200, nav);
    actor.send({ type: 'LOGOUT.REQUEST' });
    expect(nav.names(actor)).toEqual([]);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(nav.names(actor)).toEqual(['toLogin', 'endSession']);
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

  it('reaches every state and transition, leaving for login exactly when done (model-based)', async () => {
    const nav = navigationSpy(NAVIGATION);
    const coverage = await runModel({
      name: 'logout',
      machine: logoutMachine.provide({ actors: { logout: pending() } as never, actions: nav.actions }),
      onStep: (s, event, actor) => {
        const arrived = s.status === 'done' && event.type === 'xstate.done.actor.logout';
        expect(nav.names(actor)).toEqual(arrived ? ['toLogin', 'endSession'] : []);
      },
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
