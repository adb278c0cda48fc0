// What a pdfkit document was asked to write (issue #38 item 6), for the booth's report and receipt
// tests: the PDF embeds its fonts as subsets, so its bytes do not carry the words; this records every
// doc.text() call with the font and size it was set in, the width it was given, and the words pdfkit
// would have to break because they are wider than that line (measured as its line wrapper does:
// each word with the space after it).
import PDFDocument from 'pdfkit';
import { vi } from 'vitest';

export type TextCall = { text: string; width: number | undefined; size: number; broken: string[] };

export function spyPdfText(): { calls: TextCall[]; restore: () => void } {
  const calls: TextCall[] = [];
  const original = PDFDocument.prototype.text;
  const spy = vi.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (
    this: PDFKit.PDFDocument,
    ...args: unknown[]
  ) {
    const text = String(args[0]);
    const options = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null) as { width?: number } | undefined;
    const width = options?.width;
    const size = (this as unknown as { _fontSize: number })._fontSize;
    const broken =
      width === undefined
        ? []
        : text
            .split(/\s+/)
            .filter(Boolean)
            .filter((w) => this.widthOfString(`${w} `) > width);
    calls.push({ text, width, size, broken });
    return (original as (...a: unknown[]) => PDFKit.PDFDocument).apply(this, args);
  });
  return { calls, restore: () => spy.mockRestore() };
}
