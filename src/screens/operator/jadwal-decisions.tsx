// The Jadwal page's answer to a 409 (issue #22): the departures with tickets the change would
// remove, each with Pertahankan / Batalkan, then the same change is sent again with the decisions.
import { formatDateMedium, formatTimeWib } from '../../../kernel/time';
import { DECISION_LABEL } from '../../lib/operator-timetable-messages';
import type { AffectedDepartureDto, Decision } from '../../machines/operator/timetable.machine';

export function Decisions({
  affected,
  decisions,
  busy,
  onDecide,
  onConfirm,
  onBack,
}: {
  affected: AffectedDepartureDto[];
  decisions: Record<number, Decision>;
  busy: boolean;
  onDecide: (scheduleId: number, action: Decision) => void;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <div>
      <p>
        Perubahan ini menghapus {affected.length} keberangkatan yang sudah memiliki tiket. Pilih untuk setiap
        keberangkatan: Pertahankan (tetap berangkat di luar pola) atau Batalkan (Dibatalkan, penjualan berhenti).
      </p>
      {affected.map((a) => {
        const label = `${formatDateMedium(a.issuedDate)}, ${formatTimeWib(a.issuedTime)}, ${a.fromRoute.route} → ${a.toRoute.route}`;
        return (
          <fieldset key={a.id} className="field">
            <legend>
              {label} · {a.tickets} tiket
            </legend>
            {(['keep', 'cancel'] as const).map((action) => (
              <label key={action} className="operator-check">
                <input
                  type="radio"
                  name={`decision-${a.id}`}
                  checked={decisions[a.id] === action}
                  onChange={() => onDecide(a.id, action)}
                />{' '}
                {DECISION_LABEL[action]}
              </label>
            ))}
          </fieldset>
        );
      })}
      <div className="operator-form-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          Simpan Keputusan
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onBack}>
          Kembali
        </button>
      </div>
    </div>
  );
}
