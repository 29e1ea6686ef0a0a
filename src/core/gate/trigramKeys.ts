// Trigram keys: the trigrams of `trigramSet` (trigrams.ts) as numbers wherever possible, so the index
// interns and hashes them without building a string per window. One key per distinct trigram string and
// one trigram string per key, so a set of keys is exactly the trigram set, element for element.
//
// A window of three code points all below 2^17 (every script in use, CJK included) is a 51-bit number held
// as two small integers; any other window (a code point at or above 2^17, e.g. an emoji) is the trigram's
// own string. The two kinds are kept apart, so no collision.
import { normalize } from './normalize';

const SPAN = 131_072; // 2^17
const SPACE = 32;

/**
 * The trigram windows of one text, reused from text to text (nothing is allocated per trigram): a window
 * whose code points are all below 2^17 is the 51-bit number (c0·2^17 + c1)·2^17 + c2 kept as two small
 * integers his[i] = c0·2^3 + ⌊c1/2^14⌋ (20 bits) and los[i] = (c1 mod 2^14)·2^17 + c2 (31 bits); any other
 * window is its string in `astral`.
 */
export class TrigramBuffer {
  his = new Int32Array(256);
  los = new Int32Array(256);
  n = 0;
  astral: string[] = [];

  /** Every window of " normalize(text) " (repeats included), the windows `trigramSet` makes, in order. */
  fill(text: string): this {
    this.n = 0;
    this.astral.length = 0;
    const s = normalize(text);
    if (s.length === 0) return this;
    if (this.his.length < s.length + 2) {
      this.his = new Int32Array(s.length * 2 + 2);
      this.los = new Int32Array(s.length * 2 + 2);
    }
    // Code points as `Array.from` reads them (`codePointAt`: a surrogate pair is one, a lone surrogate itself).
    let p0 = -1;
    let p1 = SPACE; // the leading pad
    let seen = 1;
    for (let i = 0; i <= s.length; i++) {
      const c = i === s.length ? SPACE : (s.codePointAt(i) as number); // the trailing pad last
      if (c > 0xffff) i++;
      if (seen >= 2) this.push(p0, p1, c);
      p0 = p1;
      p1 = c;
      seen++;
    }
    return this;
  }

  /** The trigrams of a set made by `trigramSet` (three code points each). */
  fillFromSet(set: ReadonlySet<string>): this {
    this.n = 0;
    this.astral.length = 0;
    if (this.his.length < set.size) {
      this.his = new Int32Array(set.size * 2);
      this.los = new Int32Array(set.size * 2);
    }
    const cps = [0, 0, 0, 0];
    for (const t of set) {
      let n = 0;
      for (let i = 0; i < t.length && n < 4; i += cps[n++] > 0xffff ? 2 : 1) cps[n] = t.codePointAt(i) as number;
      if (n === 3) this.push(cps[0], cps[1], cps[2]);
      else this.astral.push(t);
    }
    return this;
  }

  private push(c0: number, c1: number, c2: number): void {
    if (c0 < SPAN && c1 < SPAN && c2 < SPAN) {
      this.his[this.n] = c0 * 8 + (c1 >>> 14);
      this.los[this.n++] = (c1 & 0x3fff) * SPAN + c2;
    } else this.astral.push(String.fromCodePoint(c0, c1, c2));
  }
}

function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A well-mixed unsigned 32-bit hash of a (hi, lo) trigram (deterministic; distinct trigrams may share one). */
export function hashPair(hi: number, lo: number): number {
  return mix32(lo ^ Math.imul(mix32(hi + 0x3c6ef372), 0x9e3779b1));
}

/** The same for a trigram kept as a string. */
export function hashString(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return mix32(h ^ 0x5bd1e995);
}

/** A second, independent mix of a trigram's hash (a part's signature is the sum of these). */
export function remix(h: number): number {
  return mix32(Math.imul(h ^ 0x27d4eb2f, 0x165667b1) + 0x61c88647);
}
