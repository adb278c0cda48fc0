// Ubah Jadwal's pieces (issue #23): the day strip of the booking window, one departure to move to
// with what it costs, and the amounts as the list and the confirmation both show them.
import { RouteText } from '../../components/route-text';
import { formatRupiah } from '../../../kernel/money';
import { dayStrip, formatDateLong, formatTimeWib } from '../../../kernel/time';
import type { RescheduleOption } from '../../machines/reschedule.machine';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';

type Departure = RescheduleOption['departure'];

/** '08:30 WIB' of a departure (the name of its Pilih button). */
export const timeOf = (departure: Departure) => formatTimeWib(departure.issuedTime);

/** 'Selasa, 24 November 2026, 08:30 WIB'. */
export function DepartureText({ departure }: { departure: { issuedDate: string; issuedTime: string } }) {
  const language = useLanguage();
  return (
    <>
      {formatDateLong(departure.issuedDate, language)}, {formatTimeWib(departure.issuedTime)}
    </>
  );
}

/** The booking window's days (today … today + 7) as toggle buttons; the chosen one pressed. */
export function DayStrip({
  first,
  last,
  selected,
  onSelect,
}: {
  first: string;
  last: string;
  selected: string;
  onSelect: (date: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const days = dayStrip(first, 8, language).filter((d) => d.date <= last);
  return (
    <div className="reschedule-days" role="group" aria-label={t(m.ak_rs_choose_date)}>
      {days.map((day) => (
        <button
          key={day.date}
          type="button"
          className="reschedule-day"
          aria-pressed={day.date === selected}
          onClick={() => onSelect(day.date)}
        >
          {/* Short on screen ('Sen 23'), read whole ('Senin, 23 November 2026'). */}
          <span className="reschedule-day-weekday" aria-hidden="true">
            {day.weekday.slice(0, 3)}
          </span>
          <span className="reschedule-day-number" aria-hidden="true">
            {day.day}
          </span>
          <span className="visually-hidden">{formatDateLong(day.date, language)}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * Fee, difference and the total (or Gratis); the lower-fare note when the new fare is cheaper, and
 * when a difference is charged, why (issue #38): the new fare against the price paid.
 */
export function Amounts({ option, price }: { option: RescheduleOption; price: number }) {
  const t = useT();
  const language = useLanguage();
  const rp = (amount: number) => formatRupiah(amount, language);
  return (
    <>
      <dl className="reschedule-amounts">
        <div>
          <dt>{t(m.ak_rs_fee)}</dt>
          <dd>{rp(option.fee)}</dd>
        </div>
        <div>
          <dt>{t(m.ak_history_difference)}</dt>
          <dd>{rp(option.difference)}</dd>
        </div>
        <div className="reschedule-total">
          <dt>{t(m.ak_rs_total)}</dt>
          <dd>{option.amountDue === 0 ? t(m.ak_free) : rp(option.amountDue)}</dd>
        </div>
      </dl>
      {option.difference > 0 && (
        <p className="muted small">{t(m.ak_rs_higher_fare, { fare: rp(option.newFare), paid: rp(price) })}</p>
      )}
      {option.newFare < price && <p className="muted small">{t(m.ak_rs_lower_fare)}</p>}
    </>
  );
}

/** One departure the ticket may move to. */
export function OptionCard({
  option,
  price,
  onChoose,
}: {
  option: RescheduleOption;
  price: number;
  onChoose: () => void;
}) {
  const { departure } = option;
  const t = useT();
  return (
    <li className="card reschedule-option">
      <div className="spread">
        <h3 className="reschedule-option-time">{timeOf(departure)}</h3>
        <span className="muted small">{t(m.ak_rs_seats_left, { n: option.seatsLeft })}</span>
      </div>
      <p className="reschedule-option-route">
        <RouteText from={departure.fromRoute} to={departure.toRoute} />
      </p>
      <Amounts option={option} price={price} />
      <button
        type="button"
        className="button button-primary button-block"
        aria-label={t(m.ak_rs_choose_time, { time: timeOf(departure) })}
        onClick={onChoose}
      >
        {t(m.ak_rs_choose)}
      </button>
    </li>
  );
}
