// search.p50Ms / search.p99Ms: queries over 100k entries through the retrieval of src/core
// (minisearch full text, fan-out 100, relevance ≥ 0.05, at most 50 results, link boosts).
import { LearningsSearch } from '../../src/core/retrieval';
import { generatedEntries } from '../entrySet';
import { fullGc, measure, nowMs, round, summarize } from '../harness';
import { Rng } from '../textGen';
import * as V from '../vocabulary';
import type { SuiteResult } from './suite';

export interface SearchConfig {
  entries: number;
  queries: number;
  seed: number;
}

/** What people and agents type: a word or two, a phrase, a file or function name, CJK terms, typos, misses. */
export function searchQueries(n: number, seed: number): string[] {
  const r = new Rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    switch (i % 8) {
      case 0: out.push(r.pick(V.EN_NOUNS)); break;
      case 1: out.push(`${r.pick(V.EN_VERBS)} ${r.pick(V.EN_NOUNS)}`); break;
      case 2: out.push(`${r.pick(V.EN_NOUNS)} ${r.pick(V.EN_ADJ)} ${r.pick(V.EN_STEMS)}`); break;
      case 3: out.push(`${r.pick(V.EN_DIRS)}/${r.pick(V.EN_STEMS)}`); break;
      case 4: out.push(r.chance(0.5) ? r.pick(V.ZH_WORDS) : r.pick(V.JA_WORDS)); break;
      case 5: out.push(r.pick(V.DE_NOUNS)); break;
      case 6: out.push(r.pick(V.EN_STEMS).replace(/(.)(.)$/, '$2$1')); break; // a typo: fuzzy match
      default: out.push(r.chance(0.5) ? `${r.pick(V.EN_TOOLS)} ${r.pick(V.EN_VERBS)} timeout` : 'kubernetes quasar zeppelin'); // the last one matches nothing
    }
  }
  return out;
}

export async function searchSuite(cfg: SearchConfig, log: (s: string) => void): Promise<SuiteResult> {
  let t = nowMs();
  const { entries, files } = generatedEntries(cfg.entries, cfg.seed);
  log(`search: ${entries.length} entries parsed from ${files} generated files in ${(nowMs() - t).toFixed(0)} ms`);
  t = nowMs();
  const search = new LearningsSearch(entries);
  const buildMs = nowMs() - t;
  fullGc();
  const queries = searchQueries(cfg.queries, cfg.seed);
  let results = 0;
  const samples = measure((i) => {
    results += search.search(queries[i % queries.length]).length;
  }, { warmup: 20, runs: queries.length });
  const s = summarize(samples);
  return {
    figures: { p50Ms: round(s.p50, 2), p99Ms: round(s.p99, 2) },
    notes: [
      `${entries.length.toLocaleString('en')} entries parsed by src/formats from ${files.toLocaleString('en')} generated files of every format (in memory), indexed once by \`new LearningsSearch(entries)\` (src/core/retrieval.ts; ${round(buildMs, 0)} ms).`,
      `${queries.length} queries (single words, verb+noun, three-word, paths, Chinese/Japanese terms, German nouns, typos for fuzzy matching, misses), each \`search(query)\` timed once after 20 warm-up queries; p50 and p99 (nearest rank).`,
    ],
    details: { buildMs: round(buildMs, 0), search: { n: s.n, p50: round(s.p50, 2), p90: round(s.p90, 2), p99: round(s.p99, 2), max: round(s.max, 2) }, meanResults: round(results / queries.length, 1) },
  };
}
