// memory.heapMB100k: heap used with 100k entries indexed (entries + trigram index + search index), after GC.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { round } from '../harness';
import type { SuiteResult } from './suite';

export interface MemoryConfig {
  repo: string;
  entries: number;
  seed: number;
}

interface Used {
  heap: number;
  arrayBuffers: number;
}
const total = (u: Used) => u.heap + u.arrayBuffers;

export async function memorySuite(cfg: MemoryConfig, log: (s: string) => void): Promise<SuiteResult> {
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(cfg.repo, 'bench/probes/memory100k.ts'), String(cfg.entries), String(cfg.seed)], {
    cwd: cfg.repo,
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (r.status !== 0) throw new Error(`memory probe exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
  const m = JSON.parse(r.stdout.trim().split('\n').pop()!);
  log(`memory: ${JSON.stringify(m)}`);
  return {
    figures: { heapMB100k: round(total(m.withSearchIndex), 1) },
    notes: [
      `A fresh Node process (bench/probes/memory100k.ts, --expose-gc) holding ${m.entries.toLocaleString('en')} entries parsed by src/formats from generated files, the gate's near-duplicate index over them (\`DedupIndex\`, trigram index inside) and the search index (\`LearningsSearch\`); \`process.memoryUsage()\` after three full GCs: heapUsed **plus arrayBuffers** (the trigram index keeps its postings in typed arrays, whose memory V8 does not count in heapUsed). The whole process is counted, its own baseline included.`,
    ],
    details: {
      entries: m.entries,
      baselineMB: round(total(m.baseline), 1),
      entriesOnlyMB: round(total(m.withEntries) - total(m.baseline), 1),
      trigramIndexMB: round(total(m.withTrigramIndex) - total(m.withEntries), 1),
      searchIndexMB: round(total(m.withSearchIndex) - total(m.withTrigramIndex), 1),
      heapUsedOnlyMB: round(m.withSearchIndex.heap, 1),
      arrayBuffersMB: round(m.withSearchIndex.arrayBuffers, 1),
    },
  };
}
