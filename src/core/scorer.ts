// The 4-axis score of a staged learning (DESIGN.md "Score"), computed only from the entry's own fields and `now`.
// Pure: the clock comes in as an argument so `assess` is reproducible from the files and `--now`.
import type { Entry } from './model';
import { DAY_MS } from './model';

export interface Scores {
  recurrence: number;
  freshness: number;
  specificity: number;
  impact: number;
  composite: number;
}

export const WEIGHTS = { recurrence: 0.35, freshness: 0.25, specificity: 0.2, impact: 0.2 } as const;
export const PROMOTE_AT = 0.7;
export const PRUNE_BELOW = 0.3;
/** Half-life of 14 days: exp(−0.693·days/14). */
export const FRESHNESS_DECAY = 0.693 / 14;

/**
 * A file path written in the text: a token with a slash and an extension (`src/a.ts`), an explicit path (`./x`,
 * `~/a`, `/etc/x`), or a backticked file name (`app.py`). Bare `Node.js` in prose is not a path.
 */
const EXT = '(?:tsx?|jsx?|mjs|cjs|json|md|py|rs|go|java|kt|rb|php|cs|cpp|cc|c|h|hpp|sh|ya?ml|toml|sql|html|css|scss|vue|svelte|swift|txt|xml|ini|cfg|conf|lock|env)';
const PATH_IN_TEXT = new RegExp(
  [`(?:^|[\\s'"(])[\\w.~-]*\\/[\\w./-]*\\.${EXT}\\b`, `(?:^|[\\s'"(])(?:\\.{1,2}\\/|~\\/|\\/)[\\w-]+`, `\`[\\w./~-]*\\.${EXT}\``].join('|'),
  'i',
);
/** A function as people write them: `name()` in prose, or any `name(…)` inside inline code. */
const FUNCTION_IN_TEXT = /\b[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\(\)|`[^`\n]*[A-Za-z_$][\w$]*\([^`\n]*`/;

/** Parse an ISO-ish timestamp as written (`2026-03-30T17:32:00+08:00`, `2026-03-30`, `2026-03-27 18:52`). */
export function parseWhen(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const t = text.trim();
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2})?)?/.exec(t);
  if (!m) return undefined;
  const time = m[2] ? (m[2].length === 4 ? `0${m[2]}` : m[2]) : '00:00:00';
  const zone = m[3] ?? 'Z';
  const ms = Date.parse(`${m[1]}T${time}${zone === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`}`);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The date written inside an id: `LRN-20260410-001`, `ERR-<user>-20260410-002`, `PAT-20260415-001`
 * (self-improving-agent and per-user ids carry the day they were logged). Undefined for other ids.
 */
const DATED_ID = /^[A-Z][A-Z0-9]{1,7}-(?:[A-Za-z0-9_-]{12}-)?(\d{4})(\d{2})(\d{2})-\d+/;
export function dateFromId(id: string | undefined): number | undefined {
  const m = id ? DATED_ID.exec(id.trim()) : null;
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(ms);
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? ms : undefined;
}

/**
 * When the entry was last seen. Fallback order: Last-Seen → Logged → First-Seen → the date in its id,
 * i.e. the most direct evidence of recency first. Undefined when none parses.
 */
export function lastSeenAt(e: Pick<Entry, 'lastSeen' | 'logged' | 'firstSeen'> & { sourceId?: string; id?: string }): number | undefined {
  return parseWhen(e.lastSeen) ?? parseWhen(e.logged) ?? parseWhen(e.firstSeen) ?? dateFromId(e.sourceId ?? e.id);
}

/** The later of "last seen" (written in the entry) and "last used" (cited, injected, followed, opened). */
export function lastActiveAt(e: Parameters<typeof lastSeenAt>[0], lastUsedMs?: number): number | undefined {
  const seen = lastSeenAt(e);
  if (seen === undefined) return lastUsedMs;
  return lastUsedMs === undefined ? seen : Math.max(seen, lastUsedMs);
}

export function daysBetween(fromMs: number, toMs: number): number {
  return Math.max(0, (toMs - fromMs) / DAY_MS);
}

export function recurrenceScore(count: number): number {
  return Math.min(Math.max(count, 0) / 5, 1);
}

/** exp(−0.693·days/14); a timestamp in the future counts as today. Unknown date → 0 (no evidence it is fresh). */
export function freshnessScore(days: number | undefined): number {
  if (days === undefined) return 0;
  return Math.exp(-FRESHNESS_DECAY * Math.max(0, days));
}

/** A file path in the text (has_path). */
export function namesPath(text: string): boolean {
  return PATH_IN_TEXT.test(text);
}
/** A `name()` call in the text (has_function). */
export function namesFunction(text: string): boolean {
  return FUNCTION_IN_TEXT.test(text);
}

export interface SpecificitySignals {
  hasPath: boolean;
  hasFunction: boolean;
  hasExample: boolean;
}

/** has_path: Related Files / context.files, or a path in the text; has_function: Functions field or `name()` in the text. */
export function specificitySignals(e: Pick<Entry, 'relatedFiles' | 'functions' | 'hasExample' | 'body' | 'facts'>): SpecificitySignals {
  return {
    hasPath: e.relatedFiles.length > 0 || (e.facts ? e.facts.pathInText : namesPath(e.body)),
    hasFunction: e.functions.length > 0 || (e.facts ? e.facts.functionInText : namesFunction(e.body)),
    hasExample: e.hasExample,
  };
}

export function specificityScore(s: SpecificitySignals): number {
  return (s.hasPath ? 0.4 : 0) + (s.hasFunction ? 0.3 : 0) + (s.hasExample ? 0.3 : 0);
}

export function impactScore(domains: number, files: number): number {
  return 0.6 * Math.min(domains / 3, 1) + 0.4 * Math.min(files / 5, 1);
}

export function compositeScore(s: Omit<Scores, 'composite'>): number {
  return WEIGHTS.recurrence * s.recurrence + WEIGHTS.freshness * s.freshness + WEIGHTS.specificity * s.specificity + WEIGHTS.impact * s.impact;
}

function distinctCount(values: readonly string[]): number {
  return new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean)).size;
}

/** `lastUsedMs`: the entry's latest use from the usage log, which keeps a rule agents still read fresh. */
export function scoreEntry(e: Entry, nowMs: number, lastUsedMs?: number): Scores {
  const seen = lastActiveAt(e, lastUsedMs);
  const partial = {
    recurrence: recurrenceScore(e.recurrence),
    freshness: freshnessScore(seen === undefined ? undefined : daysBetween(seen, nowMs)),
    specificity: specificityScore(specificitySignals(e)),
    impact: impactScore(distinctCount(e.domains), distinctCount(e.relatedFiles)),
  };
  return { ...partial, composite: compositeScore(partial) };
}

/**
 * The one rounding: scores are cut (never rounded up) to `places` decimals for display, so a shown score is on the
 * same side of every 2-decimal threshold as the unrounded value the decision used (0.6996 shows 0.69, not a
 * "0.70 KEEP"). The epsilon absorbs binary noise (0.58·100 = 57.999…).
 */
export const SCORE_EPSILON = 1e-9;
export function cutScore(n: number, places = 2): number {
  const f = 10 ** places;
  return Math.floor(n * f + SCORE_EPSILON * f) / f;
}
/** A score as people see it: two decimals, cut. */
export function formatScore(n: number): string {
  return cutScore(n, 2).toFixed(2);
}
/** At or above a threshold, with the same epsilon the display uses. */
export function reaches(n: number, threshold: number): boolean {
  return n >= threshold - SCORE_EPSILON;
}

/** Scores for output (JSON, views): cut to 3 decimals; decisions use the unrounded values. */
export function roundScores(s: Scores): Scores {
  const r = (n: number) => cutScore(n, 3);
  return { recurrence: r(s.recurrence), freshness: r(s.freshness), specificity: r(s.specificity), impact: r(s.impact), composite: r(s.composite) };
}
