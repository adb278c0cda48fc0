// savedList (issue #40 item 2): Akun's Kendaraan Saya and Penumpang Tersimpan — list, add, change,
// remove, the limit, the server's words on a refusal. Model-based over both kinds, loaders stubbed.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { bodyOf, savedListMachine, type SavedItem } from '../../src/machines/saved-list.machine';
import { ApiError } from '../../src/api/client';
import { assertFullCoverage, done, failed, pending, runModels } from './model';

const NOW = Date.UTC(2026, 10, 23, 3, 0, 0);
const vehicle = { id: 1, plateNumber: 'BK 1 A', vehicleTypeId: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil' };
const sari = {
  id: 2,
  name: 'Sari',
  domicile: 'Medan',
  gender: 'Perempuan' as const,
  birthYear: null,
  age: 31,
  ageOn: '2026-11-01',
};
const vehicleValues = { plateNumber: 'bk 2 b', vehicleTypeId: '4' };
const travellerValues = { name: ' Tigor ', ageOrYear: '2023', gender: 'Laki - Laki', domicile: 'Medan' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('savedList machine', () => {
  it('turns the forms into the API bodies: the plate as orders store it, an age or a birth year', () => {
    expect(bodyOf('vehicles', vehicleValues)).toEqual({ plateNumber: 'BK 2 B', vehicleTypeId: 4 });
    expect(bodyOf('travellers', travellerValues)).toEqual({
      name: 'Tigor',
      domicile: 'Medan',
      gender: 'Laki - Laki',
      birthYear: 2023,
    });
    expect(bodyOf('travellers', { ...travellerValues, ageOrYear: '3' })).toMatchObject({ age: 3 });
  });

  it('adds, changes and removes, and says the server’s words when it refuses', async () => {
    const sent: unknown[] = [];
    let refuse = false;
    const actor = createActor(
      savedListMachine.provide({
        actors: {
          loadSaved: fromPromise(async () => ({ items: [vehicle] as SavedItem[], vehicleTypes: [] })),
          saveItem: fromPromise(async ({ input }: { input: { id: number | null; body: unknown } }) => {
            sent.push(input);
            if (refuse) throw new ApiError('http', 409, 'Nomor kendaraan ini sudah ada di Kendaraan Saya.');
            return { ...vehicle, id: input.id ?? 9, plateNumber: 'BK 2 B' };
          }),
          removeItem: fromPromise(async () => undefined),
        } as never,
      }),
      { input: { kind: 'vehicles', now: () => NOW } },
    ).start();
    await flush();
    actor.send({ type: 'ADD' });
    actor.send({ type: 'SAVE', values: { plateNumber: 'x', vehicleTypeId: '' } });
    expect(actor.getSnapshot().matches({ ready: 'form' })).toBe(true);
    actor.send({ type: 'SAVE', values: vehicleValues });
    await flush();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([1, 9]);
    expect(actor.getSnapshot().context.notice).toBe('Tersimpan.');
    refuse = true;
    actor.send({ type: 'EDIT', id: 1 });
    actor.send({ type: 'SAVE', values: vehicleValues });
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Nomor kendaraan ini sudah ada di Kendaraan Saya.');
    expect(sent).toEqual([
      { kind: 'vehicles', id: null, body: { plateNumber: 'BK 2 B', vehicleTypeId: 4 } },
      { kind: 'vehicles', id: 1, body: { plateNumber: 'BK 2 B', vehicleTypeId: 4 } },
    ]);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'DELETE', id: 9 });
    actor.send({ type: 'DELETE.CONFIRM' });
    await flush();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([1]);
    expect(actor.getSnapshot().context.notice).toBe('Dihapus.');
  });

  it('refuses Tambah once the list holds its limit', async () => {
    const full = Array.from({ length: 10 }, (_, i) => ({ ...vehicle, id: i + 1 }));
    const actor = createActor(
      savedListMachine.provide({
        actors: { loadSaved: fromPromise(async () => ({ items: full as SavedItem[], vehicleTypes: [] })) } as never,
      }),
      { input: { kind: 'vehicles', now: () => NOW } },
    ).start();
    await flush();
    actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().matches({ ready: 'list' })).toBe(true);
  });

  it('reaches every state and transition (model-based, both lists)', async () => {
    type Snap = SnapshotFrom<typeof savedListMachine>;
    const machine = savedListMachine.provide({
      actors: { loadSaved: pending(), saveItem: pending(), removeItem: pending() } as never,
    });
    const eventsFor = (item: SavedItem, values: Record<string, string>) => [
      done('loadSaved', { items: [item], vehicleTypes: [] }),
      failed('loadSaved', new Error('offline')),
      { type: 'RETRY' },
      { type: 'ADD' },
      { type: 'EDIT', id: item.id },
      { type: 'EDIT', id: 99 },
      { type: 'DELETE', id: item.id },
      { type: 'SAVE', values },
      { type: 'SAVE', values: {} },
      { type: 'CANCEL' },
      { type: 'DELETE.CONFIRM' },
      done('saveItem', item),
      failed('saveItem', { status: 409, message: 'Sudah ada.' }),
      done('removeItem'),
      failed('removeItem', { status: 0, message: '' }),
    ];
    const serializeState = (s: Snap) =>
      JSON.stringify([s.value, s.context.items.length, s.context.editing, s.context.removing, !!s.context.error]);
    const coverage = await runModels('savedList', [
      {
        world: 'vehicles',
        machine,
        input: { kind: 'vehicles', now: () => NOW },
        events: eventsFor(vehicle, vehicleValues),
        serializeState,
      },
      {
        world: 'travellers',
        machine,
        input: { kind: 'travellers', now: () => NOW },
        events: eventsFor(sari, travellerValues),
        serializeState,
      },
    ]);
    assertFullCoverage(coverage);
  });
});
