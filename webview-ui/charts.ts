// The two small inline SVG charts, built with DOM APIs (no chart library, no markup strings).
// Colours come from CSS classes that use VS Code's --vscode-charts-* theme variables.
import type { AdmissionPoint, DashboardState, Histogram } from '../src/shared/protocol';
import { el, svg } from './dom';
import { admissionSeries, CHART_BOX, formatScore, histogramBars, xOfUnit, yOf } from './viewModel';

const B = CHART_BOX;

function frame(label: string): SVGSVGElement {
  return svg('svg', {
    class: 'chart',
    attrs: { viewBox: `0 0 ${B.width} ${B.height}`, role: 'img', 'aria-label': label, preserveAspectRatio: 'xMidYMid meet' },
  });
}

/** Horizontal guides at 0, 0.5 and 1 with their labels on the left. */
function yAxis(root: SVGSVGElement): void {
  for (const v of [0, 0.5, 1]) {
    const y = yOf(v);
    root.appendChild(svg('line', { class: 'grid', attrs: { x1: B.pad.left, x2: B.width - B.pad.right, y1: y, y2: y } }));
    root.appendChild(svg('text', { class: 'axis-label', text: v.toFixed(1), attrs: { x: B.pad.left - 4, y: y + 3, 'text-anchor': 'end' } }));
  }
}

function legend(items: Array<[string, string]>): HTMLElement {
  return el(
    'ul',
    { class: 'legend', attrs: { 'aria-hidden': 'true' } },
    ...items.map(([cls, label]) => el('li', {}, el('span', { class: `swatch ${cls}` }), label)),
  );
}

export function admissionChart(points: readonly AdmissionPoint[], now: DashboardState['admissionNow']): HTMLElement {
  const current = el(
    'p',
    { class: 'gate-now' },
    el('span', { class: 'swatch line-threshold' }),
    `effective threshold ${formatScore(now.threshold)}  `,
    el('span', { class: 'swatch line-floor' }),
    `floor ${formatScore(now.floor)}`,
  );
  const series = admissionSeries(points);
  if (!series) return el('div', {}, current, el('p', { class: 'muted empty', text: 'No gate decisions logged yet: the rate over time appears once captures go through the gate.' }));
  const root = frame(series.summary);
  yAxis(root);
  for (const [cls, pts] of [
    ['line-floor', series.floor],
    ['line-threshold', series.threshold],
    ['line-rate', series.rate],
  ] as const) {
    root.appendChild(svg('polyline', { class: `series ${cls}`, attrs: { points: pts, fill: 'none' } }));
  }
  if (points.length === 1) {
    // A single point is a dot, not an invisible zero-length line.
    const [x, y] = series.rate.split(',');
    root.appendChild(svg('circle', { class: 'series line-rate dot', attrs: { cx: x, cy: y, r: 3 } }));
  }
  const base = B.height - 6;
  root.appendChild(svg('text', { class: 'axis-label', text: series.firstLabel, attrs: { x: B.pad.left, y: base } }));
  root.appendChild(svg('text', { class: 'axis-label', text: series.lastLabel, attrs: { x: B.width - B.pad.right, y: base, 'text-anchor': 'end' } }));
  return el(
    'figure',
    { class: 'chart-figure' },
    current,
    root,
    legend([
      ['line-rate', 'admission rate'],
      ['line-threshold', 'effective threshold'],
      ['line-floor', 'floor'],
    ]),
    el('figcaption', { class: 'sr-only', text: series.summary }),
  );
}

export function histogramChart(h: Histogram): HTMLElement {
  if (h.scored === 0) return el('p', { class: 'muted empty', text: 'No staged learnings to score.' });
  const below = h.bins.filter((b) => b.to <= h.pruneBelow + 1e-9).reduce((n, b) => n + b.count, 0);
  const above = h.bins.filter((b) => b.from >= h.promoteAt - 1e-9).reduce((n, b) => n + b.count, 0);
  const summary = `${h.scored} scored learnings: ${above} at or above ${formatScore(h.promoteAt)} (promote), ${below} below ${formatScore(h.pruneBelow)} (prune).`;
  const root = frame(summary);
  const baseline = yOf(0);
  root.appendChild(svg('line', { class: 'grid', attrs: { x1: B.pad.left, x2: B.width - B.pad.right, y1: baseline, y2: baseline } }));
  for (const bar of histogramBars(h.bins)) {
    const zone = bar.x + bar.width / 2 < xOfUnit(h.pruneBelow) ? 'prune' : bar.x + bar.width / 2 > xOfUnit(h.promoteAt) ? 'promote' : 'keep';
    const rect = svg('rect', { class: `bar bar-${zone}`, attrs: { x: bar.x, y: bar.y, width: bar.width, height: bar.height } });
    rect.appendChild(svg('title', { text: bar.label }));
    root.appendChild(rect);
  }
  // Labels sit above the plot, on the side of the line they describe, so no bar hides them.
  for (const [value, cls, label, side] of [
    [h.pruneBelow, 'cut-prune', `prune < ${formatScore(h.pruneBelow)}`, 'end'],
    [h.promoteAt, 'cut-promote', `promote ≥ ${formatScore(h.promoteAt)}`, 'start'],
  ] as const) {
    const x = xOfUnit(value);
    root.appendChild(svg('line', { class: `cut ${cls}`, attrs: { x1: x, x2: x, y1: B.pad.top - 6, y2: baseline } }));
    root.appendChild(svg('text', { class: `axis-label ${cls}`, text: label, attrs: { x: side === 'end' ? x - 3 : x + 3, y: B.pad.top - 9, 'text-anchor': side } }));
  }
  for (const v of [0, 0.5, 1]) {
    root.appendChild(svg('text', { class: 'axis-label', text: v.toFixed(1), attrs: { x: xOfUnit(v), y: B.height - 6, 'text-anchor': 'middle' } }));
  }
  const byRule = h.readyByRule ?? 0;
  const note = byRule
    ? el('p', { class: 'muted', text: `${byRule} more ${byRule === 1 ? 'is' : 'are'} ready below ${formatScore(h.promoteAt)} by the self-improving-agent rule (recurrence ≥ 3 across tasks): see "ready" in the list.` })
    : null;
  return el('figure', { class: 'chart-figure' }, root, note, el('figcaption', { class: 'sr-only', text: summary }));
}
