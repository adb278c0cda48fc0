// Keberangkatan's dialogs (issue #22). Tunda Penjualan, Tahan Keberangkatan (issue #37), Buka
// Kembali and Batalkan Keberangkatan ask for the Alasan (Cuaca / izin Syahbandar, Kapal rusak,
// Lainnya), a Keterangan and, for weather, the Kecepatan angin (knot); the first two say what they
// mean for the tickets sold; Batalkan then asks to confirm that it is final, with a box for a sailing
// withheld after loading began (its check-ins are voided). Kuota asks for the walk-in share, when it
// is released to online sale, and the reason.
import { useState } from 'react';
import { Banner } from '../../components/banner';
import { TextField } from '../../components/fields';
import { Modal } from '../../components/modal';
import { NetworkButton } from '../../components/network-button';
import { OPERATOR_MSG } from '../../lib/operator-messages';
import type { OperatorDeparture } from '../../machines/operator/departures.machine';
import {
  quotaErrors,
  statusErrors,
  type QuotaField,
  type QuotaValues,
  type StatusField,
  type StatusValues,
} from '../../machines/operator/forms';
import { ACTION_LABEL, departureName } from './departure-card';
import { useOperatorForm } from './operator-ui';
import { ClosureReasonFields } from './closure-reason-fields';

type Common = { departure: OperatorDeparture; busy: boolean; error: string | null; onClose: () => void };

export function StatusDialog({
  departure,
  kind,
  confirming,
  busy,
  error,
  onClose,
  onSubmit,
  onConfirm,
  onBack,
}: Common & {
  kind: 'stop' | 'hold' | 'reopen' | 'cancel';
  confirming: boolean;
  onSubmit: (values: StatusValues) => void;
  onConfirm: (afterLoading: boolean) => void;
  onBack: () => void;
}) {
  const form = useOperatorForm<StatusValues, StatusField>({ reason: '', note: '', windKnots: '' }, statusErrors);
  const title = `${ACTION_LABEL[kind]}: ${departureName(departure)}`;
  const [afterLoading, setAfterLoading] = useState(false);
  return (
    <Modal open title={title} onClose={busy ? () => undefined : onClose} className="operator-dialog">
      {error && <Banner>{error}</Banner>}
      {confirming ? (
        <div>
          <p>{OPERATOR_MSG.cancelFinal}</p>
          <p>Yakin membatalkan keberangkatan {departureName(departure)}?</p>
          <label className="operator-check">
            <input
              type="checkbox"
              checked={afterLoading}
              disabled={busy}
              onChange={(event) => setAfterLoading(event.target.checked)}
            />{' '}
            {OPERATOR_MSG.afterLoading}
          </label>
          <div className="modal-actions">
            <button type="button" className="button button-secondary" disabled={busy} onClick={onBack}>
              Kembali
            </button>
            <NetworkButton
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => onConfirm(afterLoading)}
            >
              {busy ? 'Memproses…' : 'Ya, Batalkan Keberangkatan'}
            </NetworkButton>
          </div>
        </div>
      ) : (
        <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={title}>
          <ClosureReasonFields form={form} busy={busy} />
          {kind === 'cancel' && <p className="operator-note">{OPERATOR_MSG.cancelFinal}</p>}
          {kind === 'hold' && <p className="operator-note">{OPERATOR_MSG.holdMeaning}</p>}
          {kind === 'stop' && <p className="operator-note">{OPERATOR_MSG.stopMeaning}</p>}
          <div className="modal-actions">
            <button type="button" className="button button-secondary" disabled={busy} onClick={onClose}>
              Batal
            </button>
            <NetworkButton
              type="submit"
              className={`button ${kind === 'cancel' ? 'button-danger' : 'button-primary'}`}
              disabled={busy}
            >
              {busy ? 'Memproses…' : kind === 'cancel' ? 'Lanjutkan' : ACTION_LABEL[kind]}
            </NetworkButton>
          </div>
        </form>
      )}
    </Modal>
  );
}

export function QuotaDialog({
  departure,
  busy,
  error,
  onClose,
  onSubmit,
}: Common & { onSubmit: (values: QuotaValues) => void }) {
  const form = useOperatorForm<QuotaValues, QuotaField>(
    {
      walkinPercent: String(departure.walkinPercent),
      walkinReleaseHours: String(departure.walkinReleaseHours),
      reason: '',
    },
    quotaErrors,
  );
  const title = `Kuota: ${departureName(departure)}`;
  const field = (name: QuotaField) => form.field(name, busy);
  return (
    <Modal open title={title} onClose={busy ? () => undefined : onClose} className="operator-dialog">
      {error && <Banner>{error}</Banner>}
      <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={title}>
        <TextField label="Kuota loket (%)" inputMode="numeric" {...field('walkinPercent')} />
        <TextField
          label="Dilepas ke online (jam sebelum berangkat)"
          inputMode="numeric"
          {...field('walkinReleaseHours')}
        />
        <TextField label="Alasan" maxLength={500} {...field('reason')} />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" disabled={busy} onClick={onClose}>
            Batal
          </button>
          <NetworkButton type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Menyimpan…' : 'Simpan Kuota'}
          </NetworkButton>
        </div>
      </form>
    </Modal>
  );
}
