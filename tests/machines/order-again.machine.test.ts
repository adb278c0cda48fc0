// orderAgain (Pesan Lagi, issue #40 item 4): the old ticket's vehicle and people become the chosen
// departure's draft in the spec's storage keys, which the booking machine then restores; nothing
// is sent. Model-based over every state and transition, with the loader stubbed.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bookingMachine } from '../../src/machines/booking.machine';
import { orderAgainMachine } from '../../src/machines/order-again.machine';
import { orderAgainDraft, type OldTicket, type OrderAgainLoaded } from '../../src/machines/order-again';
import type { OrderAgainNote } from '../../src/lib/order-again-notes';
import { orderAgainNoteText } from '../../src/screens/pesan-tiket/order-again-text';
import { translate, type Translate } from '../../src/hooks/language';
import type { Language } from '../../kernel/language';
import { createMemoryBackend, createStorage } from '../../src/lib/storage';
import { assertFullCoverage, done, failed, pending, runModel } from './model';

const USER = {
  id: 7,
  name: 'Rina Siregar',
  phone_number: '081234567890',
  age: 30,
  gender: 'Perempuan',
  domicile: 'Medan',
};
const SCHEDULE = {
  id: 42,
  issuedDate: '2026-12-01',
  issuedTime: '08:30:00',
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  qty: 10,
};
const VEHICLE_TYPES = [
  { id: 3, vehicleClass: 'Golongan II', vehicleType: 'Sepeda motor', price: 60_000, insuranceFee: 1_000 },
  { id: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil penumpang', price: 250_000, insuranceFee: 2_000 },
];
const PASSENGER_TYPES = [
  { id: 1, fee: 15_000, feeType: 'DEWASA', insuranceFee: 500, description: 'Penumpang dewasa' },
  { id: 2, fee: 7_500, feeType: 'ANAK-ANAK', insuranceFee: 250, description: 'Di bawah 5 tahun' },
];
const data = { schedule: SCHEDULE, vehicleTypes: VEHICLE_TYPES, passengerTypes: PASSENGER_TYPES };
const TICKET: OldTicket = {
  invoiceId: 'INV-20261101-000009',
  plateNumber: 'BK 1234 ABC',
  vehicleClass: 'Golongan IV',
  driver: { name: 'rina siregar', age: 30, domicile: 'Medan' },
  manifest: [
    { passengerId: 1, name: 'Sari', age: 31, domicile: 'Medan' },
    { passengerId: 2, name: 'Tigor', age: 3, domicile: 'Medan' },
  ],
  // The rest of the order (TicketOrder): 3 adults (Sari and two unnamed) and a child (Tigor).
  order: {
    vehicle: 4,
    passengers: [
      { passengerId: 1, amount: 3 },
      { passengerId: 2, amount: 1 },
    ],
    driver: { phoneNumber: '081200000001', gender: 'Perempuan' },
  },
};
const FILLED: OrderAgainNote = { kind: 'filled', invoiceId: 'INV-20261101-000009', namedOnly: false };
/** The notes as pesan-tiket writes them (src/screens/pesan-tiket/order-again-text.ts). */
const say = (notes: OrderAgainNote[], language: Language = 'id') => {
  const t = ((message, ...inputs) => translate(language, message, inputs[0])) as Translate;
  return notes.map((note) => orderAgainNoteText(t, language, note));
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function run(ticket: OldTicket, load: () => Promise<OrderAgainLoaded> = async () => ({ ticket, data })) {
  const storage = createStorage(createMemoryBackend());
  const ways: OrderAgainNote[][] = [];
  const actor = createActor(
    orderAgainMachine.provide({
      actors: { loadOrderAgain: fromPromise(load) },
      actions: { toBooking: (_, { notes }) => void ways.push(notes) },
    }),
    { input: { transactionId: 9, scheduleId: 42, user: USER, storage } },
  ).start();
  return { actor, storage, ways };
}

describe('orderAgain machine', () => {
  it('makes the old vehicle, driver and passengers (named and unnamed) the new departure draft, which pesan-tiket restores', async () => {
    const { actor, storage, ways } = run(TICKET);
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(ways).toEqual([[FILLED]]);
    expect(say(ways[0]!)).toEqual([
      'Pesan Lagi dari tiket INV-20261101-000009: kendaraan, pengemudi dan penumpang sudah diisi. Periksa lagi sebelum melanjutkan.',
    ]);
    expect(storage.get('scheduleId')).toBe(42);
    const booking = createActor(
      bookingMachine.provide({ actors: { loadBookingData: fromPromise(async () => data) } }),
      { input: { scheduleId: 42, user: USER, storage, now: () => Date.parse('2026-11-29T00:00:00Z') } },
    ).start();
    await flush();
    const context = booking.getSnapshot().context;
    expect(context.vehicle).toEqual({ plate_number: 'BK 1234 ABC', vehicleTypeId: '4' });
    // The driver is the account holder: the account (its current data) fills the phone and the gender.
    expect(context.driver).toEqual({
      name: 'rina siregar',
      phoneNumber: '081234567890',
      age: '30',
      gender: 'Perempuan',
      domicile: 'Medan',
    });
    expect(context.passengers).toEqual([
      { passengerTypeId: 1, name: 'Sari', age: 31, domicile: 'Medan' },
      { passengerTypeId: 2, name: 'Tigor', age: 3, domicile: 'Medan' },
    ]);
    // Two unnamed adults besides Sari, as ordered.
    expect(context.counts).toEqual({ '1': 3, '2': 1 });
  });

  it('another driver comes back whole (phone and gender from the old order), the class by its type id', () => {
    const draft = orderAgainDraft(
      {
        ...TICKET,
        // The class was renamed since: its type id still finds it.
        vehicleClass: 'Golongan IV (lama)',
        driver: { name: 'Budi Sitorus', age: 40, domicile: 'Pematangsiantar' },
        manifest: [],
        order: {
          vehicle: 4,
          passengers: [{ passengerId: 1, amount: 2 }],
          driver: { phoneNumber: '081298765432', gender: 'Laki - Laki' },
        },
      },
      data,
      USER,
    );
    expect(draft.vehicleType?.id).toBe(4);
    expect(draft.driver).toEqual({
      name: 'Budi Sitorus',
      phoneNumber: '081298765432',
      age: '40',
      gender: 'Laki - Laki',
      domicile: 'Pematangsiantar',
    });
    expect(draft.passengers).toEqual([]);
    expect(draft.counts).toEqual({ '1': 2 });
    expect(draft.notes).toEqual([FILLED]);
  });

  it('fills what still fits and says what does not: a class gone, a child now too old, a type gone with its unnamed', () => {
    const draft = orderAgainDraft(
      {
        ...TICKET,
        vehicleClass: 'Golongan IX',
        driver: { name: 'Budi Sitorus', age: 40, domicile: 'Pematangsiantar' },
        manifest: [
          { passengerId: 2, name: 'Tigor', age: 6, domicile: 'Medan' },
          { passengerId: 8, name: 'Lama', age: 50, domicile: 'Medan' },
          { passengerId: 1, name: 'Sari', age: 31, domicile: 'Medan' },
        ],
        order: {
          vehicle: 9,
          passengers: [
            { passengerId: 1, amount: 1 },
            { passengerId: 2, amount: 1 },
            { passengerId: 8, amount: 3 },
          ],
          driver: null,
        },
      },
      data,
      USER,
    );
    expect(draft.vehicleType).toBeNull();
    expect(draft.plate).toBe('BK 1234 ABC');
    expect(draft.driver).toEqual({
      name: 'Budi Sitorus',
      phoneNumber: '',
      age: '40',
      gender: '',
      domicile: 'Pematangsiantar',
    });
    expect(draft.passengers).toEqual([{ passengerTypeId: 1, name: 'Sari', age: 31, domicile: 'Medan' }]);
    // Tigor's place goes with him: no unnamed child is left in his stead.
    expect(draft.counts).toEqual({ '1': 1 });
    expect(draft.notes).toEqual([
      FILLED,
      { kind: 'classGone', vehicleClass: 'Golongan IX' },
      { kind: 'driverGaps', fields: ['phoneNumber', 'gender'] },
      { kind: 'ageMisfit', name: 'Tigor', age: 6, feeType: 'ANAK-ANAK' },
      { kind: 'typeGone', name: 'Lama' },
      { kind: 'unnamedGone', count: 2 },
    ]);
    // As pesan-tiket writes them: the Indonesian as the spec's screens always read, and in English.
    expect(say(draft.notes).slice(1)).toEqual([
      'Golongan IX tidak tersedia untuk keberangkatan ini: pilih golongan kendaraan.',
      'Lengkapi nomor HP dan jenis kelamin pengemudi.',
      'Tigor (6 tahun) tidak diisi: usianya tidak sesuai jenis Anak-anak.',
      'Lama tidak diisi: jenis penumpangnya tidak tersedia lagi.',
      '2 penumpang tanpa nama tidak diisi: jenis penumpangnya tidak tersedia lagi.',
    ]);
    expect(say(draft.notes, 'en').slice(1)).toEqual([
      'Golongan IX is not available on this departure: choose a vehicle class.',
      "Fill in the driver's mobile number and gender.",
      'Tigor (age 6) was not added: their age does not fit the Child passenger type.',
      'Lama was not added: their passenger type is no longer available.',
      '2 passengers without a name were not added: their passenger type is no longer available.',
    ]);
  });

  it('a ticket without its order (an older server): the class by name, named passengers only, phone and gender to fill', () => {
    const draft = orderAgainDraft(
      { ...TICKET, driver: { name: 'Budi Sitorus', age: 40, domicile: 'Balige' }, order: undefined },
      data,
      USER,
    );
    expect(draft.vehicleType?.id).toBe(4);
    expect(draft.driver).toMatchObject({ name: 'Budi Sitorus', phoneNumber: '', gender: '' });
    expect(draft.counts).toEqual({ '1': 1, '2': 1 });
    expect(draft.notes).toEqual([
      { ...FILLED, namedOnly: true },
      { kind: 'driverGaps', fields: ['phoneNumber', 'gender'] },
    ]);
    expect(say(draft.notes)[0]).toBe(
      'Pesan Lagi dari tiket INV-20261101-000009: kendaraan, pengemudi dan penumpang bernama sudah diisi. ' +
        'Periksa lagi sebelum melanjutkan; penumpang tanpa nama ditambahkan dengan tombol +.',
    );
  });

  it('keeps the plate of a class no longer offered and leaves the class to choose', async () => {
    const { storage } = run({
      ...TICKET,
      vehicleClass: 'Golongan IX',
      driver: undefined,
      order: { ...TICKET.order!, vehicle: 9 },
    });
    await flush();
    const booking = createActor(
      bookingMachine.provide({ actors: { loadBookingData: fromPromise(async () => data) } }),
      { input: { scheduleId: 42, user: USER, storage, now: () => Date.parse('2026-11-29T00:00:00Z') } },
    ).start();
    await flush();
    expect(booking.getSnapshot().context.vehicle).toEqual({ plate_number: 'BK 1234 ABC', vehicleTypeId: '' });
    expect(booking.getSnapshot().context.driver.name).toBe('');
    // Nothing invalid stays in the keys konfirmasi-pesanan reads.
    expect(storage.get('kendaraan')).toBeNull();
  });

  it('replaces a draft the passenger had for the same departure', async () => {
    const { storage } = run(TICKET, async () => {
      await Promise.resolve();
      storage.set('scheduleId', 42);
      storage.set('penumpang', [{ passengerTypeId: 1, name: 'Lain', age: 20, domicile: 'Balige' }]);
      return { ticket: TICKET, data };
    });
    await flush();
    expect(storage.get('penumpang')?.map((p) => p.name)).toEqual(['Sari', 'Tigor']);
  });

  it('a failed load offers a retry, or pesan-tiket without the old ticket', async () => {
    let fail = true;
    const { actor, ways } = run(TICKET, async () => {
      if (fail) throw new Error('offline');
      return { ticket: TICKET, data };
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    const other = run(TICKET, async () => Promise.reject(new Error('404')));
    await flush();
    other.actor.send({ type: 'SKIP' });
    expect(other.actor.getSnapshot().value).toBe('skipped');
    expect(other.ways).toEqual([[]]);
    expect(ways).toHaveLength(1);
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'orderAgain',
      machine: orderAgainMachine.provide({ actors: { loadOrderAgain: pending() } as never }),
      input: { transactionId: 9, scheduleId: 42, user: USER, storage: createStorage(createMemoryBackend()) },
      // A finished actor takes no more events.
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              { type: 'RETRY' },
              { type: 'SKIP' },
              done('loadOrderAgain', { ticket: TICKET, data }),
              failed('loadOrderAgain', new Error('offline')),
            ],
    });
    assertFullCoverage(coverage);
  });
});

describe('Pesan Lagi with Penumpang Tersimpan (issue #40 item 2)', () => {
  const saved = (id: number, name: string, extra: object) => ({
    id,
    name,
    domicile: 'Pematangsiantar',
    gender: 'Perempuan' as const,
    birthYear: null,
    age: null,
    ageOn: null,
    ...extra,
  });

  it('fills the unnamed places with saved travellers whose age on the new date fits, and names them', () => {
    const travellers = [
      saved(1, 'Budi', { age: 40, ageOn: '2026-01-10' }),
      saved(2, 'Ani', { birthYear: 1990 }),
      saved(3, 'Lisa', { birthYear: 1995 }),
      saved(4, 'sari', { age: 31, ageOn: '2026-11-01' }),
    ];
    const draft = orderAgainDraft(TICKET, data, USER, travellers);
    // Sari was named on the old ticket; two unnamed adults become the first two that fit.
    expect(draft.passengers.map((p) => [p.name, p.passengerTypeId, p.age])).toEqual([
      ['Sari', 1, 31],
      ['Tigor', 2, 3],
      ['Budi', 1, 40],
      ['Ani', 1, 36],
    ]);
    expect(draft.counts).toEqual({ '1': 3, '2': 1 });
    expect(draft.notes).toContainEqual({ kind: 'fromSaved', names: ['Budi', 'Ani'] });
    expect(say(draft.notes)).toContain('Dari Penumpang Tersimpan: Budi, Ani. Periksa apakah mereka ikut.');
    expect(say(draft.notes, 'en')).toContain('From Saved Passengers: Budi, Ani. Check that they are travelling.');
  });

  it('a named passenger takes the saved age on the new date, and one now too old for the type is left out', () => {
    const travellers = [saved(1, 'Tigor', { age: 4, ageOn: '2025-11-15' })];
    const draft = orderAgainDraft(TICKET, data, USER, travellers);
    expect(draft.passengers.map((p) => p.name)).toEqual(['Sari']);
    const misfit = { kind: 'ageMisfit', name: 'Tigor', age: 5, feeType: 'ANAK-ANAK', date: '2026-12-01' } as const;
    expect(draft.notes).toContainEqual(misfit);
    expect(say([misfit])).toEqual([
      'Tigor (5 tahun pada Selasa, 1 Des 2026) tidak diisi: usianya tidak sesuai jenis Anak-anak.',
    ]);
    expect(say([misfit], 'en')).toEqual([
      'Tigor (age 5 on Tue, Dec 1, 2026) was not added: their age does not fit the Child passenger type.',
    ]);
  });
});
