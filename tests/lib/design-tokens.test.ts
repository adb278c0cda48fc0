// The palette of src/styles.css (issue #11 §3): every pair the app sets text on meets WCAG AA
// (4.5:1 for body text). Read from the stylesheet itself, so a changed colour is checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'styles.css'), 'utf8');
const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
const tokens = new Map([...root.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!]));

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
const colour = (name: string): string => {
  const value = name.startsWith('#') ? name : tokens.get(name);
  if (!value) throw new Error(`no colour token --${name} in styles.css`);
  return value;
};

describe('the palette (src/styles.css)', () => {
  // [text, background]: where the app writes one on the other.
  const pairs: Array<[string, string]> = [
    ['ink', 'canvas'],
    ['ink', 'surface'],
    ['ink-muted', 'canvas'],
    ['ink-muted', 'surface'],
    ['ink-muted', 'lake-50'],
    ['lake-700', 'surface'],
    ['lake-700', 'canvas'],
    ['lake-700', 'lake-100'],
    ['#ffffff', 'lake-700'],
    ['#ffffff', 'lake-800'],
    ['#ffffff', 'lake-600'],
    ['green', 'surface'],
    ['orange', 'surface'],
    ['red', 'surface'],
    ['ink', 'sun-400'],
  ];
  it.each(pairs)('%s on %s meets WCAG AA (4.5:1)', (text, background) => {
    expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });
});
