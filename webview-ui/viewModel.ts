// Pure view-model helpers for the dashboard: chart geometry, labels and keyboard navigation.
// No DOM here, so every number the charts draw is unit-tested.
import type { AdmissionPoint, HistogramBin, Totals } from '../src/shared/protocol';

export interface ChartBox {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
}

export const CHART_BOX: ChartBox = { width: 360, height: 160, pad: { left: 34, right: 10, top: 20, bottom: 24 } };

function innerWidth(b: ChartBox): number {
  return b.width - b.pad.left - b.pad.right;
}
function innerHeight(b: ChartBox): number {
  return b.height - b.pad.top - b.pad.bottom;
}

/** y pixel of a value in [0, 1] (0 at the bottom); values outside are clamped so a bad point never leaves the chart. */
export function yOf(value: number, b: ChartBox = CHART_BOX): number {
  const v = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  return round2(b.pad.top + (1 - v) * innerHeight(b));
}

/** x pixel of a value in [0, 1] along the horizontal axis. */
export function xOfUnit(value: number, b: ChartBox = CHART_BOX): number {
  const v = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  return round2(b.pad.left + v * innerWidth(b));
}

/** x pixel of the i-th of n evenly spaced points; a single point sits in the middle. */
export function xOfIndex(i: number, n: number, b: ChartBox = CHART_BOX): number {
  if (n <= 1) return round2(b.pad.left + innerWidth(b) / 2);
  return round2(b.pad.left + (i / (n - 1)) * innerWidth(b));
}

/** SVG `points` for a polyline through the values, evenly spaced. */
export function polylinePoints(values: readonly number[], b: ChartBox = CHART_BOX): string {
  return values.map((v, i) => `${xOfIndex(i, values.length, b)},${yOf(v, b)}`).join(' ');
}

export interface AdmissionSeries {
  rate: string;
  threshold: string;
  floor: string;
  /** First and last bucket labels for the x axis. */
  firstLabel: string;
  lastLabel: string;
  /** One sentence for screen readers. */
  summary: string;
}

export function admissionSeries(points: readonly AdmissionPoint[], b: ChartBox = CHART_BOX): AdmissionSeries | undefined {
  if (points.length === 0) return undefined;
  const last = points[points.length - 1]!;
  return {
    rate: polylinePoints(points.map((p) => p.rate), b),
    threshold: polylinePoints(points.map((p) => p.threshold), b),
    floor: polylinePoints(points.map((p) => p.floor), b),
    firstLabel: dateLabel(points[0]!.at),
    lastLabel: dateLabel(last.at),
    summary:
      `Admission over ${points.length} period${points.length === 1 ? '' : 's'}: latest rate ${formatPercent(last.rate)} ` +
      `(${last.admitted} of ${last.considered}), effective threshold ${formatScore(last.threshold)}, floor ${formatScore(last.floor)}.`,
  };
}

export function dateLabel(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : iso;
}

export interface HistogramBar {
  x: number;
  y: number;
  width: number;
  height: number;
  count: number;
  label: string;
}

/** One bar per bin, heights relative to the fullest bin; an empty bin gets no height but keeps its slot. */
export function histogramBars(bins: readonly HistogramBin[], b: ChartBox = CHART_BOX): HistogramBar[] {
  const max = bins.reduce((m, bin) => Math.max(m, bin.count), 0);
  const gap = 2;
  return bins.map((bin) => {
    const x0 = xOfUnit(bin.from, b);
    const x1 = xOfUnit(bin.to, b);
    const h = max === 0 ? 0 : round2((bin.count / max) * innerHeight(b));
    return {
      x: round2(x0 + gap / 2),
      y: round2(b.pad.top + innerHeight(b) - h),
      width: round2(Math.max(0, x1 - x0 - gap)),
      height: h,
      count: bin.count,
      label: `${formatScore(bin.from)}–${formatScore(bin.to)}: ${bin.count}`,
    };
  });
}

export function formatScore(x: number | undefined): string {
  return x === undefined || !Number.isFinite(x) ? '—' : x.toFixed(2);
}

export function formatPercent(x: number): string {
  return Number.isFinite(x) ? `${Math.round(x * 100)}%` : '—';
}

/** Bar width as a CSS percentage, clamped to [0, 100]. */
export function barPercent(x: number | undefined): string {
  const v = x === undefined || !Number.isFinite(x) ? 0 : Math.min(1, Math.max(0, x));
  return `${round2(v * 100)}%`;
}

export const SCORE_AXES = [
  ['recurrence', 'Recurrence'],
  ['freshness', 'Freshness'],
  ['specificity', 'Specificity'],
  ['impact', 'Impact'],
] as const;

export const AMAC_SIGNALS = [
  ['type', 'Type'],
  ['novelty', 'Novelty'],
  ['confidence', 'Confidence'],
  ['recency', 'Recency'],
  ['utility', 'Utility'],
] as const;

/** Tiers in lifecycle order as sent, then statuses by count (most first, then by name). */
export function totalsView(t: Totals): { tiers: Array<[string, number]>; statuses: Array<[string, number]> } {
  const statuses = Object.entries(t.byStatus).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { tiers: Object.entries(t.byTier), statuses };
}

export type DiffLineKind = 'add' | 'del' | 'hunk' | 'meta' | 'ctx';

/** Classifies unified-diff lines for colouring; the text itself is always shown as text. */
export function diffLines(diff: string): Array<{ kind: DiffLineKind; text: string }> {
  const lines = diff.replace(/\n$/, '').split('\n');
  return lines.map((text) => {
    if (text.startsWith('+++') || text.startsWith('---') || text.startsWith('Index:') || text.startsWith('====')) return { kind: 'meta', text };
    if (text.startsWith('@@')) return { kind: 'hunk', text };
    if (text.startsWith('+')) return { kind: 'add', text };
    if (text.startsWith('-')) return { kind: 'del', text };
    return { kind: 'ctx', text };
  });
}

/** Roving focus in a list: ArrowUp/ArrowDown move by one (stopping at the ends), Home/End jump. */
export function nextIndex(current: number, key: string, length: number): number | undefined {
  if (length === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return Math.min(length - 1, current + 1);
    case 'ArrowUp':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return undefined;
  }
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
