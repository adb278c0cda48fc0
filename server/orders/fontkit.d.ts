// The part of fontkit (pdfkit's own font engine, https://github.com/foliojs/fontkit) the e-ticket
// uses; the package ships no types.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
