// Character trigrams and exact Jaccard similarity, the near-duplicate measure of the gate.
import { normalize } from './normalize';

/**
 * The set of character trigrams of the normalized text.
 *
 * Padding: the normalized text is wrapped in ONE space on each side (" text "), then every window of
 * three consecutive Unicode code points (not UTF-16 units, so CJK and emoji count as one character
 * each) is a trigram. Word edges therefore produce trigrams of their own (" ab", "ab "), which keeps
 * short texts comparable. Examples: "ab" → {" ab", "ab "}; "a" → {" a "}; "" → {} (empty set).
 * Chinese "不要用" → {" 不要", "不要用", "要用 "}.
 */
export function trigramSet(text: string): Set<string> {
  const norm = normalize(text);
  const out = new Set<string>();
  if (norm.length === 0) return out;
  const cps = Array.from(` ${norm} `);
  for (let i = 0; i + 3 <= cps.length; i++) out.add(cps[i] + cps[i + 1] + cps[i + 2]);
  return out;
}

/** Size of the intersection, iterating the smaller set. */
export function intersectionSize(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let n = 0;
  for (const t of small) if (large.has(t)) n++;
  return n;
}

/**
 * Exact Jaccard |A∩B| / |A∪B| computed as I / (|A| + |B| − I), the one formula both the brute-force
 * scan and the index use, so their floating-point results are identical. Two empty sets → 0 (empty
 * text is never a duplicate of anything; the gate rejects it before it gets here).
 */
export function jaccardFromCounts(inter: number, sizeA: number, sizeB: number): number {
  const union = sizeA + sizeB - inter;
  return union === 0 ? 0 : inter / union;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  return jaccardFromCounts(intersectionSize(a, b), a.size, b.size);
}

/** Jaccard of two texts' trigram sets. */
export function textSimilarity(a: string, b: string): number {
  return jaccard(trigramSet(a), trigramSet(b));
}
