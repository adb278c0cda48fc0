// daftar-tiket's views that its first paint shares with the screen (issue #25): the day tabs and
// the cards of the selected day, drawn from plain values, so the server's frame and the screen
// render the same markup (src/hooks/first-paint.ts).
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from '../../lib/router';
import type { Shape } from '../../../kernel/wire';
import { Banner } from '../../components/banner';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { NetworkButton } from '../../components/network-button';
import { RouteText } from '../../components/route-text';
import { ScheduleCard } from '../../components/schedule-card';
import { Skeleton } from '../../components/skeleton';
import { TopBar } from '../../components/top-bar';
import { useOnline } from '../../hooks/app-status';
import { APP_MSG } from '../../lib/app-messages';
import {
  addDays,
  BOOKING_WINDOW_DAYS,
  bookingWindow,
  dayStrip,
  formatDateLong,
  type DayTab,
} from '../../../kernel/time';
import type { PagedListStatus } from '../../machines/paged-list.machine';
import {
  NO_STORAGE,
  parseScheduleQuery,
  remainingLabel,
  resolveStart,
  visibleSchedules,
  type RawScheduleQuery,
} from '../../machines/schedule-list.machine';
import { useFirstPaintData } from '../../hooks/first-paint';
import type { FirstPaintData } from '../../hooks/first-paint-data';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';

export const PURCHASE_WARNING = m.daftar_purchase_warning();
/** Beyond the spec (issue #14): why a tab after the booking window (today … today + 7) lists nothing. */
export const OUTSIDE_WINDOW = m.daftar_outside_window();

const noop = () => {};

/**
 * What the frame shows from the page's data: the screen's start (its machine's own, with the
 * data's time as now and no storage) when the data holds the first page it loads; else null.
 */
export function frameStart(data: FirstPaintData | null, address: RawScheduleQuery) {
  const schedules = data?.path === '/daftar-tiket' ? data.schedules : undefined;
  if (!data || !schedules) return null;
  // The address's search; the build's sample (critical CSS) renders the bare path with the data's.
  const query = parseScheduleQuery(address)
    ? address
    : { from: String(schedules.from), to: String(schedules.to), date: schedules.date };
  const start = resolveStart({ query }, NO_STORAGE, data.generatedAt);
  const { params } = start;
  if (!params || params.from !== schedules.from || params.to !== schedules.to || start.listDate !== schedules.date) {
    return null;
  }
  return { ...start, nowMs: data.generatedAt, page: schedules.page };
}

/**
 * daftar-tiket's first paint (issue #25, src/hooks/first-paint.ts): the tabs and the first page's
 * cards as the screen renders them, from the server's data at its time; without data, a skeleton.
 */
export function Frame() {
  const data = useFirstPaintData();
  const [searchParams] = useSearchParams();
  const start = frameStart(data, {
    from: searchParams.get('from'),
    to: searchParams.get('to'),
    date: searchParams.get('date'),
    tanggal: searchParams.get('tanggal'),
  });
  const t = useT();
  return (
    <>
      <TopBar title={t(m.daftar_title)} />
      {/* A tap on a day tab or a 'Pilih Tiket' here, before the app has started, is kept and
          replayed on the screen's own button (issue #36, src/hooks/early-input.ts). */}
      <main className="screen daftar-tiket">
        {start ? (
          <ScheduleDayView
            tabs={start.tabs}
            selectedDate={start.selectedDate}
            bookable={start.selectedDate <= bookingWindow(start.nowMs).max}
          >
            <ScheduleResultsView
              status="loaded"
              items={start.page.schedules}
              hasMore={start.page.has_more}
              nowMs={start.nowMs}
              fareFrom={start.page.fareFrom ?? null}
            />
          </ScheduleDayView>
        ) : (
          <Skeleton lines={4} label={t(m.daftar_loading)} />
        )}
      </main>
    </>
  );
}

/** The day tabs, the warning and the selected day's panel (`children`: its list). */
export function ScheduleDayView({
  tabs,
  selectedDate,
  bookable,
  onSelectDay = noop,
  children,
}: {
  tabs: DayTab[];
  selectedDate: string;
  /** Whether the selected day is in the booking window (else the panel says why it lists nothing). */
  bookable: boolean;
  /** Absent in the frame, which no one can use before the app has started. */
  onSelectDay?: (date: string) => void;
  children?: ReactNode;
}) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.date === selectedDate),
  );
  const t = useT();
  const language = useLanguage();
  // The machine names the days in Indonesian; the same consecutive days in the chosen language.
  const labels = language === 'id' || tabs.length === 0 ? tabs : dayStrip(tabs[0]!.date, tabs.length, language);

  // Arrow keys, Home and End move between the tabs and select (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selectedIndex === last
          ? 0
          : selectedIndex + 1
        : event.key === 'ArrowLeft'
          ? selectedIndex === 0
            ? last
            : selectedIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelectDay(tab.date);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      {/* The arrow keys move between the tabs inside (WAI-ARIA tabs, roving tabindex); the tablist
          itself is no tab stop. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- see the comment above */}
      <div className="day-tabs" role="tablist" aria-label={t(m.daftar_day_tabs)} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = tab.date === selectedDate;
          const label = labels[index] ?? tab;
          return (
            <button
              key={tab.date}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`day-tab-${tab.date}`}
              aria-selected={selected}
              aria-controls="day-panel"
              tabIndex={selected ? 0 : -1}
              className="day-tab"
              data-early-tap={`hari-${tab.date}`}
              onClick={() => onSelectDay(tab.date)}
            >
              <span className="day-tab-weekday">{label.weekday}</span> <span className="day-tab-day">{tab.day}</span>
              {label.month && (
                <>
                  {' '}
                  <span className="day-tab-month">{label.month}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <Banner tone="warning">{t(m.daftar_purchase_warning)}</Banner>
      <div role="tabpanel" id="day-panel" aria-labelledby={`day-tab-${selectedDate}`} className="day-panel">
        <h2 className="day-title">{formatDateLong(selectedDate, language)}</h2>
        {!bookable ? (
          <div className="placeholder" role="status">
            <p>{t(m.daftar_outside_window)}</p>
            <p>
              {t(m.daftar_bookable_from, {
                date: formatDateLong(addDays(selectedDate, -BOOKING_WINDOW_DAYS), language),
              })}
            </p>
          </div>
        ) : (
          children
        )}
      </div>
    </>
  );
}

/** The selected day's list: skeleton, failure, empty day, or its cards and 'Muat lebih banyak'. */
export function ScheduleResultsView({
  status,
  items,
  hasMore,
  nowMs,
  fareFrom,
  onSelect = noop,
  onRetry = noop,
  onLoadMore = noop,
}: {
  status: PagedListStatus;
  items: Shape<'Schedule'>[];
  hasMore: boolean;
  /** The time the cards are rendered for (the 60-minute rule, the remaining time). */
  nowMs: number;
  fareFrom: number | null;
  onSelect?: (scheduleId: number) => void;
  onRetry?: () => void;
  onLoadMore?: () => void;
}) {
  const online = useOnline();
  const t = useT();
  const language = useLanguage();
  const schedules = visibleSchedules(items, nowMs);
  const first = schedules[0];

  if ((status === 'loading' || status === 'idle') && items.length === 0) {
    return <Skeleton lines={3} label={t(m.daftar_loading)} />;
  }
  return (
    <>
      {first && (
        <p className="route-summary muted">
          <RouteText from={first.fromRoute.route} to={first.toRoute.route} />
        </p>
      )}
      {status === 'failed' && items.length === 0 ? (
        <div className="placeholder">
          {/* Offline, it says why (issue #21); 'Coba lagi' waits for the network. */}
          <p>{online ? t(m.daftar_failed) : APP_MSG.scheduleOffline}</p>
          <NetworkButton type="button" className="button button-secondary" onClick={onRetry}>
            {t(m.retry)}
          </NetworkButton>
        </div>
      ) : schedules.length === 0 && !hasMore ? (
        <EmptyState scene="calendar">
          <p>{t(m.daftar_empty_day)}</p>
          <p className="small">{t(m.daftar_pick_other_day)}</p>
        </EmptyState>
      ) : (
        <ul className="schedule-list">
          {schedules.map((schedule) => (
            <li key={schedule.id}>
              <ScheduleCard
                schedule={schedule}
                remaining={remainingLabel(schedule, nowMs, language)}
                fareFrom={fareFrom}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      )}
      {status === 'loadingMore' && <Skeleton lines={1} label={t(m.daftar_loading_more)} />}
      <LoadMore status={status} hasMore={hasMore} onLoadMore={onLoadMore} />
    </>
  );
}
