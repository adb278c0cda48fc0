// petugas/pindai's answer to one scan: the big verdict, and the ticket's manifest for the officer's
// visual check (vehicle, driver, passengers) before "Naik Kapal".
import { verdictNextStep, type ManifestTicket, type Verdict } from '../../../kernel/boarding-verdict';
import { headCount, unnamedText } from '../../../kernel/passengers';
import { FOOT_MSG } from '../../lib/foot-messages';

/** Green when the ticket may board or has boarded, amber when the check-in waits offline, else red. */
export function VerdictCard({ verdict, queued }: { verdict: Verdict; queued: boolean }) {
  const code = verdict.code;
  const ok = code === 'VALID' || code === 'CHECKED_IN';
  const tone = queued ? 'verdict-queued' : ok ? 'verdict-ok' : 'verdict-bad';
  const title =
    code === 'VALID'
      ? 'Tiket Sah'
      : code === 'CHECKED_IN'
        ? queued
          ? 'Tercatat (offline)'
          : 'Sudah Naik Kapal'
        : 'Ditolak';
  // Issue #38: a moved ticket's old QR says what to do, show the new one, not only "Ditolak".
  const next = verdictNextStep(code);
  return (
    <section className={`verdict ${tone}`} role="alert" aria-label="Hasil pemeriksaan">
      <h2>{title}</h2>
      <p>{verdict.message}</p>
      {next && <p className="verdict-next">{next}</p>}
    </section>
  );
}

/** The ticket as the manifest lists it: invoice, vehicle, driver and passengers. */
export function TicketCard({ ticket }: { ticket: ManifestTicket }) {
  const foot = ticket.kind === 'foot';
  return (
    <section className="card" aria-labelledby="ticket-title">
      <h2 id="ticket-title">{ticket.invoiceId}</h2>
      {foot ? (
        // Walk-on passengers (issue #40 item 3): no vehicle, no driver; every passenger named below.
        <dl className="receipt-lines">
          <div>
            <dt>Jenis tiket</dt>
            <dd>{FOOT_MSG.choice}</dd>
          </div>
          <div>
            <dt>Jumlah orang</dt>
            <dd>{headCount(ticket)}</dd>
          </div>
        </dl>
      ) : (
        <dl className="receipt-lines">
          <div>
            <dt>Kendaraan</dt>
            <dd>
              {ticket.vehicleClass} · {ticket.plateNumber}
            </dd>
          </div>
          <div>
            <dt>Pengemudi</dt>
            <dd>
              {ticket.driver.name}, {ticket.driver.age} tahun
            </dd>
          </div>
          <div>
            <dt>Jumlah orang</dt>
            <dd>{headCount(ticket)} (termasuk pengemudi)</dd>
          </div>
        </dl>
      )}
      <h3 className="manifest-subtitle">Penumpang</h3>
      {!foot && headCount(ticket) === 1 && <p>Tidak ada penumpang selain pengemudi.</p>}
      <ul className="manifest-list">
        {ticket.passengers.map((p, i) => (
          <li key={i}>
            {p.name}, {p.age} tahun, {p.domicile}
          </li>
        ))}
        {/* Paid for with the counter, without a name: the officer counts them by eye (issue #21). */}
        {ticket.unnamedPassengers.map((u) => (
          <li key={`unnamed-${u.feeType}`}>{unnamedText(u)}</li>
        ))}
      </ul>
    </section>
  );
}
