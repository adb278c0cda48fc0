// Undur Keberangkatan (Keberangkatan, issue #38 item 2): one departure leaves later and keeps its
// tickets. The dialog asks how many minutes (the new time shown as it is typed), the Alasan, the
// Kecepatan angin for weather and a Keterangan, says what it means for the tickets, then what was
// done: the new time, how many passengers were told, and whether their choices are now free. The
// flow is the departureDelay chart's (machines/operator/departure-delay.machine.ts).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Banner } from '../../components/banner';
import { TextField } from '../../components/fields';
import { Modal } from '../../components/modal';
import { NetworkButton } from '../../components/network-button';
import { departureEpochMs, formatDateTimeWib, formatTimeWib } from '../../../kernel/time';
import type { departureDelayMachine } from '../../machines/operator/departure-delay.machine';
import { delayErrors, type DelayField, type DelayValues } from '../../machines/operator/forms';
import { departureName } from './departure-card';
import { ClosureReasonFields } from './closure-reason-fields';
import { formatNumber, useOperatorForm } from './operator-ui';

export type DelayActor = ActorRefFrom<typeof departureDelayMachine>;

export const DELAY_LABEL = 'Undur Keberangkatan';
export const DELAY_MEANING =
  'Tiket tetap berlaku untuk jam baru dan setiap penumpang diberi tahu lewat WhatsApp. Bila penundaan dari jadwal semula mencapai batasnya (2 jam, kecuali diatur lain), penumpang boleh pindah jadwal gratis atau refund 100 % sampai jam baru.';

/** The new time as it would be after `minutes` more, or null while the minutes are not a number. */
function newTimeText(issuedDate: string, issuedTime: string, minutes: string): string | null {
  const n = Number(minutes.trim());
  if (!minutes.trim() || !Number.isInteger(n) || n < 1 || n > 1440) return null;
  return formatDateTimeWib(departureEpochMs(issuedDate, issuedTime) + n * 60_000);
}

export function DelayDialog({ actor }: { actor: DelayActor }) {
  const departure = useSelector(actor, (s) => s.context.departure);
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const error = useSelector(actor, (s) => s.context.error);
  const result = useSelector(actor, (s) => s.context.result);
  const form = useOperatorForm<DelayValues, DelayField>(
    { minutes: '', reason: '', note: '', windKnots: '' },
    delayErrors,
  );
  const title = `${DELAY_LABEL}: ${departureName(departure)}`;
  const close = () => actor.send({ type: 'CLOSE' });
  const field = (name: Exclude<DelayField, 'reason'>) => form.field(name, busy);
  const preview = newTimeText(departure.issuedDate, departure.issuedTime, form.values.minutes);
  if (result) {
    const d = result.departure;
    return (
      <Modal open title={title} onClose={close} className="operator-dialog">
        <section aria-label="Hasil">
          <p role="status">
            Keberangkatan diundur ke {formatTimeWib(d.issuedTime)}
            {d.delay && ` (semula ${formatTimeWib(d.delay.fromTime)}, ${formatNumber(d.delay.minutes)} menit)`}.{' '}
            {formatNumber(result.notices)} pemberitahuan WhatsApp dikirim ke penumpang.
          </p>
          <p>
            {d.delay?.free
              ? 'Penumpang boleh pindah jadwal gratis atau refund 100 % sampai jam baru.'
              : 'Tiket tetap berlaku untuk jam baru; aturan pindah jadwal dan refund biasa tetap berlaku.'}
          </p>
          <div className="modal-actions">
            <button type="button" className="button button-primary" onClick={close}>
              Tutup
            </button>
          </div>
        </section>
      </Modal>
    );
  }
  return (
    <Modal open title={title} onClose={busy ? () => undefined : close} className="operator-dialog">
      {error && <Banner>{error}</Banner>}
      <form onSubmit={form.onSubmit((values) => actor.send({ type: 'SUBMIT', values }))} noValidate aria-label={title}>
        <TextField label="Diundur (menit)" inputMode="numeric" {...field('minutes')} />
        <p className="operator-note" aria-live="polite">
          {preview ? `Jam baru: ${preview}` : `Jam sekarang: ${formatTimeWib(departure.issuedTime)}`}
        </p>
        <ClosureReasonFields form={form} busy={busy} />
        <p className="operator-note">{DELAY_MEANING}</p>
        <div className="modal-actions">
          <button type="button" className="button button-secondary" disabled={busy} onClick={close}>
            Batal
          </button>
          <NetworkButton type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Memproses…' : DELAY_LABEL}
          </NetworkButton>
        </div>
      </form>
    </Modal>
  );
}
