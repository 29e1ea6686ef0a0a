// One near-duplicate check without an index: the exact Jaccard of the query with every text, computed
// while reading each text once. A capture process makes a single check against its scope, and building
// the index (postings, part signatures) for one query costs more than this scan; `TrigramIndex` gives the
// same answers when many checks are made against the same texts.
import { TrigramBuffer } from './trigramKeys';
import { TrigramVocab } from './trigramVocab';
import { jaccardFromCounts } from './trigrams';
import type { Match } from './trigramIndex';

export interface ScanResult {
  /** Every text with J > threshold, most similar first (ties: earlier first) — `TrigramIndex.searchAbove`. */
  above: Match[];
  /** The most similar text with J > 0 (ties: earlier first) — `TrigramIndex.best`. */
  best?: Match;
}

export function scanTexts(texts: Iterable<{ id: string; text: string }>, query: string, threshold: number): ScanResult {
  const vocab = new TrigramVocab();
  const buffer = new TrigramBuffer();
  let inQuery = new Uint8Array(1024);
  let stamp = new Int32Array(1024);
  /** Distinct trigram ids of one text: `onNew(id)` for each the first time it is seen in that text. */
  const distinct = (text: string, pass: number, onNew: (id: number) => void): void => {
    const b = buffer.fill(text);
    const take = (id: number): void => {
      if (id >= stamp.length) {
        const grownStamp = new Int32Array(stamp.length * 2 > id ? stamp.length * 2 : id * 2);
        grownStamp.set(stamp);
        stamp = grownStamp;
        const grownQuery = new Uint8Array(grownStamp.length);
        grownQuery.set(inQuery);
        inQuery = grownQuery;
      }
      if (stamp[id] === pass) return;
      stamp[id] = pass;
      onNew(id);
    };
    for (let i = 0; i < b.n; i++) take(vocab.internPair(b.his[i], b.los[i]));
    for (const t of b.astral) take(vocab.internString(t));
  };
  let qSize = 0;
  distinct(query, 1, (id) => {
    inQuery[id] = 1;
    qSize++;
  });
  const above: (Match & { at: number })[] = [];
  let best: Match | undefined;
  if (qSize === 0) return { above: [] };
  let at = 0;
  for (const { id, text } of texts) {
    at++;
    let size = 0;
    let inter = 0;
    distinct(text, at + 1, (t) => {
      size++;
      inter += inQuery[t];
    });
    if (inter === 0) continue;
    const similarity = jaccardFromCounts(inter, qSize, size);
    if (similarity > threshold) above.push({ id, similarity, at });
    if (!best || similarity > best.similarity) best = { id, similarity };
  }
  above.sort((a, b) => b.similarity - a.similarity || a.at - b.at);
  return { above: above.map(({ id, similarity }) => ({ id, similarity })), best };
}
