// The baseline to beat: the approach the seeds describe — compare a new entry against every stored
// entry. To keep the baseline honest (not slow on purpose), each stored entry's trigram set (the
// gate's own trigramSet) is computed once and kept as a sorted array of interned trigram numbers;
// a check then merges the probe's array with every stored one and keeps the best exact Jaccard,
// with the gate's own formula (jaccardFromCounts), so both sides compute bit-identical values.
import { jaccardFromCounts, trigramSet } from '../src/core/gate/trigrams';

export interface BruteMatch {
  /** Best Jaccard found (0 when nothing shares a trigram). */
  similarity: number;
  /** Every stored id reaching that best similarity (ties are possible: exact copies in clusters). */
  ids: string[];
  /** Every stored entry with Jaccard > threshold (when a threshold was given). */
  above: { id: string; similarity: number }[];
}

export class BruteForceScan {
  private readonly ids: string[] = [];
  private readonly grams: Int32Array[] = [];
  private readonly dict = new Map<string, number>();

  private encode(textOrSet: string | ReadonlySet<string>, grow: boolean): Int32Array {
    const set = typeof textOrSet === 'string' ? trigramSet(textOrSet) : textOrSet;
    const out = new Int32Array(set.size);
    let k = 0;
    let unknown = -1; // trigrams never stored: distinct negative numbers, they count in |A| but match nothing
    for (const t of set) {
      let n = this.dict.get(t);
      if (n === undefined) {
        if (grow) this.dict.set(t, (n = this.dict.size));
        else n = unknown--;
      }
      out[k++] = n;
    }
    return out.sort();
  }

  /** Adds a stored entry (its text, or the gate's trigramSet of it). */
  add(id: string, textOrSet: string | ReadonlySet<string>): void {
    this.ids.push(id);
    this.grams.push(this.encode(textOrSet, true));
  }

  get size(): number {
    return this.ids.length;
  }

  best(text: string, threshold = Infinity): BruteMatch {
    const q = this.encode(text, false);
    let best = 0;
    let ids: string[] = [];
    const above: BruteMatch['above'] = [];
    for (let i = 0; i < this.grams.length; i++) {
      const s = this.grams[i];
      let a = 0;
      let b = 0;
      let inter = 0;
      while (a < q.length && b < s.length) {
        const x = q[a];
        const y = s[b];
        if (x === y) {
          inter++;
          a++;
          b++;
        } else if (x < y) a++;
        else b++;
      }
      const j = jaccardFromCounts(inter, q.length, s.length);
      if (j > threshold) above.push({ id: this.ids[i], similarity: j });
      if (j > best) {
        best = j;
        ids = [this.ids[i]];
      } else if (j === best && j > 0) ids.push(this.ids[i]);
    }
    return { similarity: best, ids, above };
  }
}
