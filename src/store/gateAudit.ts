// The gate's audit trail and tuning inputs, Node side:
//  - `.learnings/_meta/gate-log.jsonl`: one line per gate decision (signals, nearest match, reasons,
//    secret KINDS and counts — never a secret), so drift in what gets admitted is visible;
//  - `.learnings/_meta/overrides.json`: `{"admission": {"threshold": x, "weights": {...}}}` written by a
//    tuner (or a person); read here, clamped by the core's resolveAdmissionConfig like any override.
import type { AdmissionOverride, Weights } from '../core/gate/admission';
import { resolveAdmissionConfig, THRESHOLD_FLOOR, type AdmissionConfig } from '../core/gate/admission';
import type { GateDecision, GateOutcome } from '../core/gate/gate';
import { readInsideIfExists } from './readIfExists';
import { resolveInside } from './paths';
import { appendJsonlNow } from './safeWrite';
import { ensureMetaIgnored } from './metaIgnore';
import { DAY_MS } from '../core/model';

export const GATE_LOG = '.learnings/_meta/gate-log.jsonl';
export const OVERRIDES_FILE = '.learnings/_meta/overrides.json';

export interface GateLogRecord {
  at: string;
  decision: GateDecision;
  id: string | null;
  file: string | null;
  type: string;
  trigger: string | null;
  user: string | null;
  reasons: string[];
  /** SHA-256 of the normalized, redacted content. */
  hash: string;
  nearest: { id: string; similarity: number } | null;
  admission: GateOutcome['admission'];
  secrets: GateOutcome['gate']['secrets'];
  injection: string[];
  decisionCheck: string | null;
}

export function gateLogRecord(outcome: GateOutcome, at: Date, id: string | undefined, file: string | undefined): GateLogRecord {
  const n = outcome.gate.dedup.nearest;
  return {
    at: at.toISOString(),
    decision: outcome.decision,
    id: id ?? null,
    file: file ?? null,
    type: outcome.capture.type,
    trigger: outcome.capture.trigger ?? null,
    user: outcome.capture.user ?? null,
    reasons: outcome.reasons,
    hash: outcome.hash,
    nearest: n ? { id: n.id, similarity: Math.round(n.similarity * 10_000) / 10_000 } : null,
    admission: outcome.admission,
    secrets: outcome.gate.secrets,
    injection: outcome.gate.injection,
    decisionCheck: outcome.gate.decisionCheck?.rule ?? null,
  };
}

export async function appendGateLog(root: string, record: GateLogRecord, waitMs?: number): Promise<void> {
  ensureMetaIgnored(root);
  await appendJsonlNow(resolveInside(root, GATE_LOG), record, { waitMs });
}

/**
 * A hook event the detectors looked at and set aside before the gate (a failure with nothing to learn:
 * a search with no match, an interrupt, a timeout with no message…): logged as a rejection whose reason
 * says why, so `gate stats` counts it and nothing is dropped silently. The reason is a fixed phrase, never payload text.
 */
export async function appendIgnoredLog(root: string, at: Date, what: { type: string; trigger: string; user?: string; reason: string }): Promise<void> {
  await appendJsonlNow(resolveInside(root, GATE_LOG), {
    at: at.toISOString(),
    decision: 'rejected',
    id: null,
    file: null,
    type: what.type,
    trigger: what.trigger,
    user: what.user ?? null,
    reasons: [`ignored: ${what.reason}`],
    hash: null,
    nearest: null,
    secrets: { action: 'clean', kinds: {}, count: 0 },
    injection: [],
    decisionCheck: null,
  });
}

/** The tuner layer from overrides.json; a malformed file is reported through `warn` and ignored. */
export function readOverrides(root: string, warn: (m: string) => void): AdmissionOverride | undefined {
  let text: string | undefined;
  try {
    text = readInsideIfExists(root, OVERRIDES_FILE);
  } catch (e) {
    warn(`${OVERRIDES_FILE}: ${(e as Error).message}`);
    return undefined;
  }
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text) as { admission?: unknown };
    if (v && typeof v === 'object' && v.admission && typeof v.admission === 'object') return v.admission as AdmissionOverride;
    warn(`${OVERRIDES_FILE}:1: no "admission" object; ignored`);
  } catch (e) {
    warn(`${OVERRIDES_FILE}:1: not valid JSON (${(e as Error).message}); ignored`);
  }
  return undefined;
}

/** The one admission config for a root: settings + its overrides file + env, through the core's clamp. */
export function admissionConfigFor(root: string, settings: AdmissionOverride | undefined, env: Readonly<Record<string, string | undefined>> | undefined, log: (m: string) => void): AdmissionConfig {
  return resolveAdmissionConfig({ settings, overrides: readOverrides(root, log), env }, log);
}

export interface DecisionCounts {
  admitted: number;
  rejected: number;
  duplicate: number;
  merged: number;
  quarantined: number;
  clampEvents: number;
  total: number;
}

export interface GateStats extends DecisionCounts {
  effectiveThreshold: number;
  threshold: number;
  floor: number;
  weights: Weights;
  windows: Record<'24h' | '7d' | '30d', DecisionCounts>;
  /** Malformed log lines skipped (file:line). */
  skipped: string[];
}

const zero = (): DecisionCounts => ({ admitted: 0, rejected: 0, duplicate: 0, merged: 0, quarantined: 0, clampEvents: 0, total: 0 });
const WINDOWS: [keyof GateStats['windows'], number][] = [
  ['24h', DAY_MS],
  ['7d', 7 * DAY_MS],
  ['30d', 30 * DAY_MS],
];

/** The gate log's well-formed records (decision known, time parseable), with the lines it skipped (file:line). */
function readGateLog(root: string): { records: { atMs: number; record: Partial<GateLogRecord> & { decision: GateDecision } }[]; skipped: string[] } {
  const records: { atMs: number; record: Partial<GateLogRecord> & { decision: GateDecision } }[] = [];
  const skipped: string[] = [];
  const text = readInsideIfExists(root, GATE_LOG) ?? '';
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    let r: Partial<GateLogRecord>;
    try {
      r = JSON.parse(line) as Partial<GateLogRecord>;
    } catch {
      skipped.push(`${GATE_LOG}:${i + 1}`);
      return;
    }
    const atMs = r && typeof r.at === 'string' ? Date.parse(r.at) : NaN;
    const decision = r?.decision;
    if (!Number.isFinite(atMs) || typeof decision !== 'string' || !DECISIONS.has(decision)) {
      skipped.push(`${GATE_LOG}:${i + 1}`);
      return;
    }
    records.push({ atMs, record: { ...r, decision } });
  });
  return { records, skipped };
}

const DECISIONS: ReadonlySet<string> = new Set(['admitted', 'rejected', 'duplicate', 'merged', 'quarantined'] satisfies (keyof DecisionCounts)[]);

/** Counts of every decision in the gate log, all time and over the last 24h / 7d / 30d before `now`. */
export function gateStats(root: string, now: Date, config: AdmissionConfig): GateStats {
  const all = zero();
  const windows = { '24h': zero(), '7d': zero(), '30d': zero() };
  const { records, skipped } = readGateLog(root);
  for (const { atMs: at, record: r } of records) {
    const bump = (c: DecisionCounts) => {
      c[r.decision as keyof DecisionCounts] += 1;
      c.total += 1;
      if (r.admission?.clamped) c.clampEvents += 1;
    };
    bump(all);
    for (const [name, ms] of WINDOWS) if (at <= now.getTime() && now.getTime() - at <= ms) bump(windows[name]);
  }
  return { effectiveThreshold: config.effectiveThreshold, threshold: config.threshold, floor: config.floor, weights: config.weights, ...all, windows, skipped };
}

/** One UTC day of gate decisions. */
export interface GateDay {
  /** ISO start of the UTC day. */
  at: string;
  /** Every decision that day (admitted, merged, duplicate, quarantined, rejected). */
  considered: number;
  admitted: number;
  quarantined: number;
  /** The effective threshold in force at the day's last decision (as that decision recorded it). */
  threshold: number;
  floor: number;
}

/**
 * The gate log bucketed per UTC day, oldest first; days without decisions are left out and so are
 * decisions after `now`. A record that does not say which threshold it used keeps the one before it
 * (the current config's for the first), so a threshold is always one that was in force.
 */
export function gateHistory(root: string, now: Date, config: Pick<AdmissionConfig, 'effectiveThreshold'>): GateDay[] {
  const { records } = readGateLog(root);
  const inOrder = records.filter((r) => r.atMs <= now.getTime()).sort((a, b) => a.atMs - b.atMs);
  const days = new Map<string, GateDay>();
  let threshold: number | undefined;
  for (const { atMs, record } of inOrder) {
    const recorded = record.admission?.effectiveThreshold;
    if (typeof recorded === 'number' && Number.isFinite(recorded)) threshold = recorded;
    const at = `${new Date(atMs).toISOString().slice(0, 10)}T00:00:00.000Z`;
    const day = days.get(at) ?? { at, considered: 0, admitted: 0, quarantined: 0, threshold: 0, floor: THRESHOLD_FLOOR };
    day.considered += 1;
    if (record.decision === 'admitted') day.admitted += 1;
    if (record.decision === 'quarantined') day.quarantined += 1;
    day.threshold = threshold ?? config.effectiveThreshold;
    days.set(at, day);
  }
  return [...days.values()];
}
