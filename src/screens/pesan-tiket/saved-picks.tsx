// Kendaraan Saya and Penumpang Tersimpan on pesan-tiket (issue #40 item 2): one tap on a saved
// vehicle fills the plate and the Golongan, one tap on a saved traveller adds a named passenger of
// the type its age on the departure's date fits (one that fits none says why); and the box that
// saves this booking's vehicle and passengers once the order is placed, unticked by default, with a
// gender for each named passenger. The lists are the savedPicks machine's; the picks go to the
// booking actor as its own events. Rules and texts: src/machines/saved-picks.ts.
import { useId } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SelectField } from '../../components/fields';
import { useFlow } from '../../hooks/inspect';
import type { bookingMachine } from '../../machines/booking.machine';
import { savedPicksMachine } from '../../machines/saved-picks.machine';
import { nameKey, SAVED_MSG, travellerChoice, vehicleTypeIdFor } from '../../machines/saved-picks';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';
import { savedMisfitText } from './order-again-text';
import { genderOptions, passengerTypeName } from './booking-text';

type BookingActor = ActorRefFrom<typeof bookingMachine>;
type PicksActor = ActorRefFrom<typeof savedPicksMachine>;

export function SavedPicks({
  actor,
  logic = savedPicksMachine,
}: {
  actor: BookingActor;
  logic?: typeof savedPicksMachine;
}) {
  const picks = useFlow(logic, { input: {} });
  const t = useT();
  return (
    <section className="card stack saved-picks" aria-label={t(m.saved_section)}>
      <SavedVehicles actor={actor} picks={picks} />
      <SavedTravellers actor={actor} picks={picks} />
      <SaveBox actor={actor} picks={picks} />
    </section>
  );
}

function SavedVehicles({ actor, picks }: { actor: BookingActor; picks: PicksActor }) {
  const vehicles = useSelector(picks, (s) => s.context.vehicles);
  const types = useSelector(actor, (s) => s.context.vehicleTypes);
  const titleId = useId();
  const t = useT();
  if (vehicles.length === 0) return null;
  return (
    <div role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(m.saved_vehicles)}</h2>
      <p className="muted small">{t(m.saved_vehicles_hint)}</p>
      <ul className="saved-pick-list">
        {vehicles.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              className="button button-secondary saved-pick"
              onClick={() => {
                actor.send({ type: 'VEHICLE.CHANGE', field: 'plate_number', value: v.plateNumber });
                actor.send({ type: 'VEHICLE.CHANGE', field: 'vehicleTypeId', value: vehicleTypeIdFor(v, types) });
              }}
            >
              {SAVED_MSG.vehicleLabel(v)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SavedTravellers({ actor, picks }: { actor: BookingActor; picks: PicksActor }) {
  const travellers = useSelector(picks, (s) => s.context.travellers);
  const date = useSelector(actor, (s) => s.context.schedule?.issuedDate ?? '');
  const types = useSelector(actor, (s) => s.context.passengerTypes);
  const passengers = useSelector(actor, (s) => s.context.passengers);
  const titleId = useId();
  const t = useT();
  const language = useLanguage();
  if (travellers.length === 0 || date === '') return null;
  return (
    <div role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(m.saved_travellers)}</h2>
      <p className="muted small">{t(m.saved_travellers_hint)}</p>
      <ul className="saved-pick-list">
        {travellers.map((traveller) => {
          const choice = travellerChoice(traveller, date, types, passengers);
          const noteId = `${titleId}-${traveller.id}`;
          return (
            <li key={traveller.id}>
              <button
                type="button"
                className="button button-secondary saved-pick"
                disabled={choice.kind !== 'fits'}
                aria-describedby={choice.kind === 'misfit' ? noteId : undefined}
                onClick={() => {
                  if (choice.kind !== 'fits') return;
                  actor.send({ type: 'PASSENGER.PICK', entry: choice.entry });
                  picks.send({ type: 'PICK.TRAVELLER', traveller });
                }}
              >
                {choice.kind === 'fits'
                  ? t(m.saved_traveller_fits, {
                      name: traveller.name,
                      age: choice.age,
                      type: passengerTypeName(
                        t,
                        types.find((p) => p.id === choice.entry.passengerTypeId)?.feeType ?? '',
                      ),
                    })
                  : choice.kind === 'added'
                    ? `${traveller.name} · ${t(m.saved_added)}`
                    : traveller.name}
              </button>
              {choice.kind === 'misfit' && (
                <p id={noteId} className="field-error small">
                  {savedMisfitText(t, language, choice)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SaveBox({ actor, picks }: { actor: BookingActor; picks: PicksActor }) {
  const save = useSelector(picks, (s) => s.context.save);
  const genders = useSelector(picks, (s) => s.context.genders, shallowEqual);
  const names = useSelector(actor, (s) => s.context.passengers.map((p) => p.name), shallowEqual);
  const boxId = useId();
  const hintId = useId();
  const missing = names.some((name) => !genders[nameKey(name)]);
  const t = useT();
  return (
    <>
      <div className="save-box">
        <input
          id={boxId}
          type="checkbox"
          checked={save}
          aria-describedby={save ? hintId : undefined}
          onChange={(event) => picks.send({ type: 'SAVE.TOGGLE', on: event.target.checked })}
        />
        <label htmlFor={boxId}>{t(m.saved_save_box)}</label>
      </div>
      {save && (
        <>
          <p id={hintId} className="field-hint">
            {t(m.saved_save_hint)}
          </p>
          {names.map((name) => (
            <SelectField
              key={name}
              label={t(m.saved_gender_for, { name })}
              value={genders[nameKey(name)] ?? ''}
              placeholder={t(m.book_gender_pick)}
              options={genderOptions(t)}
              onValueChange={(gender) => picks.send({ type: 'SAVE.GENDER', name, gender })}
            />
          ))}
          {missing && <p className="muted small">{t(m.saved_gender_missing)}</p>}
        </>
      )}
    </>
  );
}
