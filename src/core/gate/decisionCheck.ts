// The decision check (DESIGN.md "Gate", seed 000) for edit-derived captures (pattern, best_practice):
//   1. ≥ 2 decisions → PASS            2. ≥ 3 files across ≥ 2 domains → PASS (cross-cutting)
//   3. only docstrings → FAIL          4. one trivial edit → FAIL
//   otherwise FAIL ("fewer than 2 decisions": a pattern must carry ≥ 2 concrete decisions, seed 000).
// Corrections, errors and knowledge gaps carry their decision in themselves and pass untouched.
//
// A DECISION is a clause (text split at . ! ? ; 。！？； and line breaks, list markers dropped) that
// contains at least one decision marker: a choice ("instead of", "rather than", "prefer", "over" after
// prefer, "chose/choose", "switch to", "replace … with", "→"/"->"/"=>"), a rule ("always", "never",
// "must", "should", "avoid", "don't/do not", "needs/requires"), a reason ("because", "so that"), or an
// imperative opening verb (use, run, call, keep, put, set, add, check, ensure, make sure, prefer, pin,
// wrap, split, move, validate, grep, read). Chinese markers: 而不是 不要 别 应该 必须 总是 始终 永远 避免
// 因为 改用 优先 选择 换成 代替. Each clause counts once however many markers it has.
import type { CaptureType } from '../model';

export interface EditInfo {
  file?: string;
  oldText?: string;
  newText?: string;
}

export interface DecisionInput {
  type: CaptureType;
  content: string;
  example?: string;
  files: readonly string[];
  domains: readonly string[];
  /** The edits a hook observed (Write/Edit), when the capture came from one. */
  edits?: readonly EditInfo[];
}

export type DecisionRule = 'self-evident' | 'decisions' | 'cross-cutting' | 'only-docstrings' | 'trivial-edit' | 'too-few-decisions';

export interface DecisionResult {
  pass: boolean;
  rule: DecisionRule;
  decisions: number;
  files: number;
  domains: number;
  reason: string;
}

const EDIT_DERIVED: ReadonlySet<CaptureType> = new Set<CaptureType>(['pattern', 'best_practice']);

const MARKERS: RegExp[] = [
  /\b(instead of|rather than|prefer(s|red|ring)?|chose|choose|chosen|switch(ed)? to|replaced? .{1,60} with)\b/i,
  /\b(always|never|must|should|avoid|don'?t|do not|needs?|requires?|because|so that)\b/i,
  /(→|->|=>)/,
  /^(use|run|call|keep|put|set|add|check|ensure|make sure|prefer|pin|wrap|split|move|validate|grep|read)\b/i,
  /(而不是|不要|别|应该|必须|总是|始终|永远|避免|因为|改用|优先|选择|换成|代替)/,
];

/** The decision clauses of a text, in order (deterministic; see the header comment). */
export function extractDecisions(text: string): string[] {
  return text
    .split(/[.!?;。！？；]+(?:\s|$)|[。！？；]|\r?\n/u)
    .map((c) => c.replace(/^\s*(?:[-*+]|\d+[.)])\s+/u, '').trim())
    .filter((c) => c.length > 0 && MARKERS.some((re) => re.test(c)));
}

/** The domain of a file path when none is given: its first two directories ("src/auth/x.ts" → "src/auth"). */
export function domainOfPath(path: string): string {
  const parts = path.replace(/\\/g, '/').replace(/^\.\//, '').split('/').filter(Boolean);
  parts.pop();
  return parts.length === 0 ? '(root)' : parts.slice(0, 2).join('/');
}

const COMMENT_LINE = /^\s*(#|\/\/|\/\*|\*|\*\/|"""|'''|<!--|-->|--\s)/;
const DOC_WORDS = /\b(docstrings?|doc ?comments?|comments?|jsdoc|tsdoc|javadoc|documentation)\b|注释|文档/i;
const TRIVIAL_WORDS = /\b(typos?|whitespace|formatting|reformat(ted)?|indentation|rename[ds]?|bump(ed)? (the )?version|lint fix(es)?|import order|trailing (spaces?|commas?))\b|错别字|格式化/i;

/** Lines that changed between old and new text (a multiset difference; order is irrelevant here). */
function changedLines(edit: EditInfo): string[] {
  const oldLines = (edit.oldText ?? '').split(/\r?\n/);
  const counts = new Map<string, number>();
  for (const l of oldLines) counts.set(l, (counts.get(l) ?? 0) + 1);
  const added: string[] = [];
  for (const l of (edit.newText ?? '').split(/\r?\n/)) {
    const n = counts.get(l) ?? 0;
    if (n > 0) counts.set(l, n - 1);
    else added.push(l);
  }
  const removed = [...counts].flatMap(([l, n]) => new Array<string>(n).fill(l));
  return added.concat(removed).filter((l) => l.trim().length > 0);
}

/** True when every changed line is a comment or inside a docstring/block comment. */
function onlyDocLines(edit: EditInfo): boolean {
  const changed = new Set(changedLines(edit));
  if (changed.size === 0) return false;
  let inBlock = false;
  const docLines = new Set<string>();
  for (const line of (edit.newText ?? '').split(/\r?\n/).concat((edit.oldText ?? '').split(/\r?\n/))) {
    const fences = (line.match(/"""|'''/g) ?? []).length;
    if (inBlock || COMMENT_LINE.test(line)) docLines.add(line);
    if (fences % 2 === 1) inBlock = !inBlock;
    if (/\/\*/.test(line) && !/\*\//.test(line)) inBlock = true;
    else if (/\*\//.test(line)) inBlock = false;
  }
  return [...changed].every((l) => docLines.has(l));
}

function isTrivialEdit(edits: readonly EditInfo[]): boolean {
  if (edits.length !== 1) return false;
  const changed = changedLines(edits[0]);
  if (changed.length <= 2) return true;
  const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  return squash(edits[0].oldText ?? '') === squash(edits[0].newText ?? '');
}

export function checkDecisions(input: DecisionInput): DecisionResult {
  const files = new Set(input.files.map((f) => f.replace(/\\/g, '/'))).size;
  const explicit = new Set(input.domains.map((d) => d.trim().toLowerCase()).filter(Boolean));
  const domains = explicit.size > 0 ? explicit.size : new Set(input.files.map(domainOfPath)).size;
  const decisions = extractDecisions(`${input.content}\n${input.example ?? ''}`).length;
  const base = { decisions, files, domains };
  if (!EDIT_DERIVED.has(input.type)) {
    return { pass: true, rule: 'self-evident', ...base, reason: `${input.type} carries its decision in itself` };
  }
  if (decisions >= 2) return { pass: true, rule: 'decisions', ...base, reason: `${decisions} decisions (≥ 2)` };
  if (files >= 3 && domains >= 2) {
    return { pass: true, rule: 'cross-cutting', ...base, reason: `${files} files across ${domains} domains (≥ 3 across ≥ 2)` };
  }
  const edits = input.edits ?? [];
  const docsOnly = edits.length > 0 ? edits.every(onlyDocLines) : DOC_WORDS.test(input.content) && decisions === 0;
  if (docsOnly) return { pass: false, rule: 'only-docstrings', ...base, reason: 'only docstrings/comments, no decisions (a log, not a pattern)' };
  const trivial = edits.length > 0 ? isTrivialEdit(edits) : files <= 1 && TRIVIAL_WORDS.test(input.content);
  if (trivial) return { pass: false, rule: 'trivial-edit', ...base, reason: 'one trivial edit (maintenance, not learning)' };
  return { pass: false, rule: 'too-few-decisions', ...base, reason: `${decisions} decision(s) (< 2) and not cross-cutting` };
}
