// pesan-tiket's running total (issue #21 §8), beside the form it sums.
import { useId } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatRupiah } from '../../../kernel/money';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';
import type { bookingMachine } from '../../machines/booking.machine';
import { runningTotal } from '../../machines/booking-draft';

type BookingActor = ActorRefFrom<typeof bookingMachine>;

/** The price so far (issue #21 §8): kernel/pricing.ts, the function the server charges with. */
export function RunningTotal({ actor }: { actor: BookingActor }) {
  const price = useSelector(actor, (s) => runningTotal(s.context), shallowEqual);
  const labelId = useId();
  const t = useT();
  const language = useLanguage();
  if (!price) return null;
  return (
    <div className="booking-total">
      <p className="spread">
        <span id={labelId}>{t(m.book_total)}</span>
        <output className="booking-total-value" aria-labelledby={labelId} aria-live="polite">
          {formatRupiah(price.total, language)}
        </output>
      </p>
      {!price.vehicleChosen && <p className="muted small">{t(m.book_total_without_vehicle)}</p>}
    </div>
  );
}
