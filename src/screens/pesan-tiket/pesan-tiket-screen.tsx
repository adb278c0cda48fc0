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
import { passengerTypeLabel } from '../../../kernel/passengers';
import { formatRupiah } from '../../../kernel/money';
import { DRIVER_GENDER_OPTIONS, FIELD_MAX } from '../../../kernel/field-rules';
import { bookingMachine } from '../../machines/booking.machine';
import {
  accountGaps,
  canSubmit,
  countOf,
  MAX_PASSENGERS_PER_TYPE,
  runningTotal,
  unnamedOf,
  visibleErrors,
  type DriverField,
} from '../../machines/booking-draft';
import { accountGapNote, BOOKING_MSG } from '../../lib/booking-messages';
import { PassengerModal } from './passenger-modal';
import { ClosedDeparture, DepartureCard } from './closed-departure';
import './pesan-tiket.css';
import { NetworkButton } from '../../components/network-button';
import { orderAgainId } from '../../lib/order-again';
import { OrderAgainNotes, OrderAgainStep } from './order-again-notes';
import { FootChoice } from './foot-choice';
import { SavedPicks } from './saved-picks';

type BookingActor = ActorRefFrom<typeof bookingMachine>;

export const PLATE_PLACEHOLDER = 'Contoh: BK 1234 ABC';
export const DECK_NOTE =
  'Kendaraan Normal Deck, HDD, dan DD tidak disarankan untuk membeli tiket secara online karena keterbatasan kapasitas.';
/** Why "−" is disabled while every passenger of a type has a name (issue #11: it deleted one silently). */
export const NAMED_ONLY_NOTE = 'Semua penumpang jenis ini bernama: hapus lewat tombol Hapus di daftar penumpang.';

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

  return (
    <>
      <TopBar title="Pesan Tiket" back="/daftar-tiket" />
      <main className="screen pesan-tiket">
        {!loading && !failed && !closed && props.notice}
        {!loading && !failed && !closed && <FootChoice scheduleId={scheduleId} />}
        {loading && <BookingLoading />}
        {failed && (
          <div className="placeholder">
            {/* Offline (issue #21 §5): said here, in place of the spec's English alert. */}
            <p role={offline ? 'status' : undefined}>{offline ? BOOKING_MSG.offline : BOOKING_MSG.loadFailed}</p>
            <NetworkButton
              type="button"
              className="button button-secondary"
              onClick={() => actor.send({ type: 'RETRY' })}
            >
              Coba lagi
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
  return (
    <div className="form">
      <Skeleton lines={2} label="Memuat data pemesanan…" />
      <div className="card stack">
        <div className="skeleton-line" aria-hidden="true" />
        <p className="field-hint">{DECK_NOTE}</p>
      </div>
    </div>
  );
}

/** The route's first paint (src/hooks/first-paint.ts): its top bar and the loading view, no one's data. */
export function Frame() {
  return (
    <>
      <TopBar title="Pesan Tiket" back="/daftar-tiket" />
      <main className="screen pesan-tiket">
        <BookingLoading />
      </main>
    </>
  );
}

function BookingForm({ actor }: { actor: BookingActor }) {
  const schedule = useSelector(actor, (s) => s.context.schedule);
  const ready = useSelector(actor, (s) => canSubmit(s.context));
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
            Lanjutkan ke Pembayaran
          </NetworkButton>
        </div>
      </form>
      <PassengerModal actor={actor} />
    </>
  );
}

/** The price so far (issue #21 §8): kernel/pricing.ts, the function the server charges with. */
function RunningTotal({ actor }: { actor: BookingActor }) {
  const price = useSelector(actor, (s) => runningTotal(s.context), shallowEqual);
  const labelId = useId();
  if (!price) return null;
  return (
    <div className="booking-total">
      <p className="spread">
        <span id={labelId}>{BOOKING_MSG.total}</span>
        <output className="booking-total-value" aria-labelledby={labelId} aria-live="polite">
          {formatRupiah(price.total)}
        </output>
      </p>
      {!price.vehicleChosen && <p className="muted small">{BOOKING_MSG.totalWithoutVehicle}</p>}
    </div>
  );
}

function VehicleSection({ actor }: { actor: BookingActor }) {
  const vehicle = useSelector(actor, (s) => s.context.vehicle);
  const vehicleTypes = useSelector(actor, (s) => s.context.vehicleTypes);
  const errors = useSelector(actor, (s) => visibleErrors(s.context));
  const blur = (field: string) => () => actor.send({ type: 'FIELD.BLUR', field: `vehicle.${field}` });
  return (
    <section className="card stack" aria-labelledby="vehicle-title">
      <h2 id="vehicle-title">Data Kendaraan</h2>
      <TextField
        label="Nomor Kendaraan"
        value={vehicle.plate_number}
        placeholder={PLATE_PLACEHOLDER}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onValueChange={(value) => actor.send({ type: 'VEHICLE.CHANGE', field: 'plate_number', value })}
        onBlur={blur('plate_number')}
        error={errors['vehicle.plate_number']}
      />
      <SelectField
        label="Golongan Kendaraan"
        value={vehicle.vehicleTypeId}
        placeholder="Pilih golongan kendaraan"
        options={vehicleTypes.map((t) => ({
          value: String(t.id),
          label: `${t.vehicleClass} – ${t.vehicleType} – ${formatRupiah(t.price)}`,
        }))}
        onValueChange={(value) => actor.send({ type: 'VEHICLE.CHANGE', field: 'vehicleTypeId', value })}
        onBlur={blur('vehicleTypeId')}
        error={errors['vehicle.vehicleTypeId']}
        hint={DECK_NOTE}
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
  const change = (field: DriverField) => (value: string) => actor.send({ type: 'DRIVER.CHANGE', field, value });
  const blur = (field: DriverField) => () => actor.send({ type: 'FIELD.BLUR', field: `driver.${field}` });
  return (
    <section className="card stack" aria-labelledby="driver-title">
      <div className="spread">
        <h2 id="driver-title">Data Pengemudi</h2>
        <div className="switch">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={same}
            aria-describedby={gaps.length > 0 ? gapId : undefined}
            onChange={(event) => actor.send({ type: 'DRIVER.SAME_AS_BOOKER', on: event.target.checked })}
          />
          <label htmlFor={switchId}>Sama dengan pemesan</label>
        </div>
      </div>
      {gaps.length > 0 && (
        <p className="field-hint account-gap">
          <span id={gapId}>{accountGapNote(gaps)}</span> <Link to="/informasi-akun">{BOOKING_MSG.completeAccount}</Link>
        </p>
      )}
      <TextField
        label="Nama Pengemudi"
        maxLength={FIELD_MAX.name}
        value={driver.name}
        autoComplete="name"
        onValueChange={change('name')}
        onBlur={blur('name')}
        error={errors['driver.name']}
      />
      <PhoneField
        label="Nomor HP Pengemudi"
        value={driver.phoneNumber}
        onValueChange={change('phoneNumber')}
        onBlur={blur('phoneNumber')}
        error={errors['driver.phoneNumber']}
      />
      <TextField
        label="Usia Pengemudi"
        type="number"
        inputMode="numeric"
        min={1}
        value={driver.age}
        onValueChange={change('age')}
        onBlur={blur('age')}
        error={errors['driver.age']}
      />
      <SelectField
        label="Jenis Kelamin Pengemudi"
        value={driver.gender}
        placeholder="Pilih jenis kelamin"
        options={DRIVER_GENDER_OPTIONS}
        onValueChange={change('gender')}
        onBlur={blur('gender')}
        error={errors['driver.gender']}
      />
      <TextField
        label="Domisili Pengemudi"
        maxLength={FIELD_MAX.domicile}
        value={driver.domicile}
        autoComplete="address-level2"
        onValueChange={change('domicile')}
        onBlur={blur('domicile')}
        error={errors['driver.domicile']}
      />
    </section>
  );
}

function PassengerSection({ actor }: { actor: BookingActor }) {
  const types = useSelector(actor, (s) => s.context.passengerTypes);
  const counts = useSelector(actor, (s) => s.context.counts);
  const passengers = useSelector(actor, (s) => s.context.passengers);
  const typeName = (typeId: number) => passengerTypeLabel(types.find((t) => t.id === typeId)?.feeType ?? '');
  const idBase = useId();
  return (
    <section className="card stack" aria-labelledby="passenger-title">
      <h2 id="passenger-title">Data Penumpang</h2>
      <ul className="passenger-types">
        {types.map((type) => {
          const count = countOf({ counts }, type.id);
          // "−" takes away only a passenger without a name; a named one leaves by its 'Hapus'.
          const allNamed = count > 0 && unnamedOf({ counts, passengers }, type.id) === 0;
          const noteId = `${idBase}-named-${type.id}`;
          return (
            <li key={type.id} className="passenger-type">
              <div className="passenger-type-text">
                <p className="passenger-type-name">{passengerTypeLabel(type.feeType)}</p>
                {type.description && <p className="muted small">{type.description}</p>}
                <p className="small">{formatRupiah(type.fee)} / orang</p>
                {allNamed && (
                  <p id={noteId} className="muted small">
                    {NAMED_ONLY_NOTE}
                  </p>
                )}
              </div>
              <div className="counter">
                <button
                  type="button"
                  className="icon-button counter-button"
                  aria-label={`Kurangi penumpang ${passengerTypeLabel(type.feeType)}`}
                  aria-describedby={allNamed ? noteId : undefined}
                  disabled={count <= 0 || allNamed}
                  onClick={() => actor.send({ type: 'PASSENGER.DECREMENT', typeId: type.id })}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <output
                  className="counter-value"
                  aria-live="polite"
                  aria-label={`Jumlah penumpang ${passengerTypeLabel(type.feeType)}`}
                >
                  {count}
                </output>
                <button
                  type="button"
                  className="icon-button counter-button"
                  aria-label={`Tambah penumpang ${passengerTypeLabel(type.feeType)}`}
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
        <ul className="named-passengers" aria-label="Daftar penumpang">
          {passengers.map((p, index) => (
            <li key={`${index}-${p.name}`} className="named-passenger">
              <div>
                <p className="named-passenger-name">{p.name}</p>
                <p className="muted small">
                  {typeName(p.passengerTypeId)} · {p.age} tahun · {p.domicile}
                </p>
              </div>
              <div className="row">
                <button
                  type="button"
                  className="button-link"
                  aria-label={`Ubah penumpang ${p.name}`}
                  onClick={() => actor.send({ type: 'PASSENGER.EDIT', index })}
                >
                  Ubah
                </button>
                <button
                  type="button"
                  className="button-link"
                  aria-label={`Hapus penumpang ${p.name}`}
                  onClick={() => actor.send({ type: 'PASSENGER.REMOVE', index })}
                >
                  Hapus
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
          Tambah Penumpang
        </button>
      )}
    </section>
  );
}
