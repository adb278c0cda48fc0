// The QR of a QRIS charge (issue #24), drawn from its `qrString` as an SVG image: no canvas, no
// request, sharp at any size. The `qrcode` encoder (src/lib/qr.ts) comes with the booth's chunks
// only, never with a passenger's route.
import { qrSvgPath } from '../../lib/qr';

/** The charge's QR as a `data:image/svg+xml` URL (a 2-module quiet zone). */
export function qrDataUrl(text: string): string {
  const { box, path } = qrSvgPath(text);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges"><rect width="${box}" height="${box}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function LoketQr({ text }: { text: string }) {
  return <img className="loket-qr" src={qrDataUrl(text)} alt="Kode QRIS" width={288} height={288} />;
}
