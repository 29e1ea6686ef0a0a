// One rule per lesson: before promote writes, learnings that state the same lesson — recorded twice, in two formats,
// worded differently — are grouped so they become one rule citing every source. Same lesson = the same normalized
// text, trigram similarity > 0.85 (the gate's merge threshold) on the rule or the learning, or the same fix for the
// same files — the same fix text, or the same calls (`toCents()`) with the same sense, for files one of which covers
// the other's.
import { MERGE_THRESHOLD } from './gate/dedup';
import { contentHash } from './gate/normalize';
import { TrigramIndex } from './gate/trigramIndex';
import { normalizeRule } from './managedBlock';
import type { Entry } from './model';
import { fixText, learningText, ruleText } from './ruleText';
import { UnionFind } from './unionFind';

function fileSet(e: Entry): string[] {
  return [...new Set(e.relatedFiles.map((f) => f.trim().replace(/^\.\//, '').toLowerCase()).filter(Boolean))].sort();
}
function filesKey(e: Entry): string {
  return fileSet(e).join('\n');
}

/** Calls a rule tells you to make: `name()` / `name(x)` in prose or code, sorted; empty when it names none. */
const CALL = /([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\([^()\n]{0,40}\)/g;
const NEGATION = /\b(never|not|don't|do not|avoid|no longer|stop)\b/i;
export function fixCalls(rule: string): string {
  return [...new Set([...rule.matchAll(CALL)].map((m) => m[1].toLowerCase()))].sort().join(',');
}

function covers(a: readonly string[], b: readonly string[]): boolean {
  const [small, big] = a.length <= b.length ? [a, new Set(b)] : [b, new Set(a)];
  return small.length > 0 && small.every((f) => big.has(f));
}

/** Groups `entries` (input order kept inside each group, groups ordered by their first member). */
export function groupSameLesson<T extends Entry>(entries: readonly T[]): T[][] {
  const uf = new UnionFind(entries.length);
  const union = (a: number, b: number) => uf.union(a, b);
  const exact = new Map<string, number>();
  const sameKey = (key: string, i: number) => {
    const j = exact.get(key);
    if (j === undefined) exact.set(key, i);
    else union(j, i);
  };
  // Same calls, same sense (both or neither negated), one's files covering the other's: the same fix.
  const byCalls = new Map<string, number[]>();
  const rules = new TrigramIndex();
  const texts = new TrigramIndex();
  entries.forEach((e, i) => {
    const rule = normalizeRule(ruleText(e));
    const text = learningText(e);
    if (rule) sameKey(`rule:${rule}`, i);
    sameKey(`text:${contentHash(text)}`, i);
    const fix = fixText(e);
    const files = filesKey(e);
    if (fix && files) sameKey(`fix:${normalizeRule(fix)}\n${files}`, i);
    const calls = fixCalls(ruleText(e));
    if (calls && files) {
      const key = `${calls}|${NEGATION.test(ruleText(e))}`;
      const mine = fileSet(e);
      for (const j of byCalls.get(key) ?? []) if (covers(mine, fileSet(entries[j]))) union(j, i);
      byCalls.set(key, [...(byCalls.get(key) ?? []), i]);
    }
    if (rule) for (const m of rules.searchAbove(rule, MERGE_THRESHOLD)) union(Number(m.id), i);
    for (const m of texts.searchAbove(text, MERGE_THRESHOLD)) union(Number(m.id), i);
    if (rule) rules.add(String(i), rule);
    texts.add(String(i), text);
  });
  return uf.groups(entries);
}
