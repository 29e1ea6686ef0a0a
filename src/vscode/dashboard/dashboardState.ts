// Turns what the core and the store know into the dashboard's `state` message. Pure: counts,
// bins and look-ups only. Every decision shown here (scores, PROMOTE/KEEP/PRUNE, admission) was
// made by the core; this file never re-derives one.
import { TIERS, citation, type Entry } from '../../core/model';
import type {
  AdmissionPoint,
  AdmissionSignals,
  DashboardState,
  Histogram,
  HistogramBin,
  LearningDetail,
  LearningSummary,
  Totals,
} from '../../shared/protocol';
import type { AssessedLearning } from './dashboardSource';

/** Ten bins of 0.1 keep the 0.3 and 0.7 cut-offs on bin edges. */
export const HISTOGRAM_BINS = 10;
/** The list is for one-click work, not an inventory: the rest are a search away. */
export const READY_LIST_LIMIT = 100;
/** Long bodies are cut for the message; the full text is one click away in the editor. */
export const BODY_LIMIT = 4000;
/** How many admission points to draw; older ones are dropped first. */
export const ADMISSION_POINTS_LIMIT = 90;

/** Status as written varies ("Pending", "in progress", "in_progress"): count them under one key. */
export function statusKey(status: string | undefined): string {
  const s = (status ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_');
  return s === '' ? 'unset' : s;
}

export function computeTotals(entries: readonly Entry[]): Totals {
  const byTier: Record<string, number> = Object.fromEntries(TIERS.map((t) => [t, 0]));
  const byStatus: Record<string, number> = {};
  for (const e of entries) {
    byTier[e.tier] = (byTier[e.tier] ?? 0) + 1;
    const k = statusKey(e.status);
    byStatus[k] = (byStatus[k] ?? 0) + 1;
  }
  return { total: entries.length, byTier, byStatus };
}

/**
 * Equal-width bins over [0, 1]; bin i holds [i/n, (i+1)/n), the last one also holds 1.
 * The small epsilon keeps 0.7 (whose float times 10 may be 6.999…) in the bin that starts at 0.7.
 */
export function histogramBins(scores: readonly number[], binCount = HISTOGRAM_BINS): HistogramBin[] {
  const n = Math.max(1, Math.floor(binCount));
  const bins: HistogramBin[] = Array.from({ length: n }, (_, i) => ({ from: round(i / n), to: round((i + 1) / n), count: 0 }));
  for (const s of scores) {
    if (!Number.isFinite(s)) continue;
    const clamped = Math.min(1, Math.max(0, s));
    const i = Math.min(n - 1, Math.floor(clamped * n + 1e-9));
    bins[i]!.count += 1;
  }
  return bins;
}

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

export function computeHistogram(assessed: readonly AssessedLearning[], thresholds: { promoteAt: number; pruneBelow: number }): Histogram {
  const scores = assessed.map((a) => a.scores.composite);
  return { bins: histogramBins(scores), scored: scores.length, promoteAt: thresholds.promoteAt, pruneBelow: thresholds.pruneBelow };
}

export function summarize(e: Entry, composite?: number): LearningSummary {
  const s: LearningSummary = { id: e.id, title: e.title, kind: e.kind, tier: e.tier, citation: citation(e) };
  if (e.status !== undefined) s.status = e.status;
  if (composite !== undefined) s.composite = clampUnit(composite);
  return s;
}

function clampUnit(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

/** The learnings the core marked PROMOTE, strongest first (ties by id so the order is stable). */
export function readyToPromote(entries: readonly Entry[], assessed: readonly AssessedLearning[], limit = READY_LIST_LIMIT): LearningSummary[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  return assessed
    .filter((a) => a.action === 'PROMOTE' && byId.has(a.id))
    .sort((a, b) => b.scores.composite - a.scores.composite || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit)
    .map((a) => summarize(byId.get(a.id)!, a.scores.composite));
}

export function learningDetail(e: Entry, assessed: AssessedLearning | undefined, admission: AdmissionSignals | undefined): LearningDetail {
  const body = e.body.length > BODY_LIMIT ? `${e.body.slice(0, BODY_LIMIT)}…` : e.body;
  const d: LearningDetail = { ...summarize(e, assessed?.scores.composite), body, reasons: assessed?.reasons ?? [] };
  if (assessed) d.scores = { ...assessed.scores, action: assessed.action };
  if (admission) d.admission = admission;
  return d;
}

export interface StateInputs {
  entries: readonly Entry[];
  assessed: readonly AssessedLearning[];
  admission: readonly AdmissionPoint[];
  admissionNow: { threshold: number; floor: number };
  thresholds: { promoteAt: number; pruneBelow: number };
  selectedId: string | null;
  selectedAdmission?: AdmissionSignals;
  readOnly: boolean;
  /** ISO time the state was built (passed in: the clock belongs to the caller). */
  now: string;
}

export function buildDashboardState(i: StateInputs): DashboardState {
  const selectedEntry = i.selectedId === null ? undefined : i.entries.find((e) => e.id === i.selectedId);
  return {
    generatedAt: i.now,
    totals: computeTotals(i.entries),
    admission: i.admission.slice(-ADMISSION_POINTS_LIMIT),
    admissionNow: { threshold: clampUnit(i.admissionNow.threshold), floor: clampUnit(i.admissionNow.floor) },
    histogram: computeHistogram(i.assessed, i.thresholds),
    ready: readyToPromote(i.entries, i.assessed),
    selected: selectedEntry ? learningDetail(selectedEntry, i.assessed.find((a) => a.id === selectedEntry.id), i.selectedAdmission) : null,
    readOnly: i.readOnly,
  };
}
