// QR reading for the officer's camera: the browser's own BarcodeDetector where it exists (Chrome
// on Android, macOS), else the `barcode-detector` polyfill (ZXing-C++ in WebAssembly, maintained),
// with its .wasm served by us (never the CDN it defaults to: the dock may have no internet, and
// the CSP allows only our origin). Loaded only by the scanner, never in a passenger's bundle.
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };

export async function createDetector(): Promise<Detector> {
  const native = (
    globalThis as {
      BarcodeDetector?: { new (o: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };
    }
  ).BarcodeDetector;
  const formats: string[] = native ? ((await native.getSupportedFormats?.().catch(() => [] as string[])) ?? []) : [];
  if (native && formats.includes('qr_code')) return new native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/pure'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  // The polyfill types its results with its own classes; it has the `detect` our Detector names.
  return new BarcodeDetector({ formats: ['qr_code'] }) as unknown as Detector;
}
