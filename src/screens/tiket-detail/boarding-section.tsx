// tiket-detail's boarding part (issue #10): the signed boarding-pass QR while the ticket is paid,
// and "Sudah check-in" with the time once an officer has checked it in. Kept apart from the
// screen so the receipt's layout stays the screen's own.
import { boardingQrModules } from '../../lib/qr';
import { formatDateTimeWib } from '../../../kernel/time';
import type { TransactionDetail } from '../../machines/ticket.machine';

/** The QR as SVG squares (no canvas, no image request: it prints and scales sharply). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, dark } = boardingQrModules(text);
  const margin = 2;
  const box = size + margin * 2;
  let path = '';
  for (let i = 0; i < dark.length; i++) if (dark[i]) path += `M${(i % size) + margin} ${Math.floor(i / size) + margin}h1v1h-1z`;
  return (
    <svg className="boarding-qr" viewBox={`0 0 ${box} ${box}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export function BoardingSection({ ticket }: { ticket: TransactionDetail }) {
  const checkedInAt = ticket.checkedInAt ? Date.parse(ticket.checkedInAt) : Number.NaN;
  if (ticket.checkedIn) {
    return (
      <section className="card boarding" aria-labelledby="boarding-title">
        <h2 id="boarding-title" className="status-ok">
          Sudah check-in
        </h2>
        {Number.isFinite(checkedInAt) && <p>{formatDateTimeWib(checkedInAt)}</p>}
      </section>
    );
  }
  if (!ticket.paid || !ticket.boardingPass) return null;
  return (
    <section className="card boarding" aria-labelledby="boarding-title">
      <h2 id="boarding-title">Kode Naik Kapal</h2>
      <QrCode text={ticket.boardingPass} label={`Kode QR tiket ${ticket.invoiceId}`} />
      <p className="muted small">Tunjukkan kode ini kepada petugas di pelabuhan.</p>
    </section>
  );
}
