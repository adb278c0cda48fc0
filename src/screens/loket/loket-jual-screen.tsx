// Jual Tiket (issue #24): the booth's main page. Without an open shift, Buka Shift with the Uang
// Awal; then the sale form (today's departures from the cashier's port, the vehicle, the driver,
// the passengers per type, the buyer's WhatsApp number, Tunai or QRIS) with its Total and, for
// cash, the quick-cash buttons and the Kembalian or what is short (./loket-sold.tsx, issue #38);
// a QRIS sale shows the charge's QR with its 15-minute countdown until it is
// paid; a sold ticket offers its receipt (Cetak Tiket) and Jual Tiket Lagi. The loketSale chart
// (machines/loket/loket-sale.machine.ts) does every call and keeps the form; the receipts are
// downloaded by the loketFile chart.
import { useState, type FormEvent } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Banner } from '../../components/banner';
import { PhoneField, SelectField, TextField } from '../../components/fields';
import { NetworkButton } from '../../components/network-button';
import { useFlow } from '../../hooks/inspect';
import { formatRupiah } from '../../../kernel/money';
import { formatTimeWib } from '../../../kernel/time';
import { formatMmSs } from '../../../kernel/countdown';
import { DRIVER_GENDER_OPTIONS, normalisePlate } from '../../../kernel/field-rules';
import { passengerTypeLabel } from '../../../kernel/passengers';
import { STATUS_BADGE } from '../../../kernel/closure';
import { LOKET_MSG } from '../../lib/loket-messages';
import {
  loketSaleMachine,
  type BoothDeparture,
  type LoketSaleActor,
  type LoketSaleContext,
} from '../../machines/loket/loket-sale.machine';
import {
  cashBalance,
  cashError,
  saleErrors,
  saleTotal,
  type PaymentMethod,
  type SaleField,
} from '../../machines/loket/loket-forms';
import { loketFileLogic } from '../../machines/loket/loket-file.machine';
import type { paymentWindowMachine } from '../../machines/payment-window.machine';
import { LoketQr } from './loket-qr';
import { LoadFailed, RadioGroup } from './loket-ui';
import { ChangeLine, QuickCash, Sold } from './loket-sold';

const METHOD_OPTIONS: { value: PaymentMethod; label: string }[] = [
  { value: 'tunai', label: 'Tunai' },
  { value: 'qris', label: 'QRIS' },
];

/** '08:00 WIB · Tigaras → Simanindo · KMP Sumut II · sisa 24,5 m' (the time first, for the cashier's eye). */
function departureText(d: BoothDeparture): string {
  const free = Math.max(0, d.laneMetres - d.usedMetres);
  const parts = [
    formatTimeWib(d.issuedTime),
    `${d.fromRoute.route} → ${d.toRoute.route}`,
    ...(d.ship ? [d.ship.name] : []),
    `sisa ${free.toLocaleString('id-ID', { maximumFractionDigits: 2 })} m`,
    ...(d.status === 'open' ? [] : [STATUS_BADGE[d.status]]),
  ];
  return parts.join(' · ');
}

export default function LoketJualScreen({ logic = loketSaleMachine }: { logic?: typeof loketSaleMachine }) {
  const sale = useFlow(logic, { input: {} });
  const files = useFlow(loketFileLogic);
  const state = useSelector(sale, (s) => s.value, shallowEqual);
  const error = useSelector(sale, (s) => s.context.error);
  const top = typeof state === 'string' ? state : Object.keys(state)[0];

  if (top === 'checking' || top === 'loading')
    return (
      <main className="loket-main">
        <h2>Jual Tiket</h2>
        <p role="status">Memuat…</p>
      </main>
    );
  if (top === 'failed')
    return (
      <main className="loket-main">
        <h2>Jual Tiket</h2>
        <LoadFailed message={error} onRetry={() => sale.send({ type: 'RETRY' })} />
      </main>
    );
  if (top === 'noShift' || top === 'opening') return <OpenShift sale={sale} busy={top === 'opening'} error={error} />;
  if (top === 'qris') return <QrisPayment sale={sale} />;
  if (top === 'sold') return <Sold sale={sale} files={files} />;
  if (top === 'expired') return <Expired sale={sale} />;
  return <SaleForm sale={sale} busy={top === 'selling'} error={error} />;
}

function OpenShift({ sale, busy, error }: { sale: LoketSaleActor; busy: boolean; error: string | null }) {
  const [openingFloat, setOpeningFloat] = useState('');
  const [attempted, setAttempted] = useState(false);
  const message = attempted ? cashError(openingFloat, 'Uang Awal') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    sale.send({ type: 'SHIFT.OPEN', openingFloat });
  };
  return (
    <main className="loket-main">
      <h2>Buka Shift</h2>
      <p>Hitung uang di laci lalu catat sebagai Uang Awal sebelum menjual tiket.</p>
      <form className="loket-card loket-form" aria-label="Buka Shift" onSubmit={submit} noValidate>
        {error && <Banner>{error}</Banner>}
        <TextField
          label="Uang Awal"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={openingFloat}
          onValueChange={setOpeningFloat}
          error={message}
          disabled={busy}
        />
        <NetworkButton type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Membuka…' : 'Buka Shift'}
        </NetworkButton>
      </form>
    </main>
  );
}

type FormView = Pick<LoketSaleContext, 'values' | 'attempted' | 'departures' | 'vehicleTypes' | 'passengerTypes'>;
const formView = (s: { context: LoketSaleContext }): FormView => ({
  values: s.context.values,
  attempted: s.context.attempted,
  departures: s.context.departures,
  vehicleTypes: s.context.vehicleTypes,
  passengerTypes: s.context.passengerTypes,
});

function SaleForm({ sale, busy, error }: { sale: LoketSaleActor; busy: boolean; error: string | null }) {
  const view = useSelector(sale, formView, shallowEqual);
  const { values, departures, vehicleTypes, passengerTypes } = view;
  const all = saleErrors(values, view);
  const errors: Partial<Record<SaleField, string>> = view.attempted ? all : {};
  const total = saleTotal(values, view);
  const balance = cashBalance(values, view);
  const field = (name: Exclude<keyof typeof values, 'driver' | 'counts' | 'method'>) => ({
    value: values[name],
    onValueChange: (value: string) => sale.send({ type: 'SALE.FIELD', field: name, value }),
    error: errors[name],
    disabled: busy,
  });
  const driver = (name: keyof typeof values.driver) => ({
    value: values.driver[name],
    onValueChange: (value: string) => sale.send({ type: 'SALE.DRIVER', field: name, value }),
    error: errors[`driver.${name}`],
    disabled: busy,
  });
  return (
    <main className="loket-main">
      <h2>Jual Tiket</h2>
      {departures.length === 0 && <Banner tone="info">{LOKET_MSG.noDepartures}</Banner>}
      <form
        className="loket-card loket-form"
        aria-label="Jual Tiket"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          sale.send({ type: 'SALE.SUBMIT' });
        }}
      >
        {error && <Banner>{error}</Banner>}
        <SelectField
          label="Keberangkatan"
          placeholder="Pilih keberangkatan"
          options={departures.map((d) => ({ value: String(d.id), label: departureText(d) }))}
          {...field('scheduleId')}
        />
        <fieldset>
          <legend>Kendaraan</legend>
          <div className="loket-grid">
            <SelectField
              label="Golongan Kendaraan"
              placeholder="Pilih golongan"
              options={vehicleTypes.map((t) => ({
                value: String(t.id),
                label: `${t.vehicleClass} — ${t.vehicleType} (${formatRupiah(t.price)})`,
              }))}
              {...field('vehicleTypeId')}
            />
            <TextField
              label="Nomor Kendaraan"
              autoComplete="off"
              placeholder="BK 1234 ABC"
              {...field('plate_number')}
              onValueChange={(value) =>
                sale.send({ type: 'SALE.FIELD', field: 'plate_number', value: normalisePlate(value) })
              }
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>Pengemudi</legend>
          <div className="loket-grid">
            <TextField label="Nama Pengemudi" autoComplete="off" maxLength={100} {...driver('name')} />
            <PhoneField label="Nomor HP Pengemudi" autoComplete="off" {...driver('phoneNumber')} />
            <TextField label="Usia Pengemudi" type="number" inputMode="numeric" min={1} {...driver('age')} />
            <TextField label="Domisili Pengemudi" autoComplete="off" maxLength={100} {...driver('domicile')} />
            <RadioGroup
              label="Jenis Kelamin Pengemudi"
              options={DRIVER_GENDER_OPTIONS}
              value={values.driver.gender}
              onChange={(value) => sale.send({ type: 'SALE.DRIVER', field: 'gender', value })}
              error={errors['driver.gender']}
              disabled={busy}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>Penumpang</legend>
          <div className="loket-grid">
            {passengerTypes.map((t) => (
              <TextField
                key={t.id}
                label={`Jumlah ${passengerTypeLabel(t.feeType)}`}
                type="number"
                inputMode="numeric"
                min={0}
                hint={formatRupiah(t.fee + t.insuranceFee)}
                value={values.counts[String(t.id)] ?? ''}
                onValueChange={(value) => sale.send({ type: 'SALE.COUNT', typeId: t.id, value })}
                error={errors[`count.${t.id}`]}
                disabled={busy}
              />
            ))}
          </div>
        </fieldset>
        <PhoneField label="Nomor WhatsApp Pembeli (opsional)" autoComplete="off" {...field('buyerPhone')} />
        <RadioGroup
          label="Metode Pembayaran"
          options={METHOD_OPTIONS}
          value={values.method}
          onChange={(method) => sale.send({ type: 'SALE.METHOD', method })}
          disabled={busy}
        />
        <p className="loket-total" data-testid="loket-total">
          Total: <span>{total === null ? '—' : formatRupiah(total)}</span>
        </p>
        {values.method === 'tunai' && (
          <>
            <TextField label="Uang Diterima" type="number" inputMode="numeric" min={0} {...field('amountReceived')} />
            <QuickCash sale={sale} disabled={busy} total={total} />
            <ChangeLine balance={balance} testId="loket-change" />
          </>
        )}
        <NetworkButton type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Memproses…' : 'Jual Tiket'}
        </NetworkButton>
      </form>
    </main>
  );
}

type WindowActor = ActorRefFrom<typeof paymentWindowMachine>;

function QrisPayment({ sale }: { sale: LoketSaleActor }) {
  const ticket = useSelector(sale, (s) => s.context.ticket);
  const pollFailed = useSelector(sale, (s) => s.context.pollFailed);
  const checking = useSelector(sale, (s) => s.matches({ qris: 'checking' }));
  const payWindow = useSelector(sale, (s) => s.children['qrisWindow'] as WindowActor | undefined);
  if (!ticket) return null;
  return (
    <main className="loket-main">
      <h2>Bayar dengan QRIS</h2>
      <div className="loket-card">
        <p>Minta pembeli memindai kode ini dengan aplikasi pembayaran.</p>
        {ticket.qris && <LoketQr text={ticket.qris.qrString} />}
        <p className="loket-total">Total: {formatRupiah(ticket.price)}</p>
        <p>Nomor Invoice: {ticket.invoiceId}</p>
        {payWindow && <QrisCountdown payWindow={payWindow} />}
        {pollFailed && <Banner tone="warning">{LOKET_MSG.qrisCheckFailed}</Banner>}
        <div className="loket-actions">
          <NetworkButton
            type="button"
            className="button button-secondary"
            disabled={checking}
            onClick={() => sale.send({ type: 'QRIS.CHECK' })}
          >
            Cek Pembayaran
          </NetworkButton>
        </div>
      </div>
    </main>
  );
}

function QrisCountdown({ payWindow }: { payWindow: WindowActor }) {
  const remaining = useSelector(payWindow, (s) => s.context.remaining);
  return (
    <p>
      Sisa waktu pembayaran: <span className="loket-countdown">{formatMmSs(remaining.minutes, remaining.seconds)}</span>
    </p>
  );
}

function Expired({ sale }: { sale: LoketSaleActor }) {
  const ticket = useSelector(sale, (s) => s.context.ticket);
  return (
    <main className="loket-main">
      <h2>Pembayaran QRIS Berakhir</h2>
      <div className="loket-card">
        <Banner tone="warning">{LOKET_MSG.qrisExpired}</Banner>
        {ticket && <p>Nomor Invoice: {ticket.invoiceId}</p>}
        <button type="button" className="button button-primary" onClick={() => sale.send({ type: 'SALE.NEW' })}>
          Jual Tiket Lagi
        </button>
      </div>
    </main>
  );
}
