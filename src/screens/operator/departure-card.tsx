// One departure on Keberangkatan (issue #22): ship, status (Dibuka / Ditutup / Dibatalkan) with the
// reason, the space used (vehicles online and at the booth, lane-metres, seats, the walk-in quota,
// qty) and the actions its status allows.
import { closureText } from '../../../kernel/closure';
import { formatTimeWib } from '../../../kernel/time';
import { ACTIONS_FOR, type DepartureAction, type OperatorDeparture } from '../../machines/operator/departures.machine';
import { formatNumber, StatusBadge } from './operator-ui';

export const ACTION_LABEL: Record<DepartureAction, string> = {
  stop: 'Tunda Penjualan',
  hold: 'Tahan Keberangkatan',
  reopen: 'Buka Kembali',
  cancel: 'Batalkan Keberangkatan',
  quota: 'Ubah Kuota',
};

export const departureName = (d: OperatorDeparture) =>
  `${d.fromRoute.route} → ${d.toRoute.route} ${formatTimeWib(d.issuedTime)}`;

const m = (metres: number) => `${formatNumber(metres)} m`;

export function DepartureCard({
  departure: d,
  disabled,
  onAction,
}: {
  departure: OperatorDeparture;
  disabled: boolean;
  onAction: (kind: DepartureAction) => void;
}) {
  return (
    <article className="card operator-departure" aria-label={departureName(d)}>
      <h3>
        {formatTimeWib(d.issuedTime)} · {d.fromRoute.route} → {d.toRoute.route}
      </h3>
      <StatusBadge status={d.status} />
      {d.origin === 'extra' && <span className="operator-note"> · Keberangkatan tambahan</span>}
      {d.closure && <p className="operator-note">Alasan: {closureText(d.closure)}</p>}
      <dl>
        <dt>Kapal</dt>
        <dd>{d.ship?.name ?? '—'}</dd>
        <dt>Kendaraan</dt>
        <dd>
          {formatNumber(d.vehicles)} (online {formatNumber(d.onlineVehicles)}, loket {formatNumber(d.loketVehicles)})
        </dd>
        <dt>Lajur terpakai</dt>
        <dd>
          {m(d.usedMetres)} / {m(d.laneMetres)}
        </dd>
        <dt>Kursi terisi</dt>
        <dd>
          {formatNumber(d.seatsUsed)} / {formatNumber(d.seats)}
        </dd>
        <dt>Kuota loket</dt>
        <dd>
          {d.walkinPercent}% · {m(d.walkinUsedMetres)} / {m(d.walkinMetres)} terpakai ·{' '}
          {d.walkinReleased
            ? 'sudah dilepas ke online'
            : `dilepas ke online ${d.walkinReleaseHours} jam sebelum berangkat`}
        </dd>
        <dt>Sisa untuk online</dt>
        <dd>{m(d.onlineFreeMetres)}</dd>
        <dt>Tiket tersedia (qty)</dt>
        <dd>{formatNumber(d.qty)}</dd>
      </dl>
      {ACTIONS_FOR[d.status].length > 0 && (
        <div className="operator-actions">
          {ACTIONS_FOR[d.status].map((kind) => (
            <button
              key={kind}
              type="button"
              className={`button ${kind === 'cancel' ? 'button-danger' : 'button-secondary'}`}
              disabled={disabled}
              onClick={() => onAction(kind)}
            >
              {ACTION_LABEL[kind]}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
