// Pesan Lagi's step on pesan-tiket/{scheduleId}?pesanLagi=<transaction id> (issue #40 item 4), a
// lazy chunk of pesan-tiket: while the orderAgain machine turns the old ticket into this
// departure's draft it shows the loading view; then it replaces the address with plain
// pesan-tiket/{scheduleId}, carrying the notes in the history state (./order-again-notes.tsx), so
// the booking form restores the draft as after a reload and a later reload keeps the user's edits.
import { useNavigate } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { TopBar } from '../../components/top-bar';
import { Skeleton } from '../../components/skeleton';
import { NetworkButton } from '../../components/network-button';
import { useFlow } from '../../hooks/inspect';
import { useSessionUser } from '../../hooks/session';
import { orderAgainState } from '../../lib/order-again-notes';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';
import { orderAgainMachine } from '../../machines/order-again.machine';

export default function PesanLagi({
  scheduleId,
  transactionId,
  logic = orderAgainMachine,
}: {
  scheduleId: number;
  transactionId: number;
  logic?: typeof orderAgainMachine;
}) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const actor = useFlow(
    logic.provide({
      actions: {
        toBooking: (_, { notes }) =>
          void navigate(`/pesan-tiket/${scheduleId}`, { replace: true, state: orderAgainState(notes) }),
      },
    }),
    { input: { scheduleId, transactionId, user } },
  );
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const t = useT();
  return (
    <>
      <TopBar title={t(m.book_title)} back="/daftar-tiket" />
      <main className="screen pesan-tiket">
        {failed ? (
          <div className="placeholder">
            <p>{t(m.again_load_failed)}</p>
            <NetworkButton
              type="button"
              className="button button-secondary"
              onClick={() => actor.send({ type: 'RETRY' })}
            >
              {t(m.retry)}
            </NetworkButton>
            <button type="button" className="button button-link" onClick={() => actor.send({ type: 'SKIP' })}>
              {t(m.again_skip)}
            </button>
          </div>
        ) : (
          <Skeleton lines={3} label={t(m.again_preparing)} />
        )}
      </main>
    </>
  );
}
