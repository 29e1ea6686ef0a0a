// What each piece of speed machinery is worth, measured as an agent meets it: the real command spawned,
// with and without the piece, interleaved in the same run (run i of each variant back to back), medians.
//   npx tsx bench/machinery.ts [runs=21]
// Pieces: the V8 code cache of the command bundle (dist/cli.js → cli-main.js; without it: LEARNINGS_NO_CODE_CACHE=1,
// and plain `node dist/cli-main.js`, no loader at all), and the capture-scope snapshot (LEARNINGS_CAPTURE_SNAPSHOT=off).
// Paths: a hook event that reads no learnings (start-up alone), SessionStart (`hook claude`, 10k
// entries) and `capture` (1k and 10k entries, and a 4.5 MB LEARNINGS.md).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeWorkspace } from './generate';
import { nowMs, summarize } from './harness';
import { randomDate, siaEntry, siaFileHeader } from './renderers';
import { Rng, learningText } from './textGen';

const repo = resolve(__dirname, '..');
const tmp = join(repo, 'bench/tmp/machinery');
const runs = Number(process.argv[2] ?? 21);
const cli = join(repo, 'dist/cli.js');
const plain = join(repo, 'dist/cli-main.js');
const cacheHome = join(tmp, 'cache');

interface Variant {
  name: string;
  bin: string;
  env: NodeJS.ProcessEnv;
}

function time(bin: string, args: string[], env: NodeJS.ProcessEnv, input?: string): number {
  const t0 = nowMs();
  const p = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: cacheHome, ...env }, timeout: 120_000 });
  const ms = nowMs() - t0;
  if (p.status !== 0) throw new Error(`${bin} ${args.join(' ')} exited ${p.status}: ${p.stderr.slice(0, 500)}`);
  return ms;
}

/** Every variant once per round (after one warm-up round), so load drifts hit them alike. */
function compare(label: string, variants: Variant[], args: (i: number, k: number) => string[], input?: (i: number) => string): void {
  const samples = variants.map(() => [] as number[]);
  for (let i = -1; i < runs; i++) {
    variants.forEach((v, k) => {
      const ms = time(v.bin, args(i, k), v.env, input?.(i));
      if (i >= 0) samples[k].push(ms);
    });
  }
  const line = variants.map((v, k) => `${v.name} ${summarize(samples[k]).p50.toFixed(1)} ms`).join(' | ');
  console.log(`${label} (p50 of ${runs}): ${line}`);
}

function main(): void {
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const ws10k = writeWorkspace({ dir: join(tmp, 'ws10k'), entries: 10_000, files: 1_000, seed: 7 });
  const ws1k = writeWorkspace({ dir: join(tmp, 'ws1k'), entries: 1_000, files: 100, seed: 8 });
  const codeCache: Variant[] = [
    { name: 'code cache', bin: cli, env: {} },
    { name: 'loader, no cache', bin: cli, env: { LEARNINGS_NO_CODE_CACHE: '1' } },
    { name: 'plain node cli-main.js', bin: plain, env: {} },
  ];
  const hookArgs = ['--root', ws10k.projectRoot, '--home', ws10k.homeRoot, 'hook', 'claude'];
  const hookEnv = { CLAUDE_PROJECT_DIR: ws10k.projectRoot };
  const withEnv = (vs: Variant[], env: NodeJS.ProcessEnv) => vs.map((v) => ({ ...v, env: { ...v.env, ...env } }));
  compare('hook, Notification event', withEnv(codeCache, hookEnv), () => hookArgs, () => JSON.stringify({ hook_event_name: 'Notification', session_id: 'm-n', message: 'waiting for input', cwd: ws10k.projectRoot }));
  compare('SessionStart, 10k', withEnv(codeCache, hookEnv), () => hookArgs, (i) => JSON.stringify({ hook_event_name: 'SessionStart', session_id: `m-s${i}`, source: 'startup', cwd: ws10k.projectRoot }));
  const captureArgs = (root: string, home: string) => (i: number) => ['capture', '--type', 'correction', '--content', learningText(new Rng(1000 + i), 'en').text, '--root', root, '--home', home, '--now', '2026-06-01T12:00:00Z', '--json'];
  compare('capture, 1k', codeCache, captureArgs(ws1k.projectRoot, ws1k.homeRoot));
  // The snapshot variants each capture into their own copy: a capture made without the snapshot changes files
  // the other's snapshot then has to read again.
  const snapshot: Variant[] = [
    { name: 'snapshot', bin: cli, env: {} },
    { name: 'no snapshot', bin: cli, env: { LEARNINGS_CAPTURE_SNAPSHOT: 'off' } },
  ];
  const copies = (dir: string) => snapshot.map((_, k) => {
    const to = `${dir}-copy${k}`;
    cpSync(dir, to, { recursive: true });
    return to;
  });
  const perCopy = (dirs: string[]) => (i: number, k: number) => captureArgs(join(dirs[k], 'project'), join(dirs[k], 'home'))(i);
  compare('capture, 1k', snapshot, perCopy(copies(join(tmp, 'ws1k'))));
  compare('capture, 10k', snapshot, perCopy(copies(join(tmp, 'ws10k'))));
  // One 4.5 MB self-improving-agent file (under the 5 MB scan limit, so compared): without the snapshot each capture parses it whole.
  const big = join(tmp, 'big');
  mkdirSync(join(big, 'project/.learnings'), { recursive: true });
  const r = new Rng(9);
  const parts = [siaFileHeader('Learnings')];
  for (let size = 0, i = 0; size < 4.5e6; i++) parts.push(siaEntry('LRN', randomDate(r), (i % 999) + 1, learningText(r, 'en'), r)), (size += parts[parts.length - 1].length);
  writeFileSync(join(big, 'project/.learnings/LEARNINGS.md'), parts.join(''));
  compare('capture, 4.5 MB file', snapshot, perCopy(copies(big)));
}

main();
