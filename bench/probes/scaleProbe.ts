// Child process of the scaling curves (bench/suites/scale.ts), one per size, a fresh heap: open a generated
// workspace cold (the store parses every file), build the search index, the first search, then search p50/p99
// next to a brute-force scan of every entry's text for the same queries, and the heap after full GCs.
// argv: projectRoot homeRoot queries seed. Run with --expose-gc. Prints one JSON line.
import { LearningsStore } from '../../src/store/learningsStore';
import { LearningsSearch } from '../../src/core/retrieval';
import { fullGc, measure, nowMs } from '../harness';
import { searchQueries } from '../suites/searchQueries';

/** The baseline: every entry's text lower-cased once, then every query word looked for in every entry. */
function bruteForce(texts: readonly string[], query: string): number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let hits = 0;
  for (const t of texts) if (words.some((w) => t.includes(w))) hits++;
  return hits;
}

async function main(): Promise<void> {
  const [root, home, queryArg, seedArg] = process.argv.slice(2);
  if (!fullGc()) throw new Error('run with --expose-gc');
  let t = nowMs();
  const store = new LearningsStore({ roots: [root], home });
  await store.load();
  const coldOpenMs = nowMs() - t;
  const entries = store.entries();
  fullGc();
  const e = process.memoryUsage();
  const entriesMB = (e.heapUsed + e.arrayBuffers) / 1048576;
  const queries = searchQueries(Number(queryArg), Number(seedArg));
  t = nowMs();
  const search = new LearningsSearch(entries);
  const indexBuildMs = nowMs() - t;
  t = nowMs();
  search.search(queries[0]);
  const firstSearchMs = indexBuildMs + (nowMs() - t);
  fullGc();
  const m = process.memoryUsage();
  const heapMB = (m.heapUsed + m.arrayBuffers) / 1048576;
  const samples = measure((i) => void search.search(queries[i % queries.length]), { warmup: 10, runs: queries.length });
  const texts = entries.map((e) => `${e.title}\n${e.body}`.toLowerCase());
  const brute = measure((i) => void bruteForce(texts, queries[i % queries.length]), { warmup: 3, runs: Math.min(queries.length, 60) });
  process.stdout.write(`${JSON.stringify({ entries: entries.length, coldOpenMs, indexBuildMs, firstSearchMs, heapMB, entriesMB, samples, brute })}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
