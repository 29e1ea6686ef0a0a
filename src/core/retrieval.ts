// The one retrieval engine (DESIGN.md "Retrieval"): search (CLI, palette, dashboard, MCP) and prompt-time
// injection (hooks, MCP learning_context) rank with it. Deterministic and local. Pure.
//
// Ranking: BM25F over five fields (retrievalIndex.ts) of terms from retrievalText.ts (per-language
// tokenizing, stop words, stemming, identifiers split and kept whole). A query term missing from the
// vocabulary is matched one edit away only when it is long (≥ 5 characters after stemming, so about 6 typed):
// "imprts" finds "imports", "ADR" never becomes "add". Search (not prompts) also completes the last word as a
// prefix when it is not a word yet ("absol" while typing "absolute").
// Fan-out: the best 100 candidates; search divides by the best score (relevance in [0,1]), drops those below
// 0.05 and returns at most 50. Prompts are held to an absolute floor instead (see forPrompt).
// Link boosts: for every candidate S with score s and a link S → T of type
//   superseded_by ×1.3 and depends_on ×1.2: T is multiplied by the weight when T is a candidate too, and is
//     pulled in at s × weight when it is not (the newer version / the prerequisite surfaces with its source);
//   similar_to ×0.8: T is multiplied by 0.8 when it is a candidate (near-copies are noise; never pulled in).
// Each link type counts once per target. Ties (scores rounded): more used first (when uses are given), more
// recent (last seen / logged), then root and citation order, so the same query always lists the same results.
import type { Entry, LinkType, Tier } from './model';
import { citation } from './model';
import { Bm25fIndex } from './retrievalIndex';
import { idf } from './retrievalScore';
import { searchable, searchTerms } from './retrievalDoc';
import { normalizePath, samePath } from './retrievalPaths';
import { fileName, SegmentReader, singleSource, writeSegment, type SearchSource } from './searchSegment';
import { forgetRememberedTerms, otherStems, tokenize } from './retrievalText';
import { EVERYDAY_WORDS } from './retrievalStopWords';
import { displayTier } from './tiers';

export { normalizePath, samePath } from './retrievalPaths';
export { searchTerms } from './retrievalDoc';

export const FAN_OUT = 100;
export const MIN_RELEVANCE = 0.05;
export const MAX_RESULTS = 50;
export const LINK_WEIGHTS: Partial<Record<LinkType, number>> = { superseded_by: 1.3, depends_on: 1.2, similar_to: 0.8 };
/** The most a score can grow through links (withLinks): every weight above 1 applied once. A target pulled in takes
 * its source's score × one weight, so no less-scoring source can bring anything past this factor either. */
const LINK_BOOST_MAX = Object.values(LINK_WEIGHTS).reduce((m, w) => (w > 1 ? m * w : m), 1);
const PULLS_IN: ReadonlySet<LinkType> = new Set(['superseded_by', 'depends_on']);
/** Long query terms only are matched one edit away; a near miss weighs less than the word itself. */
export const FUZZY_MIN_LENGTH = 5;
const FUZZY_WEIGHT = 0.7;
const PREFIX_MIN_LENGTH = 4;
const PREFIX_WEIGHT = 0.6;
const PREFIX_MAX = 30;
/** Query weight of an everyday word (EVERYDAY_WORDS): half. */
const EVERYDAY_WEIGHT = 0.5;
/** An everyday word weighs at most as if a quarter of the entries held it, however few do in a small memory. */
const EVERYDAY_SHARE = 0.25;
let everydayTerms: ReadonlySet<string> | undefined;
/** EVERYDAY_WORDS as index terms, made on first search (tokenizing compiles the tokenizer's patterns: not at load). */
const everydayTerm = (t: string): boolean => (everydayTerms ??= new Set([...EVERYDAY_WORDS].flatMap((w) => tokenize(w, 'en')))).has(t);

/** Prompt-time floor, on the BM25F score scaled to a 100-entry memory (idf × idf(1, 100)/idf(1, N), N's idf of a word
 * one entry holds: the rarest word weighs the same in 5 entries or 100k). 6 is about one word rare in the memory matched in a title
 * or fix, or two in bodies. Entries kept must also score within PROMPT_RELATIVE of the best. */
export const PROMPT_FLOOR = 6;
const PROMPT_RELATIVE = 0.5;
/** Share of the prompt's information (query mass, see queryTerms) an entry must hold to be injected: a match
 * carried by one or two of many words ("rename the file utils.ts…" meeting a learning about `src/utils/date.ts`)
 * is a coincidence of vocabulary, not the situation the learning is about. */
export const PROMPT_MIN_COVERAGE = 0.25;
/** Words of the prompt an entry must hold (an everyday word counts half, a whole identifier — `ERR_PNPM_PEER_DEP`,
 * `useState`, `v1.2` — twice): one ordinary word in common ("docs", "config", "commit") is not a situation. */
export const PROMPT_MIN_WORDS = 1.5;
const IDENTIFIER = /[\d._\-/:@]/;
const PROMPT_STRONG = 2.5; // × the floor: stands without coverage (a pasted log whose noise the learning lacks)

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

export interface PromptMatch {
  entry: Entry;
  /** Scaled BM25 score (see PROMPT_FLOOR); a related file named in the prompt counts as a strong match. */
  score: number;
  /** Why it was chosen: the text, a related file, a link. */
  why: string[];
}

/** When an entry was last seen or logged (ms; 0 when unknown): the first tie-breaker. */
function recency(e: Entry): number {
  const t = Date.parse(e.lastSeen ?? e.logged ?? e.firstSeen ?? '');
  return Number.isFinite(t) ? t : 0;
}

export class LearningsSearch {
  private readonly index: Bm25fIndex;
  private readonly sizeScale: number;
  readonly source: SearchSource;

  /** Over entries in memory (the index built now), or over a segment source (searchSegment.ts). */
  constructor(from: readonly Entry[] | SearchSource) {
    if (Array.isArray(from)) {
      const entries = from as readonly Entry[];
      const seg = SegmentReader.fromBytes(writeSegment({ entries, roots: [], terms: searchTerms, withEntries: false }));
      forgetRememberedTerms(); // the memo pays off during a build; kept, it would outweigh a small index
      this.source = singleSource(seg, entries);
    } else this.source = from as SearchSource;
    this.index = new Bm25fIndex(this.source.parts, this.source.rank);
    this.sizeScale = idf(1, 100) / idf(1, Math.max(1, this.index.size));
  }

  /** Entries read during one search (a segment on disk parses each at most once per search). */
  private readonly read = new Map<number, Entry>();
  private entry(h: number): Entry {
    let e = this.read.get(h);
    if (!e) this.read.set(h, (e = this.source.entry(h)));
    return e;
  }

  /** The query's terms as weighted vocabulary ids: exact, else one edit away (long terms), else a prefix; with
   * each term's share of the query's information (`mass`: its weight × idf; a word the memory lacks counts as one
   * held by a single entry; a number the memory lacks counts nothing), and the total. */
  private queryTerms(text: string, prefix: boolean): { terms: { term: string; weight: number; mass: number; count: number }[]; total: number } {
    const terms = [...new Set(tokenize(text))];
    const weights = new Map<string, number>();
    const masses = new Map<string, number>();
    const counts = new Map<string, number>();
    const unknownIdf = idf(1, this.index.size);
    const everydayIdf = idf(this.index.size * EVERYDAY_SHARE, this.index.size);
    let stems: Map<string, string[]> | undefined;
    let total = 0;
    const add = (id: string, w: number, mass: number, count: number) => {
      weights.set(id, Math.max(weights.get(id) ?? 0, w));
      masses.set(id, Math.max(masses.get(id) ?? 0, mass));
      counts.set(id, Math.max(counts.get(id) ?? 0, count));
    };
    terms.forEach((t, i) => {
      const everyday = everydayTerm(t) ? EVERYDAY_WEIGHT : 1;
      const id = t;
      if (this.index.has(t)) {
        const idf = this.index.idf(id);
        // An everyday word is common in any memory; a small one makes it look rare (held by 1 of 14 entries).
        const w = everyday < 1 && idf > everydayIdf ? (everyday * everydayIdf) / idf : everyday;
        total += w * idf;
        add(id, w, w * idf, IDENTIFIER.test(t) ? 2 : everyday);
        return;
      }
      // The same word as another Latin-script language stems it (a one-word German query is stemmed as English).
      const alt = (stems ??= otherStems(text)).get(t)?.find((a) => this.index.has(a));
      if (alt) {
        const idf = this.index.idf(alt);
        total += everyday * idf;
        add(alt, everyday, everyday * idf, everyday);
        return;
      }
      const mass = /\d/.test(t) ? 0 : everyday * unknownIdf;
      total += mass;
      if (t.length >= FUZZY_MIN_LENGTH) for (const f of this.index.fuzzy(t)) add(f, FUZZY_WEIGHT, mass * FUZZY_WEIGHT, everyday);
      const last = i === terms.length - 1 && !/\s$/.test(text);
      if (prefix && last && t.length >= PREFIX_MIN_LENGTH) for (const p of this.index.prefixed(t, PREFIX_MAX)) add(p, PREFIX_WEIGHT, mass * PREFIX_WEIGHT, everyday);
    });
    return { terms: [...weights].map(([term, weight]) => ({ term, weight, mass: masses.get(term) ?? 0, count: counts.get(term) ?? 0 })), total };
  }

  /** The best FAN_OUT entries for a text, as entry index → raw BM25F score and the share of the query's
   * information the entry holds (0–1). */
  private candidates(text: string, prefix: boolean, minScore = 0): Map<number, { score: number; coverage: number; words: number }> {
    try {
      const q = this.queryTerms(text, prefix);
      if (!q.terms.length) return new Map();
      return new Map(this.index.top(q.terms, FAN_OUT, minScore).map(([doc, score, mass, words]) => [doc, { score, coverage: q.total ? Math.min(1, mass / q.total) : 0, words }]));
    } finally {
      this.index.forget();
    }
  }

  /** Link targets are written as ids (LRN-…); resolve within the source's root first, then anywhere. */
  private resolveTarget(from: Entry, target: string): number | undefined {
    const list = this.source.keyDocs(target.trim());
    if (list.length === 0) return undefined;
    return list.find((i) => this.entry(i).root === from.root) ?? list[0];
  }

  /** Scores after the link weights, and why each moved. */
  private withLinks(base: ReadonlyMap<number, number>): { score: Map<number, number>; boosts: Map<number, string[]> } {
    const score = new Map(base);
    const boosts = new Map<number, string[]>();
    const applied = new Set<string>();
    for (const [idx, s] of base) {
      const src = this.entry(idx);
      for (const link of src.links) {
        const w = LINK_WEIGHTS[link.type];
        const t = w === undefined ? undefined : this.resolveTarget(src, link.target);
        if (w === undefined || t === undefined || t === idx || !searchable(this.entry(t))) continue;
        if (base.has(t)) {
          const once = `${t}\u0000${link.type}`;
          if (applied.has(once)) continue;
          applied.add(once);
          score.set(t, score.get(t)! * w);
        } else if (PULLS_IN.has(link.type)) {
          if (s * w <= (score.get(t) ?? 0)) continue;
          score.set(t, s * w);
        } else continue;
        boosts.set(t, [...(boosts.get(t) ?? []), `${link.type} from ${src.sourceId ?? src.id} ×${w}`]);
      }
    }
    return { score, boosts };
  }

  private order(uses: ReadonlyMap<string, number> | undefined, a: [number, number], b: [number, number]): number {
    const [ea, eb] = [this.entry(a[0]), this.entry(b[0])];
    const used = (e: Entry) => uses?.get(e.id) ?? 0;
    return b[1] - a[1] || used(eb) - used(ea) || recency(eb) - recency(ea) || ea.root.localeCompare(eb.root) || citation(ea).localeCompare(citation(eb), 'en', { numeric: true });
  }

  /** `uses`: how often each entry (by id) was used, the first tie-breaker; `prefix`: complete the last word. */
  search(query: string, limit = MAX_RESULTS, opts: { prefix?: boolean; uses?: ReadonlyMap<string, number> } = {}): SearchResult[] {
    this.read.clear();
    const hits = this.candidates(query.trim(), opts.prefix ?? true);
    if (hits.size === 0) return [];
    const max = Math.max(...[...hits.values()].map((h) => h.score));
    const base = new Map<number, number>();
    for (const [idx, { score: s }] of hits) if (s / max >= MIN_RELEVANCE) base.set(idx, s / max);
    const { score, boosts } = this.withLinks(base);
    const top = Math.max(1, ...score.values());
    const ranked = [...score].map(([idx, s]): [number, number] => [idx, Math.round((s / top) * 1000) / 1000]).filter(([, s]) => s >= MIN_RELEVANCE);
    ranked.sort((a, b) => this.order(opts.uses, a, b));
    return ranked.slice(0, Math.min(limit, MAX_RESULTS)).map(([idx, s]) => {
      const e = this.entry(idx);
      const r: SearchResult = { id: e.id, title: e.title, score: s, tier: displayTier(e), citation: citation(e), root: e.root };
      if (boosts.has(idx)) r.boosts = boosts.get(idx);
      return r;
    });
  }

  /**
   * What applies to a prompt and the files in play, best first, at most `limit`: entries the caller allows
   * (`eligible`) that score at least PROMPT_FLOOR (scaled) and half the best, or whose related files include a
   * file in play (project-relative paths, entries of `root` only). Nothing relevant → an empty list.
   */
  forPrompt(prompt: string, opts: { files: readonly string[]; root: string; eligible: (e: Entry) => boolean; limit: number; floor?: number; uses?: ReadonlyMap<string, number> }): PromptMatch[] {
    const floor = opts.floor ?? PROMPT_FLOOR;
    this.read.clear();
    const why = new Map<number, string[]>();
    const base = new Map<number, number>();
    // An entry under floor / LINK_BOOST_MAX (scaled) can be neither kept nor boosted into the floor, and its links
    // say nothing about the prompt: it is left out, so the search need not score it at all.
    const least = floor / LINK_BOOST_MAX;
    const hits = this.candidates(`${prompt}\n${opts.files.join(' ')}`, false, least / this.sizeScale);
    const enough = (h: { coverage: number; words: number }, s: number) => s >= least && ((h.coverage >= PROMPT_MIN_COVERAGE && h.words >= PROMPT_MIN_WORDS) || s >= floor * PROMPT_STRONG);
    for (const [idx, h] of hits) if (enough(h, h.score * this.sizeScale)) base.set(idx, h.score * this.sizeScale);
    const { score, boosts } = this.withLinks(base);
    // Kept: eligible, at least the floor and half the best eligible score. `eligible` (the outbound trust check) is
    // the costly test, so it is asked best first and only of entries still above both bounds.
    const linked = new Map(score);
    const textWhy = (idx: number) => [`text ${linked.get(idx)!.toFixed(1)} coverage ${(hits.get(idx)?.coverage ?? 0).toFixed(2)}`, ...(boosts.get(idx) ?? [])];
    let best = 0;
    for (const [idx, s] of [...score].sort((a, b) => b[1] - a[1])) {
      if (s < floor || s < best * PROMPT_RELATIVE || !opts.eligible(this.entry(idx))) {
        score.delete(idx);
        continue;
      }
      best = Math.max(best, s);
      why.set(idx, textWhy(idx));
    }
    if (opts.files.length) {
      // Only entries naming a related file with the same file name can match one of the files by path.
      const named = [...new Set(opts.files.map((f) => fileName(normalizePath(f))))].flatMap((n) => this.source.relatedDocs(n));
      for (const idx of [...new Set(named)].sort((a, b) => this.source.rank(a) - this.source.rank(b))) {
        const e = this.entry(idx);
        if (e.root !== opts.root || !searchable(e) || !opts.eligible(e)) continue;
        const file = e.relatedFiles.find((rf) => opts.files.some((f) => samePath(rf, f)));
        if (!file) continue;
        score.set(idx, Math.max(score.get(idx) ?? 0, floor * 2));
        why.set(idx, [...(why.get(idx) ?? (linked.has(idx) ? textWhy(idx) : [])), `related file ${normalizePath(file)}`]);
      }
    }
    return [...score]
      .sort((a, b) => this.order(opts.uses, a, b))
      .slice(0, opts.limit)
      .map(([idx, s]) => ({ entry: this.entry(idx), score: Math.round(s * 100) / 100, why: why.get(idx) ?? [] }));
  }
}

/** The index of each entries array searched: a resident store (the extension, the MCP server) hands out the
 * same array until something changes, so searches reuse one index and the first search after a change
 * builds the next. Held weakly: an array nobody holds any more takes its index with it. */
const indexes = new WeakMap<readonly Entry[], LearningsSearch>();

export function searchIndex(entries: readonly Entry[]): LearningsSearch {
  let index = indexes.get(entries);
  if (!index) indexes.set(entries, (index = new LearningsSearch(entries)));
  return index;
}

export function searchEntries(entries: readonly Entry[], query: string, limit = MAX_RESULTS, uses?: ReadonlyMap<string, number>): SearchResult[] {
  return searchIndex(entries).search(query, limit, { uses });
}
