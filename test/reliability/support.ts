// Shared by the reliability tests: a seeded random source (every failure reproduces from its seed),
// temp folders, and the seed texts the fuzzers mutate (our own fixtures, plus the real corpus when
// it is available on this machine — read at test time, never copied into the project).
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { RootKind } from '../../src/formats/index';

export const REPO = resolve(__dirname, '../..');

export function tempDir(prefix = 'learnings-rel-'): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** mulberry32: small, seeded, good enough to drive a fuzzer reproducibly. */
export class Rng {
  private a: number;
  constructor(readonly seed: number) {
    this.a = seed >>> 0;
  }
  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)];
  }
  bytes(n: number): Buffer {
    const b = Buffer.alloc(n);
    for (let i = 0; i < n; i++) b[i] = this.int(256);
    return b;
  }
}

export interface SeedText {
  /** Where it came from, for failure messages. */
  origin: string;
  /** The path the readers are told (relative to its root), so the file's own format is exercised. */
  file: string;
  rootKind: RootKind;
  text: string;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) walk(p, out);
    else if (d.isFile() && /\.(md|json|jsonl)$/.test(d.name)) out.push(p);
  }
  return out;
}

/** Fixture roots of the formats, store and lifecycle tests, with the kind of root each is. */
const FIXTURE_ROOTS: Array<[string, RootKind]> = [
  ['test/fixtures/formats/ws', 'workspace'],
  ['test/fixtures/formats/bad', 'workspace'],
  ['test/fixtures/formats/bullets', 'workspace'],
  ['test/fixtures/formats/home', 'home'],
  ['test/fixtures/store/workspace', 'workspace'],
  ['test/fixtures/store/home', 'home'],
  ['test/fixtures/lifecycle/workspace', 'workspace'],
];

export function fixtureSeeds(): SeedText[] {
  const out: SeedText[] = [];
  for (const [rel, kind] of FIXTURE_ROOTS) {
    const root = join(REPO, rel);
    if (!existsSync(root)) continue;
    for (const abs of walk(root)) {
      out.push({ origin: relative(REPO, abs), file: relative(root, abs).split('\\').join('/'), rootKind: kind, text: readFileSync(abs, 'utf8') });
    }
  }
  return out;
}

/** The real learnings files of the shared corpus (flattened names), when present; at most `limit`. */
export function corpusSeeds(limit = 40): SeedText[] {
  const dir = process.env.LEARNINGS_CORPUS ?? resolve(REPO, '../shared/corpus/real');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((n) => /\.(md|json|jsonl)$/.test(n) && !/^(SOURCES|README)/i.test(n))
    .map((n) => join(dir, n))
    .filter((p) => statSync(p).isFile() && statSync(p).size < 512 * 1024)
    .sort()
    .slice(0, limit);
  return files.map((p) => ({ origin: `corpus:${relative(dir, p)}`, file: relative(dir, p), rootKind: 'workspace' as RootKind, text: readFileSync(p, 'utf8') }));
}

/** User ids and relative paths an attacker (or a confused agent) could send. */
export const HOSTILE_USER_IDS = [
  '..', '../../etc', '/etc/passwd', 'a/b/c/d/e/f/', '..%2f..%2fetc', '....////..', 'Ab3_xY9-Qw1\0', 'Ab3_xY9-Qw1/', 'Ab3_xY9-Qw1z/..',
  'C:\\Windows\\x', '\\\\server\\sh', '.learnings', '_global', '_meta', 'Ab3_xY9-Qw1ｚ', 'Ab3 xY9-Qw1z', '', ' ', 'x'.repeat(13), 'Ab3_xY9-Qw1z\n',
];
export const HOSTILE_REL_PATHS = [
  '../outside.md', '../../etc/passwd', '/etc/passwd', '.learnings/../../x.md', 'a/../../b.md', 'C:\\x.md', '\\\\server\\share\\x.md',
  'ok\0.md', '', '.learnings/link-out/LEARNINGS.md',
];
