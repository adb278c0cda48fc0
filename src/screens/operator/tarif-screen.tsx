// Tarif (issue #22): one fare per Golongan and one per passenger type, each with Berlaku mulai and
// its legal basis (Dasar hukum); the form adds one. The Jasa Raharja levy is shown apart and is not
// edited here. Sold tickets keep their price. The fares chart (machines/operator/fares.machine.ts)
// does every call. Issue #38: before a fare is saved the screen says from when and for which
// departures it applies, and the save's notice says it again. Issue #40 item 3: a third table, the
// walk-on passengers' fares per passenger type (fare kind 'foot').
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { DateField, SelectField, TextField } from '../../components/fields';
import { useFlow } from '../../hooks/inspect';
import { OPERATOR_MSG } from '../../lib/operator-messages';
import { addDays, formatDateMedium } from '../../../kernel/time';
import { faresMachine, type FareBook } from '../../machines/operator/fares.machine';
import { fareErrors, type FareField, type FareValues } from '../../machines/operator/forms';
import { FareTable, footRows, passengerRows, vehicleRows } from './fare-tables';
import { FormActions, LoadFailed, Notice, useOperatorForm } from './operator-ui';
import { FareImpactPanel } from './consequence-panels';

export default function TarifScreen({ logic = faresMachine }: { logic?: typeof faresMachine }) {
  const fares = useFlow(logic, { input: {} });
  const book = useSelector(fares, (s) => s.context.book);
  const today = useSelector(fares, (s) => s.context.today);
  const failed = useSelector(fares, (s) => s.matches('failed'));
  const saving = useSelector(fares, (s) => s.matches({ ready: 'saving' }));
  const checking = useSelector(fares, (s) => s.matches({ ready: 'checking' }));
  const impact = useSelector(fares, (s) => (s.matches({ ready: 'confirming' }) ? s.context.impact : null));
  const error = useSelector(fares, (s) => s.context.error);
  const notice = useSelector(fares, (s) => s.context.notice);
  const saved = useSelector(fares, (s) => s.context.saved);
  return (
    <main className="operator-main">
      <h1>Tarif</h1>
      {failed && <LoadFailed message={error} onRetry={() => fares.send({ type: 'RETRY' })} />}
      {!book && !failed && <p role="status">Memuat tarif…</p>}
      <p className="operator-note">{OPERATOR_MSG.insuranceNote}</p>
      <Notice>{notice}</Notice>
      {book && (
        <>
          <h2>Tarif kendaraan per Golongan</h2>
          <FareTable caption="Tarif kendaraan" typeLabel="Golongan" rows={vehicleRows(book)} today={today} />
          <h2>Tarif penumpang per jenis</h2>
          <FareTable caption="Tarif penumpang" typeLabel="Jenis penumpang" rows={passengerRows(book)} today={today} />
          {/* Issue #40 item 3: walk-on passengers (a ticket without a vehicle), per passenger type. */}
          <h2>Tarif pejalan kaki per jenis penumpang</h2>
          <FareTable caption="Tarif pejalan kaki" typeLabel="Jenis penumpang" rows={footRows(book)} today={today} />
          <FareForm
            key={saved}
            book={book}
            today={today}
            busy={saving || checking || impact !== null}
            checking={checking}
            confirming={impact !== null}
            error={failed ? null : error}
            onSave={(values) => fares.send({ type: 'FARE.SAVE', values })}
          />
          {impact && (
            <FareImpactPanel
              impact={impact}
              busy={saving}
              onConfirm={() => fares.send({ type: 'FARE.CONFIRM' })}
              onBack={() => fares.send({ type: 'FARE.BACK' })}
            />
          )}
        </>
      )}
    </main>
  );
}

function FareForm({
  book,
  today,
  busy,
  checking,
  confirming,
  error,
  onSave,
}: {
  book: FareBook;
  today: string;
  busy: boolean;
  checking: boolean;
  confirming: boolean;
  error: string | null;
  onSave: (values: FareValues) => void;
}) {
  const form = useOperatorForm<FareValues, FareField>(
    { type: '', amount: '', validFrom: addDays(today, 1), legalBasis: '', reason: '' },
    fareErrors,
  );
  const options = [
    ...vehicleRows(book).map((r) => ({ value: r.key, label: `${r.name} – ${r.detail}` })),
    ...passengerRows(book).map((r) => ({ value: r.key, label: `Penumpang ${r.name} – ${r.detail}` })),
    ...footRows(book).map((r) => ({ value: r.key, label: `Pejalan kaki ${r.name} – ${r.detail}` })),
  ];
  const field = (name: FareField) => form.field(name, busy);
  return (
    <form className="operator-form" aria-label="Tambah tarif" onSubmit={form.onSubmit(onSave)} noValidate>
      <h2>Tambah tarif</h2>
      {error && <Banner>{error}</Banner>}
      <SelectField label="Golongan / Jenis penumpang" options={options} placeholder="Pilih" {...field('type')} />
      <TextField label="Tarif (Rp)" inputMode="numeric" {...field('amount')} />
      <DateField
        label="Berlaku mulai"
        min={today}
        display={formatDateMedium(form.values.validFrom)}
        {...field('validFrom')}
      />
      <TextField
        label="Dasar hukum"
        maxLength={300}
        hint="Misalnya nomor Peraturan Gubernur."
        {...field('legalBasis')}
      />
      <TextField label="Alasan" maxLength={500} {...field('reason')} />
      {checking && <p role="status">Memeriksa keberangkatan yang terdampak…</p>}
      {!confirming && <FormActions busy={busy} submitLabel="Simpan Tarif" />}
    </form>
  );
}
