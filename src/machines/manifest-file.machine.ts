// manifestFile — the papers for the Syahbandar (issue #10): a manifest's PDF or CSV, or the day's
// per-route report (CSV):
//   idle ─DOWNLOAD(kind)─→ downloading ─(done: saved)─→ idle   (error → idle + message)
// The `save` action hands the Blob to the browser (an <a download> click).
import { assign, fromPromise, setup } from 'xstate';
import { getDailyReport, getManifestFile } from '../api/petugas';
import { saveFile } from '../lib/save-file';

export type FileKind = 'pdf' | 'csv' | 'report';
/** `date`: the report's day (the day's list gives it). */
export type ManifestFileEvent = { type: 'DOWNLOAD'; kind: FileKind; date?: string };

export const manifestFileMachine = setup({
  types: {
    input: {} as { scheduleId?: number; date?: string },
    context: {} as { scheduleId: number; date: string; kind: FileKind; error: string | null },
    events: {} as ManifestFileEvent,
  },
  actors: {
    download: fromPromise<Blob, { scheduleId: number; date: string; kind: FileKind }>(({ input }) =>
      input.kind === 'report' ? getDailyReport(input.date) : getManifestFile(input.scheduleId, input.kind),
    ),
  },
  actions: {
    save: (_, _params: { file: Blob; name: string }) => undefined,
  },
}).createMachine({
  id: 'manifestFile',
  context: ({ input }) => ({ scheduleId: input.scheduleId ?? 0, date: input.date ?? '', kind: 'pdf', error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        DOWNLOAD: {
          target: 'downloading',
          actions: assign({
            kind: ({ event }) => event.kind,
            date: ({ context, event }) => event.date ?? context.date,
            error: null,
          }),
        },
      },
    },
    downloading: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ scheduleId: context.scheduleId, date: context.date, kind: context.kind }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'save',
            params: ({ context, event }) => ({
              file: event.output,
              name:
                context.kind === 'report'
                  ? `laporan-${context.date}.csv`
                  : `manifes-${context.scheduleId}.${context.kind}`,
            }),
          },
        },
        onError: { target: 'idle', actions: assign({ error: 'Berkas gagal diunduh. Silakan coba lagi.' }) },
      },
    },
  },
});

/** The real save: an object URL clicked as a download. */
export const manifestFileLogic = manifestFileMachine.provide({
  actions: {
    save: (_, { file, name }) => saveFile(file, name),
  },
});
