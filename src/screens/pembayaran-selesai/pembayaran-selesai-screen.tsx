// pembayaran-selesai/{id}: Midtrans' finish redirect lands here (issue #9; not in the product spec,
// which it adds to). It says the payment was received and the ticket is being issued, asks the
// server until the transaction is paid, then turns into the ticket (tiket-detail/{id}). The
// redirect's query (transaction_status …) is never read: see payment-finish.machine.ts.
// A late payment with no place left (REFUND_DUE) is said as such, with the support contact of
// pusat-bantuan (components/support-contact.tsx).
import { Link, useNavigate, useParams } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { SupportContact } from '../../components/support-contact';
import { TopBar } from '../../components/top-bar';
import { useFlow } from '../../hooks/inspect';
import { paymentFinishMachine } from '../../machines/payment-finish.machine';
import '../tiket-detail/tiket-detail.css';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

export default function PembayaranSelesaiScreen({
  logic = paymentFinishMachine,
}: {
  logic?: typeof paymentFinishMachine;
}) {
  const { id } = useParams();
  const navigate = useNavigate();
  const actor = useFlow(
    logic.provide({
      actions: { toTicket: (_, ticket) => void navigate(`/tiket-detail/${ticket.id}`, { replace: true }) },
    }),
    { input: { id: Number(id) } },
  );
  // Paid: shown as waiting until `toTicket` has replaced the screen.
  const state = useSelector(actor, (s) =>
    s.matches('refundDue') ? 'refundDue' : s.matches('slow') ? 'slow' : s.matches('failed') ? 'failed' : 'waiting',
  );
  const invoiceId = useSelector(actor, (s) => s.context.ticket?.invoiceId ?? null);
  const t = useT();

  return (
    <>
      <TopBar title={t(m.pdf_payment)} />
      <main className="screen tiket-detail">
        <section className="card receipt stack" aria-labelledby="finish-title">
          {state === 'waiting' && (
            <>
              <div className="receipt-icon receipt-icon-ok" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="40" height="40">
                  <path d="m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
                </svg>
              </div>
              <div role="status">
                <h2 id="finish-title">{t(m.finish_received)}</h2>
              </div>
              <p className="muted small">{t(m.finish_auto)}</p>
            </>
          )}
          {state === 'slow' && (
            <>
              <h2 id="finish-title">{t(m.finish_waiting_title)}</h2>
              <p role="status">{t(m.finish_slow)}</p>
              <button
                type="button"
                className="button button-primary button-block"
                onClick={() => actor.send({ type: 'RETRY' })}
              >
                {t(m.finish_check_again)}
              </button>
              <Link className="button button-secondary button-block" to="/tiket-saya">
                {t(m.finish_to_tickets)}
              </Link>
            </>
          )}
          {state === 'failed' && (
            <>
              <h2 id="finish-title">{t(m.pdf_payment)}</h2>
              <p role="alert">{t(m.finish_not_found)}</p>
              <button
                type="button"
                className="button button-secondary button-block"
                onClick={() => actor.send({ type: 'RETRY' })}
              >
                {t(m.retry)}
              </button>
            </>
          )}
          {state === 'refundDue' && (
            <>
              <div className="receipt-icon receipt-icon-wait" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="40" height="40">
                  <path d="M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2m1 15h-2v-2h2zm0-4h-2V7h2z" fill="currentColor" />
                </svg>
              </div>
              <h2 id="finish-title">{t(m.finish_refund_title)}</h2>
              {invoiceId && (
                <p className="muted small">
                  {t(m.pdf_invoice)} {invoiceId}
                </p>
              )}
              <p role="status">{t(m.finish_refund_due)}</p>
              <p>{t(m.finish_contact)}</p>
              <SupportContact />
            </>
          )}
        </section>
      </main>
    </>
  );
}
