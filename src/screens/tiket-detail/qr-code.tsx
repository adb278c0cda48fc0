// The boarding-pass QR as SVG squares (no canvas, no image request: it prints and scales sharply).
// Its own chunk with the `qrcode` encoder (~13 KiB gzipped), loaded once a paid ticket is shown,
// so tiket-detail's first load stays within its budget (bench/bundle.mjs).
import { qrSvgPath } from '../../lib/qr';

export default function QrCode({ text, label }: { text: string; label: string }) {
  const { box, path } = qrSvgPath(text);
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
