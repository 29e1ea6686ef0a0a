// The scaling curves: at each size (1k, 10k, 100k entries; 1M for the hook CLI with --scale-1m) a generated
// workspace is opened cold, indexed and searched in a fresh process (bench/probes/scaleProbe.ts), the real CLI
// answers SessionStart and UserPromptSubmit payloads (`node dist/cli.js hook claude`, with the entry cache and
// without it, the whole-root parse, in the same run) and takes a capture. Figures: scale.*, hooks.*; the curves
// go to bench/scaling.svg (bench/chart.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeWorkspace, type Workspace } from '../generate';
import { nowMs, round, summarize } from '../harness';
import { lineChart, type Series } from '../chart';
import type { SuiteResult } from './suite';

export interface ScaleConfig {
  repo: string;
  tmp: string;
  sizes: number[];
  /** Sizes at which only the hook CLI is measured (1M: opening it in-process is not what a hook does any more). */
  hookOnlySizes: number[];
  hookRuns: number;
  queries: number;
  seed: number;
  chartPath: string;
  /** Under the chart's title: which run drew it (a --quick run is not the record). */
  subtitle: string;
}

const PROMPTS = ['why does the import fail when running tests with pnpm', 'fix the flaky retry in the auth token refresh', 'how should I configure the database migration rollback', 'the docker build cache is not reused in CI'];

interface HookTimes {
  sessionP50: number;
  promptP50: number;
}

function hookTimes(cli: string, ws: Workspace, runs: number, env: NodeJS.ProcessEnv): HookTimes {
  const time = (event: 'SessionStart' | 'UserPromptSubmit', i: number): number => {
    const payload = event === 'SessionStart' ? { hook_event_name: event, session_id: `bench-s${i}`, source: 'startup', cwd: ws.projectRoot } : { hook_event_name: event, session_id: `bench-p${i}`, prompt: PROMPTS[i % PROMPTS.length], cwd: ws.projectRoot };
    const t0 = nowMs();
    const p = spawnSync(process.execPath, [cli, '--root', ws.projectRoot, '--home', ws.homeRoot, 'hook', 'claude'], { input: JSON.stringify(payload), encoding: 'utf8', env: { ...env, CLAUDE_PROJECT_DIR: ws.projectRoot }, timeout: 600_000 });
    const ms = nowMs() - t0;
    if (p.status !== 0) throw new Error(`hook exited ${p.status}: ${p.stderr.slice(0, 1000)}`);
    return ms;
  };
  // Files an agent's session finds were written earlier, not within the cache's 3 s racy-stamp margin.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3_100);
  time('SessionStart', -1); // warms the OS file cache, the code cache and the entry cache, as the session's first hook does
  const s: number[] = [];
  const q: number[] = [];
  for (let i = 0; i < runs; i++) s.push(time('SessionStart', i)), q.push(time('UserPromptSubmit', i));
  return { sessionP50: summarize(s).p50, promptP50: summarize(q).p50 };
}

function captureMs(cli: string, ws: Workspace, runs: number): number {
  const out: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const args = [cli, 'capture', '--type', 'correction', '--content', `Use the bench fixture number ${i} instead of the live service when testing the scaling run`, '--root', ws.projectRoot, '--home', ws.homeRoot, '--now', '2026-06-01T12:00:00Z', '--json'];
    const t0 = nowMs();
    const p = spawnSync(process.execPath, args, { cwd: ws.projectRoot, encoding: 'utf8', timeout: 600_000 });
    if (p.status !== 0) throw new Error(`capture exited ${p.status}: ${p.stderr.slice(0, 1000)}`);
    if (i > 0) out.push(nowMs() - t0);
  }
  return summarize(out).p50;
}

interface Row {
  entries: number;
  coldOpenMs?: number;
  indexBuildMs?: number;
  firstSearchMs?: number;
  heapMB?: number;
  /** Of heapMB: with the entries held, before the search index. */
  entriesHeapMB?: number;
  searchP50Ms?: number;
  searchP99Ms?: number;
  bruteSearchP50Ms?: number;
  sessionP50Ms: number;
  promptP50Ms: number;
  sessionNoCacheP50Ms: number;
  promptNoCacheP50Ms: number;
  captureMs?: number;
  /** The extension (dev bundle, stand-in vscode, bench/probes/activate.cjs): activation until the store is loaded and watched. */
  extensionReadyMs?: number;
  /** Its heap + array buffers then, after full GCs. */
  extensionHeapMB?: number;
}

let measured: Promise<Row[]> | undefined;
/** The rows of every size, measured once for the scale and hooks groups. */
function measureRows(cfg: ScaleConfig, log: (s: string) => void): Promise<Row[]> {
  return (measured ??= measure(cfg, log));
}

async function measure(cfg: ScaleConfig, log: (s: string) => void): Promise<Row[]> {
  const cli = join(cfg.repo, 'dist/cli.js');
  const cacheHome = join(cfg.tmp, 'scale-cache');
  const env = { ...process.env, XDG_CACHE_HOME: cacheHome };
  const rows: Row[] = [];
  for (const n of [...cfg.sizes, ...cfg.hookOnlySizes]) {
    const t0 = nowMs();
    const ws = writeWorkspace({ dir: join(cfg.tmp, `scale-${n}`), entries: n, files: Math.max(100, Math.round(n / 10)), seed: cfg.seed + n });
    log(`scale ${n}: workspace of ${ws.entriesWritten} entries in ${ws.filesWritten} files written in ${((nowMs() - t0) / 1000).toFixed(1)} s`);
    const hookOnly = cfg.hookOnlySizes.includes(n);
    const cached = hookTimes(cli, ws, cfg.hookRuns, env);
    const whole = hookTimes(cli, ws, hookOnly ? 1 : cfg.hookRuns, { ...env, LEARNINGS_ENTRY_CACHE: 'off' });
    const row: Row = { entries: ws.entriesWritten, sessionP50Ms: cached.sessionP50, promptP50Ms: cached.promptP50, sessionNoCacheP50Ms: whole.sessionP50, promptNoCacheP50Ms: whole.promptP50 };
    if (!hookOnly) {
      const p = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(cfg.repo, 'bench/probes/scaleProbe.ts'), ws.projectRoot, ws.homeRoot, String(cfg.queries), String(cfg.seed)], { cwd: cfg.repo, encoding: 'utf8', maxBuffer: 64 << 20 });
      if (p.status !== 0) throw new Error(`scale probe exited ${p.status}: ${p.stderr.slice(0, 2000)}`);
      const m = JSON.parse(p.stdout.trim().split('\n').pop()!) as { coldOpenMs: number; indexBuildMs: number; firstSearchMs: number; heapMB: number; entriesMB: number; samples: number[]; brute: number[] };
      const s = summarize(m.samples);
      Object.assign(row, { coldOpenMs: m.coldOpenMs, indexBuildMs: m.indexBuildMs, firstSearchMs: m.firstSearchMs, heapMB: m.heapMB, entriesHeapMB: m.entriesMB, searchP50Ms: s.p50, searchP99Ms: s.p99, bruteSearchP50Ms: summarize(m.brute).p50, captureMs: captureMs(cli, ws, Math.min(cfg.hookRuns, 5)) });
    }
    if (!hookOnly) {
      const storage = join(cfg.tmp, `scale-${n}`, 'storage');
      mkdirSync(storage, { recursive: true });
      const a = spawnSync(process.execPath, ['--expose-gc', join(cfg.repo, 'bench/probes/activate.cjs'), join(cfg.repo, 'dist/extension.js'), ws.projectRoot, ws.homeRoot, storage], { cwd: cfg.repo, encoding: 'utf8', timeout: 600_000 });
      if (a.status !== 0) throw new Error(`activation probe exited ${a.status}: ${(a.stderr || a.stdout).slice(0, 2000)}`);
      const act = JSON.parse(a.stdout.trim().split('\n').pop()!) as { readyMs: number; heapMB: number };
      Object.assign(row, { extensionReadyMs: act.readyMs, extensionHeapMB: act.heapMB });
    }
    rows.push(row);
    log(`scale ${n}: ${JSON.stringify(row, (_k, v: unknown) => (typeof v === 'number' ? round(v, 1) : v))}`);
  }
  writeFileSync(cfg.chartPath, chart(rows, cfg.subtitle));
  return rows;
}

export async function scaleSuite(cfg: ScaleConfig, log: (s: string) => void): Promise<SuiteResult> {
  const rows = await measureRows(cfg, log);
  const at = (n: number) => rows.find((r) => r.entries === n);
  const r100k = at(100_000);
  return {
    figures: {
      heapMB100k: r100k?.heapMB === undefined ? null : round(r100k.heapMB, 1),
      treeReadyMs100k: r100k?.extensionReadyMs === undefined ? null : round(r100k.extensionReadyMs, 0),
      extensionHeapMB100k: r100k?.extensionHeapMB === undefined ? null : round(r100k.extensionHeapMB, 1),
      firstSearchMs100k: r100k?.firstSearchMs === undefined ? null : round(r100k.firstSearchMs, 0),
    },
    notes: [
      `Sizes ${rows.map((r) => r.entries.toLocaleString('en')).join(', ')} entries (bench/generate.ts, every format, files = entries / 10). In-process figures from a fresh Node per size (bench/probes/scaleProbe.ts): cold open = \`LearningsStore.load()\` parsing every file; index build = \`new LearningsSearch(entries)\`; first search = build + one query; heap = heapUsed + arrayBuffers after full GCs with entries and search index held; search p50/p99 over ${cfg.queries} queries, next to a brute-force scan (every query word looked for in every entry's lower-cased text) in the same process.`,
      'scale.treeReadyMs100k: the dev bundle dist/extension.js activated with a stand-in vscode module (bench/probes/activate.cjs), timed until its API says the workspace is loaded and watched — the data the Memory tree shows; the tree items themselves are built when VS Code asks for them, outside this probe. scale.extensionHeapMB100k: that process\'s heap + array buffers after full GCs.',
      `The curves: bench/scaling.svg.`,
    ],
    details: { rows: rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round(v as number, 2)]))) },
  };
}

export async function hooksSuite(cfg: ScaleConfig, log: (s: string) => void): Promise<SuiteResult> {
  const rows = await measureRows(cfg, log);
  const at = (n: number) => rows.find((r) => r.entries === n);
  const figures = {
    promptP50Ms10k: at(10_000) ? round(at(10_000)!.promptP50Ms, 0) : null,
    sessionP50Ms10k: at(10_000) ? round(at(10_000)!.sessionP50Ms, 0) : null,
    promptP50Ms1M: at(1_000_000) ? round(at(1_000_000)!.promptP50Ms, 0) : null,
    sessionP50Ms1M: at(1_000_000) ? round(at(1_000_000)!.sessionP50Ms, 0) : null,
    promptNoCacheP50Ms10k: at(10_000) ? round(at(10_000)!.promptNoCacheP50Ms, 0) : null,
  };
  return {
    figures,
    notes: [
      `The real CLI, \`node dist/cli.js --root … --home … hook claude\` fed a Claude Code SessionStart or UserPromptSubmit payload on stdin, spawned and timed to exit; p50 of ${cfg.hookRuns} runs each after one SessionStart that warms the OS file cache, the code cache and the entry cache (as a session's first hook does). Baseline in the same run: LEARNINGS_ENTRY_CACHE=off (every file of the roots parsed, as before the entry cache).`,
      'A 1M-entry figure is null unless the run was given --scale-1m (generating 1M entries takes minutes and over a GB of disk).',
    ],
    details: { rows: rows.map((r) => ({ entries: r.entries, sessionP50Ms: round(r.sessionP50Ms, 0), promptP50Ms: round(r.promptP50Ms, 0), sessionNoCacheP50Ms: round(r.sessionNoCacheP50Ms, 0), promptNoCacheP50Ms: round(r.promptNoCacheP50Ms, 0) })) },
  };
}

function chart(rows: readonly Row[], subtitle: string): string {
  const series: Series[] = [];
  const add = (name: string, key: keyof Row, dashed = false) => {
    const points = rows.filter((r) => typeof r[key] === 'number').map((r) => [r.entries, r[key] as number] as [number, number]);
    if (points.length) series.push({ name, points, dashed });
  };
  add('cold open (parse all)', 'coldOpenMs');
  add('search index build', 'indexBuildMs');
  add('search p50', 'searchP50Ms');
  add('search p99', 'searchP99Ms');
  add('brute-force search p50', 'bruteSearchP50Ms', true);
  add('hook SessionStart p50', 'sessionP50Ms');
  add('hook UserPromptSubmit p50', 'promptP50Ms');
  add('SessionStart, no entry cache', 'sessionNoCacheP50Ms', true);
  add('UserPromptSubmit, no entry cache', 'promptNoCacheP50Ms', true);
  add('capture p50', 'captureMs');
  add('extension ready (store loaded, watched)', 'extensionReadyMs');
  add('heap MB (entries + index)', 'heapMB', true);
  return lineChart({ title: 'Cost by number of learnings (log–log; ms unless named MB)', subtitle, xLabel: 'entries', yLabel: 'ms', series });
}
