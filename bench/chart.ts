// A line chart as SVG text, written by hand (no chart library): log–log axes, one polyline per series, a legend.
// Used for the scaling curves (bench/scaling.svg). Values are numbers the benchmark measured; names are ours.
export interface Series {
  name: string;
  points: [number, number][];
  dashed?: boolean;
}

const W = 900;
const H = 520;
const PAD = { left: 70, right: 290, top: 40, bottom: 50 };
const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf', '#393b79', '#637939'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fmt = (v: number) => (v >= 1e6 ? `${v / 1e6}M` : v >= 1e3 ? `${v / 1e3}k` : `${v}`);

/** Decades covering [min, max] (at least one). */
function decades(min: number, max: number): [number, number] {
  const lo = Math.floor(Math.log10(Math.max(min, 1e-3)));
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(Math.max(max, 1e-3))));
  return [lo, hi];
}

export function lineChart(opts: { title: string; subtitle?: string; xLabel: string; yLabel: string; series: readonly Series[] }): string {
  const all = opts.series.flatMap((s) => s.points).filter(([x, y]) => x > 0 && y > 0);
  const [xlo, xhi] = decades(Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0])));
  const [ylo, yhi] = decades(Math.min(...all.map((p) => p[1])), Math.max(...all.map((p) => p[1])));
  const pw = W - PAD.left - PAD.right;
  const ph = H - PAD.top - PAD.bottom;
  const x = (v: number) => PAD.left + ((Math.log10(v) - xlo) / (xhi - xlo)) * pw;
  const y = (v: number) => PAD.top + ph - ((Math.log10(v) - ylo) / (yhi - ylo)) * ph;
  const out: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`, `<rect width="${W}" height="${H}" fill="#fff"/>`];
  out.push(`<text x="${PAD.left}" y="22" font-size="15" font-weight="bold">${esc(opts.title)}</text>`);
  if (opts.subtitle) out.push(`<text x="${W - 10}" y="22" text-anchor="end" fill="#555">${esc(opts.subtitle)}</text>`);
  for (let d = xlo; d <= xhi; d++) {
    const px = x(10 ** d).toFixed(1);
    out.push(`<line x1="${px}" y1="${PAD.top}" x2="${px}" y2="${PAD.top + ph}" stroke="#ddd"/>`, `<text x="${px}" y="${PAD.top + ph + 18}" text-anchor="middle">${fmt(10 ** d)}</text>`);
  }
  for (let d = ylo; d <= yhi; d++) {
    const py = y(10 ** d).toFixed(1);
    out.push(`<line x1="${PAD.left}" y1="${py}" x2="${PAD.left + pw}" y2="${py}" stroke="#ddd"/>`, `<text x="${PAD.left - 8}" y="${py}" text-anchor="end" dominant-baseline="middle">${fmt(10 ** d)}</text>`);
  }
  out.push(`<text x="${PAD.left + pw / 2}" y="${H - 10}" text-anchor="middle">${esc(opts.xLabel)}</text>`, `<text x="16" y="${PAD.top + ph / 2}" text-anchor="middle" transform="rotate(-90 16 ${PAD.top + ph / 2})">${esc(opts.yLabel)}</text>`);
  opts.series.forEach((s, i) => {
    const color = COLORS[i % COLORS.length];
    const pts = s.points.filter(([a, b]) => a > 0 && b > 0);
    const dash = s.dashed ? ' stroke-dasharray="6 4"' : '';
    out.push(`<polyline fill="none" stroke="${color}" stroke-width="2"${dash} points="${pts.map(([a, b]) => `${x(a).toFixed(1)},${y(b).toFixed(1)}`).join(' ')}"/>`);
    for (const [a, b] of pts) out.push(`<circle cx="${x(a).toFixed(1)}" cy="${y(b).toFixed(1)}" r="3" fill="${color}"><title>${esc(`${s.name}: ${b.toFixed(1)} at ${fmt(a)}`)}</title></circle>`);
    const ly = PAD.top + 10 + i * 20;
    out.push(`<line x1="${W - PAD.right + 20}" y1="${ly}" x2="${W - PAD.right + 50}" y2="${ly}" stroke="${color}" stroke-width="2"${dash}/>`, `<text x="${W - PAD.right + 58}" y="${ly}" dominant-baseline="middle">${esc(s.name)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** Several charts one above the other in one SVG (each keeps its own size and axes). */
export function stackCharts(charts: readonly string[]): string {
  const inner = charts.map((c, i) => c.replace('<svg ', `<svg y="${i * H}" `)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H * charts.length}" viewBox="0 0 ${W} ${H * charts.length}">\n${inner}</svg>\n`;
}
