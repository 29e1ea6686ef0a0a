// The managed block in a rules file (CLAUDE.md, AGENTS.md, .github/copilot-instructions.md): the only place
// `learnings promote` writes. Everything outside the markers is kept byte for byte (BOM, CRLF, no final newline).
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

/** A rule as written in the block: `- text (from file:line, ID, promoted YYYY-MM-DD, score 0.76)`. */
export interface ManagedRule {
  text: string;
  source: string; // file:line
  id: string;
  promoted: string; // YYYY-MM-DD
  score: number;
}

const RULE_LINE = /^- (.*) \(from (.+?), ([^,()]+), promoted (\d{4}-\d{2}-\d{2}), score (\d+(?:\.\d+)?)\)$/;

export function renderRule(r: ManagedRule): string {
  // One line, no comment markers, a file name that cannot break out of the block (core/trust.ts).
  return `- ${oneSafeLine(r.text)} (from ${safeCitation(r.source)}, ${safeCitation(r.id)}, promoted ${r.promoted}, score ${r.score.toFixed(2)})`;
}

export function parseRuleLine(line: string): ManagedRule | undefined {
  const m = RULE_LINE.exec(line.trim());
  if (!m) return undefined;
  return { text: m[1], source: m[2], id: m[3], promoted: m[4], score: Number(m[5]) };
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
  for (const r of incoming) {
    const key = normalizeRule(r.text);
    if (!key || present.has(key)) alreadyPresent.push(r);
    else {
      present.add(key);
      added.push(r);
    }
  }
  if (added.length === 0) return { text, changed: false, added, alreadyPresent, dropped: [] };

  let rules = [...current.rules, ...added];
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
  return { text: out, changed: out !== text, added, alreadyPresent, dropped };
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
    if (r && ids.has(r.id)) removed.push(r);
    else kept.push(raw.trimEnd());
  }
  if (removed.length === 0) return { text, removed };
  return { text: text.slice(0, loc.innerStart) + kept.map((l) => l + eol).join('') + text.slice(loc.innerEnd), removed };
}
