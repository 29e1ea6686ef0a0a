// Writes the full-text sections of a search segment (read by retrievalIndex.ts): the term dictionary, the postings
// (per term, documents in order: document gap, a mask of the fields holding the term, each such field's raw
// frequency, all varints; after a long list, its skips), every document's field lengths (u16, saturating) and the
// one-edit groups. Pure.
import { LETTERS, fuzzyKey, type DocTerms, type IndexTotals } from './retrievalIndex';
import { FIELDS, SKIP_BLOCK, SKIP_MIN, TF_BOUND_SCALE, fieldAverages, pseudoTf } from './retrievalScore';
import { ByteWriter, bytesOf, utf8, writeTable } from './segmentBytes';

const NF = FIELDS.length;
const U16_MAX = 0xffff;

/** A growable Int32Array (a number[] of 10M ids would be twice the memory, transiently). */
class IntBuffer {
  data = new Int32Array(1 << 16);
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

/** The index sections of documents in order; `null` is a document that is not searched (it keeps its number). */
export function writeIndex(documents: Iterable<DocTerms | null>): { sections: Record<string, Uint8Array>; totals: IndexTotals } {
  const vocab = new Map<string, number>();
  const terms: string[] = [];
  const stream = new IntBuffer(); // per indexed document: doc, distinct terms, then per term: id, field mask, tfs
  const lens = new IntBuffer();
  const flags = new IntBuffer();
  const lengthSums = new Array<number>(NF).fill(0);
  // Per document: the distinct terms in first-seen order and their frequency per field (stamp/slot by term id).
  let stamp = new Int32Array(1 << 12).fill(-1);
  let slot = new Int32Array(1 << 12);
  const touched: number[] = [];
  let tf = new Int32Array(1 << 12);
  let docs = 0;
  for (const doc of documents) {
    const d = docs++;
    flags.push(doc ? 1 : 0);
    for (let f = 0; f < NF; f++) {
      const n = doc ? (doc[f] ?? []).length : 0;
      lens.push(Math.min(n, U16_MAX));
      lengthSums[f] += Math.min(n, U16_MAX);
    }
    if (!doc) continue;
    touched.length = 0;
    for (let f = 0; f < NF; f++) {
      for (const t of doc[f] ?? []) {
        let id = vocab.get(t);
        if (id === undefined) {
          vocab.set(t, (id = terms.length));
          terms.push(t);
          if (id >= stamp.length) {
            const grown = new Int32Array(stamp.length * 2).fill(-1);
            grown.set(stamp);
            stamp = grown;
            const s2 = new Int32Array(slot.length * 2);
            s2.set(slot);
            slot = s2;
          }
        }
        if (stamp[id] !== d) {
          stamp[id] = d;
          slot[id] = touched.length;
          touched.push(id);
          if (touched.length * NF > tf.length) {
            const t2 = new Int32Array(tf.length * 2);
            t2.set(tf);
            tf = t2;
          }
          tf.fill(0, (touched.length - 1) * NF, touched.length * NF);
        }
        tf[slot[id] * NF + f]++;
      }
    }
    stream.push(d);
    stream.push(touched.length);
    for (let k = 0; k < touched.length; k++) {
      stream.push(touched[k]);
      let mask = 0;
      for (let f = 0; f < NF; f++) if (tf[k * NF + f]) mask |= 1 << f;
      stream.push(mask);
      for (let f = 0; f < NF; f++) if (tf[k * NF + f]) stream.push(Math.min(tf[k * NF + f], U16_MAX));
    }
  }
  // Term-major: count each term's postings and ints, then scatter the stream into one array per term, in place.
  const V = terms.length;
  const df = new Uint32Array(V);
  const size = new Uint32Array(V + 1);
  const walk = (each: (doc: number, id: number, at: number, n: number) => void) => {
    for (let i = 0; i < stream.length; ) {
      const doc = stream.data[i];
      const k = stream.data[i + 1];
      i += 2;
      for (let j = 0; j < k; j++) {
        const mask = stream.data[i + 1];
        let n = 2;
        for (let f = 0; f < NF; f++) if (mask & (1 << f)) n++;
        each(doc, stream.data[i], i, n);
        i += n;
      }
    }
  };
  walk((_, id, __, n) => {
    df[id]++;
    size[id + 1] += n; // doc, mask, tfs (the id slot carries the doc)
  });
  for (let t = 0; t < V; t++) size[t + 1] += size[t];
  const byTerm = new Int32Array(size[V]);
  const cursor = size.slice(0, V);
  walk((doc, id, at, n) => {
    byTerm[cursor[id]] = doc;
    byTerm.set(stream.data.subarray(at + 1, at + n), cursor[id] + 1);
    cursor[id] += n;
  });
  // Each term's largest BM25F pseudo-frequency over its documents, at this part's own field averages: the bound
  // that lets a search skip what cannot reach its floor (Bm25fIndex.top).
  let indexed = 0;
  for (let d = 0; d < flags.length; d++) indexed += flags.data[d];
  const avg = fieldAverages(lengthSums, indexed);
  const lensAll = lens.data;
  const raws = new Array<number>(NF).fill(0);
  const post = new ByteWriter();
  const rows: [string, Uint8Array][] = [];
  const order = terms.map((_, i) => i).sort((a, b) => (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
  const value = new ByteWriter();
  const skips = new ByteWriter();
  for (const id of order) {
    const at = post.length;
    let last = 0;
    let most = 0;
    // A long list's skips: where each block of SKIP_BLOCK postings after the first starts (retrievalScore.ts).
    skips.length = 0;
    let n = 0;
    let [skipDoc, skipAt] = [0, 0];
    for (let i = size[id]; i < size[id + 1]; n++) {
      const doc = byTerm[i];
      const mask = byTerm[i + 1];
      if (n > 0 && n % SKIP_BLOCK === 0 && df[id] >= SKIP_MIN) {
        skips.varint(last - skipDoc);
        skips.varint(post.length - at - skipAt);
        [skipDoc, skipAt] = [last, post.length - at];
      }
      post.varint(doc - last);
      post.varint(mask);
      last = doc;
      i += 2;
      for (let f = 0; f < NF; f++) raws[f] = mask & (1 << f) ? byTerm[i++] : 0;
      for (let f = 0; f < NF; f++) if (raws[f]) post.varint(raws[f]);
      most = Math.max(most, pseudoTf(raws, lensAll, doc, avg));
    }
    const len = post.length - at;
    if (skips.length) post.bytes(skips.done());
    value.length = 0;
    value.varint(at);
    value.varint(len);
    value.varint(df[id]);
    value.varint(Math.ceil(most * TF_BOUND_SCALE) + 1);
    value.varint(post.length - at - len);
    rows.push([terms[id], value.done()]);
  }
  const groups = new Map<string, string[]>();
  for (const t of terms) {
    if (t.length < 4 || !LETTERS.test(t)) continue;
    const list = groups.get(fuzzyKey(t));
    if (list) list.push(t);
    else groups.set(fuzzyKey(t), [t]);
  }
  const fuzzy = [...groups].map(([k, list]): [string, Uint8Array] => [k, utf8(list.sort().join('\n'))]);
  const sections = {
    dict: writeTable(rows),
    post: post.done(),
    len: bytesOf(Uint16Array.from(lens.data.subarray(0, lens.length))),
    flags: Uint8Array.from(flags.data.subarray(0, flags.length)),
    fuzzy: writeTable(fuzzy),
  };
  return { sections, totals: { docs, lengthSums, indexed } };
}
