// Indexed near-duplicate search over character trigrams (DESIGN.md: "the indexed near-duplicate search,
// where the speed comes from"). Exact: it returns what a brute-force Jaccard scan returns, only faster.
//
// Every trigram is interned to an integer (trigramKeys.ts, trigramVocab.ts); each document is a sorted
// Int32Array of its trigram ids, with an inverted list per trigram.
//  - `searchAbove(q, t)` for t ≥ 0.85 (the gate's merge threshold) uses PIGEONHOLE part signatures
//    (partSignatures.ts): fewer than k trigrams differ between Q and any X with J > t, so with the trigram
//    space split in k parts, Q and X agree exactly on several parts — the same part signatures. A check
//    computes Q's signatures for the two to four size bands its length admits and looks them up (a few
//    hundred lookups instead of reading posting lists), then verifies the candidates exactly. A hash
//    collision can only add a candidate (verification drops it), never lose one.
//  - below 0.85 it falls back to the PREFIX filter: X must share one of Q's |Q|−⌊t·|Q|⌋+1 rarest trigrams;
//    those posting lists are scanned (length filter first), a COUNT filter drops candidates that could not
//    reach the overlap even holding every unprobed trigram, and the survivors are verified.
//  - `best(q)` (the nearest document, for the admission signal Novelty) counts overlaps with one pass over
//    Q's posting lists (one increment per posting), giving the exact |Q∩X| of every document sharing a trigram.
// Floating point: every J is computed as I/(|A|+|B|−I) by `jaccardFromCounts`; integer bounds carry a
// token of margin, so rounding never prunes a document the brute-force scan would report.
import { PartSignatures, SIGNATURE_THRESHOLD } from './partSignatures';
import { DocumentTokens, PostingList } from './postingList';
import { TrigramBuffer, hashPair, hashString } from './trigramKeys';
import { TrigramVocab } from './trigramVocab';
import { jaccardFromCounts } from './trigrams';

export interface Match {
  id: string;
  similarity: number;
}

/** A prepared query: |Q| (unknown trigrams included), the known trigram ids (marked), the unknown ones' hashes. */
interface Query {
  size: number;
  known: number[];
  unknownHashes: number[];
}

export class TrigramIndex {
  private readonly vocab = new TrigramVocab();
  private readonly postings: PostingList[] = [];
  /** Scratch for decoded posting lists. */
  private decoded = new Int32Array(1024);
  private readonly signatures = new PartSignatures();
  private readonly ids: string[] = [];
  private readonly docs = new DocumentTokens();
  private readonly removed = new Set<number>();
  private readonly byId = new Map<string, number>();
  private mark = new Uint8Array(1024);
  private counts = new Int32Array(1024);
  private readonly buffer = new TrigramBuffer();
  private qHash = new Uint32Array(256);

  /** Number of live documents. */
  get size(): number {
    return this.ids.length - this.removed.size;
  }

  /** Adds a document (its text, or a trigram set made by `trigramSet`). Re-adding an id replaces it. */
  add(id: string, textOrSet: string | ReadonlySet<string>): void {
    const { doc, tokens } = this.newDoc(id, textOrSet);
    for (let i = 0; i < tokens.length; i++) this.postings[tokens[i]].push(doc);
    this.signatures.add(doc, this.hashesOf(tokens), tokens.length);
  }

  /** Adds many documents at once: signatures are merged in one sort per band, posting lists trimmed to size once. */
  addAll(items: Iterable<readonly [string, string | ReadonlySet<string>]>): void {
    const signed = (function* (index: TrigramIndex) {
      for (const [id, input] of items) {
        const { doc, tokens } = index.newDoc(id, input);
        for (let i = 0; i < tokens.length; i++) index.postings[tokens[i]].push(doc);
        yield { doc, hashes: index.hashesOf(tokens), count: tokens.length };
      }
    })(this);
    this.signatures.addMany(signed);
    for (const list of this.postings) list.trim();
  }

  /** Removes a document (tombstoned: its postings and signatures are skipped, not rewritten). */
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
    const touched: number[] = [];
    try {
      if (q.size === 0) return [];
      // LENGTH bounds on integers, one token of margin each way (J > t needs t·|Q| < |X| < |Q|/t).
      const minLen = Math.max(1, Math.floor(threshold * q.size) - 1);
      const maxLen = Math.ceil(q.size / threshold) + 1;
      if (threshold >= SIGNATURE_THRESHOLD) this.signatureCandidates(q, threshold, minLen, maxLen, touched);
      else this.prefixCandidates(q, threshold, minLen, maxLen, touched);
      for (const doc of touched) {
        this.counts[doc] = 0;
        const x = this.docs.sizes[doc];
        if (x < minLen || x > maxLen || this.removed.has(doc)) continue;
        if (Math.min(q.size, x) / Math.max(q.size, x) <= threshold) continue;
        const sim = jaccardFromCounts(this.overlap(doc), q.size, x);
        if (sim > threshold) out.push({ doc, similarity: sim });
      }
    } finally {
      for (const doc of touched) this.counts[doc] = 0;
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
    const counts = this.counts;
    const touched: number[] = [];
    for (const tid of q.known) {
      const data = this.decode(this.postings[tid]);
      const length = this.postings[tid].count;
      for (let p = 0; p < length; p++) if (counts[data[p]]++ === 0) touched.push(data[p]);
    }
    let best = 0;
    let bestDoc = -1;
    for (const doc of touched) {
      const inter = counts[doc];
      counts[doc] = 0;
      if (this.removed.has(doc)) continue;
      const sim = jaccardFromCounts(inter, q.size, this.docs.sizes[doc]);
      if (sim > best || (sim === best && doc < bestDoc)) {
        best = sim;
        bestDoc = doc;
      }
    }
    return bestDoc < 0 ? undefined : { id: this.ids[bestDoc], similarity: best };
  }

  private signatureCandidates(q: Query, threshold: number, minLen: number, maxLen: number, touched: number[]): void {
    const n = q.known.length;
    if (this.qHash.length < n) this.qHash = new Uint32Array(n * 2);
    const hashes = this.vocab.hashes;
    for (let i = 0; i < n; i++) this.qHash[i] = hashes[q.known[i]];
    const sq = { size: q.size, hashes: this.qHash, count: n, unknownHashes: q.unknownHashes };
    this.signatures.candidates(sq, threshold, minLen, maxLen, this.counts, touched);
  }

  /** Candidates sharing one of Q's rarest trigrams (prefix filter), pruned by length and by count. */
  private prefixCandidates(q: Query, threshold: number, minLen: number, maxLen: number, touched: number[]): void {
    const prefix = q.size - Math.min(q.size, Math.max(1, Math.floor(threshold * q.size))) + 1;
    const lists = q.known.map((tid) => this.postings[tid]).sort((a, b) => a.count - b.count);
    // Unknown trigrams have no postings: they are the rarest and lead the prefix.
    const probed = Math.max(0, prefix - q.unknownHashes.length);
    const { counts } = this;
    const lengths = this.docs.sizes;
    const found: number[] = [];
    for (let k = 0; k < probed && k < lists.length; k++) {
      const data = this.decode(lists[k]);
      const length = lists[k].count;
      for (let p = 0; p < length; p++) {
        const doc = data[p];
        const x = lengths[doc];
        if (x < minLen || x > maxLen) continue;
        if (counts[doc]++ === 0) found.push(doc);
      }
    }
    const rest = q.size - prefix;
    const f = threshold / (1 + threshold);
    for (const doc of found) {
      // COUNT filter, with one token to spare against rounding; dropped documents are reset here.
      if (counts[doc] + rest < Math.floor(f * (q.size + lengths[doc])) - 1) counts[doc] = 0;
      else touched.push(doc);
    }
  }

  /** Interns a document's trigrams and records it; postings and signatures are added by the caller. */
  private newDoc(id: string, input: string | ReadonlySet<string>): { doc: number; tokens: Int32Array } {
    this.remove(id);
    const tids: number[] = [];
    const take = (tid: number): void => {
      if (tid === this.postings.length) {
        this.postings.push(new PostingList());
        if (tid >= this.mark.length) {
          const mark = new Uint8Array(this.mark.length * 2);
          mark.set(this.mark);
          this.mark = mark;
        }
      }
      if (this.mark[tid]) return;
      this.mark[tid] = 1;
      tids.push(tid);
    };
    const b = this.scan(input);
    for (let i = 0; i < b.n; i++) take(this.vocab.internPair(b.his[i], b.los[i]));
    for (const t of b.astral) take(this.vocab.internString(t));
    const tokens = Int32Array.from(tids).sort();
    this.release(tids);
    const doc = this.docs.push(tokens);
    this.ids.push(id);
    this.byId.set(id, doc);
    if (this.counts.length < this.ids.length) this.counts = new Int32Array(this.ids.length * 2);
    return { doc, tokens };
  }

  /** The trigram hashes of a document's tokens. */
  private hashesOf(tokens: Int32Array): Uint32Array {
    const hashes = this.vocab.hashes;
    const out = new Uint32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) out[i] = hashes[tokens[i]];
    return out;
  }

  private scan(input: string | ReadonlySet<string>): TrigramBuffer {
    return typeof input === 'string' ? this.buffer.fill(input) : this.buffer.fillFromSet(input);
  }

  /** Query trigrams: the distinct known ids (marked in `mark`) and the distinct unknown ones' hashes. */
  private prepare(query: string | ReadonlySet<string>): Query {
    const known: number[] = [];
    const unknownHashes: number[] = [];
    const { mark, vocab } = this;
    const b = this.scan(query);
    let unknownPairs: Set<number> | undefined;
    for (let i = 0; i < b.n; i++) {
      const tid = vocab.getPair(b.his[i], b.los[i]);
      if (tid >= 0) {
        if (mark[tid] === 0) {
          mark[tid] = 1;
          known.push(tid);
        }
        continue;
      }
      const key = b.his[i] * 2_147_483_648 + b.los[i];
      if ((unknownPairs ??= new Set()).has(key)) continue;
      unknownPairs.add(key);
      unknownHashes.push(hashPair(b.his[i], b.los[i]));
    }
    const unknownStrings = new Set<string>();
    for (const t of b.astral) {
      const tid = vocab.getString(t);
      if (tid < 0) {
        if (!unknownStrings.has(t)) unknownHashes.push(hashString(t));
        unknownStrings.add(t);
      } else if (mark[tid] === 0) {
        mark[tid] = 1;
        known.push(tid);
      }
    }
    return { size: known.length + unknownHashes.length, known, unknownHashes };
  }

  /** A posting list's documents, decoded into the shared scratch array. */
  private decode(list: PostingList): Int32Array {
    if (this.decoded.length < list.count) this.decoded = new Int32Array(list.count * 2);
    list.decode(this.decoded);
    return this.decoded;
  }

  private overlap(doc: number): number {
    return this.docs.overlap(doc, this.mark);
  }

  private release(known: number[]): void {
    for (const t of known) this.mark[t] = 0;
  }
}
