// scanner — petugas/pindai (issue #10): one ticket at a time, from the camera or a typed invoice.
//
//   idle ─SCAN/TYPE─→ verifying ─(network down)─→ verifyingOffline ─→ verdict
//                        └───────────────────────────────────────────→ verdict
//   verdict ─CHECK_IN (valid)─→ boarding ─→ verdict (checked in / sudah check-in)
//                  (offline)  └─→ recording ─→ verdict (queued for sync)
//   verdict/failed ─NEXT─→ idle          any failure ─→ failed
//
// The camera is an invoked callback actor while `camera` is on (CAMERA.START with the <video>),
// sending SCAN when it reads a QR; it runs only in idle, so one verdict is on screen at a time.
// Online, the server decides (verify, then the atomic check-in); when the network is down the
// phone decides from its kept keys and manifest (src/lib/officer-verify.ts) and the check-in is
// queued for the sync queue (the `record` actor enqueues it).
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorOf } from './actor-events';
import { isApiError } from '../api/client';
import type { ManifestTicket, Verdict } from '../../kernel/boarding-verdict';

export type ScanSource = { code: string } | { invoiceId: string };
export type ScannerResult = { verdict: Verdict; ticket: ManifestTicket | null };

export type ScannerInput = { scheduleId: number };
export type ScannerContext = {
  scheduleId: number;
  source: ScanSource | null;
  result: ScannerResult | null;
  /** Decided on this phone (no network): "Naik Kapal" then queues the check-in. */
  offline: boolean;
  /** The check-in was queued, not yet confirmed by the server. */
  queued: boolean;
  error: string | null;
  video: HTMLVideoElement | null;
};

export type ScannerEvent =
  | { type: 'SCAN'; code: string }
  | { type: 'TYPE'; invoiceId: string }
  | { type: 'CHECK_IN' }
  | { type: 'NEXT' }
  | { type: 'CAMERA.START'; video: HTMLVideoElement }
  | { type: 'CAMERA.STOP' }
  | { type: 'CAMERA.FAILED'; message: string };

export const SCANNER_MSG = {
  failed: 'Tiket tidak dapat diperiksa. Periksa koneksi lalu coba lagi.',
  queued: 'Tercatat di ponsel ini. Akan disinkronkan saat ada sinyal.',
  camera: 'Kamera tidak dapat dibuka. Ketik nomor referensi tiket.',
} as const;

type VerifyInput = { scheduleId: number; source: ScanSource };

const networkDown = (error: unknown) => isApiError(error) && error.kind === 'network';

export const scannerMachine = setup({
  types: {
    input: {} as ScannerInput,
    context: {} as ScannerContext,
    events: {} as ScannerEvent,
  },
  actors: {
    verifyOnline: fromPromise<ScannerResult, VerifyInput>(async () => {
      throw new Error('verifyOnline not provided');
    }),
    verifyOffline: fromPromise<ScannerResult, VerifyInput>(async () => {
      throw new Error('verifyOffline not provided');
    }),
    checkIn: fromPromise<ScannerResult, VerifyInput>(async () => {
      throw new Error('checkIn not provided');
    }),
    record: fromPromise<ScannerResult, VerifyInput & { ticket: ManifestTicket | null }>(async () => {
      throw new Error('record not provided');
    }),
    camera: fromCallback<ScannerEvent, { video: HTMLVideoElement }>(() => () => undefined),
  },
  guards: {
    networkDown: ({ event }) => networkDown(errorOf(event)),
    canBoard: ({ context }) => context.result?.verdict.code === 'VALID',
    cameraOn: ({ context }) => context.video !== null,
  },
  actions: {
    takeScan: assign(({ event }) => ({
      source:
        event.type === 'SCAN' ? { code: event.code } : event.type === 'TYPE' ? { invoiceId: event.invoiceId } : null,
      result: null,
      offline: false,
      queued: false,
      error: null,
    })),
    clear: assign({ source: null, result: null, offline: false, queued: false, error: null }),
    fail: assign({ error: SCANNER_MSG.failed }),
  },
}).createMachine({
  id: 'scanner',
  context: ({ input }) => ({
    scheduleId: input.scheduleId,
    source: null,
    result: null,
    offline: false,
    queued: false,
    error: null,
    video: null,
  }),
  initial: 'idle',
  on: {
    'CAMERA.START': { actions: assign({ video: ({ event }) => event.video, error: null }) },
    'CAMERA.STOP': { actions: assign({ video: null }) },
    'CAMERA.FAILED': { actions: assign({ video: null, error: SCANNER_MSG.camera }) },
  },
  states: {
    idle: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'cameraOn', target: 'watching' },
        },
        watching: {
          invoke: { id: 'camera', src: 'camera', input: ({ context }) => ({ video: context.video! }) },
          always: { guard: ({ context }) => context.video === null, target: 'waiting' },
        },
      },
      on: {
        SCAN: { target: 'verifying', actions: 'takeScan' },
        TYPE: { target: 'verifying', actions: 'takeScan' },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyOnline',
        src: 'verifyOnline',
        input: ({ context }) => ({ scheduleId: context.scheduleId, source: context.source! }),
        onDone: { target: 'verdict', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          { guard: 'networkDown', target: 'verifyingOffline' },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    verifyingOffline: {
      invoke: {
        id: 'verifyOffline',
        src: 'verifyOffline',
        input: ({ context }) => ({ scheduleId: context.scheduleId, source: context.source! }),
        onDone: { target: 'verdict', actions: assign({ result: ({ event }) => event.output, offline: true }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : SCANNER_MSG.failed),
          }),
        },
      },
    },
    verdict: {
      on: {
        CHECK_IN: [
          { guard: ({ context }) => context.result?.verdict.code === 'VALID' && context.offline, target: 'recording' },
          { guard: 'canBoard', target: 'boarding' },
        ],
        NEXT: { target: 'idle', actions: 'clear' },
      },
    },
    boarding: {
      invoke: {
        id: 'checkIn',
        src: 'checkIn',
        input: ({ context }) => ({ scheduleId: context.scheduleId, source: context.source! }),
        onDone: { target: 'verdict', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          { guard: 'networkDown', target: 'recording', actions: assign({ offline: true }) },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    recording: {
      invoke: {
        id: 'record',
        src: 'record',
        input: ({ context }) => ({
          scheduleId: context.scheduleId,
          source: context.source!,
          ticket: context.result?.ticket ?? null,
        }),
        onDone: { target: 'verdict', actions: assign({ result: ({ event }) => event.output, queued: true }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    failed: {
      on: { NEXT: { target: 'idle', actions: 'clear' } },
    },
  },
});
