// Child process of the memory benchmark (a fresh heap): 100k entries as the store holds them, the
// gate's near-duplicate index over them and the search index, then heap used after full GCs.
// Prints one JSON line with the heap at each step (MiB). Run with --expose-gc.
import { DedupIndex } from '../../src/core/gate/dedup';
import { LearningsSearch } from '../../src/core/retrieval';
import { generatedEntries } from '../entrySet';
import { fullGc } from '../harness';

/** V8 heap in use plus typed-array backing stores (kept outside the V8 heap), MiB, after full GCs. */
function usedMB(): { heap: number; arrayBuffers: number } {
  fullGc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed / 1048576, arrayBuffers: m.arrayBuffers / 1048576 };
}

function main(): void {
  const n = Number(process.argv[2]);
  const seed = Number(process.argv[3]);
  if (!fullGc()) throw new Error('run with --expose-gc');
  const baseline = usedMB();
  const { entries } = generatedEntries(n, seed);
  const withEntries = usedMB();
  const dedup = new DedupIndex(entries.map((e) => ({ id: e.id, text: e.body })));
  const withTrigramIndex = usedMB();
  const search = new LearningsSearch(entries);
  const withSearchIndex = usedMB();
  // Keep all three alive until after the last measurement.
  const alive = entries.length + dedup.size + search.search('cache').length;
  process.stdout.write(`${JSON.stringify({ entries: entries.length, baseline, withEntries, withTrigramIndex, withSearchIndex, alive })}\n`);
}

main();
