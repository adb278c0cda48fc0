// The officer machines with their real effects (issue #10): the API, the kept copies, the camera.
// Screens use these; tests provide stubs to the bare machines instead.
import { fromCallback, fromPromise } from 'xstate';
import { ApiError } from '../api/client';
import {
  checkIn,
  getBoardingPassKeys,
  getManifest,
  getOfficerDepartures,
  syncScans,
  verifyTicket,
} from '../api/petugas';
import { officerStore, deviceId, type OfficerDay, type OfficerManifest, type QueuedScan } from '../lib/officer-storage';
import { verifyLocally } from '../lib/officer-verify';
import { VERDICT_TEXT } from '../../kernel/boarding-verdict';
import { officerDataMachine } from './officer-data.machine';
import { scannerMachine, SCANNER_MSG, type ScannerEvent, type ScannerResult } from './scanner.machine';
import { syncQueueMachine, type SyncOutcome } from './sync-queue.machine';

export type { OfficerDay, OfficerManifest };

/** The copies kept on the phone, to start an officer screen with (screens never read storage). */
export const keptDay = (): OfficerDay | null => officerStore.get('day') ?? null;
export const keptManifest = (scheduleId: number): OfficerManifest | null =>
  officerStore.get('manifest', scheduleId) ?? null;

/** Today's departures, plus the keys and every manifest of today, kept for the dock without signal. */
export const officerDayLogic = officerDataMachine.provide({
  actors: {
    load: fromPromise<unknown, void>(async (): Promise<OfficerDay> => {
      const [day, keys] = await Promise.all([getOfficerDepartures(), getBoardingPassKeys()]);
      officerStore.set('day', day);
      officerStore.set('keys', keys);
      await Promise.all(
        day.departures.map(async (d) => {
          officerStore.set('manifest', await getManifest(d.scheduleId), d.scheduleId);
        }),
      );
      return day;
    }),
  },
});

export const officerManifestLogic = (scheduleId: number) =>
  officerDataMachine.provide({
    actors: {
      load: fromPromise<unknown, void>(async (): Promise<OfficerManifest> => {
        const m = await getManifest(scheduleId);
        officerStore.set('manifest', m, scheduleId);
        if (!officerStore.get('keys')) officerStore.set('keys', await getBoardingPassKeys());
        return m;
      }),
    },
  });

const bodyOf = (source: { code: string } | { invoiceId: string }) =>
  'code' in source ? { code: source.code } : { invoiceId: source.invoiceId };
const newScanId = () => crypto.randomUUID();

/** The camera: the browser's BarcodeDetector where present, else the ZXing polyfill (WebAssembly). */
const camera = fromCallback<ScannerEvent, { video: HTMLVideoElement }>(({ input, sendBack }) => {
  let stopped = false;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  void (async () => {
    try {
      const { createDetector } = await import('../lib/qr-detector');
      const detector = await createDetector();
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      input.video.srcObject = stream;
      await input.video.play().catch(() => undefined);
      const tick = async () => {
        if (stopped) return;
        try {
          if (input.video.readyState >= 2) {
            const found = await detector.detect(input.video);
            const code = found.find((b) => b.rawValue)?.rawValue;
            if (code && !stopped) return sendBack({ type: 'SCAN', code });
          }
        } catch {
          // a frame that could not be read: try the next
        }
        timer = setTimeout(() => void tick(), 200);
      };
      void tick();
    } catch {
      if (!stopped) sendBack({ type: 'CAMERA.FAILED', message: SCANNER_MSG.camera });
    }
  })();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stream?.getTracks().forEach((t) => t.stop());
  };
});

/** `enqueue`: an offline check-in to sync; `confirm`: an online one to re-check later (see syncQueue). */
export function scannerLogic(
  enqueue: (scan: QueuedScan) => void,
  confirm: (scan: QueuedScan) => void = () => undefined,
  now: () => number = Date.now,
) {
  return scannerMachine.provide({
    actors: {
      camera,
      verifyOnline: fromPromise(async ({ input }): Promise<ScannerResult> => {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('network', 0, 'offline');
        return verifyTicket({ scheduleId: input.scheduleId, ...bodyOf(input.source) });
      }),
      verifyOffline: fromPromise(async ({ input }): Promise<ScannerResult> =>
        verifyLocally({ scheduleId: input.scheduleId, ...bodyOf(input.source) }, officerStore),
      ),
      checkIn: fromPromise(async ({ input }): Promise<ScannerResult> => {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('network', 0, 'offline');
        const scan = { scheduleId: input.scheduleId, ...bodyOf(input.source), scanId: newScanId() };
        const r = await checkIn({ ...scan, deviceId: deviceId() });
        if (r.outcome === 'CHECKED_IN')
          confirm({ ...scan, scannedAt: new Date(now()).toISOString(), transactionId: r.ticket?.transactionId });
        return { verdict: r.verdict, ticket: r.ticket };
      }),
      record: fromPromise(async ({ input }): Promise<ScannerResult> => {
        const scan: QueuedScan = {
          scanId: newScanId(),
          scheduleId: input.scheduleId,
          ...bodyOf(input.source),
          scannedAt: new Date(now()).toISOString(),
          transactionId: input.ticket?.transactionId,
        };
        enqueue(scan);
        return { verdict: { code: 'CHECKED_IN', message: SCANNER_MSG.queued }, ticket: input.ticket };
      }),
    },
  });
}

export const syncQueueLogic = syncQueueMachine.provide({
  actors: {
    sync: fromPromise(async ({ input }): Promise<SyncOutcome[]> => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('network', 0, 'offline');
      const results = await syncScans(
        deviceId(),
        input.scans.map(({ transactionId: _t, ...scan }) => scan),
      );
      const invoiceOf = new Map(input.scans.map((s) => [s.scanId, s.invoiceId ?? '']));
      return results.map((r) => ({
        scanId: r.scanId,
        outcome: r.outcome,
        message:
          r.outcome === 'CONFLICT'
            ? `Konflik: ${r.verdict.message}`
            : r.outcome === 'REFUSED'
              ? r.verdict.message
              : VERDICT_TEXT.CHECKED_IN,
        invoiceId: r.ticket?.invoiceId ?? invoiceOf.get(r.scanId) ?? '',
      }));
    }),
  },
  actions: {
    persist: ({ context }) => {
      officerStore.set('queue', context.queue);
      officerStore.set('confirmed', context.confirmed);
      officerStore.set('conflicts', context.conflicts);
    },
  },
});

export const initialSyncInput = () => ({
  queue: officerStore.get('queue') ?? [],
  conflicts: officerStore.get('conflicts') ?? [],
  confirmed: officerStore.get('confirmed') ?? [],
});
