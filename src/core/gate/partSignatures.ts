// The pigeonhole part signatures behind `TrigramIndex.searchAbove` at the merge threshold (see the
// header of trigramIndex.ts for why they are exact). If J(Q,X) > t then |Q|/t > |X| > t·|Q| and Q and X
// differ in H < (1−t)/t·|X| trigrams. Split the trigram space into k > (1−t)/t·|X| parts by each trigram's
// hash: in at least k − H parts, Q and X hold exactly the same trigrams, so the same part SIGNATURE (the
// part's number mixed with the sum of its trigrams' hash terms). Documents are grouped in bands of size
// (×1.15 apart), each band with its own k; a document is stored under its k signatures.
import { SignatureTable } from './signatureTable';
import { remix } from './trigramKeys';
import { NEAR_DUPLICATE_JACCARD } from './nearDuplicate';

/** The lowest threshold the signatures answer (the gate's MERGE_THRESHOLD); lower ones use the prefix filter. */
export const SIGNATURE_THRESHOLD = NEAR_DUPLICATE_JACCARD;

/** Band edges: band b holds documents with BAND_START[b] ≤ |X| < BAND_START[b+1]. */
const BAND_START: number[] = [0, 1];
while (BAND_START[BAND_START.length - 1] < 2 ** 30) {
  const last = BAND_START[BAND_START.length - 1];
  BAND_START.push(Math.max(last + 1, Math.ceil(last * 1.15)));
}

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

/** Parts per document of band b: more than (1−t)/t·|X| for the largest |X| of the band, with a margin of one. */
function partsOf(band: number): number {
  const largest = BAND_START[band + 1] - 1;
  return Math.floor(((1 - SIGNATURE_THRESHOLD) / SIGNATURE_THRESHOLD) * largest) + 2;
}

/** The part (0…k−1) a trigram with hash h falls in. */
function partOf(h: number, k: number): number {
  return (h * k * 2.3283064365386963e-10) | 0; // × 2^-32 (exact: a power of two); < k < 2^31, so truncation is the floor
}

function cellKey(sum: number, part: number): number {
  let h = (sum ^ Math.imul(part + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return (h ^ (h >>> 15)) >>> 0;
}

/** A prepared query: |Q| (unknown trigrams included), the known trigrams' hashes, the unknown ones' hashes. */
export interface SignatureQuery {
  size: number;
  hashes: ArrayLike<number>;
  count: number;
  unknownHashes: number[];
}

export class PartSignatures {
  private readonly tables: SignatureTable[] = [];
  private sums = new Int32Array(64);
  private dead = new Uint8Array(64);
  private terms = new Int32Array(256);

  /** Stores a document of the given trigram hashes (distinct trigrams) under its part signatures. */
  add(doc: number, hashes: ArrayLike<number>, count: number): void {
    this.forEachSignature(hashes, count, (band, key) => this.table(band).add(key, doc));
  }

  /** Stores many documents at once (one merge per band). */
  addMany(docs: Iterable<{ doc: number; hashes: ArrayLike<number>; count: number }>): void {
    const byBand = new Map<number, { keys: Uint32Array; docs: Int32Array; n: number }>();
    for (const { doc, hashes, count } of docs) {
      this.forEachSignature(hashes, count, (band, key) => {
        let b = byBand.get(band);
        if (!b) byBand.set(band, (b = { keys: new Uint32Array(1024), docs: new Int32Array(1024), n: 0 }));
        if (b.n === b.keys.length) {
          const keys = new Uint32Array(b.n * 2);
          keys.set(b.keys);
          const grown = new Int32Array(b.n * 2);
          grown.set(b.docs);
          Object.assign(b, { keys, docs: grown });
        }
        b.keys[b.n] = key;
        b.docs[b.n++] = doc;
      });
    }
    for (const [band, b] of byBand) this.table(band).addMany(b.keys, b.docs, b.n);
  }

  /**
   * Documents of size minLen…maxLen sharing enough part signatures with Q to possibly have J > threshold
   * (≥ SIGNATURE_THRESHOLD): X differs from Q in H < (|Q|+|X|)(1−t)/(1+t) trigrams, so at least k − H of its
   * parts equal Q's; fewer shared signatures than that (with one of margin) rule X out. `counts` is scratch
   * (all zero on entry); the documents returned in `out` are left counted, the others reset.
   */
  candidates(q: SignatureQuery, threshold: number, minLen: number, maxLen: number, counts: Int32Array, out: number[]): void {
    const n = q.count;
    if (this.terms.length < n) this.terms = new Int32Array(n * 2);
    const terms = this.terms;
    for (let i = 0; i < n; i++) terms[i] = remix(q.hashes[i]);
    const last = Math.min(bandOf(maxLen), this.tables.length - 1);
    for (let band = bandOf(minLen); band <= last; band++) {
      const table = this.tables[band];
      if (!table || table.size === 0) continue;
      const k = partsOf(band);
      const { sums, dead } = this.scratch(k);
      for (let i = 0; i < n; i++) {
        const p = partOf(q.hashes[i], k);
        sums[p] = (sums[p] + terms[i]) | 0;
      }
      // A part holding a trigram no document has cannot equal any document's part.
      for (const h of q.unknownHashes) dead[partOf(h, k)] = 1;
      const largest = Math.min(maxLen, BAND_START[band + 1] - 1);
      const need = Math.max(1, k - Math.ceil(((q.size + largest) * (1 - threshold)) / (1 + threshold)));
      const found: number[] = [];
      for (let p = 0; p < k; p++) if (!dead[p]) table.count(cellKey(sums[p], p), counts, found);
      for (const doc of found) {
        if (counts[doc] >= need) out.push(doc);
        else counts[doc] = 0;
      }
    }
  }

  private forEachSignature(hashes: ArrayLike<number>, count: number, emit: (band: number, key: number) => void): void {
    if (count === 0) return;
    const band = bandOf(count);
    const k = partsOf(band);
    const { sums } = this.scratch(k);
    for (let i = 0; i < count; i++) {
      const p = partOf(hashes[i], k);
      sums[p] = (sums[p] + remix(hashes[i])) | 0;
    }
    for (let p = 0; p < k; p++) emit(band, cellKey(sums[p], p));
  }

  /** Zeroed scratch arrays for k parts. */
  private scratch(k: number): { sums: Int32Array; dead: Uint8Array } {
    if (this.sums.length < k) {
      this.sums = new Int32Array(k * 2);
      this.dead = new Uint8Array(k * 2);
    }
    this.sums.fill(0, 0, k);
    this.dead.fill(0, 0, k);
    return { sums: this.sums, dead: this.dead };
  }

  private table(band: number): SignatureTable {
    while (this.tables.length <= band) this.tables.push(new SignatureTable());
    return this.tables[band];
  }
}
