// The Alasan of a departure's closure or delay (issues #22, #37, #38): the reason (Cuaca / izin
// Syahbandar, Kapal rusak, Lainnya), a Keterangan and, for weather, the Kecepatan angin (knot). One
// set of fields for Tunda Penjualan / Tahan / Buka Kembali / Batalkan (./departure-dialogs.tsx), the
// same for several departures at once (./keberangkatan-bulk.tsx) and Undur Keberangkatan
// (./departure-delay-dialog.tsx), each form's own `useOperatorForm` holding the values.
import { SelectField, TextField } from '../../components/fields';
import { CLOSURE_REASON_LABEL, type ClosureReason } from '../../../kernel/closure';
import type { StatusField, StatusValues } from '../../machines/operator/forms';
import type { useOperatorForm } from './operator-ui';

const REASONS = (Object.keys(CLOSURE_REASON_LABEL) as ClosureReason[]).map((value) => ({
  value,
  label: CLOSURE_REASON_LABEL[value],
}));

type ReasonForm = Pick<
  ReturnType<typeof useOperatorForm<StatusValues, StatusField>>,
  'values' | 'set' | 'errors' | 'field'
>;

export function ClosureReasonFields({ form, busy }: { form: ReasonForm; busy: boolean }) {
  return (
    <>
      <SelectField
        label="Alasan"
        options={REASONS}
        placeholder="Pilih alasan"
        value={form.values.reason}
        onValueChange={(value) => form.set('reason', value as ClosureReason)}
        error={form.errors.reason}
        disabled={busy}
      />
      <TextField label="Keterangan" maxLength={500} {...form.field('note', busy)} />
      {form.values.reason === 'cuaca' && (
        <TextField label="Kecepatan angin (knot)" inputMode="numeric" {...form.field('windKnots', busy)} />
      )}
    </>
  );
}
