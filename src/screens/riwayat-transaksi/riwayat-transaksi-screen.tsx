// riwayat-transaksi (spec §2): past transactions (isActive=false) in pages of 5 with infinite
// scroll; a row opens tiket-detail/{id}. The list is the shared pagedList machine. Every row offers
// Pesan Lagi (issue #40 item 4): the history is what is no longer active, a departure gone by or an
// order cancelled, lapsed or refunded (server/orders/queries.ts), so each is past or cancelled.
import { useSelector } from '@xstate/react';
import { EmptyState } from '../../components/empty-state';
import { TopBar } from '../../components/top-bar';
import { Skeleton } from '../../components/skeleton';
import { useFlow } from '../../hooks/inspect';
import { historyInput, transactionListMachine } from '../../machines/ticket-list.machine';
import { LoadMore } from '../../components/load-more';
import { TicketCard } from '../tiket-saya/ticket-card';
import '../tiket-saya/tiket-saya.css';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

export default function RiwayatTransaksiScreen({
  logic = transactionListMachine,
}: {
  logic?: typeof transactionListMachine;
}) {
  const actor = useFlow(logic, { input: historyInput });
  const items = useSelector(actor, (s) => s.context.items);
  const hasMore = useSelector(actor, (s) => s.context.hasMore);
  const status = useSelector(actor, (s) => String(s.value));
  const t = useT();

  return (
    <>
      <TopBar title={t(m.ak_history_screen)} />
      <main className="screen riwayat-transaksi">
        {(status === 'loading' || status === 'idle') && items.length === 0 ? (
          <Skeleton lines={3} label={t(m.ak_history_loading)} />
        ) : status === 'failed' && items.length === 0 ? (
          <div className="placeholder">
            <p>{t(m.ak_history_failed)}</p>
            <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'REFRESH' })}>
              {t(m.retry)}
            </button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState scene="ferry" action={{ to: '/beranda', label: t(m.ak_book_ticket) }}>
            <p>{t(m.ak_history_empty)}</p>
          </EmptyState>
        ) : (
          <ul className="ticket-list">
            {items.map((item) => (
              <li key={item.id}>
                <TicketCard item={item} history orderAgain />
              </li>
            ))}
          </ul>
        )}
        {status === 'loadingMore' && <Skeleton lines={1} label={t(m.ak_history_loading_more)} />}
        <LoadMore status={status} hasMore={hasMore} onLoadMore={() => actor.send({ type: 'LOAD_MORE' })} />
      </main>
    </>
  );
}
