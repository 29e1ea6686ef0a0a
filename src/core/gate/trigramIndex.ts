// Indexed near-duplicate search over character trigrams (DESIGN.md: "the indexed near-duplicate search,
// where the speed comes from"). Exact: it returns what a brute-force Jaccard scan returns, only faster.
//
// How: every trigram is interned to an integer; each document is a sorted Int32Array of its trigram ids;
// an inverted index maps trigram id → documents containing it.
//  - `searchAbove(q, t)` (all documents with J > t) uses the query-side PREFIX FILTER: J(Q,X) > t implies
//    |Q∩X| > t·|Q|, so X shares at least m = ⌊t·|Q|⌋ tokens with Q (m is one below the tight bound, a safe
//    margin against rounding), hence X contains one of ANY |Q|−m+1 of Q's tokens. We probe only the
//    |Q|−m+1 rarest ones (shortest posting lists), skipping documents outside the LENGTH bounds, and count
//    how many probed tokens each candidate shares (ScanCount); the COUNT filter then drops a candidate that
//    could not reach the overlap J > t needs even if it held every unprobed token, and the few survivors
//    are verified exactly.
//  - `best(q)` (the nearest document, used when nothing is above the merge threshold) counts overlaps
//    with a ScanCount pass over Q's posting lists (one integer increment per posting, no set
//    intersections), which gives the exact |Q∩X| of every document sharing a trigram with Q.
// LENGTH BANDS: postings are kept per trigram *per band of document sizes* (band edges grow by ×1.4), so a
// check reads only the postings of documents whose size can pass the length filter — at most three bands —
// and "rarest" means rarest among those. Any |Q|−m+1 tokens make a valid prefix, so this stays exact.
// Floating point: every J is computed as I/(|A|+|B|−I) by `jaccardFromCounts`, and IEEE rounding is
// monotonic, so the float bounds never prune a document the brute-force scan would report.
import { jaccardFromCounts, trigramSet } from './trigrams';

export interface Match {
  id: string;
  similarity: number;
}

/** A growable Int32 list: postings for 100k documents stay compact (4 bytes per posting). */
class IntList {
  data = new Int32Array(4);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}

/** Band edges: band k holds documents with BAND_START[k] ≤ |X| < BAND_START[k+1] (integers, ratio ≈ 1.4). */
const BAND_START: number[] = [0, 1];
while (BAND_START[BAND_START.length - 1] < 2 ** 30) {
  const last = BAND_START[BAND_START.length - 1];
  BAND_START.push(Math.max(last + 1, Math.ceil(last * 1.4)));
}

/** The band of a document size (monotonic in `len`, so a size range maps to a contiguous band range). */
function bandOf(len: number): number {
  let lo = 0;
  let hi = BAND_START.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (BAND_START[mid] <= len) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export class TrigramIndex {
  private readonly vocab = new Map<string, number>();
  /** bands[band].get(trigram id) = the documents of that size band containing the trigram. */
  private readonly bands: Map<number, IntList>[] = [];
  private readonly ids: string[] = [];
  private readonly docs: Int32Array[] = [];
  private readonly removed = new Set<number>();
  private readonly byId = new Map<string, number>();
  private mark = new Uint8Array(1024);
  private counts = new Int32Array(1024);
  /** lengths[doc] = |X|, beside the postings so the length filter needs no pointer chase. */
  private lengths = new Int32Array(1024);

  /** Number of live documents. */
  get size(): number {
    return this.ids.length - this.removed.size;
  }

  /** Adds a document (its text, or a trigram set made by `trigramSet`). Re-adding an id replaces it. */
  add(id: string, textOrSet: string | ReadonlySet<string>): void {
    const set = typeof textOrSet === 'string' ? trigramSet(textOrSet) : textOrSet;
    this.remove(id);
    const doc = this.ids.length;
    const tokens = new Int32Array(set.size);
    const band = bandOf(set.size);
    while (this.bands.length <= band) this.bands.push(new Map());
    const postings = this.bands[band];
    let i = 0;
    for (const t of set) {
      let tid = this.vocab.get(t);
      if (tid === undefined) {
        tid = this.vocab.size;
        this.vocab.set(t, tid);
      }
      tokens[i++] = tid;
      let list = postings.get(tid);
      if (list === undefined) {
        list = new IntList();
        postings.set(tid, list);
      }
      list.push(doc);
    }
    tokens.sort();
    if (doc >= this.lengths.length) {
      const next = new Int32Array(this.lengths.length * 2);
      next.set(this.lengths);
      this.lengths = next;
    }
    this.lengths[doc] = tokens.length;
    this.ids.push(id);
    this.docs.push(tokens);
    this.byId.set(id, doc);
  }

  /** Removes a document (tombstoned: postings are skipped, not rewritten). */
  remove(id: string): void {
    const doc = this.byId.get(id);
    if (doc === undefined) return;
    this.removed.add(doc);
    this.byId.delete(id);
  }

  /** Every document with Jaccard > threshold, most similar first (ties: earliest added first). */
  searchAbove(query: string | ReadonlySet<string>, threshold: number): Match[] {
    const q = this.prepare(query);
    const out: { doc: number; similarity: number }[] = [];
    if (q.size === 0) {
      this.release(q.known);
      return [];
    }
    if (this.counts.length < this.docs.length) this.counts = new Int32Array(this.docs.length * 2);
    const counts = this.counts;
    const lengths = this.lengths;
    const touched: number[] = [];
    try {
      const m = Math.min(q.size, Math.max(1, Math.floor(threshold * q.size)));
      const prefix = q.size - m + 1;
      // LENGTH filter on integers, one token of margin each way (J > t needs t·|Q| < |X| < |Q|/t), applied
      // before a posting costs anything more; the exact float test below still decides.
      const minLen = Math.floor(threshold * q.size) - 1;
      const maxLen = Math.ceil(q.size / threshold) + 1;
      const ordered = this.rarestFirst(q, bandOf(Math.max(0, minLen)), Math.min(bandOf(maxLen), this.bands.length - 1));
      for (let k = 0; k < prefix; k++) {
        for (const list of ordered[k].lists) {
          const data = list.data;
          for (let p = 0; p < list.length; p++) {
            const doc = data[p];
            const x = lengths[doc];
            if (x < minLen || x > maxLen) continue;
            if (counts[doc]++ === 0) touched.push(doc);
          }
        }
      }
      // COUNT filter: X shares counts[X] of the probed tokens, and at most one more per unprobed token.
      // J > t ⇔ |Q∩X| > t(|Q|+|X|)/(1+t); a candidate that cannot reach that even with a token to spare
      // is dropped unverified (the spare token keeps IEEE rounding irrelevant).
      const rest = q.size - prefix;
      const f = threshold / (1 + threshold);
      for (const doc of touched) {
        const c = counts[doc];
        counts[doc] = 0;
        const x = lengths[doc];
        if (c + rest < Math.floor(f * (q.size + x)) - 1) continue;
        if (this.removed.has(doc)) continue;
        if (Math.min(q.size, x) / Math.max(q.size, x) <= threshold) continue;
        const sim = jaccardFromCounts(this.overlap(doc), q.size, x);
        if (sim > threshold) out.push({ doc, similarity: sim });
      }
    } finally {
      for (const doc of touched) counts[doc] = 0; // only non-zero when an exception cut the loop short
      this.release(q.known);
    }
    out.sort((a, b) => b.similarity - a.similarity || a.doc - b.doc);
    return out.map((r) => ({ id: this.ids[r.doc], similarity: r.similarity }));
  }

  /** The most similar document (highest J > 0; ties: earliest added), or undefined when none shares a trigram. */
  best(query: string | ReadonlySet<string>): Match | undefined {
    const q = this.prepare(query);
    this.release(q.known);
    if (q.size === 0) return undefined;
    if (this.counts.length < this.docs.length) this.counts = new Int32Array(this.docs.length * 2);
    const touched: number[] = [];
    for (const postings of this.bands) {
      for (const tid of q.known) {
        const list = postings.get(tid);
        if (list === undefined) continue;
        for (let p = 0; p < list.length; p++) {
          const doc = list.data[p];
          if (this.counts[doc]++ === 0) touched.push(doc);
        }
      }
    }
    let best = 0;
    let bestDoc = -1;
    for (const doc of touched) {
      const inter = this.counts[doc];
      this.counts[doc] = 0;
      if (this.removed.has(doc)) continue;
      const sim = jaccardFromCounts(inter, q.size, this.docs[doc].length);
      if (sim > best || (sim === best && doc < bestDoc)) {
        best = sim;
        bestDoc = doc;
      }
    }
    return bestDoc < 0 ? undefined : { id: this.ids[bestDoc], similarity: best };
  }

  /** Query tokens: the full size (unknown trigrams count) and the known ids, marked in `mark`. */
  private prepare(query: string | ReadonlySet<string>): { size: number; known: number[] } {
    const set = typeof query === 'string' ? trigramSet(query) : query;
    if (this.mark.length < this.vocab.size) this.mark = new Uint8Array(this.vocab.size * 2);
    const known: number[] = [];
    for (const t of set) {
      const tid = this.vocab.get(t);
      if (tid !== undefined) {
        known.push(tid);
        this.mark[tid] = 1;
      }
    }
    return { size: set.size, known };
  }

  /**
   * All |Q| query tokens with their posting lists in bands lo..hi, fewest postings first. Trigrams absent
   * from the index (or from these bands) have no postings there: they are the "rarest", lead the order and
   * contribute no candidates, exactly as the prefix-filter argument requires.
   */
  private rarestFirst(q: { size: number; known: number[] }, lo: number, hi: number): { tid: number; n: number; lists: IntList[] }[] {
    const out: { tid: number; n: number; lists: IntList[] }[] = [];
    for (let k = q.known.length; k < q.size; k++) out.push({ tid: -1, n: 0, lists: [] });
    for (const tid of q.known) {
      const lists: IntList[] = [];
      let n = 0;
      for (let b = lo; b <= hi; b++) {
        const list = this.bands[b].get(tid);
        if (list === undefined) continue;
        lists.push(list);
        n += list.length;
      }
      out.push({ tid, n, lists });
    }
    return out.sort((a, b) => a.n - b.n || a.tid - b.tid);
  }

  private overlap(doc: number): number {
    const tokens = this.docs[doc];
    let n = 0;
    for (let i = 0; i < tokens.length; i++) n += this.mark[tokens[i]];
    return n;
  }

  private release(known: number[]): void {
    for (const t of known) this.mark[t] = 0;
  }
}
