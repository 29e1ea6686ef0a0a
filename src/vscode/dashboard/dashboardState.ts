// Turns what the core and the store know into the dashboard's `state` message. Pure: counts,
// bins and look-ups only. Every decision shown here (scores, PROMOTE/KEEP/PRUNE, admission) was
// made by the core; this file never re-derives one.
import { TIERS, citation, type Entry } from '../../core/model';
import { isDerivedRecord } from '../../core/ruleText';
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

/** Each learning once: `.knowledge/` copies and log lines are records about learnings, not more of them. */
export function computeTotals(entries: readonly Entry[]): Totals {
  const byTier: Record<string, number> = Object.fromEntries(TIERS.map((t) => [t, 0]));
  const byStatus: Record<string, number> = {};
  const learnings = entries.filter((e) => !isDerivedRecord(e));
  for (const e of learnings) {
    byTier[e.tier] = (byTier[e.tier] ?? 0) + 1;
    const k = statusKey(e.status);
    byStatus[k] = (byStatus[k] ?? 0) + 1;
  }
  return { total: learnings.length, byTier, byStatus };
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
  const readyByRule = assessed.filter((a) => readyBecause(a, thresholds.promoteAt) !== undefined).length;
  return { bins: histogramBins(scores), scored: scores.length, promoteAt: thresholds.promoteAt, pruneBelow: thresholds.pruneBelow, readyByRule };
}

/**
 * Why a learning is ready when its composite is below the promotion score: the core's own reason (the
 * self-improving-agent recurrence rule), shown next to the composite so "0.62" and "ready" agree.
 */
export function readyBecause(a: AssessedLearning, promoteAt: number): string | undefined {
  if (a.action !== 'PROMOTE' || a.scores.composite >= promoteAt) return undefined;
  return a.reasons.find((r) => /recurrence/i.test(r)) ?? a.reasons[a.reasons.length - 1];
}

export function summarize(e: Entry, composite?: number, because?: string): LearningSummary {
  const s: LearningSummary = { id: e.id, title: e.title, kind: e.kind, tier: e.tier, citation: citation(e) };
  if (e.status !== undefined) s.status = e.status;
  if (composite !== undefined) s.composite = clampUnit(composite);
  if (because !== undefined) s.readyBecause = because;
  return s;
}

function clampUnit(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

/** The learnings the core marked PROMOTE, strongest first (ties by id so the order is stable). */
export function readyToPromote(entries: readonly Entry[], assessed: readonly AssessedLearning[], limit = READY_LIST_LIMIT, promoteAt = 0.7): LearningSummary[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  return assessed
    .filter((a) => a.action === 'PROMOTE' && byId.has(a.id))
    .sort((a, b) => b.scores.composite - a.scores.composite || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit)
    .map((a) => summarize(byId.get(a.id)!, a.scores.composite, readyBecause(a, promoteAt)));
}

export function learningDetail(e: Entry, assessed: AssessedLearning | undefined, admission: AdmissionSignals | undefined, promoteAt = 0.7): LearningDetail {
  const body = e.body.length > BODY_LIMIT ? `${e.body.slice(0, BODY_LIMIT)}…` : e.body;
  const because = assessed && readyBecause(assessed, promoteAt);
  // Ready by the recurrence rule: "keep maturing" from the composite alone no longer describes it.
  const reasons = (assessed?.reasons ?? []).filter((r) => !(because && /keep maturing/.test(r)));
  const d: LearningDetail = { ...summarize(e, assessed?.scores.composite, because), body, reasons };
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
    ready: readyToPromote(i.entries, i.assessed, READY_LIST_LIMIT, i.thresholds.promoteAt),
    selected: selectedEntry ? learningDetail(selectedEntry, i.assessed.find((a) => a.id === selectedEntry.id), i.selectedAdmission, i.thresholds.promoteAt) : null,
    readOnly: i.readOnly,
  };
}
