// savedPicks (issue #40 item 2): the saved lists for pesan-tiket, the box (unticked by default) and
// the genders for saving, kept in storage with the order in progress.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { savedPicksMachine, type SavedLists } from '../../src/machines/saved-picks.machine';
import { createMemoryBackend, createStorage } from '../../src/lib/storage';
import { assertFullCoverage, done, failed, pending, runModel } from './model';

const sari = {
  id: 1,
  name: 'Sari',
  domicile: 'Medan',
  gender: 'Perempuan' as const,
  birthYear: null,
  age: 31,
  ageOn: '2026-11-01',
};
const lists: SavedLists = {
  vehicles: [{ id: 2, plateNumber: 'BK 1 A', vehicleTypeId: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil' }],
  travellers: [sari],
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('savedPicks machine', () => {
  it('starts unticked, loads the lists, keeps the box and the genders in storage', async () => {
    const storage = createStorage(createMemoryBackend());
    const actor = createActor(savedPicksMachine.provide({ actors: { loadSaved: fromPromise(async () => lists) } }), {
      input: { storage },
    }).start();
    expect(actor.getSnapshot().context.save).toBe(false);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.vehicles).toEqual(lists.vehicles);
    expect(storage.get('simpanProfil')).toBeNull();
    actor.send({ type: 'SAVE.TOGGLE', on: true });
    actor.send({ type: 'SAVE.GENDER', name: ' Tigor ', gender: 'Laki - Laki' });
    expect(storage.get('simpanProfil')).toEqual({ on: true, genders: { sari: 'Perempuan', tigor: 'Laki - Laki' } });
    actor.send({ type: 'SAVE.GENDER', name: 'Tigor', gender: '' });
    expect(storage.get('simpanProfil')?.genders).toEqual({ sari: 'Perempuan' });
    // A reload keeps the box.
    const again = createActor(savedPicksMachine.provide({ actors: { loadSaved: pending() } as never }), {
      input: { storage },
    }).start();
    expect(again.getSnapshot().context.save).toBe(true);
  });

  it('without the lists (an error) the box still works', async () => {
    const storage = createStorage(createMemoryBackend());
    const actor = createActor(
      savedPicksMachine.provide({ actors: { loadSaved: fromPromise(async () => Promise.reject(new Error('x'))) } }),
      { input: { storage } },
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'PICK.TRAVELLER', traveller: sari });
    actor.send({ type: 'SAVE.TOGGLE', on: true });
    expect(storage.get('simpanProfil')).toEqual({ on: true, genders: { sari: 'Perempuan' } });
  });

  it('reaches every state and transition (model-based)', async () => {
    type Snap = SnapshotFrom<typeof savedPicksMachine>;
    const events = [
      done('loadSaved', lists),
      failed('loadSaved', new Error('offline')),
      { type: 'SAVE.TOGGLE', on: true },
      { type: 'SAVE.TOGGLE', on: false },
      { type: 'SAVE.GENDER', name: 'Tigor', gender: 'Laki - Laki' },
      { type: 'PICK.TRAVELLER', traveller: sari },
    ];
    const coverage = await runModel({
      name: 'savedPicks',
      machine: savedPicksMachine.provide({ actors: { loadSaved: pending() } as never }),
      inputFor: () => ({ storage: createStorage(createMemoryBackend()) }),
      events,
      serializeState: (s: Snap) =>
        JSON.stringify([s.value, s.context.save, Object.keys(s.context.genders).length, s.context.vehicles.length]),
    });
    assertFullCoverage(coverage);
  });
});
