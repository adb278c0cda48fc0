// The language machine (issue #40 item 1): the device's choice, the account's, and which wins.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { languageMachine } from '../../src/machines/language.machine';
import type { Language } from '../../kernel/language';
import { assertFullCoverage, done, failed, pending, runModel } from './model';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(language: Language, account: { load: () => Promise<Language | null>; save?: (l: Language) => void }) {
  const applied: Language[] = [];
  const reapplied: Language[] = [];
  const saved: Language[] = [];
  const actor = createActor(
    languageMachine.provide({
      actors: {
        loadAccount: fromPromise(account.load),
        saveAccount: fromPromise<void, { language: Language }>(async ({ input }) => {
          saved.push(input.language);
          account.save?.(input.language);
        }),
      },
      actions: {
        apply: ({ context }) => void applied.push(context.language),
        reapply: ({ context }) => void reapplied.push(context.language),
      },
    }),
    { input: { language } },
  ).start();
  return { actor, applied, reapplied, saved };
}

describe('language machine', () => {
  it("starts in the device's choice and puts it in force", () => {
    const { actor, applied } = start('en', { load: async () => null });
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(applied).toEqual(['en']);
  });

  it('switches on the device while signed out, without calling the account', async () => {
    const load = vi.fn(async () => null);
    const { actor, applied, saved } = start('id', { load });
    actor.send({ type: 'LANGUAGE.SET', language: 'en' });
    await flush();
    expect(applied).toEqual(['id', 'en']);
    expect(load).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it("takes the account's language at sign-in", async () => {
    const { actor, applied, saved } = start('id', { load: async () => 'en' });
    actor.send({ type: 'ACCOUNT.SIGNED_IN' });
    await flush();
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(applied.at(-1)).toBe('en');
    expect(saved).toEqual([]);
  });

  it("gives an account without a language the device's (the tourist who switched before registering)", async () => {
    const { actor, saved } = start('en', { load: async () => null });
    actor.send({ type: 'ACCOUNT.SIGNED_IN' });
    await flush();
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(saved).toEqual(['en']);
  });

  it('saves a choice made while signed in, and keeps it on the device after sign-out', async () => {
    const { actor, applied, reapplied, saved } = start('id', { load: async () => 'id' });
    actor.send({ type: 'ACCOUNT.SIGNED_IN' });
    await flush();
    actor.send({ type: 'LANGUAGE.SET', language: 'en' });
    await flush();
    expect(saved).toEqual(['en']);
    const appliedBefore = applied.length;
    actor.send({ type: 'ACCOUNT.SIGNED_OUT' });
    expect(actor.getSnapshot().value).toBe('device');
    // In force again without writing storage, which logout has just emptied (the cookie keeps it).
    expect(reapplied).toEqual(['en']);
    expect(applied).toHaveLength(appliedBefore);
  });

  it("keeps the device's choice when the account cannot be read", async () => {
    const { actor } = start('en', { load: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'ACCOUNT.SIGNED_IN' });
    await flush();
    expect(actor.getSnapshot().matches({ account: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.language).toBe('en');
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'language',
      machine: languageMachine.provide({
        actors: { loadAccount: pending(), saveAccount: pending() } as never,
        actions: { apply: () => undefined },
      }),
      input: { language: 'id' },
      serializeState: (s) => JSON.stringify({ value: s.value, language: s.context.language }),
      onStep: (s, event) => {
        if (event.type === 'LANGUAGE.SET') expect(s.context.language).toBe((event as { language?: Language }).language);
      },
      events: [
        { type: 'LANGUAGE.SET', language: 'en' } as { type: string },
        { type: 'LANGUAGE.SET', language: 'id' } as { type: string },
        { type: 'ACCOUNT.SIGNED_IN' },
        { type: 'ACCOUNT.SIGNED_OUT' },
        done('loadAccount', 'en'),
        done('loadAccount', null),
        failed('loadAccount', new Error('offline')),
        done('saveAccount'),
        failed('saveAccount', new Error('offline')),
      ],
    });
    assertFullCoverage(coverage);
  });
});
