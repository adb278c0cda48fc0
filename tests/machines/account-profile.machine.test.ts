import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { accountProfileMachine } from '../../src/machines/account-profile.machine';
import { assertFullCoverage, done, failed, pending, runModel } from './model';

const values = { name: ' Rina Siregar ', age: '31', gender: 'Perempuan', domicile: 'Medan' };
const updated = {
  id: 7,
  name: 'Rina Siregar',
  phone_number: '081234567890',
  age: 31,
  gender: 'Perempuan',
  domicile: 'Medan',
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('accountProfile machine', () => {
  it('sends name, age as a number, gender and domicile, and keeps the saved user', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      accountProfileMachine.provide({
        actors: {
          saveProfile: fromPromise(async ({ input }) => {
            sent.push(input);
            return updated;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'PROFILE.SAVE', values });
    await flush();
    expect(sent).toEqual([{ name: 'Rina Siregar', age: 31, gender: 'Perempuan', domicile: 'Medan' }]);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.saved).toEqual(updated);
  });

  it('says why a save failed and what to do (issue #11), keeping nothing saved', async () => {
    let answer: unknown = { status: 400, message: 'Bad' };
    const actor = createActor(
      accountProfileMachine.provide({
        actors: { saveProfile: fromPromise(async () => Promise.reject(answer)) } as never,
      }),
    ).start();
    actor.send({ type: 'PROFILE.SAVE', values });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Data akun tidak dapat disimpan. Periksa kembali isian Anda.');
    expect(actor.getSnapshot().context.saved).toBeNull();
    answer = { status: 0, message: '' };
    actor.send({ type: 'PROFILE.SAVE', values });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(
      'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
    );
  });

  it('does not send an incomplete form', () => {
    const actor = createActor(accountProfileMachine).start();
    actor.send({ type: 'PROFILE.SAVE', values: { ...values, gender: '' } });
    actor.send({ type: 'PROFILE.SAVE', values: { ...values, age: 'tiga' } });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reaches every state and transition (model-based)', async () => {
    type Snap = SnapshotFrom<typeof accountProfileMachine>;
    const coverage = await runModel({
      name: 'accountProfile',
      machine: accountProfileMachine.provide({ actors: { saveProfile: pending() } as never }),
      // A finished actor takes no more events.
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              { type: 'PROFILE.SAVE', values },
              { type: 'PROFILE.SAVE', values: { ...values, domicile: '' } },
              done('saveProfile', updated),
              failed('saveProfile', { status: 500, message: 'Internal server error.' }),
            ],
      serializeState: (s: Snap) => JSON.stringify([s.value, s.context.saved !== null, s.context.error !== null]),
    });
    assertFullCoverage(coverage);
  });
});
