// Runs the built `learnings` bundle (dist/cli.js) in temp roots, as an agent or a person would.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TEST_CACHE_HOME } from '../cli/cliHarness';

export const REPO = resolve(__dirname, '../../..');
export const CLI = join(REPO, 'dist/cli.js');
let built = false;

/** Builds the bundles once per test process. */
export function ensureBuilt(): void {
  if (built) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO, stdio: 'pipe' });
  built = true;
}

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], opts: { input?: string; env?: Record<string, string>; cwd?: string } = {}): CliRun {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    input: opts.input ?? '',
    encoding: 'utf8',
    cwd: opts.cwd ?? REPO,
    env: { ...process.env, XDG_CACHE_HOME: TEST_CACHE_HOME, LEARNINGS_BIN_DIR: join(TEST_CACHE_HOME, 'bin'), LEARNINGS_NOW: '', LEARNINGS_ADMISSION_THRESHOLD: '', LEARNINGS_ADMISSION_WEIGHTS: '', CLAUDE_PROJECT_DIR: '', ...opts.env },
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

export function tempRoot(prefix = 'learnings-capture-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function cleanup(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Every file under `dir` (relative paths), for "nothing else was written" and "no secret anywhere" checks. */
export function allFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(dir, rel))) {
    const r = rel ? `${rel}/${name}` : name;
    if (statSync(join(dir, r)).isDirectory()) out.push(...allFiles(dir, r));
    else out.push(r);
  }
  return out.sort();
}

/** The concatenated bytes of every file under `dir`. */
export function everything(dir: string): string {
  return allFiles(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
}
