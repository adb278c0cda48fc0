// Tiket Terjual and the cash lines of Jual Tiket (issue #38 item 6, a booth for a busy queue): the
// quick-cash buttons under Uang Diterima (Uang pas, 50.000, 100.000), the Kembalian in large type —
// or what is still short ('Kurang Rp …') — and the sold ticket naming its departure (time WIB,
// from → to, date) with its Kembalian as large as on the form.
import { useSelector } from '@xstate/react';
import { formatRupiah } from '../../../kernel/money';
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import { QUICK_CASH, type CashBalance } from '../../machines/loket/loket-forms';
import type { BoothDeparture, LoketSaleActor, SaleTicket } from '../../machines/loket/loket-sale.machine';
import { Figures, ReceiptButtons, type FileActor } from './loket-ui';

/** '50.000': a note's amount as the button shows it. */
const thousands = (n: number) => n.toLocaleString('id-ID');

/** Uang pas (the total; off until there is one), 50.000 and 100.000: each sets Uang Diterima. */
export function QuickCash({
  sale,
  disabled,
  total,
}: {
  sale: LoketSaleActor;
  disabled: boolean;
  total: number | null;
}) {
  return (
    <div className="loket-quick-cash" role="group" aria-label="Isi Uang Diterima">
      <button
        type="button"
        className="button button-secondary"
        disabled={disabled || total === null}
        onClick={() => sale.send({ type: 'SALE.CASH', amount: 'exact' })}
      >
        Uang pas
      </button>
      {QUICK_CASH.map((amount) => (
        <button
          key={amount}
          type="button"
          className="button button-secondary"
          disabled={disabled}
          onClick={() => sale.send({ type: 'SALE.CASH', amount })}
        >
          {thousands(amount)}
        </button>
      ))}
    </div>
  );
}

/** 'Kembalian: Rp 21.100', or 'Kembalian: Kurang Rp 28.900' while the cash is short, '—' until both are known. */
export function ChangeLine({ balance, testId }: { balance: CashBalance | null; testId: string }) {
  const short = balance?.kind === 'short';
  return (
    <p className={short ? 'loket-change is-short' : 'loket-change'} aria-live="polite" data-testid={testId}>
      Kembalian:{' '}
      <strong>
        {balance === null ? '—' : short ? `Kurang ${formatRupiah(balance.amount)}` : formatRupiah(balance.amount)}
      </strong>
    </p>
  );
}

/** '13:30 WIB · Tigaras → Simanindo · Minggu, 22 November 2026'; '' when the departure is unknown. */
export function soldDepartureText(ticket: SaleTicket, departures: BoothDeparture[]): string {
  if ('departureAt' in ticket) {
    const iso = ticket.departureAt;
    return `${formatTimeWib(iso.slice(11, 19))} · ${ticket.fromRoute} → ${ticket.toRoute} · ${formatDateLong(iso.slice(0, 10))}`;
  }
  const d = departures.find((x) => x.id === ticket.scheduleId);
  if (!d) return '';
  return `${formatTimeWib(d.issuedTime)} · ${d.fromRoute.route} → ${d.toRoute.route} · ${formatDateLong(d.issuedDate)}`;
}

function TicketFigures({ ticket }: { ticket: SaleTicket }) {
  const rows: [string, number | string][] = [
    ['Nomor Invoice', ticket.invoiceId],
    ['Golongan', ticket.vehicleClass],
    ['Nomor Kendaraan', ticket.plateNumber],
    ['Total', ticket.price],
    ['Metode Pembayaran', ticket.paymentMethod === 'qris' ? 'QRIS' : 'Tunai'],
  ];
  if (ticket.paymentMethod === 'tunai') rows.push(['Uang Diterima', ticket.amountReceived]);
  return <Figures rows={rows} />;
}

export function Sold({ sale, files }: { sale: LoketSaleActor; files: FileActor }) {
  const ticket = useSelector(sale, (s) => s.context.ticket);
  const departures = useSelector(sale, (s) => s.context.departures);
  if (!ticket) return null;
  const departure = soldDepartureText(ticket, departures);
  return (
    <main className="loket-main">
      <h2>Tiket Terjual</h2>
      <div className="loket-card">
        {departure && (
          <p className="loket-departure" data-testid="loket-sold-departure">
            <span className="visually-hidden">Keberangkatan: </span>
            {departure}
          </p>
        )}
        <TicketFigures ticket={ticket} />
        {ticket.paymentMethod === 'tunai' && (
          <ChangeLine balance={{ kind: 'change', amount: ticket.change }} testId="loket-sold-change" />
        )}
        <div className="loket-actions">
          <ReceiptButtons files={files} ticket={ticket} />
          <button type="button" className="button button-primary" onClick={() => sale.send({ type: 'SALE.NEW' })}>
            Jual Tiket Lagi
          </button>
        </div>
      </div>
    </main>
  );
}
