// The peak-day report's drawing primitives (issue #39, section 3): escaping, number formatting,
// axes, line and bar charts drawn as inline SVG text at generation time. No script and no external
// resource ends up in the page. Every number written goes through `coord`/`fmt`, so a non-finite
// value can never print as "NaN" or "Infinity".

/** Escapes text for HTML and SVG (element content and quoted attributes). */
export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&#39;';
    }
  });
}

/** A number for the reader; '–' when there is none (null, NaN, ±Infinity). */
export function fmt(value: number | null | undefined, digits = 0): string {
  if (value == null || !Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** A coordinate for SVG: one decimal, 0 when not finite. */
export const coord = (v: number): string => (Number.isFinite(v) ? String(Math.round(v * 10) / 10) : '0');

/** Wall milliseconds since the start as m:ss. */
export function clockOfWall(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A simulated instant (epoch ms) as the WIB (UTC+7) time of day, HH:MM. */
export function clockOfSim(sim: number): string {
  if (!Number.isFinite(sim)) return '–';
  return new Date(sim + 7 * 3_600_000).toISOString().slice(11, 16);
}

/** The smallest step from `candidates` (or 1-2-5 × 10^k) that gives at most `count` intervals. */
export function niceStep(span: number, count: number, candidates?: number[]): number {
  const raw = span > 0 && Number.isFinite(span) ? span / Math.max(1, count) : 1;
  if (candidates) {
    const fit = candidates.find((c) => c >= raw);
    if (fit !== undefined) return fit;
  }
  const base = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (base * m >= raw) return base * m;
  return base * 10;
}

/** Tick values at multiples of `step` within [lo, hi]. */
export function ticksOf(lo: number, hi: number, step: number): number[] {
  const ticks: number[] = [];
  if (!(step > 0) || !Number.isFinite(lo) || !Number.isFinite(hi)) return ticks;
  for (let t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9 && ticks.length < 200; t += step) {
    ticks.push(Math.round(t * 1e6) / 1e6);
  }
  return ticks;
}

export interface Axis {
  lo: number;
  hi: number;
  ticks: number[];
  format: (v: number) => string;
  label: string;
}

/** A y axis from 0 to a nice bound over `max` (at least 1). */
export function countAxis(max: number, label: string, digits = 0): Axis {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  // Counts (no decimals) step by whole numbers at least.
  const step = Math.max(digits === 0 ? 1 : 0, niceStep(top, 5));
  const hi = Math.ceil(top / step) * step;
  return { lo: 0, hi, ticks: ticksOf(0, hi, step), format: (v) => fmt(v, digits), label };
}

export interface LegendItem {
  name: string;
  color: string;
  /** 'line' (default), 'dash' or 'box' (an area, a bar, a band). */
  mark?: 'line' | 'dash' | 'box';
}

export interface Band {
  from: number;
  to: number;
  label: string;
}

export const BAND_COLOR = '#ef4444';

export interface Frame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  sx: (v: number) => number;
  sy: (v: number) => number;
}

/** Maps the axes onto a box of `width` × `height` with room for the title, legend and labels. */
export function makeFrame(x: Axis, y: Axis, width: number, height: number, small = false): Frame {
  const left = small ? 30 : 64;
  const right = width - (small ? 6 : 16);
  const top = small ? 18 : 50;
  const bottom = height - (small ? 16 : 42);
  const xSpan = x.hi - x.lo || 1;
  const ySpan = y.hi - y.lo || 1;
  const clamp = (v: number, a: number, b: number) => Math.min(b, Math.max(a, v));
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    sx: (v) => clamp(left + ((v - x.lo) / xSpan) * (right - left), left, right),
    sy: (v) => clamp(bottom - ((v - y.lo) / ySpan) * (bottom - top), top, bottom),
  };
}

/** Grid lines, tick labels and axis titles of a frame (no title, no legend). */
export function axesSvg(f: Frame, x: Axis, y: Axis, small = false): string {
  const size = small ? 8 : 11;
  const out: string[] = [];
  for (const t of y.ticks) {
    const py = coord(f.sy(t));
    out.push(`<line x1="${f.left}" x2="${f.right}" y1="${py}" y2="${py}" class="grid"/>`);
    out.push(
      `<text x="${f.left - 4}" y="${py}" font-size="${size}" text-anchor="end" dominant-baseline="middle">${esc(y.format(t))}</text>`,
    );
  }
  for (const t of x.ticks) {
    const px = coord(f.sx(t));
    if (!small) out.push(`<line x1="${px}" x2="${px}" y1="${f.top}" y2="${f.bottom}" class="grid"/>`);
    out.push(
      `<text x="${px}" y="${f.bottom + size + 3}" font-size="${size}" text-anchor="middle">${esc(x.format(t))}</text>`,
    );
  }
  out.push(`<line x1="${f.left}" x2="${f.right}" y1="${f.bottom}" y2="${f.bottom}" class="axis"/>`);
  out.push(`<line x1="${f.left}" x2="${f.left}" y1="${f.top}" y2="${f.bottom}" class="axis"/>`);
  if (!small) {
    const midX = coord((f.left + f.right) / 2);
    const midY = coord((f.top + f.bottom) / 2);
    out.push(`<text x="${midX}" y="${f.height - 6}" font-size="12" text-anchor="middle">${esc(x.label)}</text>`);
    out.push(
      `<text x="14" y="${midY}" font-size="12" text-anchor="middle" transform="rotate(-90 14 ${midY})">${esc(y.label)}</text>`,
    );
  }
  return out.join('');
}

/** The title (top left) and a legend row under it. */
export function headSvg(f: Frame, title: string, legend: LegendItem[]): string {
  const out = [`<text x="${f.left}" y="16" font-size="14" font-weight="600">${esc(title)}</text>`];
  let x = f.left;
  for (const item of legend) {
    const mark = item.mark ?? 'line';
    if (mark === 'box') {
      out.push(`<rect x="${x}" y="26" width="14" height="10" fill="${item.color}" fill-opacity="0.5"/>`);
    } else {
      const dash = mark === 'dash' ? ' stroke-dasharray="4 3"' : '';
      out.push(`<line x1="${x}" x2="${x + 16}" y1="31" y2="31" stroke="${item.color}" stroke-width="2.5"${dash}/>`);
    }
    out.push(`<text x="${x + 20}" y="35" font-size="11">${esc(item.name)}</text>`);
    x += 34 + item.name.length * 6.4;
  }
  return out.join('');
}

/** Shaded bands (crash windows) with their labels, drawn under the data. */
export function bandsSvg(f: Frame, bands: Band[]): string {
  return bands
    .map((b) => {
      const x1 = f.sx(b.from);
      const x2 = Math.max(f.sx(b.to), x1 + 2);
      return (
        `<g class="crash"><rect x="${coord(x1)}" y="${f.top}" width="${coord(x2 - x1)}" height="${coord(f.bottom - f.top)}" fill="${BAND_COLOR}" fill-opacity="0.15"><title>${esc(b.label)}</title></rect>` +
        `<text x="${coord(x1 + 2)}" y="${f.top + 10}" font-size="9" fill="#991b1b">${esc(b.label)}</text></g>`
      );
    })
    .join('');
}

export interface Series {
  name: string;
  color: string;
  dashed?: boolean;
  /** [x, y]; y null breaks the line (no data there). */
  points: Array<[number, number | null]>;
}

/** A polyline path with breaks where y is null. */
export function pathOf(f: Frame, points: Array<[number, number | null]>): string {
  let d = '';
  let pen = false;
  for (const [x, y] of points) {
    if (y == null || !Number.isFinite(y) || !Number.isFinite(x)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${coord(f.sx(x))} ${coord(f.sy(y))}`;
    pen = true;
  }
  return d;
}

export interface LineChart {
  title: string;
  x: Axis;
  y: Axis;
  series: Series[];
  bands?: Band[];
  /** Shown in the middle of the plot when no series has a point, or when `noData`. */
  empty?: string;
  /** Draw no line (the series only name the legend): nothing was measured. */
  noData?: boolean;
  width?: number;
  height?: number;
}

/** An inline <svg> (the HTML parser gives it the SVG namespace: no xmlns needed) with its title. */
export function svgOpen(width: number, height: number, title: string, cls = 'chart'): string {
  return `<svg class="${cls}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>`;
}

/** A line chart with axes, legend and optional shaded bands, as one inline <svg>. */
export function lineChart(spec: LineChart): string {
  const width = spec.width ?? 960;
  const height = spec.height ?? 260;
  const f = makeFrame(spec.x, spec.y, width, height);
  const bands = spec.bands ?? [];
  const legend: LegendItem[] = spec.series.map((s) => ({
    name: s.name,
    color: s.color,
    mark: s.dashed ? 'dash' : 'line',
  }));
  if (bands.length > 0) legend.push({ name: 'jendela crash', color: BAND_COLOR, mark: 'box' });
  const lines = (spec.noData ? [] : spec.series)
    .map((s) => {
      const d = pathOf(f, s.points);
      const dash = s.dashed ? ' stroke-dasharray="4 3"' : '';
      return d ? `<path d="${d}" fill="none" stroke="${s.color}" stroke-width="1.6"${dash}/>` : '';
    })
    .join('');
  const empty = lines === '' ? emptyNote(f, spec.empty ?? 'tidak ada data') : '';
  return (
    svgOpen(width, height, spec.title) +
    headSvg(f, spec.title, legend) +
    bandsSvg(f, bands) +
    axesSvg(f, spec.x, spec.y) +
    lines +
    empty +
    '</svg>'
  );
}

export function emptyNote(f: Frame, text: string, size = 13): string {
  return `<text x="${coord((f.left + f.right) / 2)}" y="${coord((f.top + f.bottom) / 2)}" font-size="${size}" text-anchor="middle" fill="#6b7280">${esc(text)}</text>`;
}
