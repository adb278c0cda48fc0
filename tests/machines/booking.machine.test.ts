import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { bookingMachine, type BookingContext } from '../../src/machines/booking.machine';
import {
  accountGaps,
  canSubmit,
  countOf,
  MAX_PASSENGERS_PER_TYPE,
  runningTotal,
  unnamedOf,
  visibleErrors,
} from '../../src/machines/booking-draft';
import { BookingLoadError, createBookingLoader } from '../../src/machines/booking-loader';
import {
  passengerFormCanSave,
  passengerFormErrors,
  type PassengerFormContext,
} from '../../src/machines/passenger-form.machine';
import { draftPrice, readDraft } from '../../src/machines/order-draft';
import { BOOKING_MSG } from '../../src/lib/booking-messages';
import { orderTotal } from '../../kernel/pricing';
import { createMemoryBackend, createStorage, type TypedStorage } from '../../src/lib/storage';
import { assertFullCoverage, done, failed, pending, runModel } from './model';
import { navigationSpy } from './navigation';

// 2026-11-22 10:00 WIB: the departure below (23 Nov, 08:30 WIB) is in the booking window.
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
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

/** The real passenger form; the loader a stub the test settles. */
const stubbed = bookingMachine.provide({ actors: { loadBookingData: pending() } as never });
const nav = navigationSpy(['toConfirmation']);
/** Both children stubs: the model decides their outcomes with done events. */
const stubbedChildren = bookingMachine.provide({
  actors: { loadBookingData: pending(), passengerForm: pending(), closedDeparture: pending() } as never,
  actions: nav.actions,
});

const loaded = (scheduleId = 42) =>
  done('loadBookingData', { schedule: { ...schedule, id: scheduleId }, vehicleTypes, passengerTypes });

function editing(storage: TypedStorage = createStorage(createMemoryBackend()), scheduleId = 42) {
  const actor = createActor(stubbed, { input: { scheduleId, user, storage, now: () => NOW } }).start();
  actor.send(loaded(scheduleId) as never);
  return actor;
}

const ctx = (actor: ReturnType<typeof editing>): BookingContext => actor.getSnapshot().context;
/** The open passenger form's context (the modal), if any. */
const modal = (actor: ReturnType<typeof editing>) =>
  (actor.getSnapshot().children.passengerForm?.getSnapshot().context ?? null) as PassengerFormContext | null;
const modalErrors = (actor: ReturnType<typeof editing>) => {
  const form = modal(actor);
  return form ? passengerFormErrors(form) : {};
};
const modalCanSave = (actor: ReturnType<typeof editing>) => {
  const form = modal(actor);
  return form ? passengerFormCanSave(form) : false;
};

function fillValid(actor: ReturnType<typeof editing>) {
  actor.send({ type: 'VEHICLE.CHANGE', field: 'plate_number', value: 'bk 1234 abc' });
  actor.send({ type: 'VEHICLE.CHANGE', field: 'vehicleTypeId', value: '4' });
  actor.send({ type: 'DRIVER.SAME_AS_BOOKER', on: true });
}

describe('booking machine', () => {
  it('loads the schedule, then the vehicle classes and passenger types of its date in parallel (issue #22: dated fares)', async () => {
    const started: string[] = [];
    const release = new Map<string, () => void>();
    const track =
      <T>(name: string, value: T) =>
      (arg: unknown) => {
        started.push(`${name}(${String(arg)})`);
        return new Promise<T>((resolve) => release.set(name, () => resolve(value)));
      };
    const actor = createActor(
      bookingMachine.provide({
        actors: {
          loadBookingData: createBookingLoader({
            schedule: track('schedule', schedule),
            vehicleTypes: track('vehicles', vehicleTypes),
            passengerTypes: track('passengers', passengerTypes),
          }),
        },
      }),
      { input: { scheduleId: 42, user, storage: createStorage(createMemoryBackend()), now: () => NOW } },
    ).start();
    // The fares depend on the departure's date: they are asked for once the departure is known.
    expect(started).toEqual(['schedule(42)']);
    release.get('schedule')!();
    await vi.waitFor(() => expect(started).toHaveLength(3));
    expect(started.slice(1).sort()).toEqual(['passengers(2026-11-23)', 'vehicles(2026-11-23)']);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    release.get('vehicles')!();
    release.get('passengers')!();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    expect(ctx(actor).schedule).toEqual(schedule);
    expect(ctx(actor).vehicleTypes).toEqual(vehicleTypes);
    expect(ctx(actor).passengerTypes).toEqual(passengerTypes);
  });

  it.each([
    ['schedule', BOOKING_MSG.scheduleFailed, 'Failed to get schedule'],
    ['vehicleTypes', BOOKING_MSG.vehicleFailed, 'Failed to get vehicle'],
    ['passengerTypes', BOOKING_MSG.passengerTypesFailed, 'Failed to get schedule'],
  ])('alerts when loading the %s fails', async (part, message, text) => {
    expect(message).toBe(text);
    const ok = {
      schedule: async () => schedule,
      vehicleTypes: async () => vehicleTypes,
      passengerTypes: async () => passengerTypes,
    };
    const actor = createActor(
      bookingMachine.provide({
        actors: {
          loadBookingData: createBookingLoader({
            ...ok,
            [part]: async () => {
              throw new Error('500');
            },
          }),
        },
      }),
      { input: { scheduleId: 42, user, storage: createStorage(createMemoryBackend()), now: () => NOW } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
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
    expect(modal(actor)?.values.passengerTypeId).toBe('1');
    actor.send({ type: 'MODAL.SAVE' }); // not valid yet: stays, and shows every message
    expect(actor.getSnapshot().matches({ editing: 'passengerModal' })).toBe(true);
    expect(modalErrors(actor)).toEqual({
      name: 'Nama tidak boleh kosong.',
      age: 'Usia tidak boleh kosong.',
      domicile: 'Domisili tidak boleh kosong.',
    });
    actor.send({ type: 'MODAL.CHANGE', field: 'name', value: 'Sari' });
    actor.send({ type: 'MODAL.CHANGE', field: 'age', value: '3' });
    actor.send({ type: 'MODAL.CHANGE', field: 'domicile', value: 'Medan' });
    actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: '2' });
    expect(modalCanSave(actor)).toBe(true);
    actor.send({ type: 'MODAL.SAVE' });
    expect(ctx(actor).passengers).toEqual([{ passengerTypeId: 2, name: 'Sari', age: 3, domicile: 'Medan' }]);
    expect(countOf(ctx(actor), 2)).toBe(1);

    // Editing moves her to DEWASA (5 and older): the counts follow.
    actor.send({ type: 'PASSENGER.EDIT', index: 0 });
    actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: '1' });
    actor.send({ type: 'MODAL.CHANGE', field: 'age', value: '30' });
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
    expect(modalErrors(actor)).toEqual({ age: 'Penumpang anak-anak harus berusia di bawah 5 tahun.' });
    expect(modalCanSave(actor)).toBe(false);
    actor.send({ type: 'MODAL.SAVE' });
    expect(ctx(actor).passengers).toEqual([]);
    // The same 7-year-old as DEWASA, or a 4-year-old child, may be saved.
    actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: '1' });
    expect(modalCanSave(actor)).toBe(true);
    actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: '2' });
    actor.send({ type: 'MODAL.CHANGE', field: 'age', value: '4' });
    expect(modalErrors(actor)).toEqual({});
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
    expect(modalErrors(actor)).toMatchObject({
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
    expect(modal(actor)).toBeNull();
    actor.send({ type: 'PASSENGER.ADD' });
    actor.send({ type: 'MODAL.CHANGE', field: 'name', value: 'Sari' });
    actor.send({ type: 'MODAL.CHANGE', field: 'age', value: '30' });
    actor.send({ type: 'MODAL.CHANGE', field: 'domicile', value: 'Medan' });
    actor.send({ type: 'MODAL.SAVE' });
    // Sari takes the unnamed place (issue #21 §4); plus adds an unnamed one again.
    expect(countOf(ctx(actor), 1)).toBe(1);
    actor.send({ type: 'PASSENGER.INCREMENT', typeId: 1 });
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

  it('goes on to konfirmasi-pesanan through the named action the screen supplies', () => {
    const actor = createActor(stubbed.provide({ actions: nav.actions }), {
      input: { scheduleId: 42, user, storage: createStorage(createMemoryBackend()), now: () => NOW },
    }).start();
    actor.send(loaded() as never);
    fillValid(actor);
    expect(nav.take(actor)).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(nav.names(actor)).toEqual(['toConfirmation']);
  });

  it('reaches every state and transition (model-based, children stubbed)', async () => {
    const sari = { passengerTypeId: 1, name: 'Sari', age: 30, domicile: 'Medan' };
    const events = [
      loaded(),
      done('loadBookingData', { schedule: { ...schedule, qty: 0 }, vehicleTypes, passengerTypes }),
      done('loadBookingData', { schedule: { ...schedule, qty: 0, status: 'cancelled' }, vehicleTypes, passengerTypes }),
      failed('loadBookingData', new BookingLoadError(BOOKING_MSG.vehicleFailed)),
      failed('loadBookingData', new BookingLoadError(BOOKING_MSG.offline, { offline: true })),
      { type: 'RETRY' },
      { type: 'ALERT.DISMISS' },
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
      { type: 'MODAL.BLUR', field: 'name' },
      { type: 'MODAL.SAVE' },
      { type: 'MODAL.CANCEL' },
      done('passengerForm', { index: null, entry: sari }),
      done('passengerForm', { index: 0, entry: { ...sari, passengerTypeId: 2, age: 3 } }),
      done('passengerForm', null),
      { type: 'PASSENGER.PICK', entry: sari },
      { type: 'SUBMIT' },
    ];
    const serializeState = (s: { value: unknown; status: string; context: BookingContext }) => {
      const c = s.context;
      return JSON.stringify([
        s.value,
        c.alert,
        c.offline,
        c.closed,
        c.vehicle.plate_number !== '',
        c.vehicle.vehicleTypeId !== '',
        canSubmit(c),
        c.sameAsBooker,
        Math.min(
          2,
          Object.values(c.counts).reduce((a, b) => a + b, 0),
        ),
        Math.min(1, c.passengers.length),
      ]);
    };
    const coverage = await runModel({
      name: 'booking',
      machine: stubbedChildren,
      inputFor: (clock) => ({
        scheduleId: 42,
        user,
        storage: createStorage(createMemoryBackend()),
        now: () => clock.now(),
      }),
      events: (s: { status: string }) => (s.status === 'done' ? [] : events),
      serializeState,
      // The screen goes on exactly when the draft is saved.
      onStep: (s: { status: string }, _event: unknown, actor: AnyActorRef) =>
        expect(nav.names(actor)).toEqual(s.status === 'done' ? ['toConfirmation'] : []),
    });
    assertFullCoverage(coverage);
  }, 120_000);
});

describe('booking machine, issue #21', () => {
  const named = (actor: ReturnType<typeof editing>, name: string, age = '30', typeId = '1') => {
    actor.send({ type: 'PASSENGER.ADD' });
    actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: typeId });
    actor.send({ type: 'MODAL.CHANGE', field: 'name', value: name });
    actor.send({ type: 'MODAL.CHANGE', field: 'age', value: age });
    actor.send({ type: 'MODAL.CHANGE', field: 'domicile', value: 'Medan' });
    actor.send({ type: 'MODAL.SAVE' });
  };

  it('§4: naming a passenger fills an unnamed place of its type first (2 unnamed, name one: still 2)', () => {
    const actor = editing();
    actor.send({ type: 'PASSENGER.INCREMENT', typeId: 1 });
    actor.send({ type: 'PASSENGER.INCREMENT', typeId: 1 });
    named(actor, 'Sari');
    expect(countOf(ctx(actor), 1)).toBe(2);
    expect(unnamedOf(ctx(actor), 1)).toBe(1);
    named(actor, 'Tigor');
    expect(countOf(ctx(actor), 1)).toBe(2);
    expect(unnamedOf(ctx(actor), 1)).toBe(0);
    // Every place named: the next name adds one; another type's places are not taken.
    named(actor, 'Uli');
    expect(countOf(ctx(actor), 1)).toBe(3);
    named(actor, 'Butet', '3', '2');
    expect(countOf(ctx(actor), 2)).toBe(1);
    expect(ctx(actor).passengers.map((p) => p.name)).toEqual(['Sari', 'Tigor', 'Uli', 'Butet']);
  });

  it('§4: a DEWASA passenger of 2 is refused ("5 tahun ke atas")', () => {
    const actor = editing();
    named(actor, 'Dewi', '2');
    expect(actor.getSnapshot().matches({ editing: 'passengerModal' })).toBe(true);
    expect(modalErrors(actor)).toEqual({ age: 'Penumpang dewasa harus berusia 5 tahun ke atas.' });
    expect(ctx(actor).passengers).toEqual([]);
  });

  it.each([
    ['departed', { issuedDate: '2026-11-22', issuedTime: '09:00:00' }],
    ['closingSoon', { issuedDate: '2026-11-22', issuedTime: '10:59:00' }],
    ['outsideWindow', { issuedDate: '2026-11-30', issuedTime: '08:00:00' }],
    ['soldOut', { qty: 0 }],
    // Issue #22: closed by the operator, whatever else holds (here also under 60 minutes away).
    ['stopped', { status: 'stopped', qty: 0, closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 } }],
    ['cancelled', { status: 'cancelled', qty: 0, issuedDate: '2026-11-22', issuedTime: '10:30:00' }],
  ])('§6: a %s departure opens no form, and keeps the stored draft of another', (reason, change) => {
    const storage = createStorage(createMemoryBackend());
    storage.set('scheduleId', 41);
    const actor = createActor(stubbed, { input: { scheduleId: 42, user, storage, now: () => NOW } }).start();
    actor.send(
      done('loadBookingData', { schedule: { ...schedule, ...change }, vehicleTypes, passengerTypes }) as never,
    );
    expect(actor.getSnapshot().value).toBe('closed');
    expect(ctx(actor).closed).toBe(reason);
    expect(actor.getSnapshot().children.closedDeparture).toBeDefined();
    expect(storage.get('scheduleId')).toBe(41);
    actor.send({ type: 'VEHICLE.CHANGE', field: 'plate_number', value: 'BK 1 A' });
    expect(ctx(actor).vehicle.plate_number).toBe('');
  });

  it('§6: exactly 60 minutes before, on the last day of the window, with one place: the form', () => {
    const edge = createActor(stubbed, {
      input: { scheduleId: 42, user, storage: createStorage(createMemoryBackend()), now: () => NOW },
    }).start();
    edge.send(
      done('loadBookingData', {
        schedule: { ...schedule, issuedDate: '2026-11-22', issuedTime: '11:00:00', qty: 1 },
        vehicleTypes,
        passengerTypes,
      }) as never,
    );
    expect(edge.getSnapshot().matches('editing')).toBe(true);
    const last = editing();
    expect(last.getSnapshot().matches('editing')).toBe(true);
  });

  it.each([
    [true, null],
    [false, 'Failed to get schedule'],
  ])(
    '§5: a load that fails while offline=%s alerts %s (offline: said on the screen instead)',
    async (offline, alert) => {
      expect(BOOKING_MSG.offline).toBe('Jadwal tidak dapat dimuat saat offline');
      const loader = createBookingLoader(
        {
          schedule: async () => {
            throw new TypeError('Failed to fetch');
          },
          vehicleTypes: async () => vehicleTypes,
          passengerTypes: async () => passengerTypes,
        },
        () => offline,
      );
      const actor = createActor(bookingMachine.provide({ actors: { loadBookingData: loader } }), {
        input: { scheduleId: 42, user, storage: createStorage(createMemoryBackend()), now: () => NOW },
      }).start();
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
      expect(ctx(actor).alert).toBe(alert);
      expect(ctx(actor).offline).toBe(offline);
      actor.send({ type: 'RETRY' });
      expect(ctx(actor).offline).toBe(false);
    },
  );

  it('§8: the running total is the server’s pricing of what is chosen so far', () => {
    const actor = editing();
    // Nothing chosen: the driver's insurance only, and it says the vehicle is missing.
    expect(runningTotal(ctx(actor))).toEqual({ total: 400, vehicleChosen: false });
    actor.send({ type: 'PASSENGER.INCREMENT', typeId: 1 });
    expect(runningTotal(ctx(actor))).toEqual({ total: 400 + 15_500, vehicleChosen: false });
    actor.send({ type: 'VEHICLE.CHANGE', field: 'vehicleTypeId', value: '4' });
    actor.send({ type: 'PASSENGER.INCREMENT', typeId: 2 });
    const expected = orderTotal({
      vehicle: vehicleTypes[1]!,
      passengers: [
        { passengerTypeId: 1, feeType: 'DEWASA', fee: 15_000, insuranceFee: 500, count: 1 },
        { passengerTypeId: 2, feeType: 'ANAK-ANAK', fee: 7_500, insuranceFee: 250, count: 1 },
      ],
    });
    expect(runningTotal(ctx(actor))).toEqual({ total: expected, vehicleChosen: true });
    expect(expected).toBe(250_000 + 2_000 + 400 + 15_500 + 7_750);
  });

  it('§7: names the driver fields the account cannot fill', () => {
    expect(accountGaps(user)).toEqual([]);
    const bare = { id: 8, name: 'Tigor', phone_number: '081234567891', age: null, gender: null, domicile: null };
    expect(accountGaps(bare)).toEqual(['age', 'gender', 'domicile']);
    expect(accountGaps(null)).toEqual([]);
    const actor = createActor(stubbed, {
      input: {
        scheduleId: 42,
        user: { ...bare, gender: 'laki-laki' },
        storage: createStorage(createMemoryBackend()),
        now: () => NOW,
      },
    }).start();
    actor.send(loaded() as never);
    actor.send({ type: 'DRIVER.SAME_AS_BOOKER', on: true });
    expect(ctx(actor).driver).toEqual({
      name: 'Tigor',
      phoneNumber: '081234567891',
      age: '',
      gender: 'Laki - Laki',
      domicile: '',
    });
    // Filling in what the account lacks keeps the switch on; editing what it gave turns it off.
    actor.send({ type: 'DRIVER.CHANGE', field: 'age', value: '40' });
    expect(ctx(actor).sameAsBooker).toBe(true);
    actor.send({ type: 'DRIVER.CHANGE', field: 'name', value: 'Tigor S.' });
    expect(ctx(actor).sameAsBooker).toBe(false);
  });
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
