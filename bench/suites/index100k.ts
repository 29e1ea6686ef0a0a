// search.* and memory.heapMB100k, from one child process holding 100k entries (bench/probes/index100k.ts):
// parsing 100k generated entries is done once for both figures.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { round, summarize } from '../harness';
import type { SuiteResult } from './suite';

export interface Index100kConfig {
  repo: string;
  entries: number;
  queries: number;
  seed: number;
}

interface Used {
  heap: number;
  arrayBuffers: number;
}
interface ProbeOut {
  entries: number;
  files: number;
  roots: number;
  parseMs: number;
  trigramBuildMs: number;
  searchBuildMs: number;
  baseline: Used;
  withEntries: Used;
  withTrigramIndex: Used;
  withSearchIndex: Used;
  samples: number[];
  meanResults: number;
}

const total = (u: Used) => u.heap + u.arrayBuffers;

let run: Promise<ProbeOut> | undefined;
function probe(cfg: Index100kConfig, log: (s: string) => void): Promise<ProbeOut> {
  return (run ??= (async () => {
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(cfg.repo, 'bench/probes/index100k.ts'), String(cfg.entries), String(cfg.seed), String(cfg.queries)], {
      cwd: cfg.repo,
      encoding: 'utf8',
      maxBuffer: 16 << 20,
    });
    if (r.status !== 0) throw new Error(`100k probe exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
    const out = JSON.parse(r.stdout.trim().split('\n').pop()!) as ProbeOut;
    log(`100k: ${out.entries} entries parsed in ${out.parseMs.toFixed(0)} ms; trigram index ${out.trigramBuildMs.toFixed(0)} ms, search index ${out.searchBuildMs.toFixed(0)} ms`);
    return out;
  })());
}

const source = (m: ProbeOut) =>
  `${m.entries.toLocaleString('en')} entries parsed by src/formats from ${m.files.toLocaleString('en')} generated files of every format (${m.roots} project roots of 10k entries each plus one home memory; in memory, ${round(m.parseMs, 0)} ms), in a fresh Node process (bench/probes/index100k.ts)`;

export async function searchSuite(cfg: Index100kConfig, log: (s: string) => void): Promise<SuiteResult> {
  const m = await probe(cfg, log);
  const s = summarize(m.samples);
  return {
    figures: { p50Ms: round(s.p50, 2), p99Ms: round(s.p99, 2) },
    notes: [
      `${source(m)}, indexed once by \`new LearningsSearch(entries)\` (src/core/retrieval.ts: BM25F over a typed-array inverted index, per-language tokens, fuzzy for long words, prefix for the last word, fan-out 100, relevance ≥ 0.05, ≤ 50 results, link boosts; built in ${round(m.searchBuildMs, 0)} ms). The product keeps one such index per store entries array (\`searchEntries\`), so a resident extension or MCP server pays the build once per change, not per search.`,
      `${m.samples.length} queries (single words, verb+noun, three words, paths, Chinese/Japanese terms, German nouns, typos, misses; bench/suites/searchQueries.ts), each \`search(query)\` timed once after 20 warm-up queries; p50 and p99 (nearest rank). ${round(m.meanResults, 1)} results per query on average.`,
    ],
    details: { buildMs: round(m.searchBuildMs, 0), search: { n: s.n, p50: round(s.p50, 2), p90: round(s.p90, 2), p99: round(s.p99, 2), max: round(s.max, 2) } },
  };
}

export async function memorySuite(cfg: Index100kConfig, log: (s: string) => void): Promise<SuiteResult> {
  const m = await probe(cfg, log);
  return {
    figures: { heapMB100k: round(total(m.withSearchIndex), 1) },
    notes: [
      `${source(m)}, holding the entries, the gate's near-duplicate index over their text (\`DedupIndex\`, the trigram index inside) and the search index (\`LearningsSearch\`).`,
      'What a process holds when it parses every entry and builds every index in memory itself — no product process does that at this size any more: the editor keeps entries resident (text read on demand) and searches the segment on disk, and a hook reads the segment by range. Their heaps are scale.heapMB100k and scale.extensionHeapMB100k.',
      '`process.memoryUsage()` after three full GCs (--expose-gc): heapUsed **plus arrayBuffers** — the trigram index keeps its postings, document trigrams and part signatures in typed arrays, whose memory V8 does not count in heapUsed. The whole process is counted, its own baseline included; the share of each part is in details.memory.',
    ],
    details: {
      baselineMB: round(total(m.baseline), 1),
      entriesMB: round(total(m.withEntries) - total(m.baseline), 1),
      trigramIndexMB: round(total(m.withTrigramIndex) - total(m.withEntries), 1),
      searchIndexMB: round(total(m.withSearchIndex) - total(m.withTrigramIndex), 1),
      heapUsedMB: round(m.withSearchIndex.heap, 1),
      arrayBuffersMB: round(m.withSearchIndex.arrayBuffers, 1),
      trigramIndexBuildMs: round(m.trigramBuildMs, 0),
    },
  };
}
