// Inline SVG charts for the report: no library, no script, no fonts to fetch — they render from
// file:// and print. Coordinates are rounded to one decimal so the bytes never depend on
// floating-point noise.
import { esc } from './escape.ts';

const r1 = (n: number) => String(Math.round(n * 10) / 10);

export interface BarDatum { label: string; value: number }

/** Horizontal bars, one per label, with the value at the end of each bar. */
export function barChart(opts: { id: string; title: string; bars: BarDatum[]; unit?: string }): string {
  const rowH = 20;
  const labelW = 190;
  const barW = 300;
  const top = 28;
  const height = top + Math.max(1, opts.bars.length) * rowH + 10;
  const width = labelW + barW + 60;
  const max = Math.max(1, ...opts.bars.map((b) => b.value));
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" id="${esc(opts.id)}" role="img" aria-label="${esc(opts.title)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<text x="0" y="16" class="chart-title">${esc(opts.title)}</text>`,
  ];
  opts.bars.forEach((b, i) => {
    const y = top + i * rowH;
    const w = (b.value / max) * barW;
    parts.push(
      `<text x="${labelW - 6}" y="${r1(y + 14)}" text-anchor="end" class="chart-label">${esc(b.label)}</text>`,
      `<rect class="bar" x="${labelW}" y="${r1(y + 3)}" width="${r1(Math.max(w, 1))}" height="${rowH - 6}"><title>${esc(`${b.label}: ${b.value}${opts.unit ?? ''}`)}</title></rect>`,
      `<text x="${r1(labelW + w + 4)}" y="${r1(y + 14)}" class="chart-value">${esc(String(b.value))}</text>`,
    );
  });
  if (!opts.bars.length) parts.push(`<text x="0" y="${top + 14}" class="chart-label">(no data)</text>`);
  parts.push('</svg>');
  return parts.join('');
}

export interface Point { label: string; x: number; y: number }

function niceMax(v: number): number {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

/** A scatter plot: y is a fraction (0–100 %), x from 0 to a rounded maximum. */
export function scatter(opts: { id: string; title: string; xLabel: string; points: Point[]; xFormat: (v: number) => string }): string {
  const width = 360;
  const height = 260;
  const left = 44;
  const bottom = 40;
  const top = 40;
  const right = 34;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const xMax = niceMax(Math.max(0, ...opts.points.map((p) => p.x)));
  const px = (x: number) => left + (x / xMax) * plotW;
  const py = (y: number) => top + (1 - y) * plotH;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" id="${esc(opts.id)}" role="img" aria-label="${esc(opts.title)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<text x="0" y="16" class="chart-title">${esc(opts.title)}</text>`,
    `<line class="axis" x1="${left}" y1="${top + plotH}" x2="${left + plotW}" y2="${top + plotH}"/>`,
    `<line class="axis" x1="${left}" y1="${top}" x2="${left}" y2="${top + plotH}"/>`,
  ];
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(`<line class="grid" x1="${left}" y1="${r1(py(t))}" x2="${left + plotW}" y2="${r1(py(t))}"/>`, `<text x="${left - 4}" y="${r1(py(t) + 4)}" text-anchor="end" class="chart-tick">${t * 100}</text>`);
  }
  for (const t of [0, 0.5, 1]) parts.push(`<text x="${r1(px(t * xMax))}" y="${top + plotH + 14}" text-anchor="middle" class="chart-tick">${esc(opts.xFormat(t * xMax))}</text>`);
  parts.push(
    `<text x="${r1(left + plotW / 2)}" y="${height - 6}" text-anchor="middle" class="chart-label">${esc(opts.xLabel)}</text>`,
    `<text x="12" y="${r1(top + plotH / 2)}" text-anchor="middle" class="chart-label" transform="rotate(-90 12 ${r1(top + plotH / 2)})">Acc (%)</text>`,
  );
  for (const p of opts.points) {
    const cx = px(p.x);
    const cy = py(p.y);
    parts.push(
      `<circle class="point" cx="${r1(cx)}" cy="${r1(cy)}" r="5"><title>${esc(`${p.label}: Acc ${(Math.round(p.y * 10000) / 100).toFixed(2)} %, ${opts.xFormat(p.x)}`)}</title></circle>`,
      `<text x="${r1(Math.min(cx + 7, left + plotW - 4))}" y="${r1(cy - 6)}" class="chart-point-label"${cx + 7 > left + plotW - 60 ? ' text-anchor="end"' : ''}>${esc(p.label)}</text>`,
    );
  }
  if (!opts.points.length) parts.push(`<text x="${left + 8}" y="${top + 20}" class="chart-label">(no data)</text>`);
  parts.push('</svg>');
  return parts.join('');
}
