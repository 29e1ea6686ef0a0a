// Generated entries held in memory as the store holds them: generated files parsed by src/formats
// (no disk involved), for the search and memory benchmarks at 100k entries. Large sets are spread
// over several project roots of 10k entries each (a team's repositories), not one giant file.
import type { Entry } from '../src/core/model';
import { parseFile } from '../src/formats/index';
import { workspaceFiles } from './generate';

export const ENTRIES_PER_ROOT = 10_000;

/** About `n` entries in n/10 files of every format, parsed. Throws when the formats layer reads too few of them. */
export function generatedEntries(n: number, seed: number): { entries: Entry[]; written: number; files: number; roots: number } {
  const entries: Entry[] = [];
  let written = 0;
  let files = 0;
  const roots = Math.ceil(n / ENTRIES_PER_ROOT);
  for (let k = 0; k < roots; k++) {
    const count = Math.min(ENTRIES_PER_ROOT, n - k * ENTRIES_PER_ROOT);
    const ws = workspaceFiles({ entries: count, files: Math.max(100, Math.round(count / 10)), seed: seed + k });
    for (const f of ws.files) {
      if (f.rootKind === 'home' && k > 0) continue; // one home memory per person
      const root = f.rootKind === 'home' ? '/bench/home' : `/bench/project-${k + 1}`;
      for (const e of parseFile({ root, file: f.rel, text: f.text, rootKind: f.rootKind }).entries) entries.push(e);
      written += f.entries;
      files++;
    }
  }
  if (entries.length < written * 0.5) throw new Error(`the formats layer read ${entries.length} of ${written} generated entries`);
  return { entries, written, files, roots };
}
