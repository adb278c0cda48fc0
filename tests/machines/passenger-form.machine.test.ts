import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  passengerFormCanSave,
  passengerFormErrors,
  passengerFormMachine,
  type PassengerFormContext,
  type PassengerFormInput,
} from '../../src/machines/passenger-form.machine';
import { MAX_PASSENGERS_PER_TYPE } from '../../src/machines/booking-draft';
import { assertFullCoverage, runModel } from './model';

const passengerTypes = [
  { id: 1, fee: 15_000, feeType: 'DEWASA', insuranceFee: 500, description: 'Penumpang dewasa' },
  { id: 2, fee: 7_500, feeType: 'ANAK-ANAK', insuranceFee: 250, description: 'Di bawah 5 tahun' },
];
const sari = { passengerTypeId: 1, name: 'Sari', age: 30, domicile: 'Medan' };
const adding: PassengerFormInput = { index: null, passengerTypes, passengers: [sari], counts: { '1': 1 } };
const editingSari: PassengerFormInput = { ...adding, index: 0 };

const open = (input: PassengerFormInput) => createActor(passengerFormMachine, { input }).start();
const fill = (actor: ReturnType<typeof open>, values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values))
    actor.send({ type: 'MODAL.CHANGE', field: field as 'name', value });
};

describe('passenger form (booking child)', () => {
  it('opens empty on the first type to add, or filled with the passenger to edit', () => {
    expect(open(adding).getSnapshot().context.values).toEqual({
      passengerTypeId: '1',
      name: '',
      age: '',
      domicile: '',
    });
    expect(open(editingSari).getSnapshot().context.values).toEqual({
      passengerTypeId: '1',
      name: 'Sari',
      age: '30',
      domicile: 'Medan',
    });
  });

  it('shows every message on a save that is not valid, and a field’s once it was left', () => {
    const actor = open(adding);
    actor.send({ type: 'MODAL.BLUR', field: 'name' });
    expect(passengerFormErrors(actor.getSnapshot().context)).toEqual({ name: 'Nama tidak boleh kosong.' });
    actor.send({ type: 'MODAL.SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(passengerFormErrors(actor.getSnapshot().context)).toEqual({
      name: 'Nama tidak boleh kosong.',
      age: 'Usia tidak boleh kosong.',
      domicile: 'Domisili tidak boleh kosong.',
    });
  });

  it('takes a child (ANAK-ANAK) only under 5 (spec §3)', () => {
    const actor = open(adding);
    fill(actor, { passengerTypeId: '2', name: ' Budi ', age: '7', domicile: 'Medan ' });
    expect(passengerFormErrors({ ...actor.getSnapshot().context, form: { touched: [], submitted: true } })).toEqual({
      age: 'Penumpang anak-anak harus berusia di bawah 5 tahun.',
    });
    expect(passengerFormCanSave(actor.getSnapshot().context)).toBe(false);
    fill(actor, { age: '4' });
    actor.send({ type: 'MODAL.SAVE' });
    expect(actor.getSnapshot().output).toEqual({
      index: null,
      entry: { passengerTypeId: 2, name: 'Budi', age: 4, domicile: 'Medan' },
    });
  });

  it('needs room in a type for a passenger new to it, not for one edited within it', () => {
    const full: PassengerFormInput = {
      ...editingSari,
      counts: { '1': MAX_PASSENGERS_PER_TYPE, '2': MAX_PASSENGERS_PER_TYPE },
    };
    const actor = open(full);
    expect(passengerFormCanSave(actor.getSnapshot().context)).toBe(true);
    fill(actor, { passengerTypeId: '2', age: '3' });
    expect(passengerFormCanSave(actor.getSnapshot().context)).toBe(false);
    // A new passenger fills an unnamed place first (issue #21 §4): a full type with one still
    // takes her; a full type whose every place is named does not.
    const add = open({ ...full, index: null });
    fill(add, { name: 'Ani', age: '20', domicile: 'Medan' });
    expect(passengerFormCanSave(add.getSnapshot().context)).toBe(true);
    const allNamed = open({
      ...full,
      index: null,
      passengers: Array.from({ length: MAX_PASSENGERS_PER_TYPE }, () => sari),
    });
    fill(allNamed, { name: 'Ani', age: '20', domicile: 'Medan' });
    expect(passengerFormCanSave(allNamed.getSnapshot().context)).toBe(false);
  });

  it('takes an adult (DEWASA) only from 5 ("5 tahun ke atas", issue #21 §4)', () => {
    const actor = open(adding);
    fill(actor, { passengerTypeId: '1', name: 'Dewi', age: '2', domicile: 'Medan' });
    actor.send({ type: 'MODAL.BLUR', field: 'age' });
    expect(passengerFormErrors(actor.getSnapshot().context)).toEqual({
      age: 'Penumpang dewasa harus berusia 5 tahun ke atas.',
    });
    expect(passengerFormCanSave(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'MODAL.SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    fill(actor, { age: '5' });
    expect(passengerFormErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'MODAL.SAVE' });
    expect(actor.getSnapshot().output).toEqual({
      index: null,
      entry: { passengerTypeId: 1, name: 'Dewi', age: 5, domicile: 'Medan' },
    });
  });

  it('ends with nothing when cancelled', () => {
    const actor = open(editingSari);
    fill(actor, { name: 'Sarah' });
    actor.send({ type: 'MODAL.CANCEL' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toBeNull();
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      { type: 'MODAL.CHANGE', field: 'name', value: 'Ani' },
      { type: 'MODAL.CHANGE', field: 'age', value: '20' },
      { type: 'MODAL.CHANGE', field: 'domicile', value: 'Medan' },
      { type: 'MODAL.BLUR', field: 'name' },
      { type: 'MODAL.SAVE' },
      { type: 'MODAL.CANCEL' },
    ];
    const serializeState = (s: { value: unknown; context: PassengerFormContext }) =>
      JSON.stringify([s.value, s.context.values, s.context.form, s.context.saved]);
    const coverage = await runModel({
      name: 'passengerForm',
      machine: passengerFormMachine,
      input: adding,
      events: (s: { status: string }) => (s.status === 'done' ? [] : events),
      serializeState,
    });
    assertFullCoverage(coverage);
  });
});
