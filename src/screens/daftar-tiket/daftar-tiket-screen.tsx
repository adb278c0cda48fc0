// daftar-tiket (spec §2): seven day tabs, the 1-hour warning, and the departures of the selected
// day in pages of 10 with infinite scroll. State lives in the scheduleList machine and its
// pagedList child; this file wires them to the views (./daftar-tiket-views.tsx, shared with the
// first paint) and sends events. In Pesan Lagi mode (`pesanLagi=<transaction id>`, issue #40 item 4,
// src/lib/order-again.ts) it says so, the day tabs keep the mode, and Pilih Tiket carries it to pesan-tiket.
import { useNavigate, useSearchParams } from '../../lib/router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AlertDialog } from '../../components/modal';
import { EmptyState } from '../../components/empty-state';
import { TopBar } from '../../components/top-bar';
import { Banner } from '../../components/banner';
import { ORDER_AGAIN_MSG, orderAgainId, withOrderAgain } from '../../lib/order-again';
import {
  isBookableDay,
  SCHEDULE_LOAD_FAILED,
  scheduleListMachine,
  schedulePagesMachine,
} from '../../machines/schedule-list.machine';
import { useFlow } from '../../hooks/inspect';
import { useFreshFirstPaintData } from '../../hooks/first-paint';
import { ScheduleDayView, ScheduleResultsView } from './daftar-tiket-views';
import './daftar-tiket.css';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

export { Frame, OUTSIDE_WINDOW, PURCHASE_WARNING } from './daftar-tiket-views';

type ListActor = ActorRefFrom<typeof scheduleListMachine>;
type PagesActor = ActorRefFrom<typeof schedulePagesMachine>;

export default function DaftarTiketScreen({ logic = scheduleListMachine }: { logic?: typeof scheduleListMachine }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const again = orderAgainId(searchParams);
  // The page's own data (issue #25): the list starts from the first page the frame showed (the
  // machine takes it only when it is the page it would load first).
  const schedules = useFreshFirstPaintData('/daftar-tiket')?.schedules;
  const actor = useFlow(
    // The chosen tab goes into the address in place (issue #21): back leaves daftar-tiket.
    logic.provide({
      actions: { showDay: (_, { path }) => void navigate(withOrderAgain(path, again), { replace: true }) },
    }),
    {
      input: {
        query: {
          from: searchParams.get('from'),
          to: searchParams.get('to'),
          date: searchParams.get('date'),
          tanggal: searchParams.get('tanggal'),
        },
        ...(schedules ? { firstPage: schedules } : {}),
      },
    },
  );
  const missing = useSelector(actor, (s) => s.matches('missing'));
  const alertShown = useSelector(actor, (s) => s.matches({ ready: { alert: 'shown' } }));
  const t = useT();
  return (
    <>
      <TopBar title={t(m.daftar_title)} />
      <main className="screen daftar-tiket">
        {again !== null && !missing && <Banner tone="info">{ORDER_AGAIN_MSG.chooseDeparture}</Banner>}
        {missing ? (
          <EmptyState scene="ferry" action={{ to: '/beranda', label: t(m.search_submit) }}>
            <p>{t(m.daftar_no_search)}</p>
          </EmptyState>
        ) : (
          <Schedules actor={actor} again={again} />
        )}
      </main>
      <AlertDialog
        message={alertShown ? SCHEDULE_LOAD_FAILED : null}
        onClose={() => actor.send({ type: 'ALERT_CLOSED' })}
      />
    </>
  );
}

function Schedules({ actor, again }: { actor: ListActor; again: number | null }) {
  const tabs = useSelector(actor, (s) => s.context.tabs);
  const selectedDate = useSelector(actor, (s) => s.context.selectedDate);
  const pages = useSelector(actor, (s) => s.children.schedules);
  const bookable = useSelector(actor, (s) => isBookableDay(s.context, s.context.selectedDate));
  return (
    <ScheduleDayView
      tabs={tabs}
      selectedDate={selectedDate}
      bookable={bookable}
      onSelectDay={(date) => actor.send({ type: 'SELECT_DAY', date })}
    >
      {pages && <ScheduleResults actor={actor} pages={pages} again={again} />}
    </ScheduleDayView>
  );
}

function ScheduleResults({ actor, pages, again }: { actor: ListActor; pages: PagesActor; again: number | null }) {
  const navigate = useNavigate();
  const nowMs = useSelector(actor, (s) => s.context.nowMs);
  const fareFrom = useSelector(actor, (s) => s.context.fareFrom);
  const status = useSelector(pages, (s) => s.value);
  const items = useSelector(pages, (s) => s.context.items);
  const hasMore = useSelector(pages, (s) => s.context.hasMore);
  return (
    <ScheduleResultsView
      status={status}
      items={items}
      hasMore={hasMore}
      nowMs={nowMs}
      fareFrom={fareFrom}
      onSelect={(id) => void navigate(withOrderAgain(`/pesan-tiket/${id}`, again))}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onLoadMore={() => actor.send({ type: 'LOAD_MORE' })}
    />
  );
}
