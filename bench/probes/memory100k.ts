// Child process of the memory benchmark (a fresh heap): 100k entries as the store holds them, the
// gate's near-duplicate index over them and the search index, then heap used after full GCs.
// Prints one JSON line with the heap at each step (MiB). Run with --expose-gc.
import { DedupIndex } from '../../src/core/gate/dedup';
import { LearningsSearch } from '../../src/core/retrieval';
import { generatedEntries } from '../entrySet';
import { fullGc, heapUsedMB } from '../harness';

function main(): void {
  const n = Number(process.argv[2]);
  const seed = Number(process.argv[3]);
  if (!fullGc()) throw new Error('run with --expose-gc');
  const baseline = heapUsedMB();
  const { entries } = generatedEntries(n, seed);
  const withEntries = heapUsedMB();
  const dedup = new DedupIndex(entries.map((e) => ({ id: e.id, text: e.body })));
  const withTrigramIndex = heapUsedMB();
  const search = new LearningsSearch(entries);
  const withSearchIndex = heapUsedMB();
  // Keep all three alive until after the last measurement.
  const alive = entries.length + dedup.size + search.search('cache').length;
  process.stdout.write(`${JSON.stringify({ entries: entries.length, baseline, withEntries, withTrigramIndex, withSearchIndex, alive })}\n`);
}

main();
