// A compact BM25F inverted index: one vocabulary map, and every posting list laid end to end in two typed
// arrays (document numbers, and the document's field-weighted, length-normalised term frequency). Pure.
//
// BM25F (Robertson & Zaragoza): a term's pseudo-frequency in a document is Σ_f w_f·tf_f / (1 − b_f + b_f·len_f/avg_f);
// its score is idf·tf~·(k1+1)/(k1+tf~), idf = ln(1 + (N − df + 0.5)/(df + 0.5)). The pseudo-frequency does not
// depend on the query, so it is computed once at build time and a query only adds up stored numbers.
export const FIELDS = ['title', 'rule', 'tags', 'files', 'body'] as const;
export type FieldName = (typeof FIELDS)[number];
/** A title or the rule (the fix) says what an entry is about; tags and paths are chosen words; the body is context. */
export const FIELD_WEIGHTS: Record<FieldName, number> = { title: 3, rule: 2, tags: 2, files: 1.5, body: 1 };
const FIELD_B: Record<FieldName, number> = { title: 0.5, rule: 0.5, tags: 0.3, files: 0.3, body: 0.75 };
export const K1 = 1.2;
const LETTERS = /^\p{L}+$/u;

/** One document: the terms of each field, in FIELDS order. */
export type DocTerms = readonly (readonly string[])[];

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

export class Bm25fIndex {
  readonly size: number;
  private readonly vocab = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly offsets: Uint32Array;
  private readonly docs: Uint32Array;
  private readonly freqs: Float32Array;
  private readonly scores: Float64Array;
  private readonly covered: Float64Array;
  private readonly counted: Float64Array;
  private byLength?: Map<string, number[]>;
  private sorted?: number[];

  constructor(documents: Iterable<DocTerms>) {
    const ids = new IntBuffer();
    const bounds = new IntBuffer(); // per document and field: where its ids end in `ids`
    const lengthSum = new Float64Array(FIELDS.length);
    let n = 0;
    for (const doc of documents) {
      FIELDS.forEach((_, f) => {
        for (const t of doc[f] ?? []) {
          let id = this.vocab.get(t);
          if (id === undefined) {
            id = this.terms.length;
            this.vocab.set(t, id);
            this.terms.push(t);
          }
          ids.push(id);
        }
        lengthSum[f] += (doc[f] ?? []).length;
        bounds.push(ids.length);
      });
      n++;
    }
    this.size = n;
    this.scores = new Float64Array(n);
    this.covered = new Float64Array(n);
    this.counted = new Float64Array(n);
    const avg = FIELDS.map((_, f) => Math.max(1, lengthSum[f] / Math.max(1, n)));
    const V = this.terms.length;
    const df = new Uint32Array(V + 1);
    const last = new Int32Array(V).fill(-1);
    for (let d = 0, start = 0; d < n; d++) {
      const end = bounds.data[d * FIELDS.length + FIELDS.length - 1];
      for (let i = start; i < end; i++) {
        const id = ids.data[i];
        if (last[id] !== d) {
          last[id] = d;
          df[id]++;
        }
      }
      start = end;
    }
    this.offsets = new Uint32Array(V + 1);
    for (let t = 0; t < V; t++) this.offsets[t + 1] = this.offsets[t] + df[t];
    this.docs = new Uint32Array(this.offsets[V]);
    this.freqs = new Float32Array(this.offsets[V]);
    const cursor = this.offsets.slice(0, V);
    const acc = new Float64Array(V);
    const touched: number[] = [];
    for (let d = 0, start = 0; d < n; d++) {
      for (let f = 0; f < FIELDS.length; f++) {
        const end = bounds.data[d * FIELDS.length + f];
        const name = FIELDS[f];
        const norm = FIELD_WEIGHTS[name] / (1 - FIELD_B[name] + (FIELD_B[name] * (end - start)) / avg[f]);
        for (let i = start; i < end; i++) {
          const id = ids.data[i];
          if (acc[id] === 0) touched.push(id);
          acc[id] += norm;
        }
        start = end;
      }
      for (const id of touched) {
        this.docs[cursor[id]] = d;
        this.freqs[cursor[id]++] = acc[id];
        acc[id] = 0;
      }
      touched.length = 0;
    }
  }

  termId(term: string): number | undefined {
    return this.vocab.get(term);
  }

  /** How many documents hold the term. */
  df(id: number): number {
    return this.offsets[id + 1] - this.offsets[id];
  }

  idf(id: number): number {
    const df = this.df(id);
    return Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
  }

  /** Vocabulary words (letters only) one edit (insert, delete, substitute, swap) away with the same first
   * letter; only asked for long words. Words are grouped by first letter and length, so a lookup reads a few
   * hundred candidates, not the whole vocabulary. */
  fuzzy(term: string): number[] {
    if (!this.byLength) {
      this.byLength = new Map();
      this.terms.forEach((t, id) => {
        if (t.length < 4 || !LETTERS.test(t)) return;
        const key = `${t[0]}${t.length}`;
        const list = this.byLength!.get(key);
        if (list) list.push(id);
        else this.byLength!.set(key, [id]);
      });
    }
    const out: number[] = [];
    if (!LETTERS.test(term)) return out;
    for (let len = term.length - 1; len <= term.length + 1; len++) for (const id of this.byLength.get(`${term[0]}${len}`) ?? []) if (oneEditApart(term, this.terms[id])) out.push(id);
    return out;
  }

  /** Vocabulary terms that start with `prefix` (at most `max`, in code-point order). */
  prefixed(prefix: string, max: number): number[] {
    this.sorted ??= this.terms.map((_, i) => i).sort((a, b) => (this.terms[a] < this.terms[b] ? -1 : 1));
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.terms[this.sorted[mid]] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < this.sorted.length && out.length < max && this.terms[this.sorted[i]].startsWith(prefix); i++) out.push(this.sorted[i]);
    return out;
  }

  /** Score every document holding any of the weighted terms; the best `k` as [doc, score, mass, count], best
   * first. `mass` and `count` are the sums of those of the query terms the document holds (how much of the query
   * it explains, and by how many words). */
  top(query: readonly { id: number; weight: number; mass?: number; count?: number }[], k: number): [number, number, number, number][] {
    const { scores, covered, counted } = this;
    const touched: number[] = [];
    for (const { id, weight, mass = 0, count = 0 } of query) {
      const w = weight * this.idf(id) * (K1 + 1);
      for (let p = this.offsets[id], end = this.offsets[id + 1]; p < end; p++) {
        const d = this.docs[p];
        const tf = this.freqs[p];
        if (scores[d] === 0) touched.push(d);
        scores[d] += (w * tf) / (K1 + tf);
        covered[d] += mass;
        counted[d] += count;
      }
    }
    const best = topK(touched, scores, k).map(([d, s]): [number, number, number, number] => [d, s, covered[d], counted[d]]);
    for (const d of touched) scores[d] = covered[d] = counted[d] = 0;
    return best;
  }
}

/** The k highest-scoring documents, best first (ties: lower document number first), via a bounded min-heap. */
function topK(docs: readonly number[], scores: Float64Array, k: number): [number, number][] {
  const worse = (a: number, b: number) => scores[a] < scores[b] || (scores[a] === scores[b] && a > b);
  const heap: number[] = [];
  for (const d of docs) {
    if (heap.length < k) {
      heap.push(d);
      for (let i = heap.length - 1; i > 0; ) {
        const p = (i - 1) >> 1;
        if (!worse(heap[i], heap[p])) break;
        [heap[i], heap[p]] = [heap[p], heap[i]];
        i = p;
      }
    } else if (worse(heap[0], d)) {
      heap[0] = d;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && worse(heap[l], heap[m])) m = l;
        if (r < heap.length && worse(heap[r], heap[m])) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m], heap[i]];
        i = m;
      }
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0)).map((d) => [d, scores[d]]);
}

/** True when a and b differ by exactly one insertion, deletion, substitution or adjacent swap. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, xi: number, y: string, yi: number) => {
    while (xi < x.length && yi < y.length && x[xi] === y[yi]) [xi, yi] = [xi + 1, yi + 1];
    return xi === x.length && yi === y.length;
  };
  if (a.length === b.length) return rest(a, i + 1, b, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2, b, i + 2));
  return a.length > b.length ? rest(a, i + 1, b, i) : rest(a, i, b, i + 1);
}
