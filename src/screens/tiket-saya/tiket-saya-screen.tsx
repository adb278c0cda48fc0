// tiket-saya (spec §2): the active transactions in pages of 5 with infinite scroll; unpaid ones show
// their order number and a live 15-minute payment countdown. State lives in the ticketList machine
// (its pagedList child and one paymentWindow child per unpaid transaction); entering clears the
// stored draft order (see ticket-list.machine.ts for what is kept). Back from the payment page
// without paying (`?pembayaran=dibatalkan|belum-selesai`, issue #21 §7) it says so on top. Without
// signal the list is every paid ticket this phone has kept (issue #38), and it says so.
import { useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { EmptyState } from '../../components/empty-state';
import { TopBar } from '../../components/top-bar';
import { BottomNav } from '../../components/bottom-nav';
import { Skeleton } from '../../components/skeleton';
import { useFlow } from '../../hooks/inspect';
import { paymentWindowId } from '../../machines/payment-window.machine';
import { ticketListMachine } from '../../machines/ticket-list.machine';
import { LoadMore } from '../../components/load-more';
import { TicketCard } from './ticket-card';
import { APP_MSG } from '../../lib/app-messages';
import { mayOrderAgain } from '../../lib/order-again';
import './tiket-saya.css';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

export const EMPTY_ACTIVE = m.saya_empty();

export default function TiketSayaScreen({ logic = ticketListMachine }: { logic?: typeof ticketListMachine }) {
  const [params] = useSearchParams();
  const actor = useFlow(logic, { input: { returned: params.get('pembayaran') } });
  const notice = useSelector(actor, (s) => s.context.notice);
  const offline = useSelector(actor, (s) => s.context.offline);
  const list = useSelector(actor, (s) => s.context.list);
  const windows = useSelector(actor, (s) => s.context.windows);
  const now = useSelector(actor, (s) => s.context.now);
  const current = useSelector(list, (s) => s.context.items);
  const hasMore = useSelector(list, (s) => s.context.hasMore);
  const currentStatus = useSelector(list, (s) => String(s.value));
  // The list as shown, deferred (issue #25 §3): the cards' render, once a page has come, runs as a
  // background render React slices into short tasks, not as one long task.
  const shown = useDeferredValue(useMemo(() => ({ items: current, status: currentStatus }), [current, currentStatus]));
  const { items, status } = shown;
  const t = useT();

  return (
    <>
      <TopBar
        title={t(m.nav_tickets)}
        back={false}
        action={
          <Link to="/riwayat-transaksi" className="icon-button" aria-label={t(m.saya_history)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M13 3a9 9 0 0 0-9 9H1l3.9 3.9L9 12H6a7 7 0 1 1 2.1 5l-1.4 1.4A9 9 0 1 0 13 3m-1 5v5l4.3 2.5.7-1.2-3.5-2.1V8z"
                fill="currentColor"
              />
            </svg>
          </Link>
        }
      />
      <main className="screen tiket-saya">
        {notice && <Banner tone="info">{notice}</Banner>}
        {offline && items.length > 0 && <Banner tone="info">{APP_MSG.keptTickets}</Banner>}
        {(status === 'loading' || status === 'idle') && items.length === 0 ? (
          <Skeleton lines={3} label={t(m.saya_loading)} />
        ) : status === 'failed' && items.length === 0 ? (
          <div className="placeholder">
            <p>{t(m.saya_failed)}</p>
            <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'REFRESH' })}>
              {t(m.retry)}
            </button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState scene="ticket" action={{ to: '/beranda', label: t(m.search_submit) }}>
            <p>{t(m.saya_empty)}</p>
          </EmptyState>
        ) : (
          <ul className="ticket-list">
            {items.map((item) => (
              <li key={item.id}>
                <TicketCard
                  item={item}
                  window={windows[paymentWindowId(item.id)]}
                  orderAgain={mayOrderAgain(item, now())}
                />
              </li>
            ))}
          </ul>
        )}
        {currentStatus === 'loadingMore' && <Skeleton lines={1} label={t(m.saya_loading_more)} />}
        <LoadMore status={currentStatus} hasMore={hasMore} onLoadMore={() => actor.send({ type: 'LOAD_MORE' })} />
      </main>
      <BottomNav />
    </>
  );
}
