// The corpus's SOURCES.md table: which repository and path each stored file came from.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CorpusSource {
  filename: string;
  repo: string;
  path: string;
}

/** Rows of the SOURCES.md table in `dir` (empty when there is none). */
export function corpusSources(dir: string): CorpusSource[] {
  const file = join(dir, 'SOURCES.md');
  if (!existsSync(file)) return [];
  const rows = readFileSync(file, 'utf8').split('\n').filter((l) => l.startsWith('|'));
  const header = rows[0]?.split('|').map((c) => c.trim()) ?? [];
  const [fi, ri, pi] = ['filename', 'repo', 'path'].map((k) => header.indexOf(k));
  if (fi < 0 || pi < 0) return [];
  return rows
    .slice(2)
    .map((r) => r.split('|').map((c) => c.trim()))
    .filter((c) => c[fi] && c[pi])
    .map((c) => ({ filename: c[fi], repo: ri >= 0 ? c[ri] : '', path: c[pi] }));
}
