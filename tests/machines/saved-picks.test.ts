// Picks of Kendaraan Saya and Penumpang Tersimpan on pesan-tiket, and what a ticked box saves
// (issue #40 item 2); the age of a saved traveller on a departure's date (kernel/saved-profile.ts).
import { describe, expect, it } from 'vitest';
import { ageOnDate, passengerTypeForAge } from '../../kernel/saved-profile';
import { bookingProfile, travellerChoice, vehicleTypeIdFor } from '../../src/machines/saved-picks';
import { savedMisfitText } from '../../src/screens/pesan-tiket/order-again-text';
import { translate, type Translate } from '../../src/hooks/language';
import type { Language } from '../../kernel/language';

const types = [
  { id: 1, fee: 15_000, feeType: 'DEWASA', insuranceFee: 500, description: '' },
  { id: 2, fee: 7_500, feeType: 'ANAK-ANAK', insuranceFee: 250, description: '' },
];
const traveller = (extra: object) => ({
  id: 1,
  name: 'Tigor',
  domicile: 'Medan',
  gender: 'Laki - Laki' as const,
  birthYear: null,
  age: null,
  ageOn: null,
  ...extra,
});

describe('the age on a departure’s date', () => {
  it('an age grows on each anniversary of the date it was given; a birth year gives the year’s age', () => {
    const t = { birthYear: null, age: 4, ageOn: '2025-12-01' };
    expect(ageOnDate(t, '2026-11-30')).toBe(4);
    expect(ageOnDate(t, '2026-12-01')).toBe(5);
    expect(ageOnDate({ birthYear: 2021, age: null, ageOn: null }, '2026-01-02')).toBe(5);
    expect(ageOnDate({ birthYear: null, age: null, ageOn: null }, '2026-01-02')).toBeNull();
  });

  it('takes the child type under 5, else a type the age fits, else none', () => {
    expect(passengerTypeForAge(types, 4)?.feeType).toBe('ANAK-ANAK');
    expect(passengerTypeForAge(types, 5)?.feeType).toBe('DEWASA');
    expect(passengerTypeForAge([types[1]!], 30)).toBeNull();
  });
});

describe('one tap', () => {
  it('a traveller becomes a passenger of the type its age fits on that date, or says why not', () => {
    const child = traveller({ age: 4, ageOn: '2025-12-01' });
    expect(travellerChoice(child, '2026-11-30', types, [])).toMatchObject({
      kind: 'fits',
      entry: { passengerTypeId: 2, name: 'Tigor', age: 4, domicile: 'Medan' },
    });
    expect(travellerChoice(child, '2026-12-01', types, [])).toMatchObject({
      kind: 'fits',
      entry: { passengerTypeId: 1 },
    });
    const misfit = travellerChoice(child, '2026-12-01', [types[1]!], []);
    expect(misfit).toEqual({ kind: 'misfit', name: 'Tigor', age: 5, date: '2026-12-01' });
    // As pesan-tiket writes it (src/screens/pesan-tiket/order-again-text.ts), in both languages.
    const say = (language: Language) =>
      misfit.kind === 'misfit'
        ? savedMisfitText(
            ((message, ...inputs) => translate(language, message, inputs[0])) as Translate,
            language,
            misfit,
          )
        : '';
    expect(say('id')).toBe(
      'Tigor (5 tahun pada Selasa, 1 Des 2026) tidak sesuai jenis penumpang mana pun untuk keberangkatan ini.',
    );
    expect(say('en')).toBe('Tigor (age 5 on Tue, Dec 1, 2026) fits no passenger type on this departure.');
    expect(travellerChoice(child, '2026-11-30', types, [{ name: ' tigor' }])).toEqual({ kind: 'added' });
  });

  it('a vehicle takes its Golongan by id, else by class name, else none', () => {
    const offered = [{ id: 7, vehicleClass: 'Golongan IV', vehicleType: '', price: 1, insuranceFee: 1 }];
    expect(vehicleTypeIdFor({ vehicleTypeId: 7, vehicleClass: 'x' }, offered)).toBe('7');
    expect(vehicleTypeIdFor({ vehicleTypeId: 4, vehicleClass: 'Golongan IV' }, offered)).toBe('7');
    expect(vehicleTypeIdFor({ vehicleTypeId: 4, vehicleClass: 'Golongan V' }, offered)).toBe('');
  });
});

describe('what a ticked box saves', () => {
  const draft = {
    vehicle: { plate_number: 'BK 1234 ABC', vehicle_type: { id: 4 } },
    passengers: [
      { passengerTypeId: 1, name: 'Sari', age: 31, domicile: 'Medan' },
      { passengerTypeId: 2, name: 'Tigor', age: 3, domicile: 'Medan' },
    ],
  };
  it('the vehicle and the passengers with a gender; nothing when unticked', () => {
    expect(bookingProfile(draft, null)).toBeNull();
    expect(bookingProfile(draft, { on: false, genders: { sari: 'Perempuan' } })).toBeNull();
    expect(bookingProfile(draft, { on: true, genders: { sari: 'Perempuan' } })).toEqual({
      vehicle: { plateNumber: 'BK 1234 ABC', vehicleTypeId: 4 },
      travellers: [{ name: 'Sari', age: 31, domicile: 'Medan', gender: 'Perempuan' }],
    });
  });
});
