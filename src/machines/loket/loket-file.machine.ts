// loketFile (issue #24) — the booth's files: a ticket's receipt (PDF, 58 mm roll or A6) and the
// day's shift report (PDF or CSV).
//   idle ─DOWNLOAD(file)─→ downloading ─done→ idle (saved)   └error→ idle + message
// The `save` action hands the Blob to the browser (src/lib/save-file.ts); tests provide their own.
import { assign, fromPromise, setup } from 'xstate';
import {
  getBoothReceipt,
  getShiftReport,
  type HolderProof,
  type ReceiptSize,
  type ReportFormat,
} from '../../api/loket';
import { LOKET_MSG } from '../../lib/loket-messages';
import { saveFile } from '../../lib/save-file';

export type LoketFile =
  | { kind: 'receipt'; ticketId: number; invoiceId: string; size: ReceiptSize; proof?: HolderProof }
  | { kind: 'report'; date: string; format: ReportFormat };

export type LoketFileEvent = { type: 'DOWNLOAD'; file: LoketFile };

/** The name the browser saves a file under: tiket-<invoice>-58mm.pdf, laporan-shift-<date>.csv. */
export function loketFileName(file: LoketFile): string {
  return file.kind === 'receipt'
    ? `tiket-${file.invoiceId}-${file.size}.pdf`
    : `laporan-shift-${file.date}.${file.format}`;
}

export const loketFileMachine = setup({
  types: {
    context: {} as { file: LoketFile | null; error: string | null },
    events: {} as LoketFileEvent,
  },
  actors: {
    download: fromPromise<Blob, LoketFile>(({ input }) =>
      input.kind === 'receipt'
        ? getBoothReceipt(input.ticketId, input.size, input.proof)
        : getShiftReport(input.date, input.format),
    ),
  },
  actions: {
    save: (_, _params: { file: Blob; name: string }) => undefined,
  },
}).createMachine({
  id: 'loketFile',
  context: { file: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { DOWNLOAD: { target: 'downloading', actions: assign({ file: ({ event }) => event.file, error: null }) } },
    },
    downloading: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => context.file as LoketFile,
        onDone: {
          target: 'idle',
          actions: {
            type: 'save',
            params: ({ context, event }) => ({ file: event.output, name: loketFileName(context.file as LoketFile) }),
          },
        },
        onError: { target: 'idle', actions: assign({ error: LOKET_MSG.fileFailed }) },
      },
    },
  },
});

/** The real save: an object URL clicked as a download. */
export const loketFileLogic = loketFileMachine.provide({
  actions: { save: (_, { file, name }) => saveFile(file, name) },
});
