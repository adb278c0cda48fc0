// The 'Tambah Penumpang' / 'Ubah Penumpang' modal of pesan-tiket: it renders the booking machine's
// passengerForm child and sends the MODAL.* events, which the booking machine forwards to it.
import { useId } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/fields';
import { passengerTypeLabel } from '../../../kernel/passengers';
import { CHILD_FEE_TYPE, FIELD_MAX } from '../../../kernel/field-rules';
import type { bookingMachine } from '../../machines/booking.machine';
import { passengerFormCanSave, passengerFormErrors, type PassengerField } from '../../machines/passenger-form.machine';

type BookingActor = ActorRefFrom<typeof bookingMachine>;

export const CHILD_NOTE = 'Kategori anak-anak hanya untuk penumpang berusia di bawah 5 tahun.';

export function PassengerModal({ actor }: { actor: BookingActor }) {
  const form = useSelector(actor, (s) => s.children.passengerForm);
  const modal = useSelector(form, (s) => (s?.status === 'active' ? s.context : undefined));
  const canSave = useSelector(form, (s) => (s ? passengerFormCanSave(s.context) : false));
  const errors = useSelector(form, (s) => (s ? passengerFormErrors(s.context) : {}), shallowEqual);
  const legendId = useId();
  if (!modal) return null;
  const types = modal.passengerTypes;
  const change = (field: PassengerField) => (value: string) => actor.send({ type: 'MODAL.CHANGE', field, value });
  const blur = (field: PassengerField) => () => actor.send({ type: 'MODAL.BLUR', field });
  const selected = types.find((t) => String(t.id) === modal.values.passengerTypeId);
  const adding = modal.index === null;
  return (
    <Modal
      open
      title={adding ? 'Tambah Penumpang' : 'Ubah Penumpang'}
      onClose={() => actor.send({ type: 'MODAL.CANCEL' })}
    >
      <div className="stack">
        <fieldset className="radio-group" aria-labelledby={legendId}>
          <legend id={legendId}>Jenis Penumpang</legend>
          {types.map((type) => (
            <label key={type.id} className="radio">
              <input
                type="radio"
                name="passengerTypeId"
                value={String(type.id)}
                checked={modal.values.passengerTypeId === String(type.id)}
                onChange={() => actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: String(type.id) })}
              />
              {passengerTypeLabel(type.feeType)}
            </label>
          ))}
        </fieldset>
        {selected?.feeType === CHILD_FEE_TYPE && (
          <p className="banner banner-info small" role="note">
            {CHILD_NOTE}
          </p>
        )}
        <TextField
          label="Nama"
          maxLength={FIELD_MAX.name}
          value={modal.values.name}
          onValueChange={change('name')}
          onBlur={blur('name')}
          error={errors.name}
        />
        <TextField
          label="Usia"
          type="number"
          inputMode="numeric"
          min={0}
          value={modal.values.age}
          onValueChange={change('age')}
          onBlur={blur('age')}
          error={errors.age}
        />
        <TextField
          label="Domisili"
          maxLength={FIELD_MAX.domicile}
          value={modal.values.domicile}
          onValueChange={change('domicile')}
          onBlur={blur('domicile')}
          error={errors.domicile}
        />
      </div>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'MODAL.CANCEL' })}>
          Batal
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!canSave}
          onClick={() => actor.send({ type: 'MODAL.SAVE' })}
        >
          {adding ? 'Tambah' : 'Simpan'}
        </button>
      </div>
    </Modal>
  );
}
