// Small pieces of ranking the segment's index uses (retrievalIndex.ts): the k best documents by score, whether two
// index terms are one edit apart (the typo tolerance of a search), and which of a few documents a term's lists hold. Pure.
import { readSkips, scoreSparse } from './retrievalScore';

/** The k highest-scoring documents, best first (ties: the earlier entry first), via a bounded min-heap. */
export function topK(docs: readonly number[], scores: Float64Array, k: number, rank: (h: number) => number): [number, number][] {
  const worse = (a: number, b: number) => scores[a] < scores[b] || (scores[a] === scores[b] && rank(a) > rank(b));
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
    } else if (scores[d] >= scores[heap[0]] && worse(heap[0], d)) {
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

/** One part's postings of a term, as a search holds them (retrievalIndex.ts). */
export interface PartList {
  part: { base: number; index: { totals: { docs: number }; lengths(): Uint16Array } };
  bytes: Uint8Array;
  count: number;
  skips?: Uint8Array;
}

/** Each list's share of the documents `docs` (handles): which of them (with their places in `docs`, by handle) and the
 * same as the list's own document numbers, both ascending. */
export function* inParts<L extends PartList>(lists: readonly L[], docs: readonly number[]): Generator<{ list: L; mine: { h: number; at: number }[]; local: number[] }> {
  for (const list of lists) {
    const end = list.part.base + list.part.index.totals.docs;
    const mine = docs.map((h, at) => ({ h, at })).filter(({ h }) => h >= list.part.base && h < end);
    mine.sort((a, b) => a.h - b.h);
    if (mine.length) yield { list, mine, local: mine.map(({ h }) => h - list.part.base) };
  }
}

/** Which of the documents `docs` (handles, a few) a term's lists hold, by their skips. */
export function holding(lists: readonly PartList[], docs: readonly number[], avg: readonly number[]): boolean[] {
  const out = docs.map(() => false);
  for (const { list, mine, local } of inParts(lists, docs)) {
    const holds = scoreSparse(list.bytes, list.count, list.skips && readSkips(list.skips, list.count), local, list.part.index.lengths(), list.part.base, avg, 0, undefined);
    mine.forEach(({ at }, j) => (out[at] = holds[j]));
  }
  return out;
}
