// A-MAC admission (DESIGN.md "Admission", seed 004):
//   S = 0.35·Type + 0.30·Novelty + 0.10·Confidence + 0.05·Recency + 0.20·Utility, admit if S ≥ threshold.
// The threshold and weights are resolved in ONE function, `resolveAdmissionConfig`, which every consumer
// (capture, hooks, `gate stats`, the extension) goes through: no route to the numbers skips the clamp.
// Tighten-only: the effective threshold is never below THRESHOLD_FLOOR, and a warning is logged each time
// an override tries to go lower; weights are clamped to [0,1] and put back on the unit simplex, and may
// reshape the score but never admit what the default weights score below the floor (admit()).
import { extractDecisions } from './decisionCheck';
import { DAY_MS } from '../model';

export const THRESHOLD_FLOOR = 0.35;
export const DEFAULT_THRESHOLD = 0.4;

export type SignalName = 'type' | 'novelty' | 'confidence' | 'recency' | 'utility';
export const SIGNAL_NAMES: readonly SignalName[] = ['type', 'novelty', 'confidence', 'recency', 'utility'];
/** What an entry may record of its admission: each signal and the weighted score. */
export const ADMISSION_FIELDS = [...SIGNAL_NAMES, 'score'] as const;
export type Weights = Record<SignalName, number>;
export type Signals = Record<SignalName, number>;
export const DEFAULT_WEIGHTS: Readonly<Weights> = Object.freeze({ type: 0.35, novelty: 0.3, confidence: 0.1, recency: 0.05, utility: 0.2 });

/**
 * Type priors: how long a kind of memory deserves to live. decision/commitment/fact/episodic are the
 * values of seed 004; the capture types sit between them by how much a future session gains from them:
 * a person's correction is nearly a decision, an error is closer to an event.
 */
export const TYPE_PRIORS: Readonly<Record<string, number>> = Object.freeze({
  decision: 0.95,
  commitment: 0.92,
  correction: 0.9,
  preference: 0.85,
  best_practice: 0.8,
  rule: 0.8,
  pattern: 0.75,
  error: 0.7,
  knowledge_gap: 0.65,
  feature: 0.55,
  fact: 0.5,
  learning: 0.5,
  episodic: 0.4,
});
export const UNKNOWN_TYPE_PRIOR = 0.5;

export interface AdmissionOverride {
  threshold?: unknown;
  weights?: Partial<Record<string, unknown>>;
}

export interface AdmissionSources {
  /** The person's settings (VS Code settings, CLI config). */
  settings?: AdmissionOverride;
  /** The tuner file .learnings/_meta/overrides.json → its "admission" object. */
  overrides?: AdmissionOverride;
  /** Environment: LEARNINGS_ADMISSION_THRESHOLD (number), LEARNINGS_ADMISSION_WEIGHTS (JSON object). */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface AdmissionConfig {
  /** The threshold asked for (highest of the layers that set one; DEFAULT_THRESHOLD when none did). */
  threshold: number;
  /** max(THRESHOLD_FLOOR, threshold): the value every admission decision uses. */
  effectiveThreshold: number;
  floor: number;
  weights: Weights;
  /** True when an override asked for a threshold below the floor (the clamp fired). */
  clamped: boolean;
  /** What was adjusted and why (also sent to `log`). */
  warnings: string[];
}

function finite(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function envLayer(env: Readonly<Record<string, string | undefined>> | undefined, warn: (m: string) => void): AdmissionOverride | undefined {
  if (!env) return undefined;
  const layer: AdmissionOverride = {};
  if (env.LEARNINGS_ADMISSION_THRESHOLD !== undefined) layer.threshold = env.LEARNINGS_ADMISSION_THRESHOLD;
  if (env.LEARNINGS_ADMISSION_WEIGHTS) {
    try {
      layer.weights = JSON.parse(env.LEARNINGS_ADMISSION_WEIGHTS) as Record<string, unknown>;
    } catch {
      warn('LEARNINGS_ADMISSION_WEIGHTS is not JSON; ignored');
    }
  }
  return layer;
}

/**
 * The one place the admission threshold and weights are decided.
 * Threshold: every layer (settings, tuner overrides, env) may only TIGHTEN, so the requested value is
 * the highest one given (a tuner cannot undercut a person's setting), and the effective value is
 * max(0.35, requested). A request below 0.35 logs a warning every time it is resolved.
 * Weights: layered settings < overrides < env per signal; each clamped to [0,1] (non-numbers ignored),
 * then divided by their sum; an all-zero vector falls back to the defaults.
 */
export function resolveAdmissionConfig(sources: AdmissionSources, log: (warning: string) => void): AdmissionConfig {
  const warnings: string[] = [];
  const warn = (m: string) => {
    warnings.push(m);
    log(m);
  };
  const layers: [string, AdmissionOverride | undefined][] = [
    ['settings', sources.settings],
    ['overrides', sources.overrides],
    ['env', envLayer(sources.env, warn)],
  ];
  let requested: number | undefined;
  const weights: Weights = { ...DEFAULT_WEIGHTS };
  for (const [name, layer] of layers) {
    if (!layer) continue;
    if (layer.threshold !== undefined) {
      const t = finite(layer.threshold);
      if (t === undefined) warn(`${name}: admission threshold ${JSON.stringify(layer.threshold)} is not a number; ignored`);
      else requested = requested === undefined ? t : Math.max(requested, t);
    }
    for (const [key, raw] of Object.entries(layer.weights ?? {})) {
      if (!(SIGNAL_NAMES as readonly string[]).includes(key)) {
        warn(`${name}: unknown admission weight "${key}"; ignored`);
        continue;
      }
      const w = finite(raw);
      if (w === undefined) {
        warn(`${name}: weight ${key} is not a number; ignored`);
        continue;
      }
      if (w < 0 || w > 1) warn(`${name}: weight ${key}=${w} clamped to [0,1]`);
      weights[key as SignalName] = Math.min(1, Math.max(0, w));
    }
  }
  const threshold = requested ?? DEFAULT_THRESHOLD;
  const clamped = threshold < THRESHOLD_FLOOR;
  if (clamped) warn(`admission threshold ${threshold} is below the floor ${THRESHOLD_FLOOR}; using ${THRESHOLD_FLOOR} (tighten-only)`);
  const effectiveThreshold = Math.min(1, Math.max(THRESHOLD_FLOOR, threshold));
  if (threshold > 1) warn(`admission threshold ${threshold} is above 1; using 1`);
  return { threshold, effectiveThreshold, floor: THRESHOLD_FLOOR, weights: normalizeWeights(weights, warn), clamped, warnings };
}

function normalizeWeights(w: Weights, warn: (m: string) => void): Weights {
  const sum = SIGNAL_NAMES.reduce((s, k) => s + w[k], 0);
  if (sum <= 0) {
    warn('admission weights are all zero; using the defaults');
    return { ...DEFAULT_WEIGHTS };
  }
  if (Math.abs(sum - 1) > 1e-9) warn(`admission weights sum to ${Number(sum.toFixed(6))}; renormalized to 1`);
  const out = {} as Weights;
  for (const k of SIGNAL_NAMES) out[k] = w[k] / sum;
  return out;
}

export interface SignalInput {
  type: string;
  content: string;
  example?: string;
  files?: readonly string[];
  functions?: readonly string[];
  /** Jaccard similarity to the nearest stored entry (0 when none). */
  nearestSimilarity?: number;
  /** How sure the source is, 0..1 (a person's explicit capture: 1; a detector: its strength). */
  confidence?: number;
  /** When the captured event happened (ms); defaults to now. */
  eventAt?: number;
  now: number;
}

const HEDGES = /\b(maybe|might|perhaps|probably|possibly|i think|i guess|not sure|unsure|seems?)\b|可能|也许|大概|好像/i;
const PATH_LIKE = /(?:^|[\s`'"(])(?:\.{0,2}\/)?[\w.-]+\/[\w./-]+|\b[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|py|md|json|ya?ml|toml|go|rs|java|kt|rb|php|cs|cpp|c|h|sh|sql|css|html)\b/;
const FUNCTION_LIKE = /\b[A-Za-z_$][\w$.]*\(\)|\b[a-z_$][\w$]*\([^)]{0,40}\)/;
const EXAMPLE_LIKE = /```|`[^`\n]+`/;

/**
 * The five signals, each in [0,1], deterministic:
 *  Type       TYPE_PRIORS[type] (UNKNOWN_TYPE_PRIOR otherwise)
 *  Novelty    min(1, 1 − nearest Jaccard)
 *  Confidence the source's confidence (default 1), × 0.6 when the text hedges ("maybe", "I think", 可能…)
 *  Recency    exp(−0.693 · days since the event / 14) (half-life 14 days, as the scorer's freshness)
 *  Utility    0.3·has path + 0.2·has function + 0.2·has example + 0.3·actionable (≥ 1 decision clause)
 */
export function computeSignals(input: SignalInput): Signals {
  const clamp01 = (n: number) => Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0));
  const text = `${input.content}\n${input.example ?? ''}`;
  const days = Math.max(0, (input.now - (input.eventAt ?? input.now)) / DAY_MS);
  const hasPath = (input.files?.length ?? 0) > 0 || PATH_LIKE.test(text);
  const hasFunction = (input.functions?.length ?? 0) > 0 || FUNCTION_LIKE.test(text);
  const hasExample = (input.example ?? '').trim().length > 0 || EXAMPLE_LIKE.test(input.content);
  const actionable = extractDecisions(input.content).length > 0;
  return {
    type: TYPE_PRIORS[input.type] ?? UNKNOWN_TYPE_PRIOR,
    novelty: clamp01(Math.min(1, 1 - (input.nearestSimilarity ?? 0))),
    confidence: clamp01((input.confidence ?? 1) * (HEDGES.test(input.content) ? 0.6 : 1)),
    recency: clamp01(Math.exp((-0.693 * days) / 14)),
    utility: 0.3 * +hasPath + 0.2 * +hasFunction + 0.2 * +hasExample + 0.3 * +actionable,
  };
}

export interface AdmissionResult {
  score: number;
  admitted: boolean;
  signals: Signals;
  /** The score under DEFAULT_WEIGHTS (what the floor is measured with). */
  defaultScore: number;
  /** The override's weights would admit what the default weights score below the floor: refused (tighten-only). */
  weightsHeldToFloor: boolean;
}

export function admissionScore(signals: Signals, weights: Weights): number {
  return SIGNAL_NAMES.reduce((s, k) => s + weights[k] * signals[k], 0);
}

/**
 * Admit at S ≥ effective threshold (1e-12 tolerance so 0.4 written as a sum of floats still counts).
 * Tighten-only for weights too: an override may reshape the score, but what the default weights score
 * below THRESHOLD_FLOOR is never admitted, whatever the override's weights make of it.
 */
export function admit(signals: Signals, config: Pick<AdmissionConfig, 'effectiveThreshold' | 'weights'>): AdmissionResult {
  const score = admissionScore(signals, config.weights);
  const defaultScore = admissionScore(signals, DEFAULT_WEIGHTS);
  const reshaped = score + 1e-12 >= config.effectiveThreshold;
  const underFloor = defaultScore + 1e-12 < THRESHOLD_FLOOR;
  return { score, admitted: reshaped && !underFloor, signals, defaultScore, weightsHeldToFloor: reshaped && underFloor };
}
