// petugas/pindai — the officer's scanner (issue #10): the camera (or the typed invoice number), a
// big verdict with the ticket's manifest for a visual check, and "Naik Kapal" to check in.
// Without signal the phone decides from its kept copy and queues the check-in.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { TopBar } from '../../components/top-bar';
import { useFlow } from '../../hooks/inspect';
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import {
  keptManifest,
  officerManifestLogic,
  scannerLogic,
  type OfficerManifest,
} from '../../machines/officer-services';
import { useSyncQueue } from './officer-context';
import { InvoiceForm } from './pindai-invoice-form';
import { TicketCard, VerdictCard } from './pindai-verdict';

export default function PindaiScreen({ logic }: { logic?: ReturnType<typeof scannerLogic> }) {
  const [params] = useSearchParams();
  const scheduleId = Number(params.get('jadwal'));
  const queue = useSyncQueue();
  // The departure's manifest, kept fresh on the phone while scanning (offline verdicts read it).
  const manifestMachine = useMemo(() => officerManifestLogic(scheduleId), [scheduleId]);
  const kept = useFlow(manifestMachine, { input: { cached: keptManifest(scheduleId) } });
  const departure = useSelector(kept, (s) => (s.context.data as OfficerManifest | null)?.departure ?? null);
  const machine = useMemo(
    () =>
      logic ??
      scannerLogic(
        (scan) => queue.send({ type: 'ENQUEUE', scan }),
        (scan) => queue.send({ type: 'CONFIRMED', scan }),
      ),
    [logic, queue],
  );
  const scanner = useFlow(machine, { input: { scheduleId } });
  const state = useSelector(scanner, (s) => s);
  const video = useRef<HTMLVideoElement>(null);
  const [invoice, setInvoice] = useState('');
  const cameraOn = state.context.video !== null;
  const busy =
    state.matches('verifying') ||
    state.matches('verifyingOffline') ||
    state.matches('boarding') ||
    state.matches('recording');
  const result = state.context.result;

  // The camera stops when the screen goes away.
  useEffect(() => () => scanner.send({ type: 'CAMERA.STOP' }), [scanner]);

  if (!Number.isSafeInteger(scheduleId) || scheduleId < 1) {
    return (
      <>
        <TopBar title="Pindai Tiket" languages={false} back="/petugas" />
        <main className="screen">
          <p>Pilih keberangkatan di halaman petugas terlebih dahulu.</p>
          <Link to="/petugas">Ke halaman petugas</Link>
        </main>
      </>
    );
  }

  const code = result?.verdict.code;
  const ticket = result?.ticket ?? null;

  return (
    <>
      <TopBar title="Pindai Tiket" languages={false} back="/petugas" />
      <main className="screen stack">
        {departure && (
          <p>
            Keberangkatan: {departure.from} → {departure.to}, {formatDateLong(departure.issuedDate)},{' '}
            {formatTimeWib(departure.issuedTime)}
          </p>
        )}
        {state.context.error && <Banner>{state.context.error}</Banner>}
        {(state.matches('verdict') || state.matches('boarding') || state.matches('recording')) && result && (
          <VerdictCard verdict={result.verdict} queued={state.context.queued} />
        )}
        {ticket && (state.matches('verdict') || state.matches('boarding')) && <TicketCard ticket={ticket} />}
        {state.matches('verdict') && code === 'VALID' && (
          <button
            type="button"
            className="button button-primary button-block"
            onClick={() => scanner.send({ type: 'CHECK_IN' })}
          >
            Naik Kapal
          </button>
        )}
        {(state.matches('verdict') || state.matches('failed')) && (
          <button
            type="button"
            className="button button-secondary button-block"
            onClick={() => scanner.send({ type: 'NEXT' })}
          >
            Pindai Berikutnya
          </button>
        )}
        {busy && <p role="status">Memeriksa…</p>}
        {/* Always mounted: the camera actor keeps this element across verdicts. */}
        <video
          ref={video}
          className="scanner-video"
          muted
          playsInline
          aria-label="Kamera"
          hidden={!cameraOn || !state.matches('idle')}
        />
        {state.matches('idle') && (
          <>
            {cameraOn ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => scanner.send({ type: 'CAMERA.STOP' })}
              >
                Matikan Kamera
              </button>
            ) : (
              <button
                type="button"
                className="button button-primary"
                onClick={() => video.current && scanner.send({ type: 'CAMERA.START', video: video.current })}
              >
                Pindai dengan Kamera
              </button>
            )}
            <InvoiceForm
              invoice={invoice}
              onInvoiceChange={setInvoice}
              onCheck={(invoiceId) => scanner.send({ type: 'TYPE', invoiceId })}
            />
          </>
        )}
      </main>
    </>
  );
}
