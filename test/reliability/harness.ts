// The reliability suite drives the real `learnings` command as separate processes, as agents do.
// The bundle is built once per run into a temp folder with the settings of scripts/build.mjs, so the
// suite neither races other builds of dist/ nor depends on the extension bundles building.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { bundleOptions } from '../../scripts/bundles.mjs';

export const REPO = resolve(__dirname, '../..');
/** A clock inside the 30-day dedup window of everything the tests write, so runs are reproducible. */
export const NOW = '2026-04-20T12:00:00Z';

let built: Promise<string> | undefined;
/** Builds dist-like cli.js once per test run (mocha process) and returns its path. */
export function cliBundle(): Promise<string> {
  built ??= (async () => {
    const out = realpathSync(mkdtempSync(join(tmpdir(), 'learnings-rel-cli-')));
    const { cli } = bundleOptions({ outDir: out });
    await esbuild.build({ ...cli, logLevel: 'silent' });
    const outfile = cli.outfile!;
    process.once('exit', () => rmSync(out, { recursive: true, force: true }));
    return outfile;
  })();
  return built;
}

export function tempDir(prefix = 'learnings-rel-'): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

export function put(root: string, rel: string, text: string | Buffer): string {
  const abs = join(root, rel);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  return abs;
}

/** The environment every child gets: no pinned home or clock leaking in from the caller. */
export function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('LEARNINGS_') || k === 'CLAUDE_PROJECT_DIR') delete env[k];
  return { ...env, ...extra };
}

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface Started {
  child: ChildProcess;
  done: Promise<Run>;
}

export function start(cli: string, args: string[], opts: { env?: NodeJS.ProcessEnv; input?: string; cwd?: string } = {}): Started {
  const child = spawn(process.execPath, [cli, ...args], { env: childEnv(opts.env), cwd: opts.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d));
  child.stderr!.on('data', (d: Buffer) => (stderr += d));
  child.stdin!.on('error', () => undefined); // killed before it read its input
  child.stdin!.end(opts.input ?? '');
  const done = new Promise<Run>((res) => child.on('close', (code, signal) => res({ code, signal, stdout, stderr })));
  return { child, done };
}

export function run(cli: string, args: string[], opts: { env?: NodeJS.ProcessEnv; input?: string; cwd?: string } = {}): Promise<Run> {
  return start(cli, args, opts).done;
}

export function parseJson<T = Record<string, unknown>>(r: Run): T | undefined {
  try {
    return JSON.parse(r.stdout) as T;
  } catch {
    return undefined;
  }
}

const WORDS = (
  'cache retry parser queue socket bundle schema index cursor lockfile branch rebase fixture mock token ' +
  'stream buffer encoder router handler worker scheduler migration column tenant invoice ledger report ' +
  'widget layout theme palette shader texture sprite canvas viewport gesture locale plural currency ' +
  'timezone calendar cron backoff jitter quota throttle bucket shard replica snapshot vacuum analyzer ' +
  'linter formatter compiler bundler transpiler polyfill runtime sandbox container volume network proxy ' +
  'gateway ingress certificate keystore resolver registry manifest checksum archive patcher watcher'
).split(' ');
const VERBS = ['pin', 'flush', 'reset', 'validate', 'debounce', 'memoize', 'serialize', 'escape', 'normalize', 'await', 'close', 'split', 'sort', 'retry', 'stub', 'guard'];

/** A learning no other (lane, n) produces, far from every other one in trigram space. */
export function distinctLearning(lane: number, n: number, salt = 0): string {
  let x = (lane * 1009 + n * 7919 + salt * 104729 + 17) >>> 0;
  const next = () => {
    x = (Math.imul(x ^ (x >>> 13), 0x5bd1e995) + 0x6b43a9b5) >>> 0;
    return x;
  };
  const w = () => WORDS[next() % WORDS.length];
  const v = () => VERBS[next() % VERBS.length];
  const marker = `mk${lane}x${n}s${salt}`;
  return `No, ${v()} the ${w()} ${w()} before the ${w()} ${v()}s the ${w()}; ${marker} showed the ${w()} ${w()} in src/${w()}/${w()}.ts must ${v()} ${w()} ${w()} first.`;
}

/** The marker distinctLearning embeds, to find the entry again. */
export function markerOf(lane: number, n: number, salt = 0): string {
  return `mk${lane}x${n}s${salt}`;
}

/** Every file under `dir` (relative paths, forward slashes), lock folders included as `x.lock/`. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        // A lock folder (and a lock being made, taken over or removed) is listed as `x.lock/`, not walked.
        if (/\.lock(\.\d+\.[0-9a-f]+\.(new|gone)|\.takeover)?$/.test(e.name)) out.push(`${relative(dir, p).split('\\').join('/')}/`);
        else walk(p);
      } else out.push(relative(dir, p).split('\\').join('/'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out.sort();
}

export interface ScanOut {
  entries: Array<{ id: string; file: string; line: number; title: string; status: string | null; format: string }>;
  diagnostics: Array<{ file: string; line: number; severity: string; message: string }>;
}

export async function scan(cli: string, root: string): Promise<ScanOut> {
  const r = await run(cli, ['--root', root, '--home', join(root, '.no-home'), '--json', 'scan']);
  const out = parseJson<ScanOut>(r);
  if (r.code !== 0 || !out) throw new Error(`scan failed (${r.code}): ${r.stderr}`);
  return out;
}

/** Every complete line of a JSONL log parses; returns the records. */
export function readJsonl(abs: string): unknown[] {
  if (!existsSync(abs)) return [];
  const text = readFileSync(abs, 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      try {
        return JSON.parse(l) as unknown;
      } catch {
        throw new Error(`${abs}:${i + 1} is not JSON: ${l.slice(0, 120)}`);
      }
    });
}

export function fileSize(abs: string): number {
  return existsSync(abs) ? statSync(abs).size : 0;
}

/** All text of every file under `dir` (binary files as latin1), for grepping leaks. */
export function allText(dir: string): Array<{ file: string; text: string }> {
  return listFiles(dir)
    .filter((f) => !f.endsWith('/'))
    .map((f) => ({ file: f, text: readFileSync(join(dir, f)).toString('utf8') }));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface WorkerItem {
  content: string;
  type?: string;
  file?: string;
  /** More `capture` flags (--example, --function, --task…). */
  extra?: string[];
  /** More global options (--user…). */
  global?: string[];
}
export interface WorkerAck {
  n: number;
  code: number;
  decision: string | null;
  id: string | null;
  file: string | null;
}
export interface WorkerRun extends Run {
  /** One per capture the worker finished and reported (complete lines only). */
  acks: WorkerAck[];
}

const WORKER = join(__dirname, 'captureWorker.cjs');

/** An agent process capturing `items` one after another into `root` (see captureWorker.cjs). */
export function startWorker(cli: string, root: string, items: WorkerItem[], now = NOW): { child: ChildProcess; done: Promise<WorkerRun> } {
  const child = spawn(process.execPath, [WORKER, cli, root, now], { env: childEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d));
  child.stderr!.on('data', (d: Buffer) => (stderr += d));
  child.stdin!.on('error', () => undefined);
  child.stdin!.end(JSON.stringify(items));
  const done = new Promise<WorkerRun>((res) =>
    child.on('close', (code, signal) => {
      const complete = stdout.slice(0, stdout.lastIndexOf('\n') + 1);
      const acks = complete.split('\n').filter(Boolean).map((l) => JSON.parse(l) as WorkerAck);
      res({ code, signal, stdout, stderr, acks });
    }),
  );
  return { child, done };
}
