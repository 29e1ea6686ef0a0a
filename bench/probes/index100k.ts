// Child process for the 100k-entry figures (a fresh heap, nothing else in it): parse 100k generated
// entries as the store holds them, build the gate's near-duplicate index and the search index, measure
// memory after full GCs, then time search queries. Run with --expose-gc. Prints one JSON line.
import { DedupIndex } from '../../src/core/gate/dedup';
import { LearningsSearch } from '../../src/core/retrieval';
import { generatedEntries } from '../entrySet';
import { fullGc, measure, nowMs } from '../harness';
import { searchQueries } from '../suites/searchQueries';

/** V8 heap in use plus typed-array backing stores (kept outside the V8 heap), MiB, after full GCs. */
function usedMB(): { heap: number; arrayBuffers: number } {
  fullGc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed / 1048576, arrayBuffers: m.arrayBuffers / 1048576 };
}

function main(): void {
  const [n, seed, queryCount] = process.argv.slice(2).map(Number);
  if (!fullGc()) throw new Error('run with --expose-gc');
  const baseline = usedMB();
  let t = nowMs();
  const { entries, files, roots } = generatedEntries(n, seed);
  const parseMs = nowMs() - t;
  const withEntries = usedMB();
  t = nowMs();
  const dedup = new DedupIndex(entries.map((e) => ({ id: e.id, text: e.body })));
  dedup.build(); // the trigram index a resident process holds (a one-off capture check scans instead)
  const trigramBuildMs = nowMs() - t;
  const withTrigramIndex = usedMB();
  t = nowMs();
  const search = new LearningsSearch(entries);
  const searchBuildMs = nowMs() - t;
  const withSearchIndex = usedMB();

  const queries = searchQueries(queryCount, seed);
  let results = 0;
  const samples = measure((i) => {
    results += search.search(queries[i % queries.length]).length;
  }, { warmup: 20, runs: queries.length });
  const alive = entries.length + dedup.size; // keep everything reachable until the end
  process.stdout.write(
    `${JSON.stringify({ entries: entries.length, files, roots, parseMs, trigramBuildMs, searchBuildMs, baseline, withEntries, withTrigramIndex, withSearchIndex, samples, meanResults: results / queries.length, alive })}\n`,
  );
}

main();
