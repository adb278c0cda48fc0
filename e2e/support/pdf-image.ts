// The images inside a PDF, as grey pixels: what a printed receipt shows, read back from the file the
// browser downloaded, so a browser test can hold the very QR of the paper up to the officer's camera
// (e2e/loket.spec.ts). Enough of PDF for what PDFKit writes: image XObjects with /FlateDecode, 8 bits
// per component, DeviceGray or DeviceRGB, with or without the PNG predictors (/DecodeParms
// /Predictor ≥ 10). Anything else is skipped.
import { inflateSync } from 'node:zlib';

export type GreyImage = { width: number; height: number; grey: Uint8Array };

const num = (dict: string, key: string): number | null => {
  const m = new RegExp(`/${key}\\s+(\\d+)`).exec(dict);
  return m ? Number(m[1]) : null;
};

/** Undoes PNG row filters (None, Sub, Up, Average, Paeth) for `bpp` bytes per pixel. */
function unfilter(data: Buffer, width: number, bpp: number): Buffer {
  const stride = width * bpp;
  const rows = Math.floor(data.length / (stride + 1));
  const out = Buffer.alloc(rows * stride);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (stride + 1)]!;
    const src = r * (stride + 1) + 1;
    const dst = r * stride;
    for (let i = 0; i < stride; i++) {
      const x = data[src + i]!;
      const a = i >= bpp ? out[dst + i - bpp]! : 0;
      const b = r > 0 ? out[dst - stride + i]! : 0;
      const c = r > 0 && i >= bpp ? out[dst - stride + i - bpp]! : 0;
      let v: number;
      if (type === 0) v = x;
      else if (type === 1) v = x + a;
      else if (type === 2) v = x + b;
      else if (type === 3) v = x + ((a + b) >> 1);
      else {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      out[dst + i] = v & 0xff;
    }
  }
  return out;
}

/** Every image of the PDF that this reader understands, in file order. */
export function pdfImages(pdf: Buffer): GreyImage[] {
  const text = pdf.toString('latin1');
  const images: GreyImage[] = [];
  const marker = /\/Subtype\s*\/Image/g;
  for (let m = marker.exec(text); m; m = marker.exec(text)) {
    const start = text.lastIndexOf('obj', m.index);
    const streamAt = text.indexOf('stream', m.index);
    if (start < 0 || streamAt < 0) continue;
    const dict = text.slice(start, streamAt);
    const width = num(dict, 'Width');
    const height = num(dict, 'Height');
    const length = num(dict, 'Length');
    if (!width || !height || !length || !/\/FlateDecode/.test(dict) || num(dict, 'BitsPerComponent') !== 8) continue;
    const channels = /\/DeviceRGB/.test(dict) ? 3 : /\/DeviceGray/.test(dict) ? 1 : 0;
    if (!channels) continue;
    let body = text.indexOf('\n', streamAt) + 1;
    if (text[body - 2] === '\r') body = text.indexOf('\n', streamAt) + 1;
    let data: Buffer = inflateSync(pdf.subarray(body, body + length));
    if ((num(dict, 'Predictor') ?? 0) >= 10) data = unfilter(data, width, channels);
    const grey = new Uint8Array(width * height);
    for (let i = 0; i < width * height; i++) {
      const p = i * channels;
      grey[i] = channels === 1 ? data[p]! : Math.round(0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!);
    }
    images.push({ width, height, grey });
  }
  return images;
}
