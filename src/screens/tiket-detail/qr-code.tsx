// The boarding-pass QR as SVG squares (no canvas, no image request: it prints and scales sharply).
// Its own chunk, loaded once a paid ticket is shown, so tiket-detail's first load stays within its
// budget (bench/bundle.mjs). The encoding (`qrcode`, ~13 KiB gzipped) runs in a Web Worker
// (./qr-worker.ts, issue #25 §3: it was a 250–500 ms task on a throttled phone's main thread);
// where there is no Worker (tests, an old browser) or it fails, it runs here, loaded on demand.
import { useEffect, useState } from 'react';

type Qr = { box: number; path: string };

function encodeInWorker(text: string): Promise<Qr> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<Qr>) => {
      done();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      done();
      reject(new Error(event.message || 'qr worker failed'));
    };
    worker.postMessage(text);
  });
}

async function encode(text: string): Promise<Qr> {
  if (typeof Worker === 'function') {
    try {
      return await encodeInWorker(text);
    } catch {
      // The worker could not start or load (offline before it was cached): encode here instead.
    }
  }
  const { qrSvgPath } = await import('../../lib/qr');
  return qrSvgPath(text);
}

/** The last text encoded: the ticket's view mounts its QR again once its self-service has loaded. */
let last: { text: string; pending: Promise<Qr>; qr?: Qr } | null = null;

/** `text`'s QR as one SVG path (src/lib/qr.ts's qrSvgPath), encoded off the main thread when it can be. */
export function encodeQr(text: string): Promise<Qr> {
  if (last?.text === text) return last.pending;
  const entry: NonNullable<typeof last> = { text, pending: encode(text) };
  entry.pending.then(
    (qr) => (entry.qr = qr),
    () => last === entry && (last = null),
  );
  last = entry;
  return entry.pending;
}

/** Where the QR will be, the same size, while it is encoded: nothing moves when it arrives. */
function QrPlaceholder() {
  return <div className="boarding-qr boarding-qr-placeholder" aria-hidden="true" />;
}

export default function QrCode({ text, label }: { text: string; label: string }) {
  const [qr, setQr] = useState<(Qr & { text: string }) | null>(() =>
    last?.text === text && last.qr ? { ...last.qr, text } : null,
  );
  useEffect(() => {
    let live = true;
    encodeQr(text).then(
      (encoded) => live && setQr({ ...encoded, text }),
      // The placeholder stays; the e-ticket PDF carries the same QR.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (!qr || qr.text !== text) return <QrPlaceholder />;
  const { box, path } = qr;
  return (
    <svg
      className="boarding-qr"
      viewBox={`0 0 ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
