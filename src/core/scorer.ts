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
 * When the entry was last seen. Fallback order (documented in README): Last-Seen → Logged → First-Seen,
 * i.e. the most direct evidence of recency first. Undefined when none parses.
 */
export function lastSeenAt(e: Pick<Entry, 'lastSeen' | 'logged' | 'firstSeen'>): number | undefined {
  return parseWhen(e.lastSeen) ?? parseWhen(e.logged) ?? parseWhen(e.firstSeen);
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

export interface SpecificitySignals {
  hasPath: boolean;
  hasFunction: boolean;
  hasExample: boolean;
}

/** has_path: Related Files / context.files, or a path in the text; has_function: Functions field or `name()` in the text. */
export function specificitySignals(e: Pick<Entry, 'relatedFiles' | 'functions' | 'hasExample' | 'body'>): SpecificitySignals {
  return {
    hasPath: e.relatedFiles.length > 0 || PATH_IN_TEXT.test(e.body),
    hasFunction: e.functions.length > 0 || FUNCTION_IN_TEXT.test(e.body),
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

export function scoreEntry(e: Entry, nowMs: number): Scores {
  const seen = lastSeenAt(e);
  const partial = {
    recurrence: recurrenceScore(e.recurrence),
    freshness: freshnessScore(seen === undefined ? undefined : daysBetween(seen, nowMs)),
    specificity: specificityScore(specificitySignals(e)),
    impact: impactScore(distinctCount(e.domains), distinctCount(e.relatedFiles)),
  };
  return { ...partial, composite: compositeScore(partial) };
}

/** Round for output: scores are shown with 3 decimals; decisions use the unrounded values. */
export function roundScores(s: Scores): Scores {
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return { recurrence: r(s.recurrence), freshness: r(s.freshness), specificity: r(s.specificity), impact: r(s.impact), composite: r(s.composite) };
}
