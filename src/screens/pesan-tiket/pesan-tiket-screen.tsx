// pesan-tiket/{scheduleId} (spec §2): departure, vehicle, driver, passengers (passenger-modal.tsx), running total (#21 §8);
// an unbookable departure says why (closed-departure.tsx). The booking machine holds the state; this renders it.
import { useDeferredValue, useId, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from '../../lib/router';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { TopBar } from '../../components/top-bar';
import { AlertDialog } from '../../components/modal';
import { PhoneField, SelectField, TextField } from '../../components/fields';
import { Skeleton } from '../../components/skeleton';
import { useFlow } from '../../hooks/inspect';
import { useSessionUser } from '../../hooks/session';
import { formatRupiah } from '../../../kernel/money';
import { FIELD_MAX } from '../../../kernel/field-rules';
import { bookingMachine } from '../../machines/booking.machine';
import {
  accountGaps,
  canSubmit,
  countOf,
  MAX_PASSENGERS_PER_TYPE,
  unnamedOf,
  visibleErrors,
  type DriverField,
} from '../../machines/booking-draft';
import { PassengerModal } from './passenger-modal';
import { ClosedDeparture, DepartureCard } from './closed-departure';
import './pesan-tiket.css';
import { NetworkButton } from '../../components/network-button';
import { orderAgainId } from '../../lib/order-again';
import { OrderAgainNotes, OrderAgainStep } from './order-again-notes';
import { FootChoice } from './foot-choice';
import { RunningTotal } from './running-total';
import { SavedPicks } from './saved-picks';
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useLanguage, useT } from '../../hooks/language';
import { BOOKING_FORM_ERRORS, gapNote, genderOptions, passengerTypeName } from './booking-text';

type BookingActor = ActorRefFrom<typeof bookingMachine>;

/** The Normal Deck / HDD / DD note in Indonesian (the frame's largest text, e2e/prerender.spec.ts). */
export const DECK_NOTE = m.book_deck_note({}, { locale: 'id' });

export default function PesanTiketScreen({ logic = bookingMachine }: { logic?: typeof bookingMachine }) {
  const { id } = useParams();
  const { search, state } = useLocation() as { search: string; state: unknown };
  const again = orderAgainId(new URLSearchParams(search));
  // Pesan Lagi (issue #40 item 4, ./pesan-lagi.tsx): the old ticket becomes this departure's draft first.
  if (again !== null) return <OrderAgainStep key={`${id}-${again}`} scheduleId={Number(id)} ticketId={again} />;
  // A new departure is a new booking actor.
  return <Booking key={id} logic={logic} scheduleId={Number(id)} notice={<OrderAgainNotes state={state} />} />;
}

function Booking(props: { logic: typeof bookingMachine; scheduleId: number; notice: ReactNode }) {
  const { logic, scheduleId } = props;
  const user = useSessionUser();
  const navigate = useNavigate();
  const actor = useFlow(logic.provide({ actions: { toConfirmation: () => void navigate('/konfirmasi-pesanan') } }), {
    input: { scheduleId, user },
  });
  // Which part shows, deferred (issue #25 §3): the booking form's first render, once the data has
  // come, runs as a background render React slices into short tasks, not as one long task; the
  // skeleton stays until it is ready.
  const phase = useDeferredValue(
    useSelector(actor, (s) =>
      s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('closed') ? 'closed' : 'form',
    ),
  );
  const loading = phase === 'loading';
  const failed = phase === 'failed';
  const closed = phase === 'closed';
  const offline = useSelector(actor, (s) => s.context.offline);
  const alert = useSelector(actor, (s) => s.context.alert);
  const t = useT();

  return (
    <>
      <TopBar title={t(m.book_title)} back="/daftar-tiket" />
      <main className="screen pesan-tiket">
        {!loading && !failed && !closed && props.notice}
        {!loading && !failed && !closed && <FootChoice scheduleId={scheduleId} />}
        {loading && <BookingLoading />}
        {failed && (
          <div className="placeholder">
            {/* Offline (issue #21 §5): said here, in place of the spec's English alert. */}
            <p role={offline ? 'status' : undefined}>{offline ? t(m.book_offline) : t(m.book_load_failed)}</p>
            <NetworkButton
              type="button"
              className="button button-secondary"
              onClick={() => actor.send({ type: 'RETRY' })}
            >
              {t(m.retry)}
            </NetworkButton>
          </div>
        )}
        {closed && <ClosedDeparture actor={actor} />}
        {!loading && !failed && !closed && <BookingForm actor={actor} />}
      </main>
      <AlertDialog message={alert} onClose={() => actor.send({ type: 'ALERT.DISMISS' })} />
    </>
  );
}

/**
 * While the departure loads, and in the server's HTML for this route (issue #25): placeholders where
 * the departure and the vehicle's fields will be, and the Normal Deck / HDD / DD note, which needs no
 * data. That note is the booking form's largest text, so the first paint holds the page's largest
 * paint (LCP) instead of waiting for the scripts and the departure (bench/README.md, _lighthouse_).
 * Its box is as wide as in the form, so the form's copy of it is no larger.
 */
function BookingLoading() {
  const t = useT();
  return (
    <div className="form">
      <Skeleton lines={2} label={t(m.book_loading)} />
      <div className="card stack">
        <div className="skeleton-line" aria-hidden="true" />
        <p className="field-hint">{t(m.book_deck_note)}</p>
      </div>
    </div>
  );
}

/** The route's first paint (src/hooks/first-paint.ts): its top bar and the loading view, no one's data. */
export function Frame() {
  const t = useT();
  return (
    <>
      <TopBar title={t(m.book_title)} back="/daftar-tiket" />
      <main className="screen pesan-tiket">
        <BookingLoading />
      </main>
    </>
  );
}

function BookingForm({ actor }: { actor: BookingActor }) {
  const schedule = useSelector(actor, (s) => s.context.schedule);
  const ready = useSelector(actor, (s) => canSubmit(s.context));
  const t = useT();
  return (
    <>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT' });
        }}
      >
        {schedule && <DepartureCard schedule={schedule} />}
        <VehicleSection actor={actor} />
        <DriverSection actor={actor} />
        <PassengerSection actor={actor} />
        <SavedPicks actor={actor} />
        <div className="booking-submit">
          <RunningTotal actor={actor} />
          <NetworkButton type="submit" className="button button-primary button-block" disabled={!ready}>
            {t(m.book_submit)}
          </NetworkButton>
        </div>
      </form>
      <PassengerModal actor={actor} />
    </>
  );
}

function VehicleSection({ actor }: { actor: BookingActor }) {
  const vehicle = useSelector(actor, (s) => s.context.vehicle);
  const vehicleTypes = useSelector(actor, (s) => s.context.vehicleTypes);
  const errors = useSelector(actor, (s) => visibleErrors(s.context));
  const t = useT();
  const language = useLanguage();
  const known = useKnownText(BOOKING_FORM_ERRORS);
  const blur = (field: string) => () => actor.send({ type: 'FIELD.BLUR', field: `vehicle.${field}` });
  const error = (field: string) => errors[field] && known(errors[field]);
  return (
    <section className="card stack" aria-labelledby="vehicle-title">
      <h2 id="vehicle-title">{t(m.book_vehicle_title)}</h2>
      <TextField
        label={t(m.book_plate)}
        value={vehicle.plate_number}
        placeholder={t(m.book_plate_placeholder)}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onValueChange={(value) => actor.send({ type: 'VEHICLE.CHANGE', field: 'plate_number', value })}
        onBlur={blur('plate_number')}
        error={error('vehicle.plate_number')}
      />
      <SelectField
        label={t(m.book_vehicle_class)}
        value={vehicle.vehicleTypeId}
        placeholder={t(m.book_vehicle_class_pick)}
        options={vehicleTypes.map((type) => ({
          value: String(type.id),
          label: `${type.vehicleClass} – ${type.vehicleType} – ${formatRupiah(type.price, language)}`,
        }))}
        onValueChange={(value) => actor.send({ type: 'VEHICLE.CHANGE', field: 'vehicleTypeId', value })}
        onBlur={blur('vehicleTypeId')}
        error={error('vehicle.vehicleTypeId')}
        hint={t(m.book_deck_note)}
      />
    </section>
  );
}

function DriverSection({ actor }: { actor: BookingActor }) {
  const driver = useSelector(actor, (s) => s.context.driver);
  const same = useSelector(actor, (s) => s.context.sameAsBooker);
  // What 'Sama dengan pemesan' could not fill, because the account lacks it (issue #21 §7).
  const gaps = useSelector(actor, (s) => (s.context.sameAsBooker ? accountGaps(s.context.user) : []), shallowEqual);
  const errors = useSelector(actor, (s) => visibleErrors(s.context));
  const switchId = useId();
  const gapId = useId();
  const t = useT();
  const known = useKnownText(BOOKING_FORM_ERRORS);
  const error = (field: DriverField) => errors[`driver.${field}`] && known(errors[`driver.${field}`] ?? '');
  const change = (field: DriverField) => (value: string) => actor.send({ type: 'DRIVER.CHANGE', field, value });
  const blur = (field: DriverField) => () => actor.send({ type: 'FIELD.BLUR', field: `driver.${field}` });
  return (
    <section className="card stack" aria-labelledby="driver-title">
      <div className="spread">
        <h2 id="driver-title">{t(m.book_driver_title)}</h2>
        <div className="switch">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={same}
            aria-describedby={gaps.length > 0 ? gapId : undefined}
            onChange={(event) => actor.send({ type: 'DRIVER.SAME_AS_BOOKER', on: event.target.checked })}
          />
          <label htmlFor={switchId}>{t(m.book_same_as_booker)}</label>
        </div>
      </div>
      {gaps.length > 0 && (
        <p className="field-hint account-gap">
          <span id={gapId}>{gapNote(t, gaps)}</span> <Link to="/informasi-akun">{t(m.book_complete_account)}</Link>
        </p>
      )}
      <TextField
        label={t(m.book_driver_name)}
        maxLength={FIELD_MAX.name}
        value={driver.name}
        autoComplete="name"
        onValueChange={change('name')}
        onBlur={blur('name')}
        error={error('name')}
      />
      <PhoneField
        label={t(m.book_driver_phone)}
        value={driver.phoneNumber}
        onValueChange={change('phoneNumber')}
        onBlur={blur('phoneNumber')}
        error={error('phoneNumber')}
      />
      <TextField
        label={t(m.book_driver_age)}
        type="number"
        inputMode="numeric"
        min={1}
        value={driver.age}
        onValueChange={change('age')}
        onBlur={blur('age')}
        error={error('age')}
      />
      <SelectField
        label={t(m.book_driver_gender)}
        value={driver.gender}
        placeholder={t(m.book_gender_pick)}
        options={genderOptions(t)}
        onValueChange={change('gender')}
        onBlur={blur('gender')}
        error={error('gender')}
      />
      <TextField
        label={t(m.book_driver_domicile)}
        maxLength={FIELD_MAX.domicile}
        value={driver.domicile}
        autoComplete="address-level2"
        onValueChange={change('domicile')}
        onBlur={blur('domicile')}
        error={error('domicile')}
      />
    </section>
  );
}

function PassengerSection({ actor }: { actor: BookingActor }) {
  const types = useSelector(actor, (s) => s.context.passengerTypes);
  const counts = useSelector(actor, (s) => s.context.counts);
  const passengers = useSelector(actor, (s) => s.context.passengers);
  const t = useT();
  const language = useLanguage();
  const typeName = (typeId: number) => passengerTypeName(t, types.find((p) => p.id === typeId)?.feeType ?? '');
  const idBase = useId();
  return (
    <section className="card stack" aria-labelledby="passenger-title">
      <h2 id="passenger-title">{t(m.book_passenger_title)}</h2>
      <ul className="passenger-types">
        {types.map((type) => {
          const count = countOf({ counts }, type.id);
          // "−" takes away only a passenger without a name; a named one leaves by its 'Hapus'.
          const allNamed = count > 0 && unnamedOf({ counts, passengers }, type.id) === 0;
          const noteId = `${idBase}-named-${type.id}`;
          const name = passengerTypeName(t, type.feeType);
          return (
            <li key={type.id} className="passenger-type">
              <div className="passenger-type-text">
                <p className="passenger-type-name">{name}</p>
                {type.description && <p className="muted small">{type.description}</p>}
                <p className="small">{t(m.book_per_person, { fee: formatRupiah(type.fee, language) })}</p>
                {allNamed && (
                  <p id={noteId} className="muted small">
                    {t(m.book_named_only)}
                  </p>
                )}
              </div>
              <div className="counter">
                <button
                  type="button"
                  className="icon-button counter-button"
                  aria-label={t(m.book_decrease, { type: name })}
                  aria-describedby={allNamed ? noteId : undefined}
                  disabled={count <= 0 || allNamed}
                  onClick={() => actor.send({ type: 'PASSENGER.DECREMENT', typeId: type.id })}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <output className="counter-value" aria-live="polite" aria-label={t(m.book_count, { type: name })}>
                  {count}
                </output>
                <button
                  type="button"
                  className="icon-button counter-button"
                  aria-label={t(m.book_increase, { type: name })}
                  disabled={count >= MAX_PASSENGERS_PER_TYPE}
                  onClick={() => actor.send({ type: 'PASSENGER.INCREMENT', typeId: type.id })}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {passengers.length > 0 && (
        <ul className="named-passengers" aria-label={t(m.book_passenger_list)}>
          {passengers.map((p, index) => (
            <li key={`${index}-${p.name}`} className="named-passenger">
              <div>
                <p className="named-passenger-name">{p.name}</p>
                <p className="muted small">
                  {t(m.book_passenger_line, { type: typeName(p.passengerTypeId), age: p.age, domicile: p.domicile })}
                </p>
              </div>
              <div className="row">
                <button
                  type="button"
                  className="button-link"
                  aria-label={t(m.book_edit_passenger, { name: p.name })}
                  onClick={() => actor.send({ type: 'PASSENGER.EDIT', index })}
                >
                  {t(m.edit)}
                </button>
                <button
                  type="button"
                  className="button-link"
                  aria-label={t(m.book_remove_passenger, { name: p.name })}
                  onClick={() => actor.send({ type: 'PASSENGER.REMOVE', index })}
                >
                  {t(m.remove)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {types.length > 0 && (
        <button
          type="button"
          className="button button-secondary button-block"
          onClick={() => actor.send({ type: 'PASSENGER.ADD' })}
        >
          {t(m.book_add_passenger)}
        </button>
      )}
    </section>
  );
}
