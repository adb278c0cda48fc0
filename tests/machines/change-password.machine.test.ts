import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { changePasswordMachine } from '../../src/machines/change-password.machine';
import { assertFullCoverage, done, failed, pending, runModel } from './model';

const values = { password: 'lama-12345', new_password: 'baru-12345', confirm_password: 'baru-12345' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('changePassword machine', () => {
  it('sends the current and the new password, and says it is saved', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      changePasswordMachine.provide({
        actors: { savePassword: fromPromise(async ({ input }) => void sent.push(input)) } as never,
      }),
    ).start();
    actor.send({ type: 'PASSWORD.SAVE', values });
    await flush();
    expect(sent).toEqual([{ password: 'lama-12345', new_password: 'baru-12345' }]);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(JSON.stringify(actor.getSnapshot().context ?? {})).not.toContain('baru-12345');
  });

  it('says a wrong current password is wrong, and another failure what to do; a new try clears it (issue #11)', async () => {
    let answer: unknown = { status: 400, message: 'User password incorrect.' };
    const actor = createActor(
      changePasswordMachine.provide({
        actors: { savePassword: fromPromise(async () => Promise.reject(answer)) },
      }),
    ).start();
    actor.send({ type: 'PASSWORD.SAVE', values });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Kata sandi saat ini salah. Silakan coba lagi.');
    answer = { status: 500, message: 'Internal server error.' };
    actor.send({ type: 'PASSWORD.SAVE', values });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Kata sandi gagal diubah. Silakan coba lagi.');
  });

  it('refuses a confirmation that differs or a short password', () => {
    const actor = createActor(changePasswordMachine).start();
    actor.send({ type: 'PASSWORD.SAVE', values: { ...values, confirm_password: 'lain-12345' } });
    actor.send({ type: 'PASSWORD.SAVE', values: { ...values, new_password: 'pendek', confirm_password: 'pendek' } });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'changePassword',
      machine: changePasswordMachine.provide({ actors: { savePassword: pending() } as never }),
      // A finished actor takes no more events.
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              { type: 'PASSWORD.SAVE', values },
              { type: 'PASSWORD.SAVE', values: { ...values, password: '' } },
              done('savePassword'),
              failed('savePassword', { status: 400, message: 'User password incorrect.' }),
            ],
      serializeState: (s: { value: unknown; context: { error: string | null } }) =>
        JSON.stringify([s.value, s.context.error !== null]),
    });
    assertFullCoverage(coverage);
  });
});
