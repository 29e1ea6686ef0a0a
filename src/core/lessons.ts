// One rule per lesson: before promote writes, learnings that state the same lesson — recorded twice, in two formats,
// worded differently — are grouped so they become one rule citing every source. Same lesson = the same normalized
// text, trigram similarity > 0.85 (the gate's merge threshold) on the rule or the learning, or the same fix for the
// same files.
import { MERGE_THRESHOLD } from './gate/dedup';
import { contentHash } from './gate/normalize';
import { TrigramIndex } from './gate/trigramIndex';
import { normalizeRule } from './managedBlock';
import type { Entry } from './model';
import { fixText, learningText, ruleText } from './ruleText';

function filesKey(e: Entry): string {
  return [...new Set(e.relatedFiles.map((f) => f.trim().replace(/^\.\//, '').toLowerCase()).filter(Boolean))].sort().join('\n');
}

/** Groups `entries` (input order kept inside each group, groups ordered by their first member). */
export function groupSameLesson<T extends Entry>(entries: readonly T[]): T[][] {
  const parent = entries.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const exact = new Map<string, number>();
  const sameKey = (key: string, i: number) => {
    const j = exact.get(key);
    if (j === undefined) exact.set(key, i);
    else union(j, i);
  };
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
    if (rule) for (const m of rules.searchAbove(rule, MERGE_THRESHOLD)) union(Number(m.id), i);
    for (const m of texts.searchAbove(text, MERGE_THRESHOLD)) union(Number(m.id), i);
    if (rule) rules.add(String(i), rule);
    texts.add(String(i), text);
  });
  const groups = new Map<number, T[]>();
  entries.forEach((e, i) => {
    const r = find(i);
    groups.set(r, [...(groups.get(r) ?? []), e]);
  });
  return [...groups.values()];
}
