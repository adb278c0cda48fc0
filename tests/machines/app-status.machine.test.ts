import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { appStatusMachine, type AppStatusEvent } from '../../src/machines/app-status.machine';
import { assertFullCoverage, idle, runModel } from './model';

describe('appStatus machine', () => {
  it('follows the network as the connectivity source reports it, the current state first', () => {
    let report: ((e: AppStatusEvent) => void) | undefined;
    const actor = createActor(
      appStatusMachine.provide({
        actors: {
          connectivity: fromCallback<AppStatusEvent>(({ sendBack }) => {
            report = sendBack;
            sendBack({ type: 'NETWORK.OFFLINE' }); // the page opened without signal
          }),
          updates: idle() as never,
        },
      }),
    ).start();
    expect(actor.getSnapshot().matches({ network: 'offline' })).toBe(true);
    report!({ type: 'NETWORK.ONLINE' });
    expect(actor.getSnapshot().matches({ network: 'online' })).toBe(true);
    report!({ type: 'NETWORK.OFFLINE' });
    expect(actor.getSnapshot().matches({ network: 'offline' })).toBe(true);
  });

  it('offers a new version, and applying it asks the service worker source to take over', () => {
    let found: (() => void) | undefined;
    const received: string[] = [];
    const actor = createActor(
      appStatusMachine.provide({
        actors: {
          connectivity: idle() as never,
          updates: fromCallback<AppStatusEvent>(({ sendBack, receive }) => {
            found = () => sendBack({ type: 'UPDATE.AVAILABLE' });
            receive((e) => received.push(e.type));
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().matches({ update: 'current' })).toBe(true);
    actor.send({ type: 'UPDATE.APPLY' }); // nothing to apply yet
    expect(received).toEqual([]);
    found!();
    expect(actor.getSnapshot().matches({ update: 'available' })).toBe(true);
    actor.send({ type: 'UPDATE.APPLY' });
    expect(actor.getSnapshot().matches({ update: 'applying' })).toBe(true);
    expect(received).toEqual(['UPDATE.APPLY']);
  });

  it('"Nanti" dismisses the prompt for this visit', () => {
    const actor = createActor(
      appStatusMachine.provide({ actors: { connectivity: idle() as never, updates: idle() as never } }),
    ).start();
    actor.send({ type: 'UPDATE.AVAILABLE' });
    actor.send({ type: 'UPDATE.DISMISS' });
    expect(actor.getSnapshot().matches({ update: 'dismissed' })).toBe(true);
    actor.send({ type: 'UPDATE.AVAILABLE' });
    expect(actor.getSnapshot().matches({ update: 'dismissed' })).toBe(true);
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'appStatus',
      machine: appStatusMachine.provide({ actors: { connectivity: idle() as never, updates: idle() as never } }),
      events: [
        { type: 'NETWORK.OFFLINE' },
        { type: 'NETWORK.ONLINE' },
        { type: 'UPDATE.AVAILABLE' },
        { type: 'UPDATE.APPLY' },
        { type: 'UPDATE.DISMISS' },
      ],
    });
    assertFullCoverage(coverage);
  });
});
