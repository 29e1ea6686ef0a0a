// Builds the `learnings` bundle once and runs it as a child process. The settings are those of
// scripts/build.mjs (both take them from scripts/bundles.mjs); the output goes to a temp folder
// so the test neither races other builds of dist/ nor depends on the other bundles building.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
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
