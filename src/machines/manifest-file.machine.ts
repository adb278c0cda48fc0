// manifestFile — the manifest's PDF or CSV for the Syahbandar (issue #10):
//   idle ─DOWNLOAD(kind)─→ downloading ─(done: saved)─→ idle   (error → idle + message)
// The `save` action hands the Blob to the browser (an <a download> click).
import { assign, fromPromise, setup } from 'xstate';
import { getManifestFile } from '../api/petugas';

export type ManifestFileEvent = { type: 'DOWNLOAD'; kind: 'pdf' | 'csv' };

export const manifestFileMachine = setup({
  types: {
    input: {} as { scheduleId: number },
    context: {} as { scheduleId: number; kind: 'pdf' | 'csv'; error: string | null },
    events: {} as ManifestFileEvent,
  },
  actors: {
    download: fromPromise<Blob, { scheduleId: number; kind: 'pdf' | 'csv' }>(({ input }) => getManifestFile(input.scheduleId, input.kind)),
  },
  actions: {
    save: (_, _params: { file: Blob; name: string }) => undefined,
  },
}).createMachine({
  id: 'manifestFile',
  context: ({ input }) => ({ scheduleId: input.scheduleId, kind: 'pdf', error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { DOWNLOAD: { target: 'downloading', actions: assign({ kind: ({ event }) => event.kind, error: null }) } },
    },
    downloading: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ scheduleId: context.scheduleId, kind: context.kind }),
        onDone: {
          target: 'idle',
          actions: { type: 'save', params: ({ context, event }) => ({ file: event.output, name: `manifes-${context.scheduleId}.${context.kind}` }) },
        },
        onError: { target: 'idle', actions: assign({ error: 'Manifes gagal diunduh. Silakan coba lagi.' }) },
      },
    },
  },
});

/** The real save: an object URL clicked as a download. */
export const manifestFileLogic = manifestFileMachine.provide({
  actions: {
    save: (_, { file, name }) => {
      const url = URL.createObjectURL(file);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  },
});
