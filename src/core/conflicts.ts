// Contradicting rules: the same subject with opposite instructions ("use pnpm" vs "use npm, not pnpm";
// "always X" vs "never X"), resolved by namespace specificity, then recency; a tie stays with a person.
//
// Subject extraction (deterministic, documented in README):
//  1. The rule text (ruleText) is lowercased, markdown marks dropped, ’ → ', split into sentences at . ; ! ? and newlines.
//  2. Tool choice: "use|prefer|choose|pick|switch to|go with|stick with X" → subject X, DO; the same verb after
//     "don't|do not|never|not|avoid|stop" → DON'T; "not X", "instead of X", "rather than X", "avoid (using) X",
//     "prefer Y over X" → subject X, DON'T. X is one token (letters, digits, @ . / + -), articles skipped.
//  3. Habit: "always|must P" → DO P; "never|don't|do not|must not P" → DON'T P, where P is the next words up to
//     the end of the clause (at most 5 words). "always use X" etc. belong to rule 2.
//  An entry that says both DO and DON'T about one subject makes no claim on it.
import type { Entry } from './model';
import { citation } from './model';
import { canMeet, namespaceLabel, SPECIFICITY } from './namespaces';
import { isMetaRecord, ruleText } from './ruleText';
import { lastSeenAt } from './scorer';

export type Polarity = 'do' | 'dont';
export interface Claim {
  subject: string;
  polarity: Polarity;
}

const TOKEN = "([a-z0-9@][\\w@./+-]*[\\w@+])";
const ARTICLE = '(?:(?:the|a|an)\\s+)?';
const USE_VERB = '(?:use|using|prefer|choose|pick|switch to|go with|stick with|stick to)';
const NEGATOR = "(?:don't|dont|do not|never|not|avoid|stop|no longer|no need to)";
const STOP = new Set(['use', 'using', 'the', 'a', 'an', 'to', 'be', 'it', 'this', 'that', 'them', 'any', 'anything', 'something', 'just', 'only', 'always', 'never', 'do', 'same']);

function clean(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/[*_`~]/g, '').replace(/\s+/g, ' ');
}

function add(claims: Map<string, Set<Polarity>>, subject: string, p: Polarity): void {
  const s = subject.trim().replace(/[.,:;!?)]+$/, '');
  if (!s || STOP.has(s)) return;
  let set = claims.get(s);
  if (!set) claims.set(s, (set = new Set()));
  set.add(p);
}

export function extractClaims(text: string): Claim[] {
  const claims = new Map<string, Set<Polarity>>();
  for (const sentence of clean(text).split(/[.;!?\n]+(?:\s|$)/)) {
    const s = ` ${sentence.trim()} `;
    for (const m of s.matchAll(new RegExp(`(\\b${NEGATOR}\\s+)?\\b${USE_VERB}\\s+${ARTICLE}${TOKEN}`, 'g'))) add(claims, m[2], m[1] ? 'dont' : 'do');
    for (const m of s.matchAll(new RegExp(`\\b(?:not|instead of|rather than|avoid(?: using)?)\\s+${ARTICLE}${TOKEN}`, 'g'))) add(claims, m[1], 'dont');
    for (const m of s.matchAll(new RegExp(`\\bprefer\\s+${ARTICLE}${TOKEN}\\s+over\\s+${ARTICLE}${TOKEN}`, 'g'))) add(claims, m[2], 'dont');
    for (const clause of s.split(/,| but | and then /)) {
      const m = new RegExp(`\\b(always|must not|mustn't|must|never|don't|dont|do not)\\s+((?:[\\w@./+-]+\\s*){1,5})`).exec(clause);
      if (!m) continue;
      const phrase = m[2].trim().split(/\s+/).slice(0, 5).join(' ');
      if (new RegExp(`^${USE_VERB}\\b`).test(phrase)) continue;
      add(claims, `do: ${phrase}`, /^(always|must)$/.test(m[1]) ? 'do' : 'dont');
    }
  }
  const out: Claim[] = [];
  for (const [subject, set] of claims) if (set.size === 1) out.push({ subject, polarity: [...set][0] });
  return out.sort((a, b) => a.subject.localeCompare(b.subject));
}

export interface ConflictEntry {
  id: string;
  citation: string;
  namespace: string;
  polarity: Polarity;
  text: string;
  at?: string;
}

export interface Conflict {
  subject: string;
  /** Citations (`file:line`) of every entry involved. */
  entries: string[];
  details: ConflictEntry[];
  /** The citation of the rule that wins, when one does. */
  winner?: string;
  reason: string;
  needsPerson: boolean;
}

/** Kinds and statuses that are not live rules. */
const NOT_RULES = new Set(['log', 'profile', 'follow-up', 'feature', 'discarded']);
const INACTIVE = /^(archived|pruned|superseded|forgotten|discarded|wont_?fix|rejected|resolved)$/i;

export function isLiveRule(e: Entry): boolean {
  return !NOT_RULES.has(e.kind) && !isMetaRecord(e) && !INACTIVE.test((e.status ?? '').trim().replace(/[\s-]+/g, '_'));
}

function resolve(subject: string, members: { e: Entry; p: Polarity }[]): Conflict {
  const details = members.map(({ e, p }) => {
    const at = lastSeenAt(e);
    return { id: e.id, citation: citation(e), namespace: namespaceLabel(e), polarity: p, text: ruleText(e), at: at === undefined ? undefined : new Date(at).toISOString() };
  });
  const top = Math.max(...members.map((m) => SPECIFICITY[m.e.namespace]));
  const best = members.filter((m) => SPECIFICITY[m.e.namespace] === top);
  const level = best[0].e.namespace;
  const base = { subject, entries: details.map((d) => d.citation), details };
  const byRecency = best.map((m) => ({ m, at: lastSeenAt(m.e) })).sort((a, b) => (b.at ?? -Infinity) - (a.at ?? -Infinity));
  const polarities = new Set(best.map((m) => m.p));
  if (polarities.size === 1) {
    const w = byRecency[0].m;
    const why = best.length === members.length ? 'all at one level agree' : `most specific wins (${level} over ${members.length - best.length} less specific)`;
    return { ...base, winner: citation(w.e), reason: why, needsPerson: false };
  }
  const newest = byRecency[0];
  const rival = byRecency.find((x) => x.m.p !== newest.m.p)!;
  if (newest.at === undefined || rival.at === undefined || newest.at === rival.at) {
    return { ...base, reason: `tie: contradicting ${level} rules with ${newest.at === undefined ? 'no date' : 'the same date'}; a person decides`, needsPerson: true };
  }
  return { ...base, winner: citation(newest.m.e), reason: `same level (${level}); the most recent wins (${new Date(newest.at).toISOString().slice(0, 10)})`, needsPerson: false };
}

/** Every subject on which two entries that can apply together give opposite instructions. */
export function findConflicts(entries: readonly Entry[]): Conflict[] {
  const bySubject = new Map<string, { e: Entry; p: Polarity }[]>();
  for (const e of entries) {
    if (!isLiveRule(e)) continue;
    for (const c of extractClaims(ruleText(e))) {
      let list = bySubject.get(c.subject);
      if (!list) bySubject.set(c.subject, (list = []));
      list.push({ e, p: c.polarity });
    }
  }
  const out: Conflict[] = [];
  for (const [subject, list] of bySubject) {
    const involved = new Set<number>();
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++)
        if (list[i].p !== list[j].p && canMeet(list[i].e, list[j].e)) involved.add(i).add(j);
    if (involved.size > 0) out.push(resolve(subject, [...involved].sort((a, b) => a - b).map((i) => list[i])));
  }
  return out.sort((a, b) => a.subject.localeCompare(b.subject));
}
