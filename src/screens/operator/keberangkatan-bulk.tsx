// Keberangkatan for a real day (issue #38 item 1): the bar for the ticked departures (Tunda
// Penjualan / Tahan Keberangkatan / Batalkan Keberangkatan for all of them) and its dialog — one
// Alasan, one Kecepatan angin, one Keterangan; what the change touches shown before the
// confirmation (tickets, people, vehicles, WhatsApp notices, the money at stake, check-ins voided,
// holds ended, and the departures that cannot take it with why); then what was done. The flow is
// the departuresBulk chart's (machines/operator/departures-bulk.machine.ts).
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Banner } from '../../components/banner';
import { Modal } from '../../components/modal';
import { NetworkButton } from '../../components/network-button';
import { formatRupiah } from '../../../kernel/money';
import { OPERATOR_MSG } from '../../lib/operator-messages';
import {
  needsAfterLoading,
  type BulkKind,
  type DepartureImpactPreview,
  type departuresBulkMachine,
} from '../../machines/operator/departures-bulk.machine';
import type { OperatorDeparture } from '../../machines/operator/departures.machine';
import { statusErrors, type StatusField, type StatusValues } from '../../machines/operator/forms';
import { ACTION_LABEL, departureName } from './departure-card';
import { ClosureReasonFields } from './closure-reason-fields';
import { formatNumber, useOperatorForm } from './operator-ui';

export type BulkActor = ActorRefFrom<typeof departuresBulkMachine>;

export const BULK_KINDS: readonly BulkKind[] = ['stop', 'hold', 'cancel'];
const DONE: Record<BulkKind, string> = { stop: 'ditunda penjualannya', hold: 'ditahan', cancel: 'dibatalkan' };
const n = formatNumber;

/** The bar shown while departures are ticked. */
export function BulkBar({
  count,
  disabled,
  onOpen,
  onClear,
}: {
  count: number;
  disabled: boolean;
  onOpen: (kind: BulkKind) => void;
  onClear: () => void;
}) {
  return (
    <section className="operator-bulk-bar" aria-label="Keberangkatan dipilih">
      <p>
        <strong>{n(count)} keberangkatan dipilih</strong>
      </p>
      <div className="operator-actions">
        {BULK_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`button ${kind === 'cancel' ? 'button-danger' : 'button-secondary'}`}
            disabled={disabled}
            onClick={() => onOpen(kind)}
          >
            {ACTION_LABEL[kind]}
          </button>
        ))}
        <button type="button" className="button button-secondary" disabled={disabled} onClick={onClear}>
          Hapus Pilihan
        </button>
      </div>
    </section>
  );
}

function Refused({
  refused,
  departures,
}: {
  refused: DepartureImpactPreview['refused'];
  departures: OperatorDeparture[];
}) {
  if (refused.length === 0) return null;
  const name = (id: number) => {
    const d = departures.find((x) => x.id === id);
    return d ? departureName(d) : `Keberangkatan #${id}`;
  };
  return (
    <>
      <h3 className="operator-impact-title">Tidak dapat diubah</h3>
      <ul aria-label="Tidak dapat diubah">
        {refused.map((r) => (
          <li key={r.id}>
            {name(r.id)}: {r.message}
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the change touches, before the confirmation. */
function Impact({ kind, preview }: { kind: BulkKind; preview: DepartureImpactPreview }) {
  const i = preview.impact;
  return (
    <ul className="operator-impact" aria-label="Dampak">
      <li>
        {n(i.departures)} keberangkatan, {n(i.tickets)} tiket, {n(i.people)} orang, {n(i.vehicles)} kendaraan
      </li>
      <li>{n(i.notices)} pemberitahuan WhatsApp</li>
      {kind !== 'stop' && <li>{formatRupiah(i.refundAtStake)} jika semua memilih refund</li>}
      {kind === 'cancel' && <li>{n(i.checkedIn)} check-in dibatalkan</li>}
      {kind === 'cancel' && <li>{n(i.unpaidHolds)} pesanan belum dibayar diakhiri</li>}
    </ul>
  );
}

export function BulkDialog({ actor, departures }: { actor: BulkActor; departures: OperatorDeparture[] }) {
  const snap = useSelector(actor, (s) => s);
  const { kind, ids, preview, result, error } = snap.context;
  const form = useOperatorForm<StatusValues, StatusField>({ reason: '', note: '', windKnots: '' }, statusErrors);
  const [afterLoading, setAfterLoading] = useState(false);
  const busy = snap.matches('submitting');
  const loading = snap.matches('impact');
  const confirming = snap.matches('confirming') || busy;
  const close = () => actor.send({ type: 'CLOSE' });
  const title = `${ACTION_LABEL[kind]}: ${n(ids.length)} keberangkatan`;
  const nothing = preview !== null && preview.impact.departures === 0;
  const mustSayLoading = needsAfterLoading(snap.context);
  return (
    <Modal open title={title} onClose={busy || loading ? () => undefined : close} className="operator-dialog">
      {error && <Banner>{error}</Banner>}
      {loading && <p role="status">Menghitung dampak…</p>}
      {snap.matches('impactFailed') && (
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={close}>
            Tutup
          </button>
          <button type="button" className="button button-primary" onClick={() => actor.send({ type: 'RETRY' })}>
            Coba Lagi
          </button>
        </div>
      )}
      {result && (
        <div role="status">
          <p>
            <strong>
              {n(result.departures.length)} keberangkatan {DONE[kind]}
            </strong>
          </p>
          <p>{n(result.noticesQueued)} pemberitahuan dikirim ke antrean</p>
          <Refused refused={result.refused} departures={departures} />
        </div>
      )}
      {result && (
        <div className="modal-actions">
          <button type="button" className="button button-primary" onClick={close}>
            Tutup
          </button>
        </div>
      )}
      {preview && !result && (
        <>
          <Impact kind={kind} preview={preview} />
          <Refused refused={preview.refused} departures={departures} />
          {nothing && <p>Tidak ada keberangkatan pilihan yang dapat diubah.</p>}
        </>
      )}
      {confirming && preview && (
        <div>
          {kind === 'cancel' && <p>{OPERATOR_MSG.cancelFinal}</p>}
          <p>
            Yakin {ACTION_LABEL[kind].toLowerCase()} untuk {n(preview.impact.departures)} keberangkatan?
          </p>
          {mustSayLoading && (
            <label className="operator-check">
              <input
                type="checkbox"
                checked={afterLoading}
                disabled={busy}
                onChange={(event) => setAfterLoading(event.target.checked)}
              />{' '}
              Pemuatan sudah dimulai: batalkan juga {n(preview.impact.checkedIn)} check-in (penumpangnya mendapat pindah
              jadwal gratis atau refund 100 %).
            </label>
          )}
          <div className="modal-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => actor.send({ type: 'BACK' })}
            >
              Kembali
            </button>
            <NetworkButton
              type="button"
              className={`button ${kind === 'cancel' ? 'button-danger' : 'button-primary'}`}
              disabled={busy || (mustSayLoading && !afterLoading)}
              onClick={() => actor.send({ type: 'CONFIRM', afterLoading })}
            >
              {busy ? 'Memproses…' : `Ya, ${ACTION_LABEL[kind]}`}
            </NetworkButton>
          </div>
        </div>
      )}
      {(loading || snap.matches('filling')) && (
        <form
          onSubmit={form.onSubmit((values) => actor.send({ type: 'SUBMIT', values }))}
          noValidate
          aria-label={title}
        >
          <ClosureReasonFields form={form} busy={false} />
          {kind === 'hold' && <p className="operator-note">{OPERATOR_MSG.holdMeaning}</p>}
          {kind === 'stop' && <p className="operator-note">{OPERATOR_MSG.stopMeaning}</p>}
          <div className="modal-actions">
            <button type="button" className="button button-secondary" disabled={loading} onClick={close}>
              Batal
            </button>
            <button type="submit" className="button button-primary" disabled={loading || nothing}>
              Lanjutkan
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
