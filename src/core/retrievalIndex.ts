// The BM25F full-text index of the search segment, read through a ByteSource (segmentBytes.ts): a term dictionary
// (sorted string table: term → where its postings are, how many documents hold it), the postings (per document the
// raw term frequency of each field), every document's field lengths, and the vocabulary grouped for one-edit
// matching. Written by retrievalIndexWrite.ts. Pure.
//
// N, df and avg_f (retrievalScore.ts) are computed at query time from the documents that are live — several parts
// (a segment on disk, a small one in memory for files changed since) with some documents masked (their file
// changed) — so the scores are exactly those of one index built afresh over the same documents.
import { ByteReader, TableReader, u16s, Varints, type ByteSource } from './segmentBytes';
import { oneEditApart, topK } from './retrievalRank';
import { fieldAverages, idf, K1, NF, scoreList, TF_BOUND_SCALE } from './retrievalScore';

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
  /** The term's postings as stored (see retrievalIndexWrite.ts), how many there are, and the most its pseudo-frequency
   * is in any of them at this part's own field averages (`maxAvg`). */
  postingBytes(term: string): { bytes: Uint8Array; df: number; maxTf: number } | undefined {
    const v = this.dict.get(term);
    if (!v) return undefined;
    const r = new ByteReader(v);
    const [at, len, df, most] = [r.varint(), r.varint(), r.varint(), r.varint()];
    return { bytes: this.sections.post.read(at, len), df, maxTf: most / TF_BOUND_SCALE };
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
  lists: { part: IndexPart; bytes: Uint8Array; count: number }[];
  /** The most its pseudo-frequency is in any live document (at the live field averages). */
  maxTf: number;
}

/** The parts searched as one index, with live statistics. `rank(handle)`: the order a fresh build would give. */
export class Bm25fIndex {
  readonly size: number;
  private readonly avg: number[];
  private readonly handles: number;
  private scores?: Float64Array;
  private covered?: Float64Array;
  private counted?: Float64Array;
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
      t.lists.push({ part, bytes: got.bytes, count: got.df });
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
   * best first. `mass` and `count` are the sums of those of the query terms the document holds.
   *
   * `minScore`: the caller keeps nothing scoring under it, so documents that cannot reach it need not be scored
   * (MaxScore, Turtle & Flood): a term adds at most w·maxTf/(k1 + maxTf) to any document, so the terms
   * whose bounds sum under minScore ("weak") cannot lift a document to it on their own. Only documents holding a
   * strong term that could still reach minScore are scored, each exactly as without the bound (every term, in query
   * order). The best k of those are the best k of all down to minScore; below it the list may hold fewer or other
   * documents.
   */
  top(query: readonly { term: string; weight: number; mass?: number; count?: number }[], k: number, minScore = 0): [number, number, number, number][] {
    const scores = (this.scores ??= new Float64Array(this.handles));
    const covered = (this.covered ??= new Float64Array(this.handles));
    const counted = (this.counted ??= new Float64Array(this.handles));
    const touched: number[] = [];
    const avg = this.avg;
    const ws = query.map(({ term, weight }) => weight * this.idf(term) * (K1 + 1));
    // The most each term adds to any document: w·tf/(k1 + tf) grows with tf, which is at most the term's maxTf.
    const ub = query.map(({ term }, i) => {
      const most = this.live(term).maxTf;
      return (ws[i] * most) / (K1 + most);
    });
    // Reaching minScore, with room for rounding (a bound is a sum in another order than the score's).
    const reaches = (bound: number) => bound >= minScore * (1 - 1e-9);
    const weak = new Uint8Array(query.length);
    let bound = 0;
    for (const i of ub.map((_, i) => i).sort((a, b) => ub[a] - ub[b])) {
      bound += ub[i];
      if (reaches(bound)) break;
      weak[i] = 1;
    }
    let only: Uint8Array | undefined;
    let kept: number[] = [];
    if (weak.includes(1)) {
      // The strong terms' part of each score first: a document whose part plus the weak terms' bounds stays under
      // minScore cannot reach it. The weak terms are then added, largest bound first, to the documents still able
      // to, dropping those that no longer are; what is left is scored in full below (nothing left — a prompt nothing
      // in the memory is about — and the rest of the weak postings are not read at all).
      const partial: number[] = [];
      query.forEach(({ term }, i) => {
        if (!weak[i]) for (const { part, bytes, count: n } of this.live(term).lists) scoreList(bytes, n, part.index.lengths(), part.masked, undefined, part.base, avg, ws[i], 0, 0, scores, covered, counted, partial);
      });
      const marks = (this.marks ??= new Uint8Array(this.handles));
      const rest = ub.map((_, i) => i).filter((i) => weak[i]).sort((a, b) => ub[b] - ub[a]);
      const reachable = (h: number, from: number) => {
        let bound = scores[h];
        for (let j = from; j < rest.length; j++) bound += ub[rest[j]];
        return reaches(bound);
      };
      kept = partial.filter((h) => reachable(h, 0));
      for (let j = 0; j < rest.length && kept.length > 0; j++) {
        for (const h of kept) marks[h] = 1;
        for (const { part, bytes, count: n } of this.live(query[rest[j]].term).lists) scoreList(bytes, n, part.index.lengths(), part.masked, marks, part.base, avg, ws[rest[j]], 0, 0, scores, covered, counted, partial);
        for (const h of kept) marks[h] = 0;
        kept = kept.filter((h) => reachable(h, j + 1));
      }
      for (const h of partial) scores[h] = covered[h] = counted[h] = 0;
      if (kept.length === 0) return [];
      for (const h of kept) marks[h] = 1;
      only = marks;
    }
    query.forEach(({ term, mass = 0, count = 0 }, i) => {
      for (const { part, bytes, count: n } of this.live(term).lists) scoreList(bytes, n, part.index.lengths(), part.masked, only, part.base, avg, ws[i], mass, count, scores, covered, counted, touched);
    });
    if (only) for (const h of kept) only[h] = 0;
    const best = topK(touched, scores, k, this.rank).map(([h, s]): [number, number, number, number] => [h, s, covered[h], counted[h]]);
    for (const h of touched) scores[h] = covered[h] = counted[h] = 0;
    return best;
  }
}
