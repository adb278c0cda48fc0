// daftar-tiket (spec §2): seven day tabs, the 1-hour warning, and the departures of the selected
// day in pages of 10 with infinite scroll. State lives in the scheduleList machine and its
// pagedList child; this file renders them and sends events.
import { useRef, type KeyboardEvent } from 'react';
import { LoadMore } from '../../components/load-more';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Banner } from '../../components/banner';
import { AlertDialog } from '../../components/modal';
import { RouteText } from '../../components/route-text';
import { ScheduleCard } from '../../components/schedule-card';
import { Skeleton } from '../../components/skeleton';
import { EmptyState } from '../../components/empty-state';
import { TopBar } from '../../components/top-bar';
import { addDays, BOOKING_WINDOW_DAYS, formatDateLong } from '../../../kernel/time';
import {
  isBookableDay,
  remainingLabel,
  SCHEDULE_LOAD_FAILED,
  scheduleListMachine,
  schedulePagesMachine,
  visibleSchedules,
} from '../../machines/schedule-list.machine';
import { useFlow } from '../../hooks/inspect';
import { useOnline } from '../../hooks/app-status';
import { APP_MSG } from '../../lib/app-messages';
import { NetworkButton } from '../../components/network-button';
import './daftar-tiket.css';

type ListActor = ActorRefFrom<typeof scheduleListMachine>;
type PagesActor = ActorRefFrom<typeof schedulePagesMachine>;

export const PURCHASE_WARNING =
  'Pembelian tiket online hanya dapat dilakukan paling lambat 1 jam sebelum waktu keberangkatan.';
/** Beyond the spec (issue #14): why a tab after the booking window (today … today + 7) lists nothing. */
export const OUTSIDE_WINDOW = 'Pemesanan hanya dibuka sampai 7 hari ke depan.';

export default function DaftarTiketScreen({ logic = scheduleListMachine }: { logic?: typeof scheduleListMachine }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const actor = useFlow(
    // The chosen tab goes into the address in place (issue #21): back leaves daftar-tiket.
    logic.provide({ actions: { showDay: (_, { path }) => void navigate(path, { replace: true }) } }),
    {
      input: {
        query: {
          from: searchParams.get('from'),
          to: searchParams.get('to'),
          date: searchParams.get('date'),
          tanggal: searchParams.get('tanggal'),
        },
      },
    },
  );
  const missing = useSelector(actor, (s) => s.matches('missing'));
  const alertShown = useSelector(actor, (s) => s.matches({ ready: { alert: 'shown' } }));
  return (
    <>
      <TopBar title="Daftar Tiket" />
      <main className="screen daftar-tiket">
        {missing ? (
          <EmptyState scene="ferry" action={{ to: '/beranda', label: 'Cari Tiket' }}>
            <p>Belum ada pencarian jadwal. Pilih keberangkatan, tujuan dan tanggal di Beranda.</p>
          </EmptyState>
        ) : (
          <Schedules actor={actor} />
        )}
      </main>
      <AlertDialog
        message={alertShown ? SCHEDULE_LOAD_FAILED : null}
        onClose={() => actor.send({ type: 'ALERT_CLOSED' })}
      />
    </>
  );
}

function Schedules({ actor }: { actor: ListActor }) {
  const tabs = useSelector(actor, (s) => s.context.tabs);
  const selectedDate = useSelector(actor, (s) => s.context.selectedDate);
  const pages = useSelector(actor, (s) => s.children.schedules);
  const bookable = useSelector(actor, (s) => isBookableDay(s.context, s.context.selectedDate));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((t) => t.date === selectedDate),
  );

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
    actor.send({ type: 'SELECT_DAY', date: tab.date });
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      {/* The arrow keys move between the tabs inside (WAI-ARIA tabs, roving tabindex); the tablist
          itself is no tab stop. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- see the comment above */}
      <div className="day-tabs" role="tablist" aria-label="Tanggal keberangkatan" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = tab.date === selectedDate;
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
              onClick={() => actor.send({ type: 'SELECT_DAY', date: tab.date })}
            >
              <span className="day-tab-weekday">{tab.weekday}</span> <span className="day-tab-day">{tab.day}</span>
              {tab.month && (
                <>
                  {' '}
                  <span className="day-tab-month">{tab.month}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <Banner tone="warning">{PURCHASE_WARNING}</Banner>
      <div role="tabpanel" id="day-panel" aria-labelledby={`day-tab-${selectedDate}`} className="day-panel">
        <h2 className="day-title">{formatDateLong(selectedDate)}</h2>
        {!bookable ? (
          <div className="placeholder" role="status">
            <p>{OUTSIDE_WINDOW}</p>
            <p>Jadwal tanggal ini dapat dipesan mulai {formatDateLong(addDays(selectedDate, -BOOKING_WINDOW_DAYS))}.</p>
          </div>
        ) : (
          pages && <ScheduleResults actor={actor} pages={pages} />
        )}
      </div>
    </>
  );
}

function ScheduleResults({ actor, pages }: { actor: ListActor; pages: PagesActor }) {
  const navigate = useNavigate();
  const nowMs = useSelector(actor, (s) => s.context.nowMs);
  const fareFrom = useSelector(actor, (s) => s.context.fareFrom);
  const online = useOnline();
  const status = useSelector(pages, (s) => s.value);
  const items = useSelector(pages, (s) => s.context.items);
  const hasMore = useSelector(pages, (s) => s.context.hasMore);
  const schedules = visibleSchedules(items, nowMs);
  const first = schedules[0];

  if ((status === 'loading' || status === 'idle') && items.length === 0) {
    return <Skeleton lines={3} label="Memuat jadwal…" />;
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
          <p>{online ? 'Jadwal gagal dimuat.' : APP_MSG.scheduleOffline}</p>
          <NetworkButton
            type="button"
            className="button button-secondary"
            onClick={() => actor.send({ type: 'RETRY' })}
          >
            Coba lagi
          </NetworkButton>
        </div>
      ) : schedules.length === 0 && !hasMore ? (
        <EmptyState scene="calendar">
          <p>Tidak ada jadwal keberangkatan pada tanggal ini.</p>
          <p className="small">Pilih tanggal lain di atas.</p>
        </EmptyState>
      ) : (
        <ul className="schedule-list">
          {schedules.map((schedule) => (
            <li key={schedule.id}>
              <ScheduleCard
                schedule={schedule}
                remaining={remainingLabel(schedule, nowMs)}
                fareFrom={fareFrom}
                onSelect={(id) => void navigate(`/pesan-tiket/${id}`)}
              />
            </li>
          ))}
        </ul>
      )}
      {status === 'loadingMore' && <Skeleton lines={1} label="Memuat jadwal berikutnya…" />}
      <LoadMore status={status} hasMore={hasMore} onLoadMore={() => actor.send({ type: 'LOAD_MORE' })} />
    </>
  );
}
