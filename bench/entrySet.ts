// Generated entries held in memory as the store holds them: generated files parsed by src/formats
// (no disk involved), for the search and memory benchmarks at 100k entries.
import type { Entry } from '../src/core/model';
import { parseFile } from '../src/formats/index';
import { workspaceFiles } from './generate';

export const BENCH_PROJECT_ROOT = '/bench/project';
export const BENCH_HOME_ROOT = '/bench/home';

/** About `n` entries in n/10 files of every format, parsed. Throws when the formats layer reads too few of them. */
export function generatedEntries(n: number, seed: number): { entries: Entry[]; written: number; files: number } {
  const ws = workspaceFiles({ entries: n, files: Math.max(100, Math.round(n / 10)), seed });
  const entries: Entry[] = [];
  for (const f of ws.files) {
    const root = f.rootKind === 'home' ? BENCH_HOME_ROOT : BENCH_PROJECT_ROOT;
    for (const e of parseFile({ root, file: f.rel, text: f.text, rootKind: f.rootKind }).entries) entries.push(e);
  }
  if (entries.length < ws.entries * 0.5) {
    throw new Error(`the formats layer read ${entries.length} of ${ws.entries} generated entries`);
  }
  return { entries, written: ws.entries, files: ws.files.length };
}
