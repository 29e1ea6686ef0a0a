// The quality gate as one pure, deterministic pipeline (DESIGN.md "Gate" + "Admission"):
//   empty? → secrets (redact or reject) → injection (quarantine) → dedup (duplicate / merged)
//   → decision check → A-MAC admission → admitted | rejected.
// Everything after the secrets step sees only the redacted text, so nothing downstream (entry, audit,
// error message) can carry a secret. Time comes in as `now`; storage comes in as a DedupIndex.
import type { CaptureType } from '../model';
import { admit, computeSignals, type AdmissionConfig, type Signals, type Weights } from './admission';
import { checkDecisions, type DecisionResult, type EditInfo } from './decisionCheck';
import { MERGE_THRESHOLD, type DedupIndex, type DedupOutcome } from './dedup';
import { detectInjection } from './injection';
import type { Match } from './trigramIndex';
import { redactValues, scanTextWithValues, secretValuesSync, type RedactionResult } from './secrets';

export interface CaptureInput {
  type: CaptureType;
  content: string;
  files: string[];
  functions: string[];
  domains: string[];
  example?: string;
  user?: string;
  task?: string;
  /** Detector strength (hooks); explicit captures leave it undefined (= 1). */
  confidence?: number;
  /** When the event happened (ms), for Recency; default now. */
  eventAt?: number;
  edits?: EditInfo[];
  /** What produced the capture ("cli", "correction: that's wrong"…). */
  trigger?: string;
  /**
   * The text the capture was distilled from (a whole prompt, a failed command and its output): scanned for secrets so a
   * value its context names ("to stare hasło … aktualne: X", the cue a sentence before the rule) is redacted from the
   * capture too. Never stored.
   */
  source?: string;
}

export type GateDecision = 'admitted' | 'duplicate' | 'merged' | 'rejected' | 'quarantined';

export interface GateReport {
  secrets: { action: RedactionResult['action']; kinds: Record<string, number>; count: number };
  injection: string[];
  dedup: { outcome: DedupOutcome; match?: Match; nearest?: Match; threshold: number; windowDays: number };
  decisionCheck?: DecisionResult;
}

export interface AdmissionReport {
  score: number;
  threshold: number;
  effectiveThreshold: number;
  floor: number;
  clamped: boolean;
  signals: Signals;
  weights: Weights;
  /** The weights override would have admitted it, but the default weights score it below the floor (tighten-only). */
  heldToFloor?: boolean;
}

export interface GateOutcome {
  decision: GateDecision;
  /** For duplicate/merged: the existing entry's id. */
  id?: string;
  reasons: string[];
  /** The capture with every secret redacted: the only version that may be written anywhere. */
  capture: CaptureInput;
  hash: string;
  gate: GateReport;
  admission: AdmissionReport;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

async function redactFields(input: CaptureInput): Promise<{ capture: CaptureInput; content: RedactionResult; kinds: Record<string, number>; count: number }> {
  const kinds: Record<string, number> = {};
  let count = 0;
  const values: string[] = [];
  const one = async (s: string) => {
    const { result: r, values: found } = await scanTextWithValues(s);
    values.push(...found);
    for (const [k, n] of Object.entries(r.kinds)) kinds[k] = (kinds[k] ?? 0) + n;
    count += r.count;
    return r;
  };
  // Values the capture's source names are chased through every field too; the source itself is dropped below.
  // (Whole values and the secret-looking pieces only: a user or host name beside a password in a log is no secret.)
  if (input.source) values.push(...secretValuesSync(input.source));
  const content = await one(input.content);
  const many = async (xs: string[]) => Promise.all(xs.map(async (x) => (await one(x)).text));
  const capture: CaptureInput = {
    ...input,
    content: content.text,
    files: await many(input.files),
    functions: await many(input.functions),
    domains: await many(input.domains),
    example: input.example === undefined ? undefined : (await one(input.example)).text,
    task: input.task === undefined ? undefined : (await one(input.task)).text,
    trigger: input.trigger === undefined ? undefined : (await one(input.trigger)).text,
    edits: undefined, // raw edit text is only needed for the decision check below, never stored
    source: undefined,
  };
  // A value found in one field is removed from every field (a password in the error text is also in the command).
  if (values.length > 0) {
    const again = (x: string) => redactValues(x, values);
    const text = again(capture.content);
    // A value only the source named is a finding too (the audit says what was redacted).
    const chased = text.split('[REDACTED:repeated]').length - capture.content.split('[REDACTED:repeated]').length;
    if (chased > 0 && count === 0) {
      kinds.repeated = chased;
      count = chased;
    }
    Object.assign(capture, { content: text, files: capture.files.map(again), functions: capture.functions.map(again), domains: capture.domains.map(again) });
    for (const k of ['example', 'task', 'trigger'] as const) if (capture[k] !== undefined) capture[k] = again(capture[k]!);
  }
  return { capture, content, kinds, count };
}

/** The capture with every secret redacted (and raw edits dropped): what may be kept on disk for a later gate run. */
export async function redactCapture(input: CaptureInput): Promise<CaptureInput> {
  return (await redactFields(input)).capture;
}

export async function evaluateCapture(input: CaptureInput, memory: DedupIndex, config: AdmissionConfig, now: number): Promise<GateOutcome> {
  const { capture, content, kinds, count } = await redactFields(input);
  const checked = memory.check(capture.content, now);
  // Errors are the same lesson when their cause is: met through another command they fold, and two errors that read
  // alike but differ in cause ("Property 'vin'…" / "Property 'plate'…") never merge.
  const error = capture.type === 'error';
  const seen: typeof checked = error && checked.outcome === 'merged' && checked.match && !memory.sameCauseAs(checked.match.id, capture.content) ? { ...checked, outcome: 'new', match: undefined } : checked;
  const cause = error && seen.outcome === 'new' ? memory.sameCause(capture.content, now) : undefined;
  const dedup: typeof seen = cause ? { ...seen, outcome: 'merged', match: cause } : seen;
  const signals = computeSignals({ ...capture, nearestSimilarity: dedup.nearest?.similarity ?? 0, now });
  const verdict = admit(signals, config);
  const admission: AdmissionReport = {
    score: round(verdict.score),
    threshold: config.threshold,
    effectiveThreshold: config.effectiveThreshold,
    floor: config.floor,
    clamped: config.clamped,
    signals: Object.fromEntries(Object.entries(signals).map(([k, v]) => [k, round(v)])) as Signals,
    weights: Object.fromEntries(Object.entries(config.weights).map(([k, v]) => [k, round(v)])) as Weights,
    ...(verdict.weightsHeldToFloor ? { heldToFloor: true } : {}),
  };
  const gate: GateReport = {
    secrets: { action: count === 0 ? 'clean' : content.action === 'reject' ? 'reject' : 'redacted', kinds, count },
    injection: [],
    dedup: { outcome: dedup.outcome, match: dedup.match, nearest: dedup.nearest, threshold: MERGE_THRESHOLD, windowDays: 30 },
  };
  const reasons: string[] = [];
  const done = (decision: GateDecision, id?: string): GateOutcome => ({ decision, id, reasons, capture, hash: dedup.hash, gate, admission });
  if (count > 0) reasons.push(`secrets: ${content.action === 'reject' ? 'mostly secret' : 'redacted'} ${count} finding(s): ${Object.keys(kinds).join(', ')}`);

  if (capture.content.trim().length === 0) {
    reasons.push('empty content');
    return done('rejected');
  }
  if (content.action === 'reject') {
    reasons.push('rejected: what remains after redaction is not a useful learning');
    return done('rejected');
  }
  gate.injection = detectInjection(`${capture.content}\n${capture.example ?? ''}`).map((f) => f.kind);
  if (gate.injection.length > 0) {
    reasons.push(`quarantined: reads like an instruction to an agent (${gate.injection.join(', ')})`);
    return done('quarantined');
  }
  if (dedup.outcome === 'duplicate' && dedup.match) {
    reasons.push(`duplicate of ${dedup.match.id}: same normalized text (SHA-256) within 30 days`);
    return done('duplicate', dedup.match.id);
  }
  if (dedup.outcome === 'merged' && dedup.match) {
    reasons.push(cause ? `merged into ${dedup.match.id}: the same error cause, from another command` : `merged into ${dedup.match.id}: trigram similarity ${round(dedup.match.similarity)} > ${MERGE_THRESHOLD}`);
    return done('merged', dedup.match.id);
  }
  gate.decisionCheck = checkDecisions({ ...capture, edits: input.edits });
  if (!gate.decisionCheck.pass) {
    reasons.push(`decision check: ${gate.decisionCheck.reason}`);
    return done('rejected');
  }
  reasons.push(`decision check: ${gate.decisionCheck.reason}`);
  const cmp = verdict.admitted || verdict.weightsHeldToFloor ? '≥' : '<';
  reasons.push(`admission: S=${admission.score} ${cmp} ${config.effectiveThreshold}${config.clamped ? ` (threshold ${config.threshold} clamped to the floor ${config.floor})` : ''}`);
  if (verdict.weightsHeldToFloor) {
    reasons.push(`admission: weights override refused (tighten-only): the default weights score it ${round(verdict.defaultScore)} < the floor ${config.floor}`);
  }
  return done(verdict.admitted ? 'admitted' : 'rejected');
}
