// QR modules of a text (the `qrcode` package's encoder, which the server's PDF also uses), as a
// plain matrix so a component can draw it and a test can turn it into video frames.
import QRCode from 'qrcode';

export function boardingQrModules(text: string): { size: number; dark: boolean[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const dark: boolean[] = [];
  for (let i = 0; i < modules.size * modules.size; i++) dark.push(Boolean(modules.data[i]));
  return { size: modules.size, dark };
}
