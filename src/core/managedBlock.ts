// The managed block in a rules file (CLAUDE.md, AGENTS.md, .github/copilot-instructions.md): the only place
// `learnings promote` writes. Everything outside the markers is kept byte for byte (BOM, CRLF, no final newline).
import { MERGE_THRESHOLD } from './gate/dedup';
import { textSimilarity } from './gate/trigrams';
import { formatScore } from './scorer';
import { oneSafeLine, safeCitation } from './trust';

export const BLOCK_BEGIN = '<!-- learnings:begin (managed by `learnings promote`; edit outside this block, changes inside are rewritten) -->';
export const BLOCK_END = '<!-- learnings:end -->';
const BEGIN_PREFIX = '<!-- learnings:begin';
const DROP_NOTE = /^<!-- learnings: \d+ rule\(s\) dropped .*-->$/;

export interface RuleBudget {
  maxRules: number;
  maxChars: number;
}
export const DEFAULT_BUDGET: RuleBudget = { maxRules: 60, maxChars: 6000 };

/**
 * A rule as written in the block: `- text (from file:line, ID, promoted YYYY-MM-DD, score 0.76)`. One lesson
 * recorded in several places is one rule citing every source: `(from a.md:7, LRN-1; b.json:1, abc, promoted …)`.
 */
export interface ManagedRule {
  text: string;
  source: string; // file:line of the first source
  id: string; // id of the first source
  /** Further sources of the same lesson (merged before writing). */
  also?: { source: string; id: string }[];
  promoted: string; // YYYY-MM-DD
  score: number;
}

const RULE_LINE = /^- (.*) \(from (.+?), promoted (\d{4}-\d{2}-\d{2}), score (\d+(?:\.\d+)?)\)$/;
const SOURCE = /^(.+), ([^,();]+)$/;

/** Every (source, id) a rule cites, first one first. */
export function ruleSources(r: ManagedRule): { source: string; id: string }[] {
  return [{ source: r.source, id: r.id }, ...(r.also ?? [])];
}

/**
 * The one place a managed-block line is rendered (every rules file, scoped or not, goes through here), so a check
 * on what leaves through a rules file has a single call site. The score is cut to 2 decimals (formatScore's rule).
 */
export function renderRule(r: ManagedRule): string {
  // One line, no comment markers, file names that cannot break out of the block (core/trust.ts).
  const from = ruleSources(r).map((s) => `${safeCitation(s.source)}, ${safeCitation(s.id)}`).join('; ');
  return `- ${oneSafeLine(r.text)} (from ${from}, promoted ${r.promoted}, score ${formatScore(r.score)})`;
}

export function parseRuleLine(line: string): ManagedRule | undefined {
  const m = RULE_LINE.exec(line.trim());
  if (!m) return undefined;
  const sources = m[2].split('; ').map((part) => SOURCE.exec(part));
  if (sources.some((x) => !x)) return undefined;
  const [first, ...rest] = sources as RegExpExecArray[];
  const rule: ManagedRule = { text: m[1], source: first[1], id: first[2], promoted: m[3], score: Number(m[4]) };
  if (rest.length > 0) rule.also = rest.map((x) => ({ source: x[1], id: x[2] }));
  return rule;
}

/** How rules are compared for "already present": lowercase, no markdown marks, no list bullet, no source suffix. */
export function normalizeRule(text: string): string {
  return text
    .replace(/\s*\(from [^)]*\)\s*$/i, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/[*_`~]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.;:!,]+$/, '')
    .trim();
}

export function detectEol(text: string): '\r\n' | '\n' {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

interface Located {
  /** Index of the first character of the begin marker line, and just after its line break. */
  beginStart: number;
  innerStart: number;
  /** Index of the first character of the end marker line. */
  innerEnd: number;
  inner: string;
}

export class ManagedBlockError extends Error {}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function locate(text: string, file: string): Located | undefined {
  const starts = lineStarts(text);
  let begin: number | undefined;
  let end: number | undefined;
  for (let n = 0; n < starts.length; n++) {
    const s = starts[n];
    const line = text.slice(s, n + 1 < starts.length ? starts[n + 1] : text.length).replace(/^\uFEFF/, '').trim();
    if (line.startsWith(BEGIN_PREFIX)) {
      if (begin !== undefined) throw new ManagedBlockError(`${file}:${n + 1}: a second learnings:begin marker; keep one managed block`);
      begin = n;
    } else if (line === BLOCK_END) {
      if (begin === undefined) throw new ManagedBlockError(`${file}:${n + 1}: learnings:end without learnings:begin`);
      if (end === undefined) end = n;
    }
  }
  if (begin === undefined) return undefined;
  if (end === undefined) throw new ManagedBlockError(`${file}:${begin + 1}: learnings:begin has no learnings:end below it`);
  const innerStart = begin + 1 < starts.length ? starts[begin + 1] : text.length;
  const innerEnd = starts[end];
  return { beginStart: starts[begin], innerStart, innerEnd, inner: text.slice(innerStart, innerEnd) };
}

/** The rule lines currently in the block (parsed ones; hand-written lines inside the block are returned raw). */
export function readBlock(text: string, file = 'rules file'): { found: boolean; rules: ManagedRule[]; otherLines: string[] } {
  const loc = locate(text, file);
  if (!loc) return { found: false, rules: [], otherLines: [] };
  const rules: ManagedRule[] = [];
  const otherLines: string[] = [];
  for (const raw of loc.inner.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!line || DROP_NOTE.test(line)) continue;
    const r = parseRuleLine(line);
    if (r) rules.push(r);
    else otherLines.push(line);
  }
  return { found: true, rules, otherLines };
}

export interface UpsertResult {
  text: string;
  changed: boolean;
  added: ManagedRule[];
  /** Rules already in the block that now cite more sources (the same lesson promoted again from elsewhere). */
  updated: ManagedRule[];
  /** Rules not added because the same rule (normalized) is already in the file, inside or outside the block. */
  alreadyPresent: ManagedRule[];
  /** Older, lower-scored rules dropped to stay within the budget. */
  dropped: ManagedRule[];
}

function withinBudget(lines: string[], budget: RuleBudget): boolean {
  return lines.length <= budget.maxRules && lines.reduce((n, l) => n + l.length + 1, 0) <= budget.maxChars;
}

/**
 * Add rules to the managed block of `text` (creating the block at the end when missing). Idempotent: adding rules
 * that are already present returns the text unchanged. Over budget → drop the oldest, then lowest-scored, rules.
 */
export function upsertRules(text: string, incoming: readonly ManagedRule[], file = 'rules file', budget: RuleBudget = DEFAULT_BUDGET): UpsertResult {
  const eol = detectEol(text);
  const loc = locate(text, file);
  const current = readBlock(text, file);
  const present = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const n = normalizeRule(line);
    if (n) present.add(n);
  }
  for (const r of current.rules) present.add(normalizeRule(r.text));
  const added: ManagedRule[] = [];
  const alreadyPresent: ManagedRule[] = [];
  const updated: ManagedRule[] = [];
  let rules = current.rules.slice();
  for (const r of incoming) {
    const key = normalizeRule(r.text);
    // The same lesson already in the block: that rule cites the new sources too (updated in place, not repeated).
    const i = key ? rules.findIndex((x) => sameLesson(x, r)) : -1;
    if (i >= 0) {
      const merged = mergeSources(rules[i], r);
      if (merged === rules[i]) alreadyPresent.push(r);
      else {
        rules[i] = merged;
        updated.push(merged);
      }
    } else if (!key || present.has(key)) alreadyPresent.push(r);
    else {
      present.add(key);
      added.push(r);
      rules.push(r);
    }
  }
  if (added.length === 0 && updated.length === 0) return { text, changed: false, added, updated, alreadyPresent, dropped: [] };

  const dropped: ManagedRule[] = [];
  const render = () => [...current.otherLines, ...rules.map(renderRule)];
  // Drop order: oldest promotion first, then lowest score, then first written.
  const dropOrder = rules.map((r, i) => ({ r, i })).sort((a, b) => a.r.promoted.localeCompare(b.r.promoted) || a.r.score - b.r.score || a.i - b.i);
  while (!withinBudget(render(), budget) && dropOrder.length > 0) {
    const victim = dropOrder.shift()!.r;
    dropped.push(victim);
    rules = rules.filter((r) => r !== victim);
  }
  const lines = render();
  if (dropped.length > 0) {
    lines.push(`<!-- learnings: ${dropped.length} rule(s) dropped to stay within ${budget.maxRules} rules / ${budget.maxChars} chars; see .learnings/_meta/promotion-log.md -->`);
  }
  const inner = lines.map((l) => l + eol).join('');
  let out: string;
  if (loc) {
    out = text.slice(0, loc.innerStart) + inner + text.slice(loc.innerEnd);
  } else {
    const block = `${BLOCK_BEGIN}${eol}${inner}${BLOCK_END}${eol}`;
    const body = text.replace(/^\uFEFF/, '');
    if (body.length === 0) out = text + block;
    else out = text + (text.endsWith('\n') ? eol : eol + eol) + block;
  }
  return { text: out, changed: out !== text, added, updated, alreadyPresent, dropped };
}

/** Two rules state the same lesson: a shared source id, the same normalized text, or trigram similarity > 0.85. */
export function sameLesson(a: ManagedRule, b: ManagedRule): boolean {
  const ids = new Set(ruleSources(a).map((s) => s.id));
  if (ruleSources(b).some((s) => ids.has(s.id))) return true;
  const x = normalizeRule(a.text);
  const y = normalizeRule(b.text);
  return x !== '' && (x === y || textSimilarity(x, y) > MERGE_THRESHOLD);
}

/** `into` citing `from`'s sources as well (by id); the same object when nothing is new. */
function mergeSources(into: ManagedRule, from: ManagedRule): ManagedRule {
  const have = new Set(ruleSources(into).map((s) => s.id));
  const extra = ruleSources(from).filter((s) => !have.has(s.id));
  if (extra.length === 0) return into;
  return { ...into, also: [...(into.also ?? []), ...extra], score: Math.max(into.score, from.score) };
}

/** Remove every rule citing one of `ids` (used by `forget`); text outside the block is untouched. */
export function removeRulesFor(text: string, ids: ReadonlySet<string>, file = 'rules file'): { text: string; removed: ManagedRule[] } {
  const loc = locate(text, file);
  if (!loc) return { text, removed: [] };
  const eol = detectEol(text);
  const removed: ManagedRule[] = [];
  const kept: string[] = [];
  for (const raw of loc.inner.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const r = parseRuleLine(raw);
    if (r && ruleSources(r).some((x) => ids.has(x.id))) removed.push(r);
    else kept.push(raw.trimEnd());
  }
  if (removed.length === 0) return { text, removed };
  return { text: text.slice(0, loc.innerStart) + kept.map((l) => l + eol).join('') + text.slice(loc.innerEnd), removed };
}
