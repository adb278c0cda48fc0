// tiket-detail's boarding part (issue #10): the signed boarding-pass QR while the ticket is paid,
// and "Sudah check-in" with the time once an officer has checked it in. Kept apart from the
// screen so the receipt's layout stays the screen's own.
//
// The ticket a passenger shows at the dock (issue #21 §8): for a paid ticket this is the FIRST
// card, the QR with what the officer compares — the departure, the vehicle and its plate, the
// driver's and the passengers' names (TripLines, also the unpaid ticket's "Perjalanan" card).
import { useEffect, useState, type ComponentType } from 'react';
import { RouteText } from '../../components/route-text';
import { formatDateLong, formatDateTimeWib, formatTimeWib } from '../../../kernel/time';
import type { TransactionDetail } from '../../machines/ticket.machine';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';

type QrProps = { text: string; label: string };

/** Where the QR will be, the same size, while its chunk loads: nothing moves when it arrives. */
function QrPlaceholder() {
  return <div className="boarding-qr boarding-qr-placeholder" aria-hidden="true" />;
}

/**
 * The QR (./qr-code, its own chunk with the encoder) once loaded, the placeholder until then.
 * Not React.lazy: a component suspending inside the first render (a transition, src/main.tsx)
 * would hold back the whole receipt until the chunk arrived; this way the receipt paints at once.
 */
function QrCode(props: QrProps) {
  const [Loaded, setLoaded] = useState<ComponentType<QrProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./qr-code').then(
      (module) => live && setLoaded(() => module.default),
      // Offline: the placeholder stays; the e-ticket PDF carries the same QR.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : <QrPlaceholder />;
}

/** The crossing and who travels: route, departure, vehicle and plate, driver, passengers. */
export function TripLines({ ticket }: { ticket: TransactionDetail }) {
  const passengers = ticket.passengerNames ?? [];
  const t = useT();
  const language = useLanguage();
  return (
    <dl className="receipt-lines">
      <div>
        <dt>{t(m.pdf_route)}</dt>
        <dd>
          <RouteText from={ticket.schedule.fromRoute.route} to={ticket.schedule.toRoute.route} />
        </dd>
      </div>
      <div>
        <dt>{t(m.pdf_departure)}</dt>
        <dd>
          {formatDateLong(ticket.schedule.issuedDate, language)}, {formatTimeWib(ticket.schedule.issuedTime)}
        </dd>
      </div>
      {ticket.kind === 'foot' ? (
        // Walk-on passengers (issue #40 item 3): no vehicle and no driver.
        <div>
          <dt>{t(m.pdf_ticket)}</dt>
          <dd>{t(m.foot_ticket)}</dd>
        </div>
      ) : (
        <div>
          <dt>{t(m.pdf_vehicle)}</dt>
          <dd>
            {ticket.vehicleClass} · <span className="nowrap">{ticket.plateNumber}</span>
          </dd>
        </div>
      )}
      {ticket.driverName && (
        <div>
          <dt>{t(m.pdf_driver)}</dt>
          <dd>{ticket.driverName}</dd>
        </div>
      )}
      {passengers.length > 0 && (
        <div>
          <dt>{t(m.pdf_passengers)}</dt>
          <dd>
            <ul className="trip-people">
              {passengers.map((name, i) => (
                <li key={i}>{name}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The first card of a paid ticket: its QR (or "Sudah check-in") and the trip; null otherwise.
 * `held` (issue #38): the departure is held; the QR stays but says plainly it is not valid now.
 */
export function BoardingSection({ ticket, held = false }: { ticket: TransactionDetail; held?: boolean }) {
  const checkedInAt = ticket.checkedInAt ? Date.parse(ticket.checkedInAt) : Number.NaN;
  const t = useT();
  const language = useLanguage();
  if (ticket.checkedIn) {
    return (
      <section className="card boarding" aria-labelledby="boarding-title">
        <h2 id="boarding-title" className="status-ok">
          {t(m.detail_checked_in)}
        </h2>
        {Number.isFinite(checkedInAt) && <p>{formatDateTimeWib(checkedInAt, language)}</p>}
        <TripLines ticket={ticket} />
      </section>
    );
  }
  if (!ticket.paid || !ticket.boardingPass) return null;
  return (
    <section className={held ? 'card boarding boarding-held' : 'card boarding'} aria-labelledby="boarding-title">
      <h2 id="boarding-title">{t(m.detail_boarding_title)}</h2>
      {held && <p className="boarding-held-note">{t(m.ak_held_qr)}</p>}
      <QrCode text={ticket.boardingPass} label={t(m.detail_qr_label, { invoice: ticket.invoiceId })} />
      {!held && <p className="muted small">{t(m.detail_boarding_hint)}</p>}
      <TripLines ticket={ticket} />
    </section>
  );
}
