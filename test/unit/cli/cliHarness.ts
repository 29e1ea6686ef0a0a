// Builds the `learnings` bundle once and runs it as a child process. The settings are those of
// scripts/build.mjs (both take them from scripts/bundles.mjs); the output goes to a temp folder
// so the test neither races other builds of dist/ nor depends on the other bundles building.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { bundleOptions } from '../../../scripts/bundles.mjs';

export const REPO = resolve(__dirname, '../../..');
export const FIXTURES = join(REPO, 'test/fixtures/store');

export async function buildCli(outDir: string): Promise<string> {
  const { cli } = bundleOptions({ outDir });
  await esbuild.build({ ...cli, logLevel: 'silent' });
  chmodSync(cli.outfile!, 0o755); // run by path, as agent hooks run it (`sh -c '<path> hook claude'`)
  return cli.outfile!;
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI's code cache for test runs: a temp folder per test process, not the person's ~/.cache. */
export const TEST_CACHE_HOME = realpathSync(mkdtempSync(join(tmpdir(), 'learnings-test-cache-')));
process.on('exit', () => rmSync(TEST_CACHE_HOME, { recursive: true, force: true }));

export function runCli(cli: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd?: string): CliRun {
  const baseEnv: NodeJS.ProcessEnv = { ...process.env, XDG_CACHE_HOME: TEST_CACHE_HOME, LEARNINGS_BIN_DIR: join(TEST_CACHE_HOME, 'bin') };
  delete baseEnv.LEARNINGS_NOW;
  delete baseEnv.LEARNINGS_HOME;
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...baseEnv, ...env }, cwd, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A private copy of a fixture folder, so tests may add files and check nothing else changed. */
export function copyFixture(name: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `learnings-cli-${name}-`)));
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

/** path → sha256 and mtime of every file under `dir`, to prove a command left them alone. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[p] = `${createHash('sha256').update(readFileSync(p)).digest('hex')} ${statSync(p).mtimeMs}`;
    }
  };
  walk(dir);
  return out;
}

// ---- One CLI built per test process, run the way an agent or a person runs it (stdin, a clean environment).

let shared: Promise<string> | undefined;
let sharedPath: string | undefined;

/** Builds the CLI once per test process into a temp folder (never dist/, which other runs may be rebuilding). */
export async function ensureBuilt(): Promise<void> {
  shared ??= buildCli(join(realpathSync(mkdtempSync(join(tmpdir(), 'learnings-cli-build-'))), 'bin'));
  sharedPath = await shared;
}

export interface BuiltRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** The absolute path of the CLI `ensureBuilt` made (what `hook install` writes into agent settings when it runs it). */
export function builtCli(): string {
  if (!sharedPath) throw new Error('call ensureBuilt() in a before() hook first');
  return sharedPath;
}

/** Runs the CLI `ensureBuilt` made, with no pinned clock, threshold, weights or agent project folder from the caller. */
export function runBuilt(args: string[], opts: { input?: string; env?: Record<string, string>; cwd?: string } = {}): BuiltRun {
  if (!sharedPath) throw new Error('call ensureBuilt() in a before() hook first');
  const r = spawnSync(process.execPath, [sharedPath, ...args], {
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
