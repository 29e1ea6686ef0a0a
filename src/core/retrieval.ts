// Search over every tier (seed 004): fan out wide, gate by relevance, truncate; links between entries weigh in.
//
// Ranking: minisearch full text (title ×3, tags ×2, rule text ×1.5, body ×1; prefix and fuzzy 0.2), the best
// 100 candidates, each score divided by the best one so relevance lies in [0,1].
// Two passes: the short fields (title, tags, rule text) first — a common word's postings there are a fraction
// of its postings in the bodies, and scoring every body that holds it is what made search slow at 100k
// entries. Only when that pass yields fewer results than asked for (after the 0.05 gate) is the query run
// again over all four fields, which is then the ranking.
// Link boosts: for every candidate S with relevance s and a link S → T of type
//   superseded_by ×1.3 and depends_on ×1.2: T is multiplied by the weight when T is a candidate too, and is
//     pulled in at s × weight when it is not (the newer version / the prerequisite surfaces with its source);
//   similar_to ×0.8: T is multiplied by 0.8 when it is a candidate (near-copies are noise; never pulled in).
// Each link type counts once per target. Scores are then rescaled so the best is at most 1, those below 0.05
// are dropped, and at most 50 are returned (ties: citation order).
import MiniSearch from 'minisearch';
import type { Entry, LinkType, Tier } from './model';
import { citation } from './model';
import { isMetaRecord, ruleText } from './ruleText';
import { displayTier } from './tiers';

export const FAN_OUT = 100;
export const MIN_RELEVANCE = 0.05;
export const MAX_RESULTS = 50;
export const LINK_WEIGHTS: Partial<Record<LinkType, number>> = { superseded_by: 1.3, depends_on: 1.2, similar_to: 0.8 };
const SHORT_FIELDS = ['title', 'tags', 'rule'];
const SEARCH_OPTIONS = { boost: { title: 3, tags: 2, rule: 1.5 }, prefix: true, fuzzy: 0.2 };
const PULLS_IN: ReadonlySet<LinkType> = new Set(['superseded_by', 'depends_on']);

export interface SearchResult {
  id: string;
  title: string;
  score: number;
  tier: Tier;
  citation: string;
  root: string;
  /** Why it ranked where it did beyond text match (links). */
  boosts?: string[];
}

interface Doc {
  idx: number;
  title: string;
  tags: string;
  rule: string;
  body: string;
}

/** Entries that are search results: everything a person or agent learned, not the lifecycle's log lines. */
function searchable(e: Entry): boolean {
  return e.kind !== 'log' && !isMetaRecord(e);
}

export class LearningsSearch {
  private readonly mini = new MiniSearch<Doc>({ idField: 'idx', fields: ['title', 'tags', 'rule', 'body'], storeFields: [] });
  /** The same documents, short fields only: the same scores for them, and a vocabulary without the bodies'
   * words, so prefix and fuzzy expansion walk a much smaller tree. */
  private readonly short = new MiniSearch<Doc>({ idField: 'idx', fields: SHORT_FIELDS, storeFields: [] });
  private readonly byKey = new Map<string, number[]>();

  constructor(private readonly entries: readonly Entry[]) {
    const docs: Doc[] = [];
    entries.forEach((e, idx) => {
      if (!searchable(e)) return; // a lifecycle log line is neither a result nor a link target
      for (const key of [e.id, e.sourceId].filter((k): k is string => !!k)) {
        const list = this.byKey.get(key) ?? [];
        if (!list.includes(idx)) list.push(idx);
        this.byKey.set(key, list);
      }
      docs.push({ idx, title: e.title, tags: e.tags.join(' '), rule: ruleText(e), body: e.body });
    });
    this.mini.addAll(docs);
    this.short.addAll(docs);
  }

  /** Link targets are written as ids (LRN-…); resolve within the source's root first, then anywhere. */
  private resolveTarget(from: Entry, target: string): number | undefined {
    const list = this.byKey.get(target.trim());
    if (!list || list.length === 0) return undefined;
    return list.find((i) => this.entries[i].root === from.root) ?? list[0];
  }

  search(query: string, limit = MAX_RESULTS): SearchResult[] {
    const q = query.trim();
    if (!q) return [];
    const wanted = Math.min(limit, MAX_RESULTS);
    let hits = this.short.search(q, SEARCH_OPTIONS).slice(0, FAN_OUT);
    if (hits.length === 0 || hits.filter((h) => h.score / hits[0].score >= MIN_RELEVANCE).length < wanted) {
      hits = this.mini.search(q, SEARCH_OPTIONS).slice(0, FAN_OUT);
    }
    if (hits.length === 0) return [];
    const max = hits[0].score;
    const base = new Map<number, number>(hits.map((h) => [h.id as number, h.score / max]));
    const score = new Map(base);
    const boosts = new Map<number, string[]>();
    const applied = new Set<string>();
    for (const [idx, s] of base) {
      const src = this.entries[idx];
      for (const link of src.links) {
        const w = LINK_WEIGHTS[link.type];
        const t = w === undefined ? undefined : this.resolveTarget(src, link.target);
        if (w === undefined || t === undefined || t === idx || !searchable(this.entries[t])) continue;
        const once = `${t}\u0000${link.type}`;
        if (base.has(t)) {
          if (applied.has(once)) continue;
          applied.add(once);
          score.set(t, score.get(t)! * w);
        } else if (PULLS_IN.has(link.type)) {
          const pulled = s * w;
          if (pulled <= (score.get(t) ?? 0)) continue;
          score.set(t, pulled);
        } else continue;
        const why = boosts.get(t) ?? [];
        why.push(`${link.type} from ${src.sourceId ?? src.id} ×${w}`);
        boosts.set(t, why);
      }
    }
    const top = Math.max(1, ...score.values());
    const results: SearchResult[] = [];
    for (const [idx, raw] of score) {
      const s = raw / top;
      if (s < MIN_RELEVANCE) continue;
      const e = this.entries[idx];
      const r: SearchResult = { id: e.id, title: e.title, score: Math.round(s * 1000) / 1000, tier: displayTier(e), citation: citation(e), root: e.root };
      if (boosts.has(idx)) r.boosts = boosts.get(idx);
      results.push(r);
    }
    results.sort((a, b) => b.score - a.score || a.root.localeCompare(b.root) || a.citation.localeCompare(b.citation, 'en', { numeric: true }));
    return results.slice(0, Math.min(limit, MAX_RESULTS));
  }
}

/** The index of each entries array searched: a resident store (the extension, the MCP server) hands out the
 * same array until something changes, so searches reuse one index and the first search after a change
 * builds the next. Held weakly: an array nobody holds any more takes its index with it. */
const indexes = new WeakMap<readonly Entry[], LearningsSearch>();

export function searchEntries(entries: readonly Entry[], query: string, limit = MAX_RESULTS): SearchResult[] {
  let index = indexes.get(entries);
  if (!index) indexes.set(entries, (index = new LearningsSearch(entries)));
  return index.search(query, limit);
}
