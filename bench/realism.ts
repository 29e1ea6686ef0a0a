// How close the generated learnings are to real ones, by the statistics the near-duplicate index is
// sensitive to: nearest-neighbour Jaccard, and how common a text's rarest trigrams are (the index
// probes the rarest 15%). Compared on equal counts with the real files when they are available
// ($LEARNINGS_CORPUS, else ../shared/corpus/real); read at run time, never copied into the project.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { jaccard, trigramSet } from '../src/core/gate/trigrams';
import { Corpus } from './generate';
import { round } from './harness';

export interface TextStats {
  texts: number;
  nearestJaccardP50: number | null;
  /** Document frequency (share of texts) of each text's 15th-percentile-rarest trigram, median. */
  prefixTrigramDfP50: number | null;
  /** Share of a text's trigrams found in no other text, median. */
  uniqueTrigramShareP50: number | null;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

export function textStats(texts: string[]): TextStats {
  const sets = texts.map(trigramSet);
  const df = new Map<string, number>();
  for (const s of sets) for (const t of s) df.set(t, (df.get(t) ?? 0) + 1);
  const nn = sets.map((s, i) => Math.max(...sets.map((o, j) => (i === j ? 0 : jaccard(s, o)))));
  const prefixDf = sets.map((s) => {
    const d = [...s].map((t) => df.get(t)!).sort((a, b) => a - b);
    return d[Math.floor(d.length * 0.15)] / texts.length;
  });
  const unique = sets.map((s) => [...s].filter((t) => df.get(t) === 1).length / s.size);
  return { texts: texts.length, nearestJaccardP50: round(median(nn), 3), prefixTrigramDfP50: round(median(prefixDf), 4), uniqueTrigramShareP50: round(median(unique), 3) };
}

/** Entry bodies from the real files: the text under each `## ` heading, field labels stripped. */
function realTexts(dir: string): string[] {
  const out: string[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.md') || f === 'SOURCES.md') continue;
    for (const part of readFileSync(join(dir, f), 'utf8').split(/\n## /).slice(1)) {
      const body = part.split('\n').slice(1).join(' ').replace(/\*\*[A-Za-z -]+\*\*:?/g, '').replace(/###? ?\w+/g, '');
      if (body.length > 60) out.push(body);
    }
  }
  return out;
}

export function realismCheck(repo: string, seed: number): { generated: TextStats; real: TextStats | null; corpus: string | null } {
  const dir = process.env.LEARNINGS_CORPUS ?? resolve(repo, '../shared/corpus/real');
  const real = existsSync(dir) ? realTexts(dir) : [];
  const n = real.length || 200;
  const c = new Corpus(seed);
  const generated = Array.from({ length: n }, () => c.next().text);
  return { generated: textStats(generated), real: real.length ? textStats(real) : null, corpus: real.length ? dir : null };
}
