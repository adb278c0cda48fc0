// The 'Tambah Penumpang' / 'Ubah Penumpang' modal of pesan-tiket: it renders the booking machine's
// passengerForm child and sends the MODAL.* events, which the booking machine forwards to it.
import { useId } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/fields';
import { CHILD_FEE_TYPE, FIELD_MAX } from '../../../kernel/field-rules';
import type { bookingMachine } from '../../machines/booking.machine';
import { passengerFormCanSave, passengerFormErrors, type PassengerField } from '../../machines/passenger-form.machine';
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useT } from '../../hooks/language';
import { BOOKING_FORM_ERRORS, passengerTypeName } from './booking-text';

type BookingActor = ActorRefFrom<typeof bookingMachine>;

export function PassengerModal({ actor }: { actor: BookingActor }) {
  const form = useSelector(actor, (s) => s.children.passengerForm);
  const modal = useSelector(form, (s) => (s?.status === 'active' ? s.context : undefined));
  const canSave = useSelector(form, (s) => (s ? passengerFormCanSave(s.context) : false));
  const errors = useSelector(form, (s) => (s ? passengerFormErrors(s.context) : {}), shallowEqual);
  const legendId = useId();
  const t = useT();
  const known = useKnownText(BOOKING_FORM_ERRORS);
  if (!modal) return null;
  const types = modal.passengerTypes;
  const change = (field: PassengerField) => (value: string) => actor.send({ type: 'MODAL.CHANGE', field, value });
  const blur = (field: PassengerField) => () => actor.send({ type: 'MODAL.BLUR', field });
  const selected = types.find((t) => String(t.id) === modal.values.passengerTypeId);
  const adding = modal.index === null;
  return (
    <Modal
      open
      title={adding ? t(m.book_add_passenger) : t(m.book_edit_passenger_title)}
      onClose={() => actor.send({ type: 'MODAL.CANCEL' })}
    >
      <div className="stack">
        <fieldset className="radio-group" aria-labelledby={legendId}>
          <legend id={legendId}>{t(m.book_passenger_type)}</legend>
          {types.map((type) => (
            <label key={type.id} className="radio">
              <input
                type="radio"
                name="passengerTypeId"
                value={String(type.id)}
                checked={modal.values.passengerTypeId === String(type.id)}
                onChange={() => actor.send({ type: 'MODAL.CHANGE', field: 'passengerTypeId', value: String(type.id) })}
              />
              {passengerTypeName(t, type.feeType)}
            </label>
          ))}
        </fieldset>
        {selected?.feeType === CHILD_FEE_TYPE && (
          <p className="banner banner-info small" role="note">
            {t(m.book_child_note)}
          </p>
        )}
        <TextField
          label={t(m.field_name)}
          maxLength={FIELD_MAX.name}
          value={modal.values.name}
          onValueChange={change('name')}
          onBlur={blur('name')}
          error={errors.name && known(errors.name)}
        />
        <TextField
          label={t(m.field_age)}
          type="number"
          inputMode="numeric"
          min={0}
          value={modal.values.age}
          onValueChange={change('age')}
          onBlur={blur('age')}
          error={errors.age && known(errors.age)}
        />
        <TextField
          label={t(m.field_domicile)}
          maxLength={FIELD_MAX.domicile}
          value={modal.values.domicile}
          onValueChange={change('domicile')}
          onBlur={blur('domicile')}
          error={errors.domicile && known(errors.domicile)}
        />
      </div>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'MODAL.CANCEL' })}>
          {t(m.cancel)}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!canSave}
          onClick={() => actor.send({ type: 'MODAL.SAVE' })}
        >
          {adding ? t(m.add) : t(m.save)}
        </button>
      </div>
    </Modal>
  );
}
