// Chromium's fake camera for the browser tests that scan a QR (e2e/port.spec.ts, e2e/loket.spec.ts):
// `--use-file-for-fake-video-capture` plays a .y4m file (YUV4MPEG2: a text header, then raw 4:2:0
// frames) that the spec writes; no binary is committed.
import { writeFileSync } from 'node:fs';
import { boardingQrModules } from '../../src/lib/qr';
import type { GreyImage } from './pdf-image';

const SIZE = 480;

/** The QR of `text` as an image: one pixel per module, dark 0, light 255, with a 4-module margin. */
export function qrImage(text: string): GreyImage {
  const { size, dark } = boardingQrModules(text);
  const width = size + 8;
  const grey = new Uint8Array(width * width).fill(255);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) if (dark[r * size + c]) grey[(r + 4) * width + c + 4] = 0;
  return { width, height: width, grey };
}

/** Writes `path`: `frames` identical frames showing `image` (null: a blank page) scaled up, centred on white. */
export function writeFakeVideo(path: string, image: GreyImage | null, frames = 6): void {
  const y = Buffer.alloc(SIZE * SIZE, 235);
  if (image) {
    const scale = Math.max(1, Math.floor((SIZE * 0.85) / Math.max(image.width, image.height)));
    const ox = Math.floor((SIZE - image.width * scale) / 2);
    const oy = Math.floor((SIZE - image.height * scale) / 2);
    for (let r = 0; r < image.height; r++)
      for (let c = 0; c < image.width; c++)
        if (image.grey[r * image.width + c]! < 128)
          for (let dy = 0; dy < scale; dy++) {
            const row = (oy + r * scale + dy) * SIZE;
            y.fill(16, row + ox + c * scale, row + ox + (c + 1) * scale);
          }
  }
  const chroma = Buffer.alloc((SIZE / 2) * (SIZE / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${SIZE} H${SIZE} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: frames }, () => frame),
    ]),
  );
}
