// One departure in the schedule list: time in WIB, route, tickets left in the availability colour,
// the vessel, the remaining time when under 2 days, the cheapest class's fare when known ('mulai
// Rp 150.000', issue #21), and 'Pilih Tiket' (disabled when sold out). A departure the operator
// stopped or cancelled (issue #22) shows its badge (Ditutup / Dibatalkan, as text) and the reason
// instead of the tickets left, and offers no Pilih Tiket.
import { useId } from 'react';
import type { Shape } from '../../kernel/wire';
import { formatTimeWib } from '../../kernel/time';
import { VESSEL_NAME } from '../../kernel/constants';
import { formatRupiah } from '../../kernel/money';
import { departureClosure } from '../lib/schedule-messages';
import { Availability } from './availability';
import { ClosureBadge, ClosureReason } from './closure-note';
import { RouteText } from './route-text';
import './schedule-card.css';
import { m } from '../../kernel/paraglide/messages';
import { useLanguage, useT } from '../hooks/language';

export function ScheduleCard({
  schedule,
  remaining,
  fareFrom = null,
  onSelect,
}: {
  schedule: Shape<'Schedule'>;
  /** The remaining-time label ('1 jam 5 menit'), or null when it is not shown. */
  remaining: string | null;
  /** The cheapest vehicle class's price, or null when it is not known (no fare line). */
  fareFrom?: number | null;
  onSelect: (scheduleId: number) => void;
}) {
  const titleId = useId();
  const soldOut = schedule.qty <= 0;
  const closure = departureClosure(schedule);
  const t = useT();
  const language = useLanguage();
  return (
    <article className="card schedule-card" aria-labelledby={titleId} data-status={closure?.status ?? 'open'}>
      <div className="spread">
        <h3 id={titleId} className="schedule-time">
          {formatTimeWib(schedule.issuedTime)}
        </h3>
        {closure ? <ClosureBadge closure={closure} /> : <Availability qty={schedule.qty} />}
      </div>
      <p className="schedule-route">
        <RouteText from={schedule.fromRoute.route} to={schedule.toRoute.route} />
      </p>
      <p className="schedule-vessel muted small">{VESSEL_NAME}</p>
      {closure && <ClosureReason closure={closure} className="schedule-closure" />}
      {/* A cancelled departure will not sail: no countdown to it. */}
      {remaining !== null && closure?.status !== 'cancelled' && (
        <p className="schedule-remaining small">
          {t(m.beranda_departs_in)} {remaining}
        </p>
      )}
      {fareFrom !== null && !closure && (
        <p className="schedule-fare">
          {t(m.schedule_fare_from)} <strong>{formatRupiah(fareFrom, language)}</strong>
        </p>
      )}
      {!closure && (
        <button
          type="button"
          className="button button-primary button-block"
          disabled={soldOut}
          aria-describedby={titleId}
          data-early-tap={`pilih-${schedule.id}`}
          onClick={() => onSelect(schedule.id)}
        >
          {t(m.schedule_choose)}
        </button>
      )}
    </article>
  );
}
