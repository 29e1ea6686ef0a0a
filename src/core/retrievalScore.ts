// BM25F's parameters and arithmetic (Robertson & Zaragoza), shared by the index writer (retrievalIndexWrite.ts: each
// term's largest pseudo-frequency, the bound a search prunes by) and the search (retrievalIndex.ts: the scoring
// loop). A term's pseudo-frequency in a document is Σ_f w_f·tf_f / (1 − b_f + b_f·len_f/avg_f); its score is
// idf·tf~·(k1+1)/(k1+tf~), idf = ln(1 + (N − df + 0.5)/(df + 0.5)). Pure.

export const FIELDS = ['title', 'rule', 'tags', 'files', 'body'] as const;
export type FieldName = (typeof FIELDS)[number];
/** A title or the rule (the fix) says what an entry is about; tags and paths are chosen words; the body is context. */
export const FIELD_WEIGHTS: Record<FieldName, number> = { title: 3, rule: 2, tags: 2, files: 1.5, body: 1 };
export const FIELD_B: Record<FieldName, number> = { title: 0.5, rule: 0.5, tags: 0.3, files: 0.3, body: 0.75 };
export const K1 = 1.2;
export const NF = FIELDS.length;

/** The idf of a word held by df of n documents. */
export function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}
const W = FIELDS.map((f) => FIELD_WEIGHTS[f]);
const B = FIELDS.map((f) => FIELD_B[f]);

/** Each field's average length over `n` documents (at least 1). */
export function fieldAverages(lengthSums: readonly number[], n: number): number[] {
  return lengthSums.map((s) => Math.max(1, s / Math.max(1, n)));
}

/** A term's BM25F pseudo-frequency in document `d` from its raw frequency per field (the scoring's own formula). */
export function pseudoTf(raws: readonly number[], lens: ArrayLike<number>, d: number, avg: readonly number[]): number {
  let tf = 0;
  for (let f = 0; f < NF; f++) if (raws[f]) tf += (W[f] * raws[f]) / (1 - B[f] + (B[f] * lens[d * NF + f]) / avg[f]);
  return tf;
}

/** A term's largest pseudo-frequency is kept in 1/TF_BOUND_SCALE steps, rounded up (and one step more). */
export const TF_BOUND_SCALE = 1024;

/**
 * Adds one term's postings (`n` of them in `bytes`: per document the gap, a mask of the fields holding the term and
 * each such field's raw frequency, all varints — retrievalIndexWrite.ts) to the scores of the documents that hold
 * it, skipping masked documents and, given `only`, those it does not mark. The hot loop of a search, mostly run
 * before the JIT has optimised it (a hook is a fresh process): a small function of its own, so it is optimised soon,
 * with the varints decoded inline and the pseudo-frequency written out (pseudoTf's formula, in the same order). It
 * writes one array indexed by document: each page of it first written costs a page fault in a fresh process.
 */
export function scoreList(bytes: Uint8Array, n: number, lens: Uint16Array, masked: Uint8Array | undefined, only: Uint8Array | undefined, base: number, avg: readonly number[], w: number, scores: Float64Array, touched: number[]): void {
  let pos = 0;
  for (let i = 0, d = 0; i < n; i++) {
    let b = bytes[pos++];
    if (b < 0x80) d += b;
    else {
      let v = b & 0x7f;
      let mul = 0x80;
      do {
        b = bytes[pos++];
        v += (b & 0x7f) * mul;
        mul *= 0x80;
      } while (b >= 0x80);
      d += v;
    }
    const mask = bytes[pos++]; // < 2^NF: one byte
    const h = base + d;
    if ((masked !== undefined && masked[d] === 1) || (only !== undefined && only[h] === 0)) {
      for (let bit = 1; bit <= mask; bit <<= 1) if (mask & bit) while (bytes[pos++] >= 0x80);
      continue;
    }
    let tf = 0;
    for (let f = 0, bit = 1; bit <= mask; f++, bit <<= 1) {
      if (!(mask & bit)) continue;
      let raw = bytes[pos++];
      if (raw >= 0x80) {
        let v = raw & 0x7f;
        let mul = 0x80;
        do {
          raw = bytes[pos++];
          v += (raw & 0x7f) * mul;
          mul *= 0x80;
        } while (raw >= 0x80);
        raw = v;
      }
      tf += (W[f] * raw) / (1 - B[f] + (B[f] * lens[d * NF + f]) / avg[f]);
    }
    if (scores[h] === 0) touched.push(h);
    scores[h] += (w * tf) / (K1 + tf);
  }
}

/** Postings per block between two skips, and the shortest list given skips (a shorter one is read whole). */
export const SKIP_BLOCK = 64;
export const SKIP_MIN = 4 * SKIP_BLOCK;

/** A list's skips: block k starts at byte at[k] of the list, its first gap counted from document doc[k] (block 0:
 * 0 and 0). Written after the list as varint pairs, each the difference from the block before. */
export interface Skips {
  doc: Float64Array;
  at: Float64Array;
}

export function readSkips(bytes: Uint8Array, df: number): Skips {
  const blocks = Math.ceil(df / SKIP_BLOCK);
  const doc = new Float64Array(blocks);
  const at = new Float64Array(blocks);
  let pos = 0;
  const next = (): number => {
    let v = 0;
    for (let mul = 1; ; mul *= 0x80) {
      const b = bytes[pos++];
      v += (b & 0x7f) * mul;
      if (b < 0x80) return v;
    }
  };
  for (let k = 1; k < blocks && pos < bytes.length; k++) {
    doc[k] = doc[k - 1] + next();
    at[k] = at[k - 1] + next();
  }
  return { doc, at };
}

/**
 * scoreList for a few documents only: `docs`, this list's document numbers in ascending order, each live. The blocks
 * holding none of them are jumped over by the skips instead of decoded. Given `scores`, each document holding the
 * term gets its part (the documents are already among the touched ones); either way, which of them hold it.
 */
export function scoreSparse(bytes: Uint8Array, n: number, skips: Skips | undefined, docs: readonly number[], lens: Uint16Array, base: number, avg: readonly number[], w: number, scores: Float64Array | undefined): boolean[] {
  const blocks = skips?.doc.length ?? 1;
  const holds = docs.map(() => false);
  let [pos, i, d, blk] = [0, 0, 0, 0];
  docs.forEach((t, at) => {
    let k = blk;
    while (k + 1 < blocks && skips!.doc[k + 1] < t) k++;
    if (k > blk) {
      blk = k;
      if (k * SKIP_BLOCK > i) [pos, d, i] = [skips!.at[k], skips!.doc[k], k * SKIP_BLOCK];
    }
    while (i < n) {
      let p = pos;
      let gap = 0;
      for (let mul = 1; ; mul *= 0x80) {
        const b = bytes[p++];
        gap += (b & 0x7f) * mul;
        if (b < 0x80) break;
      }
      if (d + gap > t) return; // the next posting is past t: t does not hold the term
      d += gap;
      i++;
      const mask = bytes[p++];
      let tf = 0;
      for (let f = 0, bit = 1; bit <= mask; f++, bit <<= 1) {
        if (!(mask & bit)) continue;
        let raw = 0;
        for (let mul = 1; ; mul *= 0x80) {
          const b = bytes[p++];
          raw += (b & 0x7f) * mul;
          if (b < 0x80) break;
        }
        if (d === t) tf += (W[f] * raw) / (1 - B[f] + (B[f] * lens[d * NF + f]) / avg[f]);
      }
      pos = p;
      if (d < t) continue;
      holds[at] = true;
      if (scores) scores[base + d] += (w * tf) / (K1 + tf);
      return;
    }
  });
  return holds;
}
