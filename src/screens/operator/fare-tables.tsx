// Tarif's tables (issue #22): per Golongan and per passenger type, the fare in force today and the
// scheduled ones (Berlaku mulai, Dasar hukum), and the Jasa Raharja levy in a column of its own.
import { formatRupiah } from '../../../kernel/money';
import { formatDateMedium } from '../../../kernel/time';
import type { Fare, FareBook } from '../../machines/operator/fares.machine';
import { ScrollRegion } from './operator-ui';

type Row = { key: string; name: string; detail: string; insuranceFee: number; fares: Fare[] };

/** The fare in force on `today` (greatest start ≤ today) and the later ones, earliest first. */
export function splitFares(fares: Fare[], today: string): { current: Fare | null; scheduled: Fare[] } {
  const sorted = [...fares].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const started = sorted.filter((f) => f.validFrom <= today);
  return { current: started.at(-1) ?? null, scheduled: sorted.filter((f) => f.validFrom > today) };
}

export function vehicleRows(book: FareBook): Row[] {
  return book.vehicleClasses.map((c) => ({
    key: `vehicle:${c.id}`,
    name: c.vehicleClass,
    detail: c.vehicleType,
    insuranceFee: c.insuranceFee,
    fares: book.fares.filter((f) => f.kind === 'vehicle' && f.typeId === c.id),
  }));
}

export function passengerRows(book: FareBook): Row[] {
  return book.passengerTypes.map((p) => ({
    key: `passenger:${p.id}`,
    name: p.feeType,
    detail: p.description,
    insuranceFee: p.insuranceFee,
    fares: book.fares.filter((f) => f.kind === 'passenger' && f.typeId === p.id),
  }));
}

/** Walk-on passengers' fares per passenger type (issue #40 item 3): fare kind 'foot'. */
export function footRows(book: FareBook): Row[] {
  return book.passengerTypes.map((p) => ({
    key: `foot:${p.id}`,
    name: p.feeType,
    detail: p.description,
    insuranceFee: p.insuranceFee,
    fares: book.fares.filter((f) => f.kind === 'foot' && f.typeId === p.id),
  }));
}

function FareText({ fare }: { fare: Fare }) {
  return (
    <>
      <strong>{formatRupiah(fare.amount)}</strong>
      <br />
      <span className="operator-note">
        Berlaku mulai {formatDateMedium(fare.validFrom)} · Dasar hukum: {fare.legalBasis}
      </span>
    </>
  );
}

export function FareTable({
  caption,
  typeLabel,
  rows,
  today,
}: {
  caption: string;
  typeLabel: string;
  rows: Row[];
  today: string;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="operator-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{typeLabel}</th>
            <th scope="col">Tarif berlaku</th>
            <th scope="col">Tarif terjadwal</th>
            <th scope="col" className="num">
              Asuransi Jasa Raharja
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { current, scheduled } = splitFares(row.fares, today);
            return (
              <tr key={row.key}>
                <th scope="row">
                  {row.name}
                  <br />
                  <span className="operator-note">{row.detail}</span>
                </th>
                <td>{current ? <FareText fare={current} /> : 'Belum ada tarif'}</td>
                <td>
                  {scheduled.length === 0
                    ? '—'
                    : scheduled.map((fare) => (
                        <p key={fare.id} className="operator-scheduled">
                          <FareText fare={fare} />
                        </p>
                      ))}
                </td>
                <td className="num">{formatRupiah(row.insuranceFee)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
