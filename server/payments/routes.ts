// The payments domain's operations: the signed callback, Midtrans' notification, and the
// simulator's page and form. SQL: the session lookup below; settlement in ./settle.ts and ./gateway.ts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatRupiah } from '../../kernel/money';
import { formatDateLong, formatTimeWib } from '../../kernel/time';
import { routes, schedules, transactions } from '../db/schema';
import { HttpError, MESSAGES, badRequest, notFound } from '../errors';
import { ok, type Handlers } from '../platform/handlers';
import type { Db } from '../db/client';
import { isoJakarta, jakartaParts, type Clock } from '../platform/clock';
import type { PaymentCallback, PaymentProvider } from './provider';
import { settlePayment, type SettleResult } from './settle';
import { signCallback } from './signature';
import { PAYMENT_METHODS, type SimulatorProvider } from './simulator';
import type { MidtransProvider } from './midtrans';
import type { Reconciler } from './reconcile';
import { hms } from '../platform/present';
import { originOf } from '../platform/origin';
import { changeSessionView } from '../tickets/change-payment';

/** What the simulator's page shows of a session: an order's, or a paid Ubah Jadwal's (issue #23). */
type SessionView = {
  tx: Pick<
    typeof transactions.$inferSelect,
    'status' | 'expiresAt' | 'invoiceId' | 'vehicleClass' | 'plateNumber' | 'price' | 'paidAt'
  >;
  issuedDate: string;
  issuedTime: string;
  fromRouteId: number;
  toRouteId: number;
};

type Ops = 'paymentCallback' | 'paymentSimulatorPage' | 'paymentSimulatorSubmit' | 'midtransNotification';

/** Where the browser goes after the simulated payment page. */
export const RETURN_PATH = '/tiket-saya';
/** ...after Batalkan cancelled the order: tiket-saya then says 'Pembayaran dibatalkan.' (issue #21 §7). */
export const CANCELLED_RETURN_PATH = '/tiket-saya?pembayaran=dibatalkan';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef3f8;color:#102a43}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}header{background:#0b5394;color:#fff;padding:1rem}
header p{margin:0;font-size:.875rem;opacity:.9}h1{margin:0;font-size:1.25rem}
.card{background:#fff;border-radius:.75rem;padding:1rem 1.25rem;margin-bottom:1rem;box-shadow:0 1px 3px rgba(16,42,67,.15)}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#486581}dd{margin:0;text-align:right;font-weight:600}
.amount{font-size:1.5rem;color:#0b5394}fieldset{border:0;padding:0;margin:0}legend{font-weight:700;margin-bottom:.5rem}
label.method{display:flex;gap:.75rem;align-items:center;padding:.75rem;border:1px solid #bcccdc;border-radius:.5rem;margin-bottom:.5rem;cursor:pointer}
label.method:has(input:checked){border-color:#0b5394;background:#e8f1fb}input[type=radio]{width:1.25rem;height:1.25rem;accent-color:#0b5394}
.actions{display:flex;gap:.75rem}button{flex:1;font:inherit;font-weight:700;padding:.875rem;border-radius:.5rem;border:2px solid #0b5394;cursor:pointer}
button.pay{background:#0b5394;color:#fff}button.cancel{background:#fff;color:#0b5394}button:focus-visible,a:focus-visible{outline:3px solid #f0b429;outline-offset:2px}
.note{font-size:.875rem;color:#486581}a{color:#0b5394;font-weight:700}`;

function page(title: string, body: string, nonce: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} — Simulasi Pembayaran</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header><p>Simulasi gerbang pembayaran Seberang</p><h1>${esc(title)}</h1></header>
<main>
${body}
</main>
</body>
</html>`;
}

/** What the payments domain's handlers use; app.ts passes its context. */
export interface PaymentRouteDeps {
  db: Db;
  now: Clock;
  payments: Pick<PaymentProvider, 'verifyCallback'>;
  /** The built-in simulator, when it is the payment provider (its page routes need it). */
  simulator: SimulatorProvider | null;
  /** Midtrans and its notification/reconciliation worker, when PAYMENT_PROVIDER=midtrans. */
  midtrans: Pick<MidtransProvider, 'verifyNotification'> | null;
  reconciler: Pick<Reconciler, 'accept'> | null;
  paymentSecret: string;
  /** PUBLIC_URL: the origin of the links in notices (else the request's). */
  publicUrl: string | null;
}

/** The payments domain's registration: its operations, keyed by operationId. */
export function paymentRoutes(ctx: PaymentRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;

  async function handleCallback(body: PaymentCallback, origin: string): Promise<SettleResult> {
    if (!ctx.payments.verifyCallback(body)) throw new HttpError(401, MESSAGES.invalidSignature);
    return settlePayment(db, now, body, { origin });
  }

  function simulator(): SimulatorProvider {
    if (!ctx.simulator) throw notFound(MESSAGES.notFound);
    return ctx.simulator;
  }

  async function findSession(sessionId: string): Promise<SessionView> {
    const [row] = await db
      .select({
        tx: transactions,
        issuedDate: schedules.issuedDate,
        issuedTime: schedules.issuedTime,
        fromRouteId: schedules.fromRouteId,
        toRouteId: schedules.toRouteId,
      })
      .from(transactions)
      .innerJoin(schedules, eq(schedules.id, transactions.scheduleId))
      .where(eq(transactions.paymentSessionId, sessionId));
    if (row) return row;
    // A paid Ubah Jadwal's session (issue #23): its amount, window and new departure.
    const change = await changeSessionView(db, sessionId);
    if (!change) throw notFound('Payment session not found.');
    return change;
  }

  return {
    async midtransNotification(request) {
      if (!ctx.midtrans || !ctx.reconciler) throw notFound(MESSAGES.notFound);
      const body = request.body as Record<string, unknown>;
      if (!ctx.midtrans.verifyNotification(body)) throw new HttpError(401, MESSAGES.invalidSignature);
      // Answered now; the status API and the settlement run right after (payments/reconcile.ts).
      ctx.reconciler.accept(body);
      return ok('Notification received.');
    },

    async paymentCallback(request) {
      const result = await handleCallback(request.body, originOf(ctx, request));
      return ok(
        result === 'ignored' ? 'No change: unknown, expired or already settled session.' : `Transaction ${result}.`,
      );
    },

    async paymentSimulatorPage(request, reply) {
      const sim = simulator();
      const { sessionId } = request.params;
      const row = await findSession(sessionId);
      const names = new Map((await db.select().from(routes)).map((r) => [r.id, r.name]));
      const t = now();
      const nonce = randomBytes(16).toString('base64');
      const open = row.tx.status === 'UNPAID' && row.tx.expiresAt.getTime() > t;
      const summary = `<section class="card" aria-labelledby="ringkasan">
<h2 id="ringkasan" class="note">Ringkasan pesanan</h2>
<dl>
<dt>Nomor tagihan</dt><dd>${esc(row.tx.invoiceId)}</dd>
<dt>Rute</dt><dd>${esc(names.get(row.fromRouteId) ?? '')} → ${esc(names.get(row.toRouteId) ?? '')}</dd>
<dt>Keberangkatan</dt><dd>${esc(formatDateLong(row.issuedDate))}, ${esc(formatTimeWib(hms(row.issuedTime)))}</dd>
<dt>Kendaraan</dt><dd>${esc(row.tx.vehicleClass)} · ${esc(row.tx.plateNumber)}</dd>
<dt>Total</dt><dd class="amount">${esc(formatRupiah(row.tx.price))}</dd>
</dl>
</section>`;
      let body: string;
      let title: string;
      if (open) {
        title = 'Pembayaran';
        const deadline = jakartaParts(row.tx.expiresAt.getTime()).time.slice(0, 5);
        const methods = PAYMENT_METHODS.map(
          (m, i) =>
            `<label class="method"><input type="radio" name="method" value="${m.value}"${i === 0 ? ' checked' : ''}> ${esc(m.label)}</label>`,
        ).join('\n');
        body = `${summary}
<form class="card" method="post" action="/api/payment/simulator/${esc(sessionId)}">
<fieldset>
<legend>Metode pembayaran</legend>
${methods}
</fieldset>
<input type="hidden" name="formToken" value="${esc(sim.formToken(sessionId, t))}">
<p class="note">Selesaikan pembayaran sebelum pukul ${deadline} WIB.</p>
<div class="actions">
<button type="submit" class="pay" name="action" value="pay">Bayar</button>
<button type="submit" class="cancel" name="action" value="cancel" formnovalidate>Batalkan</button>
</div>
</form>`;
      } else {
        const state =
          row.tx.status === 'PAID'
            ? `Tagihan ini sudah dibayar${row.tx.paidAt ? ` pada ${esc(isoJakarta(row.tx.paidAt.getTime()).slice(0, 16).replace('T', ' '))} WIB` : ''}.`
            : row.tx.status === 'CANCELLED'
              ? 'Pesanan ini sudah dibatalkan.'
              : 'Batas waktu pembayaran sudah lewat.';
        title = row.tx.status === 'PAID' ? 'Pembayaran berhasil' : 'Pembayaran tidak tersedia';
        body = `${summary}
<section class="card"><p role="status">${state}</p><p><a href="${RETURN_PATH}">Kembali ke Tiket Saya</a></p></section>`;
      }
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
        )
        .send(page(title, body, nonce));
    },

    async paymentSimulatorSubmit(request, reply) {
      const sim = simulator();
      const { sessionId } = request.params;
      const { action, method, formToken } = request.body;
      await findSession(sessionId);
      if (!sim.checkFormToken(sessionId, formToken, now())) throw badRequest('Invalid or expired form token.');
      const chosen = PAYMENT_METHODS.find((m) => m.value === (method ?? PAYMENT_METHODS[0].value));
      if (!chosen) throw badRequest('Unknown payment method.');
      const unsigned =
        action === 'pay'
          ? {
              sessionId,
              status: 'PAID' as const,
              bankName: chosen.bankName,
              paymentMethod: chosen.paymentMethod,
              paidAt: new Date(now()).toISOString(),
            }
          : { sessionId, status: 'CANCELLED' as const };
      const result = await handleCallback(signCallback(ctx.paymentSecret, unsigned), originOf(ctx, request));
      const back = result === 'cancelled' ? CANCELLED_RETURN_PATH : RETURN_PATH;
      return reply.code(303).header('location', back).header('cache-control', 'no-store').send();
    },
  };
}
