// The BM25F full-text index of the search segment, read through a ByteSource (segmentBytes.ts): a term dictionary
// (sorted string table: term → where its postings are, how many documents hold it), the postings (per document the
// raw term frequency of each field), every document's field lengths, and the vocabulary grouped for one-edit
// matching. Written by retrievalIndexWrite.ts. Pure.
//
// N, df and avg_f (retrievalScore.ts) are computed at query time from the documents that are live — several parts
// (a segment on disk, a small one in memory for files changed since) with some documents masked (their file
// changed) — so the scores are exactly those of one index built afresh over the same documents.
import { ByteReader, TableReader, u16s, Varints, type ByteSource } from './segmentBytes';
import { holding, inParts, oneEditApart, topK } from './retrievalRank';
import { fieldAverages, idf, K1, NF, readSkips, scoreList, scoreSparse, SKIP_BLOCK, TF_BOUND_SCALE } from './retrievalScore';

export const LETTERS = /^\p{L}+$/u;

/** One document: the terms of each field, in FIELDS order. */
export type DocTerms = readonly (readonly string[])[];

/** The key of a word's one-edit group: its first code unit and its length. */
export const fuzzyKey = (t: string): string => `${t[0]}${t.length}`;

/** What the index of one part says about all its documents. */
export interface IndexTotals {
  /** Documents (indexed or not: a document number is an entry's position). */
  docs: number;
  /** Sum of each field's length over the indexed documents. */
  lengthSums: number[];
  /** Indexed documents (the field averages of the per-term bounds, `maxTf`, are lengthSums / indexed). */
  indexed: number;
}

/** One part's index sections, read lazily. */
export class IndexReader {
  private readonly dict: TableReader;
  private readonly fuzzyTable: TableReader;
  private lens?: Uint16Array;
  private flagArr?: Uint8Array;
  private avgs?: number[];
  constructor(
    private readonly sections: Record<string, ByteSource>,
    readonly totals: IndexTotals,
  ) {
    this.dict = new TableReader(sections.dict);
    this.fuzzyTable = new TableReader(sections.fuzzy);
  }
  /** Field lengths, NF per document (0s for a document not indexed). */
  lengths(): Uint16Array {
    return (this.lens ??= u16s(this.sections.len.read(0, this.sections.len.size)));
  }
  /** 1 for an indexed document. */
  flags(): Uint8Array {
    return (this.flagArr ??= this.sections.flags.read(0, this.sections.flags.size).slice());
  }
  /** How many of this part's documents hold the term (masked ones included): 0 when none. */
  df(term: string): number {
    const v = this.dict.get(term);
    if (!v) return 0;
    const r = new ByteReader(v);
    r.varint();
    r.varint();
    return r.varint();
  }
  /** The term's postings as stored (see retrievalIndexWrite.ts) with a long list's skips, how many there are, and the
   * most its pseudo-frequency is in any of them at this part's own field averages (`maxAvg`). */
  postingBytes(term: string): { bytes: Uint8Array; skips?: Uint8Array; df: number; maxTf: number } | undefined {
    const v = this.dict.get(term);
    if (!v) return undefined;
    const r = new ByteReader(v);
    const [at, len, df, most, skipLen] = [r.varint(), r.varint(), r.varint(), r.varint(), r.varint()];
    const all = this.sections.post.read(at, len + skipLen);
    return { bytes: all.subarray(0, len), skips: skipLen ? all.subarray(len) : undefined, df, maxTf: most / TF_BOUND_SCALE };
  }
  /** The field averages the per-term bounds were taken at. */
  maxAvg(): number[] {
    return (this.avgs ??= fieldAverages(this.totals.lengthSums, this.totals.indexed));
  }
  /** The words of a one-edit group, in code-unit order. */
  fuzzyGroup(key: string): string[] {
    const v = this.fuzzyTable.get(key);
    return v ? new TextDecoder().decode(v).split('\n') : [];
  }
  /** Vocabulary words from `prefix` on, in code-unit order, while they start with it. */
  *withPrefix(prefix: string): Generator<string> {
    for (const [k] of this.dict.from(prefix)) {
      if (!k.startsWith(prefix)) return;
      yield k;
    }
  }
}

/** One part as searched: its index, where its documents start among all handles, and which are masked. */
export interface IndexPart {
  index: IndexReader;
  /** Handle of its document 0. */
  base: number;
  /** 1 for a document left out (its file changed or is gone). */
  masked?: Uint8Array;
  /** How many masked documents hold each term, when known without reading the postings. */
  maskedTerms?: () => ReadonlyMap<string, number>;
}

interface LiveTerm {
  df: number;
  lists: { part: IndexPart; bytes: Uint8Array; count: number; skips?: Uint8Array }[];
  /** The most its pseudo-frequency is in any live document (at the live field averages). */
  maxTf: number;
}

/** The parts searched as one index, with live statistics. `rank(handle)`: the order a fresh build would give. */
export class Bm25fIndex {
  readonly size: number;
  private readonly avg: number[];
  private readonly handles: number;
  private scores?: Float64Array;
  private marks?: Uint8Array;
  private readonly memo = new Map<string, LiveTerm>();

  constructor(
    private readonly parts: readonly IndexPart[],
    private readonly rank: (handle: number) => number,
  ) {
    let n = 0;
    const sums = new Array<number>(NF).fill(0);
    for (const { index, masked } of parts) {
      for (let f = 0; f < NF; f++) sums[f] += index.totals.lengthSums[f];
      n += index.totals.indexed;
      if (!masked) continue; // no pass over every document (a million at 1M) when nothing is masked
      const flags = index.flags();
      const lens = index.lengths();
      for (let d = 0; d < flags.length; d++) {
        if (!flags[d] || !masked[d]) continue;
        n--;
        for (let f = 0; f < NF; f++) sums[f] -= lens[d * NF + f];
      }
    }
    this.size = n;
    this.avg = fieldAverages(sums, n);
    this.handles = Math.max(0, ...parts.map((p) => p.base + p.index.totals.docs));
  }

  /** Forget the postings read for the last query (a resident index keeps no postings between queries). */
  forget(): void {
    this.memo.clear();
  }

  private live(term: string): LiveTerm {
    let t = this.memo.get(term);
    if (t) return t;
    t = { df: 0, lists: [], maxTf: 0 };
    for (const part of this.parts) {
      const got = part.index.postingBytes(term);
      if (!got) continue;
      t.lists.push({ part, bytes: got.bytes, count: got.df, skips: got.skips });
      // A field's normalisation 1 − b + b·len/avg shrinks at most by built/live when the live average is larger.
      const at = part.index.maxAvg();
      let grow = 1;
      for (let f = 0; f < NF; f++) grow = Math.max(grow, this.avg[f] / at[f]);
      t.maxTf = Math.max(t.maxTf, got.maxTf * grow);
      if (!part.masked) t.df += got.df;
      else if (part.maskedTerms) t.df += got.df - (part.maskedTerms().get(term) ?? 0);
      else {
        const r = new Varints(got.bytes);
        for (let i = 0, d = 0; i < got.df; i++) {
          d += r.next();
          if (!part.masked[d]) t.df++;
          const mask = r.next();
          for (let f = 0; f < NF; f++) if (mask & (1 << f)) r.next();
        }
      }
    }
    this.memo.set(term, t);
    return t;
  }

  /** Whether a live document holds the term. */
  has(term: string): boolean {
    if (this.memo.has(term)) return this.memo.get(term)!.df > 0;
    if (this.parts.some((p) => !p.masked && p.index.df(term) > 0)) return true;
    return this.live(term).df > 0;
  }

  /** How many live documents hold the term. */
  df(term: string): number {
    return this.live(term).df;
  }

  idf(term: string): number {
    return idf(this.df(term), this.size);
  }

  /** Vocabulary words (letters only) one edit (insert, delete, substitute, swap) away with the same first
   * letter; only asked for long words. Words are grouped by first letter and length, so a lookup reads a few
   * hundred candidates, not the whole vocabulary. Code-unit order within each length. */
  fuzzy(term: string): string[] {
    const out: string[] = [];
    if (!LETTERS.test(term)) return out;
    for (let len = term.length - 1; len <= term.length + 1; len++) {
      const words = new Set<string>();
      for (const p of this.parts) for (const w of p.index.fuzzyGroup(`${term[0]}${len}`)) words.add(w);
      for (const w of [...words].sort()) if (oneEditApart(term, w) && this.has(w)) out.push(w);
    }
    return out;
  }

  /** Vocabulary terms that start with `prefix` (at most `max`, in code-unit order). */
  prefixed(prefix: string, max: number): string[] {
    const words = new Set<string>();
    for (const p of this.parts) {
      let n = 0;
      for (const w of p.index.withPrefix(prefix)) {
        if (n >= max * 4) break; // enough candidates from one part, even with some of them masked
        if (this.has(w)) n++;
        words.add(w);
      }
    }
    return [...words].sort().filter((w) => this.has(w)).slice(0, max);
  }

  /**
   * Score every live document holding any of the weighted terms; the best `k` as [handle, score, mass, count],
   * best first. `mass` and `count` are the sums of those of the query terms the document holds. A document's score
   * adds its terms' parts largest bound first (ties in query order), whatever `minScore` is: one order, one sum.
   *
   * `minScore`: the caller keeps nothing scoring under it, so documents that cannot reach it need not be scored
   * (MaxScore, Turtle & Flood): a term adds at most w·maxTf/(k1 + maxTf) to any document, so the terms
   * whose bounds sum under minScore ("weak") cannot lift a document to it on their own. Only documents holding a
   * strong term are scored, and each weak term is added, largest bound first, only to those still able to reach
   * minScore (a long list jumping by its skips to them). The best k of those are the best k of all down to
   * minScore; below it the list may hold fewer or other documents.
   */
  top(query: readonly { term: string; weight: number; mass?: number; count?: number }[], k: number, minScore = 0): [number, number, number, number][] {
    const scores = (this.scores ??= new Float64Array(this.handles));
    const avg = this.avg;
    const ws = query.map(({ term, weight }) => weight * this.idf(term) * (K1 + 1));
    // The most each term adds to any document: w·tf/(k1 + tf) grows with tf, which is at most the term's maxTf.
    const ub = query.map(({ term }, i) => {
      const most = this.live(term).maxTf;
      return (ws[i] * most) / (K1 + most);
    });
    const order = ub.map((_, i) => i).sort((a, b) => ub[b] - ub[a] || a - b);
    // Reaching minScore, with room for rounding (a bound is a sum in another order than the score's).
    const reaches = (bound: number) => bound >= minScore * (1 - 1e-9);
    // The weak terms: the smallest bounds, as long as their sum stays under minScore.
    let strong = order.length;
    for (let bound = 0; strong > 0 && !reaches((bound += ub[order[strong - 1]])); ) strong--;
    const touched: number[] = [];
    for (let j = 0; j < strong; j++) {
      for (const { part, bytes, count: n } of this.live(query[order[j]].term).lists) scoreList(bytes, n, part.index.lengths(), part.masked, undefined, part.base, avg, ws[order[j]], scores, touched);
    }
    let kept = touched;
    if (strong < order.length) {
      // A document whose score so far plus the bounds of the weak terms still to add stays under minScore cannot reach
      // it. Nothing left — a prompt nothing in the memory is about — and the rest of the weak postings are not read.
      const reachable = (h: number, from: number) => {
        let bound = scores[h];
        for (let j = from; j < order.length; j++) bound += ub[order[j]];
        return reaches(bound);
      };
      kept = touched.filter((h) => reachable(h, strong));
      for (let j = strong; j < order.length && kept.length > 0; j++) {
        this.addTo(kept, query[order[j]].term, ws[order[j]]);
        kept = kept.filter((h) => reachable(h, j + 1));
      }
    }
    const best = topK(kept, scores, k, this.rank);
    for (const h of touched) scores[h] = 0;
    // The share of the query each of the best holds: its terms' mass and count, the terms found in their lists.
    const handles = best.map(([h]) => h);
    const held = order.map((i) => ({ i, holds: holding(this.live(query[i].term).lists, handles, avg) }));
    return best.map(([h, s], b): [number, number, number, number] => {
      let [mass, count] = [0, 0];
      for (const { i, holds } of held) if (holds[b]) [mass, count] = [mass + (query[i].mass ?? 0), count + (query[i].count ?? 0)];
      return [h, s, mass, count];
    });
  }

  /** Adds a term's part to the documents `docs` only: a long list jumps by its skips to each of them when they are
   * few, else is read whole with the documents marked. */
  private addTo(docs: readonly number[], term: string, w: number): void {
    for (const { list, local } of inParts(this.live(term).lists, docs)) {
      const { part, bytes, count: n, skips } = list;
      if (skips && local.length * SKIP_BLOCK < n) {
        scoreSparse(bytes, n, readSkips(skips, n), local, part.index.lengths(), part.base, this.avg, w, this.scores);
        continue;
      }
      const marks = (this.marks ??= new Uint8Array(this.handles));
      for (const d of local) marks[part.base + d] = 1;
      scoreList(bytes, n, part.index.lengths(), part.masked, marks, part.base, this.avg, w, this.scores!, []);
      for (const d of local) marks[part.base + d] = 0;
    }
  }
}
