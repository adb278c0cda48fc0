import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  bookingMachine,
  BOOKING_MSG,
  canSubmit,
  countOf,
  MAX_PASSENGERS_PER_TYPE,
  modalCanSave,
  modalErrors,
  unnamedOf,
  visibleErrors,
  type BookingContext,
} from '../../src/machines/booking.machine';
import { draftPrice, readDraft } from '../../src/machines/order.machine';
import { createMemoryBackend, createStorage, type TypedStorage } from '../../src/lib/storage';
import { assertFullCoverage, done, failed, pending, runModels } from './model';

const schedule = {
  id: 42,
  issuedDate: '2026-11-23',
  issuedTime: '08:30:00',
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  qty: 10,
};
const vehicleTypes = [
  { id: 3, vehicleClass: 'Golongan II', vehicleType: 'Sepeda motor', price: 60_000, insuranceFee: 1_000 },
  { id: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil penumpang', price: 250_000, insuranceFee: 2_000 },
];
const passengerTypes = [
  { id: 1, fee: 15_000, feeType: 'DEWASA', insuranceFee: 500, description: 'Penumpang dewasa' },
  { id: 2, fee: 7_500, feeType: 'ANAK-ANAK', insuranceFee: 250, description: 'Di bawah 5 tahun' },
];
const user = {
  id: 7,
  name: 'Rina Siregar',
  phone_number: '081234567890',
  age: 30,
  gender: 'Perempuan',
  domicile: 'Medan',
};

const stubbed = bookingMachine.provide({
  actors: { loadSchedule: pending(), loadVehicleTypes: pending(), loadPassengerTypes: pending() } as never,
});

function editing(storage: TypedStorage = createStorage(createMemoryBackend()), scheduleId = 42) {
  const actor = createActor(stubbed, { input: { scheduleId, user, storage } }).start();
  actor.send(done('loadSchedule', { ...schedule, id: scheduleId }) as never);
  actor.send(done('loadVehicleTypes', vehicleTypes) as never);
  actor.send(done('loadPassengerTypes', passengerTypes) as never);
  return actor;
}

const ctx = (actor: ReturnType<typeof editing>): BookingContext => actor.getSnapshot().context;

function fillValid(actor: ReturnType<typeof editing>) {
  actor.send({ type: 'VEHICLE.CHANGE', field: 'plate_number', value: 'bk 1234 abc' });
  actor.send({ type: 'VEHICLE.CHANGE', field: 'vehicleTypeId', value: '4' });
  actor.send({ type: 'DRIVER.SAME_AS_BOOKER', on: true });
}

describe('booking machine', () => {
  it('loads the schedule, vehicle types and passenger types in parallel', () => {
    const started: string[] = [];
    const track = (name: string) => fromPromise(() => (started.push(name), new Promise(() => undefined)));
    const actor = createActor(
      bookingMachine.provide({
        actors: {
          loadSchedule: track('schedule'),
          loadVehicleTypes: track('vehicles'),
          loadPassengerTypes: track('passengers'),
        } as never,
      }),
      { input: { scheduleId: 42, user, storage: createStorage(createMemoryBackend()) } },
    ).start();
    expect(started.sort()).toEqual(['passengers', 'schedule', 'vehicles']);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it.each([
    ['loadSchedule', BOOKING_MSG.scheduleFailed, 'Failed to get schedule'],
    ['loadVehicleTypes', BOOKING_MSG.vehicleFailed, 'Failed to get vehicle'],
    ['loadPassengerTypes', BOOKING_MSG.passengerTypesFailed, 'Failed to get schedule'],
  ])('alerts when %s fails', (id, message, text) => {
    expect(message).toBe(text);
    const actor = createActor(stubbed, {
      input: { scheduleId: 42, user, storage: createStorage(createMemoryBackend()) },
    }).start();
    actor.send(failed(id, new Error('500')) as never);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.alert).toBe(text);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('starts this departure’s draft when loaded (scheduleId, schedule, passengerFee)', () => {
    const storage = createStorage(createMemoryBackend());
    editing(storage);
    expect(storage.get('scheduleId')).toBe(42);
    expect(storage.get('schedule')).toEqual(schedule);
    expect(storage.get('passengerFee')).toEqual(passengerTypes);
  });

  it('upper-cases the plate as typed and shows its message once the field was left', () => {
    const actor = editing();
    actor.send({ type: 'VEHICLE.CHANGE', field: 'plate_number', value: 'bk  12' });
    expect(ctx(actor).vehicle.plate_number).toBe('BK 12');
    expect(visibleErrors(ctx(actor))['vehicle.plate_number']).toBeUndefined();
    actor.send({ type: 'FIELD.BLUR', field: 'vehicle.plate_number' });
    expect(visibleErrors(ctx(actor))['vehicle.plate_number']).toBe('Nomor Kendaraan tidak valid.');
    actor.send({ type: 'VEHICLE.CHANGE', field: 'plate_number', value: '' });
    expect(visibleErrors(ctx(actor))['vehicle.plate_number']).toBe('Nomor Kendaraan tidak boleh kosong.');
  });

  it("copies the booker into the driver with 'Sama dengan pemesan', and a hand edit switches it off", () => {
    const actor = editing();
    actor.send({ type: 'DRIVER.SAME_AS_BOOKER', on: true });
    expect(ctx(actor).driver).toEqual({
      name: 'Rina Siregar',
      phoneNumber: '081234567890',
      age: '30',
      gender: 'Perempuan',
      domicile: 'Medan',
    });
    expect(ctx(actor).sameAsBooker).toBe(true);
    actor.send({ type: 'DRIVER.CHANGE', field: 'name', value: 'Rina S.' });
    expect(ctx(actor).sameAsBooker).toBe(false);
    expect(ctx(actor).driver.name).toBe('Rina S.');
    actor.send({ type: 'DRIVER.SAME_AS_BOOKER', on: true });
    actor.send({ type: 'DRIVER.SAME_AS_BOOKER', on: false });
    expect(ctx(actor).driver).toEqual({ name: '', phoneNumber: '', age: '', gender: '', domicile: '' });
  });

  it('keeps passenger counters between 0 and the per-type maximum', () => {
    const actor = editing();
    actor.send({ type: 'PASSENGER.DECREMENT', typeId: 1 });
    expect(countOf(ctx(actor), 1)).toBe(0);
    for (let i = 0; i < MAX_PASSENGERS_PER_TYPE + 3; i++) actor.send({ type: 'PASSENGER.INCREMENT', typeId: 1 });
    expect(countOf(ctx(actor), 1)).toBe(MAX_PASSENGERS_PER_TYPE);
    actor.send({ type: 'PASSENGER.INCREMENT', typeId: 99 });
    expect(countOf(ctx(actor), 99)).toBe(0);
  });

  it('adds and edits named passengers in the modal; they count in their type', () => {
    const actor = editing();
    actor.send({ type: 'PASSENGER.ADD' });
    expect(actor.getSnapshot().matches({ editing: 'passengerModal' })).toBe(true);
    expect(ctx(actor).modal?.values.passengerTypeId).toBe('1');
    actor.send({ type: 'MODAL.SAVE' }); // not valid yet: stays, and shows every message
    expect(actor.getSnapshot().matches({ editing: 'passengerModal' })).toBe(true);
    expect(modalErrors(ctx(actor))).toEqual({
      name: 'Nama tidak boleh kosong.',
      age: 'Usia tidak boleh kosong.',
      domicile: 'Domisili tidak boleh kosong.',
    });
    actor.send({ type: 'MODAL.CHANGE', field: 'name', value: 'Sari' });
    actor.send({ type: 'MODAL.CHANGE', field: 'age', value: '3' });
    actor.send({ type: 'MODAL.CHANGE', field: 'domicile', value: 'Medan' });
    actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: '2' });
    expect(modalCanSave(ctx(actor))).toBe(true);
    actor.send({ type: 'MODAL.SAVE' });
    expect(ctx(actor).passengers).toEqual([{ passengerTypeId: 2, name: 'Sari', age: 3, domicile: 'Medan' }]);
    expect(countOf(ctx(actor), 2)).toBe(1);

    // Editing moves her to DEWASA: the counts follow.
    actor.send({ type: 'PASSENGER.EDIT', index: 0 });
    actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: '1' });
    actor.send({ type: 'MODAL.SAVE' });
    expect(countOf(ctx(actor), 1)).toBe(1);
    expect(countOf(ctx(actor), 2)).toBe(0);

    // Minus never takes a named passenger (issue #11): with only named ones it does nothing.
    actor.send({ type: 'PASSENGER.DECREMENT', typeId: 1 });
    expect(ctx(actor).passengers).toHaveLength(1);
    expect(countOf(ctx(actor), 1)).toBe(1);
    expect(unnamedOf(ctx(actor), 1)).toBe(0);
  });

  it('refuses a child (ANAK-ANAK) of 5 or older with a message under Usia (spec §3: under 5)', () => {
    const actor = editing();
    actor.send({ type: 'PASSENGER.ADD' });
    actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: '2' });
    actor.send({ type: 'MODAL.CHANGE', field: 'name', value: 'Budi' });
    actor.send({ type: 'MODAL.CHANGE', field: 'age', value: '7' });
    actor.send({ type: 'MODAL.CHANGE', field: 'domicile', value: 'Medan' });
    actor.send({ type: 'MODAL.BLUR', field: 'age' });
    expect(modalErrors(ctx(actor))).toEqual({ age: 'Penumpang anak-anak harus berusia di bawah 5 tahun.' });
    expect(modalCanSave(ctx(actor))).toBe(false);
    actor.send({ type: 'MODAL.SAVE' });
    expect(ctx(actor).passengers).toEqual([]);
    // The same 7-year-old as DEWASA, or a 4-year-old child, may be saved.
    actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: '1' });
    expect(modalCanSave(ctx(actor))).toBe(true);
    actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: '2' });
    actor.send({ type: 'MODAL.CHANGE', field: 'age', value: '4' });
    expect(modalErrors(ctx(actor))).toEqual({});
    actor.send({ type: 'MODAL.SAVE' });
    expect(ctx(actor).passengers).toEqual([{ passengerTypeId: 2, name: 'Budi', age: 4, domicile: 'Medan' }]);
  });

  it('refuses a driver or passenger name over 100 characters before konfirmasi-pesanan', () => {
    const actor = editing();
    fillValid(actor);
    actor.send({ type: 'DRIVER.CHANGE', field: 'name', value: 'A'.repeat(101) });
    actor.send({ type: 'FIELD.BLUR', field: 'driver.name' });
    expect(visibleErrors(ctx(actor))['driver.name']).toBe('Nama maksimal 100 karakter.');
    expect(canSubmit(ctx(actor))).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'PASSENGER.ADD' });
    actor.send({ type: 'MODAL.CHANGE', field: 'name', value: 'B'.repeat(101) });
    actor.send({ type: 'MODAL.CHANGE', field: 'domicile', value: 'D'.repeat(101) });
    actor.send({ type: 'MODAL.SAVE' });
    expect(modalErrors(ctx(actor))).toMatchObject({
      name: 'Nama maksimal 100 karakter.',
      domicile: 'Domisili maksimal 100 karakter.',
    });
  });

  it('removes a named passenger and cancels the modal without changes', () => {
    const actor = editing();
    actor.send({ type: 'PASSENGER.INCREMENT', typeId: 1 });
    actor.send({ type: 'PASSENGER.ADD' });
    actor.send({ type: 'MODAL.CHANGE', field: 'name', value: 'Sari' });
    actor.send({ type: 'MODAL.CANCEL' });
    expect(ctx(actor).passengers).toEqual([]);
    expect(ctx(actor).modal).toBeNull();
    actor.send({ type: 'PASSENGER.ADD' });
    actor.send({ type: 'MODAL.CHANGE', field: 'name', value: 'Sari' });
    actor.send({ type: 'MODAL.CHANGE', field: 'age', value: '30' });
    actor.send({ type: 'MODAL.CHANGE', field: 'domicile', value: 'Medan' });
    actor.send({ type: 'MODAL.SAVE' });
    expect(countOf(ctx(actor), 1)).toBe(2);
    // Minus takes the unnamed one; then nothing, while the named one stays.
    actor.send({ type: 'PASSENGER.DECREMENT', typeId: 1 });
    expect(ctx(actor).passengers).toHaveLength(1);
    expect(countOf(ctx(actor), 1)).toBe(1);
    actor.send({ type: 'PASSENGER.DECREMENT', typeId: 1 });
    expect(ctx(actor).passengers).toHaveLength(1);
    actor.send({ type: 'PASSENGER.REMOVE', index: 0 });
    expect(ctx(actor).passengers).toEqual([]);
    expect(countOf(ctx(actor), 1)).toBe(0);
  });

  it('submits only when the vehicle and driver are valid, saving a draft konfirmasi-pesanan can price', () => {
    const storage = createStorage(createMemoryBackend());
    const actor = editing(storage);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(visibleErrors(ctx(actor))['vehicle.vehicleTypeId']).toBe('Golongan Kendaraan tidak boleh kosong.');
    fillValid(actor);
    expect(canSubmit(ctx(actor))).toBe(true);
    actor.send({ type: 'PASSENGER.INCREMENT', typeId: 1 });
    actor.send({ type: 'PASSENGER.INCREMENT', typeId: 1 });
    actor.send({ type: 'PASSENGER.INCREMENT', typeId: 2 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(storage.get('kendaraan')).toEqual({ plate_number: 'BK 1234 ABC', vehicle_type: vehicleTypes[1] });
    expect(storage.get('pengemudi')).toEqual({
      name: 'Rina Siregar',
      phoneNumber: '081234567890',
      age: 30,
      gender: 'Perempuan',
      domicile: 'Medan',
    });
    expect(storage.get('passengerTypeCounts')).toEqual({ '1': 2, '2': 1 });
    const draft = readDraft(storage);
    expect(draft).not.toBeNull();
    expect(draftPrice(draft!)?.total).toBe(250_000 + 2 * 15_000 + 7_500 + 2_000 + 400 + 2 * 500 + 250);
  });

  it('restores the draft of the same departure after a reload', () => {
    const storage = createStorage(createMemoryBackend());
    const first = editing(storage);
    fillValid(first);
    first.send({ type: 'PASSENGER.INCREMENT', typeId: 2 });
    first.send({ type: 'PASSENGER.ADD' });
    first.send({ type: 'MODAL.CHANGE', field: 'name', value: 'Sari' });
    first.send({ type: 'MODAL.CHANGE', field: 'age', value: '30' });
    first.send({ type: 'MODAL.CHANGE', field: 'domicile', value: 'Medan' });
    first.send({ type: 'MODAL.SAVE' });
    first.stop();

    const reloaded = editing(storage);
    expect(ctx(reloaded).vehicle).toEqual({ plate_number: 'BK 1234 ABC', vehicleTypeId: '4' });
    expect(ctx(reloaded).driver.name).toBe('Rina Siregar');
    expect(ctx(reloaded).counts).toEqual({ '1': 1, '2': 1 });
    expect(ctx(reloaded).passengers).toEqual([{ passengerTypeId: 1, name: 'Sari', age: 30, domicile: 'Medan' }]);
  });

  it('starts a new draft for another departure but leaves a saved unfinished payment alone', () => {
    const storage = createStorage(createMemoryBackend());
    fillValid(editing(storage));
    storage.set('paymentData', { paymentUrl: 'http://x/pay', timestamp: 1 });
    const other = editing(storage, 43);
    expect(ctx(other).vehicle).toEqual({ plate_number: '', vehicleTypeId: '' });
    expect(storage.get('scheduleId')).toBe(43);
    expect(storage.get('kendaraan')).toBeNull();
    expect(storage.get('paymentData')).toEqual({ paymentUrl: 'http://x/pay', timestamp: 1 });
  });

  it('reaches every state and transition (model-based)', async () => {
    const loadingEvents = [
      done('loadSchedule', schedule),
      failed('loadSchedule', new Error('500')),
      done('loadVehicleTypes', vehicleTypes),
      failed('loadVehicleTypes', new Error('500')),
      done('loadPassengerTypes', passengerTypes),
      failed('loadPassengerTypes', new Error('500')),
      { type: 'RETRY' },
      { type: 'ALERT.DISMISS' },
    ];
    const editingEvents = [
      { type: 'VEHICLE.CHANGE', field: 'plate_number', value: 'bk 1234 abc' },
      { type: 'VEHICLE.CHANGE', field: 'vehicleTypeId', value: '4' },
      { type: 'DRIVER.SAME_AS_BOOKER', on: true },
      { type: 'DRIVER.CHANGE', field: 'name', value: '' },
      { type: 'FIELD.BLUR', field: 'vehicle.plate_number' },
      { type: 'PASSENGER.INCREMENT', typeId: 1 },
      { type: 'PASSENGER.DECREMENT', typeId: 1 },
      { type: 'PASSENGER.ADD' },
      { type: 'PASSENGER.EDIT', index: 0 },
      { type: 'PASSENGER.REMOVE', index: 0 },
      { type: 'MODAL.CHANGE', field: 'name', value: 'Sari' },
      { type: 'MODAL.CHANGE', field: 'age', value: '30' },
      { type: 'MODAL.CHANGE', field: 'domicile', value: 'Medan' },
      { type: 'MODAL.BLUR', field: 'name' },
      { type: 'MODAL.SAVE' },
      { type: 'MODAL.CANCEL' },
      { type: 'SUBMIT' },
    ];
    const filled = (values: Record<string, string>) =>
      ['name', 'age', 'domicile'].filter((k) => values[k] !== '').length;
    const serializeState = (s: { value: unknown; status: string; context: BookingContext }) => {
      const c = s.context;
      return JSON.stringify([
        s.value,
        c.alert,
        c.vehicle.plate_number !== '',
        c.vehicle.vehicleTypeId !== '',
        canSubmit(c),
        c.sameAsBooker,
        Math.min(
          2,
          Object.values(c.counts).reduce((a, b) => a + b, 0),
        ),
        Math.min(1, c.passengers.length),
        c.modal ? [c.modal.index, filled(c.modal.values)] : null,
      ]);
    };
    const coverage = await runModels('booking', [
      {
        world: 'loading',
        machine: stubbed,
        inputFor: () => ({ scheduleId: 42, user, storage: createStorage(createMemoryBackend()) }),
        events: loadingEvents,
        serializeState,
      },
      {
        world: 'editing',
        machine: stubbed,
        inputFor: () => ({ scheduleId: 42, user, storage: createStorage(createMemoryBackend()) }),
        // Loaded first (the loading world explores the alternatives), then the editing events.
        events: (s: { status: string; value: unknown }) =>
          s.status === 'done'
            ? []
            : typeof s.value === 'object' && s.value !== null && 'loading' in s.value
              ? loadingEvents.filter((e) => e.type.startsWith('xstate.done'))
              : editingEvents,
        serializeState,
      },
    ]);
    assertFullCoverage(coverage);
  }, 120_000);
});

describe('booking machine errors and logging', () => {
  it('is quiet: no console errors while editing', () => {
    const spy = vi.spyOn(console, 'warn');
    const actor = editing();
    fillValid(actor);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
