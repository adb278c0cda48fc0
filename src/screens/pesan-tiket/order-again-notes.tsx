// Pesan Lagi on pesan-tiket (issue #40 item 4), the part in pesan-tiket's own chunk: its step, a
// lazy chunk of its own (./pesan-lagi.tsx), and its notes: what was filled in from the old ticket
// and what was not (src/machines/order-again.ts keeps them as data; ./order-again-text.ts writes them
// in the passenger's language). The notes travel in the history state of the address the step
// replaces, so a reload keeps them and any other way in has none.
import { lazy, Suspense } from 'react';
import { Banner } from '../../components/banner';
import { Skeleton } from '../../components/skeleton';
import { TopBar } from '../../components/top-bar';
import { orderAgainNotes } from '../../lib/order-again-notes';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';
import { orderAgainNoteText } from './order-again-text';

const PesanLagi = lazy(() => import('./pesan-lagi'));

/** pesan-tiket/{scheduleId}?pesanLagi=<ticketId>: the old ticket becomes this departure's draft first. */
export function OrderAgainStep({ scheduleId, ticketId }: { scheduleId: number; ticketId: number }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <>
          <TopBar title={t(m.book_title)} back="/daftar-tiket" />
          <main className="screen pesan-tiket">
            <Skeleton lines={3} label={t(m.again_preparing)} />
          </main>
        </>
      }
    >
      <PesanLagi scheduleId={scheduleId} transactionId={ticketId} />
    </Suspense>
  );
}

export function OrderAgainNotes({ state }: { state: unknown }) {
  const t = useT();
  const language = useLanguage();
  const notes = orderAgainNotes(state).map((note) => orderAgainNoteText(t, language, note));
  if (notes.length === 0) return null;
  return (
    <Banner tone="info">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </Banner>
  );
}
