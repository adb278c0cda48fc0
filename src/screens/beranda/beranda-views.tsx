// beranda's views that its first paint shares with the screen (issue #25): the search form and
// the nearest departures, drawn from plain values, so the server's frame and the screen render
// the same markup (src/hooks/first-paint.ts).
import { Link } from '../../lib/router';
import type { Shape } from '../../../kernel/wire';
import { Availability } from '../../components/availability';
import { Banner } from '../../components/banner';
import { BottomNav } from '../../components/bottom-nav';
import { BrandMark } from '../../components/brand-mark';
import { DateField, SelectField } from '../../components/fields';
import { RouteText } from '../../components/route-text';
import { ClosureBadge, ClosureReason } from '../../components/closure-note';
import { departureClosure } from '../../lib/schedule-messages';
import { Skeleton } from '../../components/skeleton';
import { TopBar } from '../../components/top-bar';
import { formatDateMedium, formatTimeWib } from '../../../kernel/time';
import { seeAllPath, visibleNearest, type NearestDepartures } from '../../machines/home.machine';
import {
  canSearch,
  dateLimits,
  searchErrors,
  withRoutes,
  type SearchContext,
  type SearchEvent,
} from '../../machines/search.machine';
import { untouched } from '../../lib/form-state';
import { useFirstPaintData } from '../../hooks/first-paint';
import { APP_MSG } from '../../lib/app-messages';
import { NetworkButton } from '../../components/network-button';
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useLanguage, useT } from '../../hooks/language';

/**
 * beranda's first paint (issue #25, src/hooks/first-paint.ts): the search form and, when the page
 * carries them, the nearest departures, drawn by the screen's own components from the server's
 * data; without data, the placeholders the screen shows while loading.
 */
export function Frame() {
  const data = useFirstPaintData();
  // The search machine's own defaults for the route list (the first two routes selected); the date
  // is the nearest crossing's, or none in the build's frame (no build-time date in the page).
  const context = { ...withRoutes(data?.routes ?? []), now: () => data?.generatedAt ?? 0 };
  const t = useT();
  return (
    <>
      <TopBar title="Seberang" back={false} brand={<BrandMark className="top-bar-mark" />} />
      <main className="screen beranda">
        <SearchFormView
          ready={data !== null}
          failed={false}
          context={{ ...context, date: data?.nearest?.date ?? '', form: untouched<'route' | 'date'>() }}
        />
        {data?.nearest ? (
          <NearestView nearest={data.nearest} loading={false} offline={false} nowMs={data.generatedAt} />
        ) : (
          <section className="crossing-block" aria-label={t(m.beranda_loading_crossing)}>
            <Skeleton lines={2} />
          </section>
        )}
      </main>
      <BottomNav />
    </>
  );
}

/** The search form's messages (kernel/validation-messages.ts) in the chosen language. */
const SEARCH_ERRORS = [
  m.form_from_required,
  m.form_to_required,
  m.form_same_route,
  m.form_date_required,
  m.form_date_out_of_window,
] as const;

export function SearchFormView({
  ready,
  failed,
  context,
  send,
}: {
  ready: boolean;
  failed: boolean;
  /** The search machine's context; the frame has no storage (the machine keeps the port list). */
  context: Omit<SearchContext, 'storage'>;
  /**
   * Absent in the frame. Its selects and date take a choice before the app has started, and the
   * screen's controls of the same name take it, and a tap on Cari Tiket is replayed there (issue
   * #36, src/hooks/early-input.ts); only the swap, which no script can do yet, waits disabled.
   */
  send?: (event: SearchEvent) => void;
}) {
  const live = ready && send !== undefined;
  const t = useT();
  const language = useLanguage();
  const known = useKnownText(SEARCH_ERRORS);
  const problems = searchErrors(context);
  const errors = { route: problems.route && known(problems.route), date: problems.date && known(problems.date) };
  const limits = dateLimits(context);
  const options = context.routes.map((r) => ({ value: String(r.id), label: r.route }));
  const placeholder = ready ? t(m.search_pick_port) : t(m.loading);

  return (
    <section className="card search-card" aria-labelledby="search-title">
      <h2 id="search-title">{t(m.search_title)}</h2>
      {failed && (
        <Banner tone="error">
          {t(m.search_ports_failed)}{' '}
          <button type="button" className="button-link" onClick={() => send?.({ type: 'SEARCH.RETRY' })}>
            {t(m.retry)}
          </button>
        </Banner>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send?.({ type: 'SEARCH.SUBMIT' });
        }}
      >
        <div className="search-stops">
          <SelectField
            label={t(m.search_from)}
            name="from"
            value={context.from === null ? '' : String(context.from)}
            options={options}
            placeholder={placeholder}
            disabled={!ready}
            onValueChange={(value) => send?.({ type: 'SEARCH.FROM', routeId: Number(value) })}
            onBlur={() => send?.({ type: 'SEARCH.BLUR', field: 'route' })}
          />
          <button
            type="button"
            className="icon-button swap-button"
            aria-label={t(m.search_swap)}
            disabled={!live}
            onClick={() => send?.({ type: 'SEARCH.SWAP' })}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M7 4 3 8l4 4V9h7V7H7zm10 8v3h-7v2h7v3l4-4z" fill="currentColor" />
            </svg>
          </button>
          <SelectField
            label={t(m.search_to)}
            name="to"
            value={context.to === null ? '' : String(context.to)}
            options={options}
            placeholder={placeholder}
            disabled={!ready}
            error={errors.route}
            onValueChange={(value) => send?.({ type: 'SEARCH.TO', routeId: Number(value) })}
            onBlur={() => send?.({ type: 'SEARCH.BLUR', field: 'route' })}
          />
        </div>
        <DateField
          label={t(m.search_date)}
          name="date"
          display={formatDateMedium(context.date, language)}
          value={context.date}
          min={limits.min}
          max={limits.max}
          disabled={!ready}
          error={errors.date}
          onValueChange={(value) => send?.({ type: 'SEARCH.DATE', date: value })}
          onBlur={() => send?.({ type: 'SEARCH.BLUR', field: 'date' })}
        />
        <NetworkButton
          type="submit"
          className="button button-primary button-block"
          disabled={!ready || !canSearch(context)}
          data-early-tap="cari-tiket"
        >
          {t(m.search_submit)}
        </NetworkButton>
      </form>
    </section>
  );
}

export function NearestView({
  nearest,
  loading,
  offline,
  nowMs,
}: {
  nearest: NearestDepartures | null;
  loading: boolean;
  offline: boolean;
  nowMs: number;
}) {
  const seeAll = seeAllPath(nearest);
  const t = useT();
  return (
    <section className="crossing-block" aria-labelledby="nearest-title">
      <div className="spread">
        <h2 id="nearest-title">{t(m.nearest_title)}</h2>
        {seeAll && (
          <Link to={seeAll} className="see-all">
            {t(m.nearest_see_all)}
          </Link>
        )}
      </div>
      {loading || !nearest ? (
        <Skeleton lines={2} label={t(m.nearest_loading)} />
      ) : nearest.failed && offline ? (
        // Not 'no more departures today' (issue #21): it is not known.
        <p className="card direction direction-offline" role="status">
          {APP_MSG.scheduleOffline}
        </p>
      ) : (
        <>
          <DirectionList
            from={nearest.simanindo?.route ?? 'Simanindo'}
            to={nearest.tigaras?.route ?? 'Tigaras'}
            schedules={visibleNearest(nearest.simanindoToTigaras, nowMs)}
          />
          <DirectionList
            from={nearest.tigaras?.route ?? 'Tigaras'}
            to={nearest.simanindo?.route ?? 'Simanindo'}
            schedules={visibleNearest(nearest.tigarasToSimanindo, nowMs)}
          />
        </>
      )}
    </section>
  );
}

function DirectionList({ from, to, schedules }: { from: string; to: string; schedules: Shape<'Schedule'>[] }) {
  const t = useT();
  return (
    <div className="card direction">
      <h3>
        <RouteText from={from} to={to} />
      </h3>
      {schedules.length === 0 ? (
        <p className="muted small direction-empty">{t(m.nearest_none_today)}</p>
      ) : (
        <ul className="direction-list">
          {schedules.map((s) => (
            <li key={s.id}>
              <DepartureRow schedule={s} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One departure: it opens its booking (issue #11); a sold-out one is shown, not offered; one the
 * operator stopped or cancelled shows its badge and reason and offers nothing either (issue #22).
 */
function DepartureRow({ schedule: s }: { schedule: Shape<'Schedule'> }) {
  const closure = departureClosure(s);
  const t = useT();
  if (closure) {
    return (
      <>
        <span className="direction-row">
          <span className="direction-time">{formatTimeWib(s.issuedTime)}</span>
          <ClosureBadge closure={closure} />
          <span className="direction-chevron" aria-hidden="true" />
        </span>
        <ClosureReason closure={closure} className="direction-closure small" />
      </>
    );
  }
  if (s.qty <= 0) {
    return (
      <span className="direction-row">
        <span className="direction-time">{formatTimeWib(s.issuedTime)}</span>
        <Availability qty={s.qty} />
        <span className="direction-chevron" aria-hidden="true" />
      </span>
    );
  }
  return (
    <Link
      to={`/pesan-tiket/${s.id}`}
      className="direction-row"
      aria-label={t(m.nearest_book, { time: formatTimeWib(s.issuedTime), qty: s.qty })}
    >
      <span className="direction-time">{formatTimeWib(s.issuedTime)}</span>
      <Availability qty={s.qty} />
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="direction-chevron">
        <path d="m9.4 6 6 6-6 6L8 16.6l4.6-4.6L8 7.4z" fill="currentColor" />
      </svg>
    </Link>
  );
}
