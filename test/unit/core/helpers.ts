// Builders for lifecycle tests: entries made by hand (pure core tests) and temp workspaces on disk.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { emptyEntry, type Entry } from '../../../src/core/model';

let n = 0;
export function entry(partial: Partial<Entry> = {}): Entry {
  n++;
  return emptyEntry({ id: `E-${n}`, format: 'sia-markdown', kind: 'learning', root: '/r', file: '.learnings/LEARNINGS.md', line: n, endLine: n, title: `entry ${n}`, ...partial });
}

export const DAY = 86_400_000;
export const NOW = Date.parse('2026-04-15T12:00:00Z');
export function daysAgo(d: number): string {
  return new Date(NOW - d * DAY).toISOString();
}

/** A temp folder tree from a map of relative path → text; returns its path and a cleanup. */
export function tempTree(files: Record<string, string>, prefix = 'lifecycle-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function read(dir: string, rel: string): string | undefined {
  const p = join(dir, rel);
  return existsSync(p) ? readFileSync(p, 'utf8') : undefined;
}

/** Every file under dir (relative, sorted) with its bytes, to prove untouched files stay byte-identical. */
export function snapshot(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(p.slice(dir.length + 1).split('\\').join('/'), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}
