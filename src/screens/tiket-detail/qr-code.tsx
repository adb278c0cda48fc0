// The boarding-pass QR as SVG squares (no canvas, no image request: it prints and scales sharply).
// Its own chunk with the `qrcode` encoder (~13 KiB gzipped), loaded once a paid ticket is shown,
// so tiket-detail's first load stays within its budget (bench/bundle.mjs).
import { boardingQrModules } from '../../lib/qr';

export default function QrCode({ text, label }: { text: string; label: string }) {
  const { size, dark } = boardingQrModules(text);
  const margin = 2;
  const box = size + margin * 2;
  let path = '';
  for (let i = 0; i < dark.length; i++)
    if (dark[i]) path += `M${(i % size) + margin} ${Math.floor(i / size) + margin}h1v1h-1z`;
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
