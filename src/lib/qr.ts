// QR modules of a text (the `qrcode` package's encoder, which the server's PDF also uses), as a
// plain matrix so a component can draw it and a test can turn it into video frames.
import QRCode from 'qrcode';

/**
 * A QR of `text` as one SVG path of unit squares with a 2-module quiet zone: `box` is the side of
 * its viewBox (the boarding pass on screen, the booth's QRIS charge).
 */
export function qrSvgPath(text: string): { box: number; path: string } {
  const { size, dark } = boardingQrModules(text);
  const margin = 2;
  let path = '';
  for (let i = 0; i < dark.length; i++)
    if (dark[i]) path += `M${(i % size) + margin} ${Math.floor(i / size) + margin}h1v1h-1z`;
  return { box: size + margin * 2, path };
}

export function boardingQrModules(text: string): { size: number; dark: boolean[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const dark: boolean[] = [];
  for (let i = 0; i < modules.size * modules.size; i++) dark.push(Boolean(modules.data[i]));
  return { size: modules.size, dark };
}
