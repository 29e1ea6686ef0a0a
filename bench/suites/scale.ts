// The scaling curves: at each size (1k, 10k, 100k entries; 1M for the hook CLI with --scale-1m) a generated
// workspace is opened cold, indexed and searched in a fresh process (bench/probes/scaleProbe.ts), the real CLI
// answers SessionStart and UserPromptSubmit payloads (`node dist/cli.js hook claude`, with the entry cache and
// without it, the whole-root parse, in the same run) and takes a capture. Figures: scale.*, hooks.*; the curves
// go to bench/scaling.svg (bench/chart.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Workspace } from '../generate';
import { cachedWorkspace } from '../workspaceCache';
import { searchQueries } from './searchQueries';
import { nowMs, round, summarize } from '../harness';
import { spawnTimed } from '../spawnTimed';
import { lineChart, stackCharts, type Series } from '../chart';
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

/** Pause after each timed prompt hook, as an agent's next hook comes after the model's answer, seconds later: its
 * capture process finishes (up to 0.75 s at 1M when the prompt is captured), and a file that capture appended to
 * is out of the 3 s racy-stamp margin, as the files the first run finds are (below). Within that margin the next
 * hooks walk the roots' folders again (the capture's rename moved their mtime) and write a delta for the changed
 * file: at 1M that takes about 0.5 s per hook — a cost of the racy rule (docs/search-index.md). */
const PROMPT_SETTLE_MS = 3_100;

interface HookTimes {
  sessionP50: number;
  promptP50: number;
}

/** The hooks timed as an agent's hook runner starts them (bench/spawnTimed.ts). */
function hookTimes(cli: string, ws: Workspace, runs: number, env: NodeJS.ProcessEnv): HookTimes {
  const run = (event: 'SessionStart' | 'UserPromptSubmit', i: number) => {
    const payload = event === 'SessionStart' ? { hook_event_name: event, session_id: `bench-s${i}`, source: 'startup', cwd: ws.projectRoot } : { hook_event_name: event, session_id: `bench-p${i}`, prompt: PROMPTS[i % PROMPTS.length], cwd: ws.projectRoot };
    // The prompt's capture runs on in a process of its own (src/app/hooks/captureApart.ts) after the hook has
    // answered; an agent's next synchronous hook comes seconds later, so the next timed run does not share the CPU with it.
    return { args: [cli, '--root', ws.projectRoot, '--home', ws.homeRoot, 'hook', 'claude'], input: JSON.stringify(payload), env: { ...env, CLAUDE_PROJECT_DIR: ws.projectRoot }, settleMs: event === 'UserPromptSubmit' ? PROMPT_SETTLE_MS : 0 };
  };
  // Files an agent's session finds were written earlier, not within the cache's 3 s racy-stamp margin; the first
  // SessionStart warms the OS file cache, the code cache and the entry cache, as the session's first hook does.
  const all = spawnTimed([run('SessionStart', -1), ...Array.from({ length: runs }, (_, i) => [run('SessionStart', i), run('UserPromptSubmit', i)]).flat()], 3_100);
  const bad = all.find((r) => r.status !== 0);
  if (bad) throw new Error(`hook exited ${bad.status}: ${bad.stderr.slice(0, 1000)}`);
  const timed = all.slice(1);
  return { sessionP50: summarize(timed.filter((_, k) => k % 2 === 0).map((r) => r.ms)).p50, promptP50: summarize(timed.filter((_, k) => k % 2 === 1).map((r) => r.ms)).p50 };
}

function captureMs(cli: string, ws: Workspace, runs: number): number {
  const all = spawnTimed(Array.from({ length: runs + 1 }, (_, i) => ({ args: [cli, 'capture', '--type', 'correction', '--content', `Use the bench fixture number ${i} instead of the live service when testing the scaling run`, '--root', ws.projectRoot, '--home', ws.homeRoot, '--now', '2026-06-01T12:00:00Z', '--json'], cwd: ws.projectRoot })));
  const bad = all.find((r) => r.status !== 0);
  if (bad) throw new Error(`capture exited ${bad.status}: ${bad.stderr.slice(0, 1000)}`);
  return summarize(all.slice(1).map((r) => r.ms)).p50;
}

interface Row {
  entries: number;
  /** `learnings reindex` over the workspace (the search segment built from every file) and its peak RSS. */
  reindexMs?: number;
  reindexMB?: number;
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
  /** The prompt hook with its capture inline (LEARNINGS_PROMPT_CAPTURE=inline): what the agent waited for before the capture ran apart. */
  promptInlineP50Ms?: number;
  captureMs?: number;
  /** The extension (dev bundle, stand-in vscode, bench/probes/activate.cjs): activation until the store is loaded and watched. */
  extensionReadyMs?: number;
  /** Its heap + array buffers after one search through its services, after full GCs. */
  extensionHeapMB?: number;
  /** The same when loaded and watched, before any search. */
  extensionReadyHeapMB?: number;
  /** Workspace.open + one search in a fresh process, the first time (nothing derived on disk yet from this size). */
  firstSearchColdMs?: number;
  /** The extension's first search, issued as soon as its tree is populated (the Search Learnings path). */
  extensionSearchMs?: number;
  /** Activation until the views show the loaded files (the watcher may still be starting). */
  extensionPopulatedMs?: number;
  /** The first activation ever over this workspace (no editor entry cache yet): until loaded and watched. */
  extensionReadyColdMs?: number;
  /** The same, until the views show the loaded files. */
  extensionPopulatedColdMs?: number;
  /** Its first search then. */
  extensionSearchColdMs?: number;
}

let measured: Promise<Row[]> | undefined;
/** The rows of every size, measured once for the scale and hooks groups. */
function measureRows(cfg: ScaleConfig, log: (s: string) => void): Promise<Row[]> {
  return (measured ??= measure(cfg, log));
}

/** Entries per file: 10 up to 100k (many small files, the shape the scan is timed on); 100 at 1M — a 1M memory is a few large files per user, not 100k tiny ones. */
export const filesFor = (n: number) => (n >= 1_000_000 ? n / 100 : Math.max(100, Math.round(n / 10)));

function runJson<T>(args: string[], cwd: string, what: string): T {
  const p = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20, timeout: 900_000 });
  if (p.status !== 0) throw new Error(`${what} exited ${p.status}: ${(p.stderr || p.stdout).slice(0, 2000)}`);
  return JSON.parse(p.stdout.trim().split('\n').pop()!) as T;
}

async function measure(cfg: ScaleConfig, log: (s: string) => void): Promise<Row[]> {
  const cli = join(cfg.repo, 'dist/cli.js');
  const cacheHome = join(cfg.tmp, 'scale-cache');
  const env = { ...process.env, XDG_CACHE_HOME: cacheHome };
  const rows: Row[] = [];
  const query = searchQueries(1, cfg.seed)[0];
  for (const n of [...cfg.sizes, ...cfg.hookOnlySizes]) {
    const t0 = nowMs();
    const ws = cachedWorkspace(join(cfg.tmp, 'workspaces'), { entries: n, files: filesFor(n), seed: cfg.seed + n });
    log(`scale ${n}: workspace of ${ws.entriesWritten} entries in ${ws.filesWritten} files ${ws.reused ? 'reused' : 'written'} in ${((nowMs() - t0) / 1000).toFixed(1)} s`);
    const hookOnly = cfg.hookOnlySizes.includes(n);
    // The search segment as `learnings reindex` builds it (a hook starts it in the background over a large memory;
    // here it is awaited, so the hooks are timed as they run once it exists), timed with its peak memory.
    const r0 = nowMs();
    const re = spawnSync(process.execPath, ['--max-old-space-size=16384', '--require', join(cfg.repo, 'bench/probes/maxRss.cjs'), cli, '--root', ws.projectRoot, '--home', ws.homeRoot, 'reindex'], { encoding: 'utf8', env, timeout: 3_600_000 });
    if (re.status !== 0) throw new Error(`reindex exited ${re.status}: ${re.stderr.slice(0, 1000)}`);
    const reindexMs = nowMs() - r0;
    const reindexMB = Number(/MAX_RSS_KB (\d+)/.exec(re.stderr)?.[1]) / 1024;
    log(`scale ${n}: reindex ${(reindexMs / 1000).toFixed(1)} s, peak RSS ${reindexMB.toFixed(0)} MB (${re.stdout.trim()})`);
    const cached = hookTimes(cli, ws, cfg.hookRuns, env);
    // The entry-cache-off baseline parses every file in the hook; at a hook-only size (1M) that runs for many minutes
    // and gigabytes (the hook's deadline cannot fire during a synchronous parse), so it is not run there.
    const whole = hookOnly ? { sessionP50: Number.NaN, promptP50: Number.NaN } : hookTimes(cli, ws, cfg.hookRuns, { ...env, LEARNINGS_ENTRY_CACHE: 'off' });
    const row: Row = { entries: ws.entriesWritten, reindexMs, reindexMB, sessionP50Ms: cached.sessionP50, promptP50Ms: cached.promptP50, sessionNoCacheP50Ms: whole.sessionP50, promptNoCacheP50Ms: whole.promptP50 };
    if (n === 10_000) row.promptInlineP50Ms = hookTimes(cli, ws, cfg.hookRuns, { ...env, LEARNINGS_PROMPT_CAPTURE: 'inline' }).promptP50;
    if (!hookOnly) {
      const m = runJson<{ coldOpenMs: number; indexBuildMs: number; heapMB: number; entriesMB: number; samples: number[]; brute: number[] }>(['--expose-gc', '--import', 'tsx', join(cfg.repo, 'bench/probes/scaleProbe.ts'), ws.projectRoot, ws.homeRoot, String(cfg.queries), String(cfg.seed)], cfg.repo, 'scale probe');
      const s = summarize(m.samples);
      Object.assign(row, { coldOpenMs: m.coldOpenMs, indexBuildMs: m.indexBuildMs, heapMB: m.heapMB, entriesHeapMB: m.entriesMB, searchP50Ms: s.p50, searchP99Ms: s.p99, bruteSearchP50Ms: summarize(m.brute).p50 });
      // The first search as a returning user meets it: a fresh process, the derived data of an earlier one on disk.
      const first = () => runJson<{ firstSearchMs: number }>(['--import', 'tsx', join(cfg.repo, 'bench/probes/firstSearch.ts'), ws.projectRoot, ws.homeRoot, query], cfg.repo, 'first-search probe').firstSearchMs;
      row.firstSearchColdMs = first();
      row.firstSearchMs = first();
      const storage = join(cfg.tmp, `scale-${n}-storage`);
      mkdirSync(storage, { recursive: true });
      // Activated twice: the first time ever (the editor's entry cache is written then), and again as a person
      // opening the window another day meets it (the second is reported; the first is in the details).
      const activate = () => runJson<{ populatedMs: number; readyMs: number; heapMB: number; readyHeapMB: number; searchMs: number }>(['--expose-gc', join(cfg.repo, 'bench/probes/activate.cjs'), join(cfg.repo, 'dist/extension.js'), ws.projectRoot, ws.homeRoot, storage, query], cfg.repo, 'activation probe');
      const cold = activate();
      const act = activate();
      Object.assign(row, { extensionPopulatedMs: act.populatedMs, extensionReadyMs: act.readyMs, extensionHeapMB: act.heapMB, extensionReadyHeapMB: act.readyHeapMB, extensionSearchMs: act.searchMs, extensionPopulatedColdMs: cold.populatedMs, extensionReadyColdMs: cold.readyMs, extensionSearchColdMs: cold.searchMs });
    }
    row.captureMs = captureMs(cli, ws, Math.min(cfg.hookRuns, 5));
    rows.push(row);
    log(`scale ${n}: ${JSON.stringify(row, (_k, v: unknown) => (typeof v === 'number' ? round(v, 1) : v))}`);
  }
  writeFileSync(cfg.chartPath, chart(rows, cfg.subtitle));
  return rows;
}

export async function scaleSuite(cfg: ScaleConfig, log: (s: string) => void): Promise<SuiteResult> {
  const rows = await measureRows(cfg, log);
  const r100k = rows.find((r) => r.entries === 100_000);
  const fig = (v: number | undefined, digits: number) => (v === undefined ? null : round(v, digits));
  return {
    figures: {
      heapMB100k: fig(r100k?.extensionHeapMB, 1),
      treeReadyMs100k: fig(r100k?.extensionPopulatedMs, 0),
      extensionHeapMB100k: fig(r100k?.extensionReadyHeapMB, 1),
      firstSearchMs100k: fig(r100k?.extensionSearchMs, 0),
    },
    notes: [
      `Sizes ${rows.map((r) => r.entries.toLocaleString('en')).join(', ')} entries (bench/generate.ts, every format). Up to 100k: 10 entries per file (files = entries / 10). At 1M (--scale-1m): 100 entries per file, 10,000 files — a 1M memory is a few large files per user, not 100k tiny ones. Each workspace is generated once per (size, files, seed, generator source) under bench/tmp/workspaces and reused by later runs, put back to its generated bytes first (bench/workspaceCache.ts).`,
      'scale.heapMB100k: the extension process — the dev bundle dist/extension.js activated with a stand-in vscode module (bench/probes/activate.cjs) — loaded, watched and after one search through its own services (the Search Learnings path): heapUsed + arrayBuffers after full GCs. scale.extensionHeapMB100k: the same process before that search. scale.treeReadyMs100k: activation until its API says the workspace is loaded and watched — the data the Memory tree shows; the tree items themselves are built when VS Code asks for them, outside this probe.',
      'scale.treeReadyMs100k and scale.firstSearchMs100k: the extension is activated twice over the same workspace (a fresh process each time, the OS file cache warm): the first activation ever writes the editor\'s entry cache, the second is what a person meets every later time they open the window, and is reported (the first is in the details as extensionReadyColdMs / extensionSearchColdMs). treeReady: activation until the views show the loaded files (the API\'s populated(); the watcher is ready later: extensionReadyMs in the rows); firstSearch: the first search through the extension\'s own services (the Search Learnings path), issued as soon as it is ready, timed from the request to the results.',
      'firstSearchMs in the rows (chart: "first search, fresh process"): a freshly started process (bench/probes/firstSearch.ts) opens the workspace through the product\'s use case (`Workspace.open`, then `searchUnrecorded`, as `learnings search` does) and answers one query, timed from before the open to the result; run twice and the second run reported (the first is firstSearchColdMs). Node start-up and module loading are not included.',
      `In-process curves from a fresh Node per size (bench/probes/scaleProbe.ts): cold open = \`LearningsStore.load()\` parsing every file; index build = \`new LearningsSearch(entries)\`; search p50/p99 over ${cfg.queries} queries, next to a brute-force scan (every query word looked for in every entry's lower-cased text) in the same process; in-process heap = entries and search index held, after full GCs.`,
      'Capture on the curves: `node dist/cli.js capture …` into the workspace, median of up to 5 runs after one warm-up (the scope snapshot in place). The curves: bench/scaling.svg.',
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
    promptInlineP50Ms10k: at(10_000)?.promptInlineP50Ms !== undefined ? round(at(10_000)!.promptInlineP50Ms!, 0) : null,
  };
  return {
    figures,
    notes: [
      `The real CLI, \`node dist/cli.js --root … --home … hook claude\` fed a Claude Code SessionStart or UserPromptSubmit payload on stdin, spawned and timed to exit; p50 of ${cfg.hookRuns} runs each after one SessionStart that warms the OS file cache, the code cache and the entry cache (as a session's first hook does). Baseline in the same run: LEARNINGS_ENTRY_CACHE=off (every file of the roots parsed, as before the entry cache).`,
      `The prompt hook answers with the context and hands the prompt's capture to a process of its own (src/app/hooks/captureApart.ts): the agent waits for the answer only. After each timed prompt the run pauses ${PROMPT_SETTLE_MS} ms while that process finishes, as it would before an agent's next prompt. hooks.promptInlineP50Ms10k: the same prompts with the capture inline (LEARNINGS_PROMPT_CAPTURE=inline), what an agent waited for before.`,
      'Before the hooks are timed at a size, `learnings reindex` builds the search segment of the workspace (as a hook starts it in the background over a large memory): its time and peak RSS are reindexMs / reindexMB in the scale rows. The entry-cache-off baseline is not run at 1M: it parses every file inside the hook, for many minutes (the hook\'s deadline cannot fire during a synchronous parse).',
      'A 1M-entry figure is null unless the run was given --scale-1m (generating 1M entries takes minutes and over a GB of disk).',
    ],
    details: { rows: rows.map((r) => ({ entries: r.entries, sessionP50Ms: round(r.sessionP50Ms, 0), promptP50Ms: round(r.promptP50Ms, 0), sessionNoCacheP50Ms: round(r.sessionNoCacheP50Ms, 0), promptNoCacheP50Ms: round(r.promptNoCacheP50Ms, 0) })) },
  };
}

function chart(rows: readonly Row[], subtitle: string): string {
  const seriesOf = (specs: [string, keyof Row, boolean?][]): Series[] =>
    specs.flatMap(([name, key, dashed]) => {
      const points = rows.filter((r) => Number.isFinite(r[key])).map((r) => [r.entries, r[key] as number] as [number, number]);
      return points.length ? [{ name, points, dashed }] : [];
    });
  const time = seriesOf([
    ['cold open (parse all)', 'coldOpenMs'],
    ['search index build', 'indexBuildMs'],
    ['learnings reindex (segment on disk)', 'reindexMs'],
    ['first search, fresh process', 'firstSearchMs'],
    ['search p50', 'searchP50Ms'],
    ['search p99', 'searchP99Ms'],
    ['brute-force search p50', 'bruteSearchP50Ms', true],
    ['hook SessionStart p50', 'sessionP50Ms'],
    ['hook UserPromptSubmit p50', 'promptP50Ms'],
    ['SessionStart, no entry cache', 'sessionNoCacheP50Ms', true],
    ['UserPromptSubmit, no entry cache', 'promptNoCacheP50Ms', true],
    ['capture p50', 'captureMs'],
    ['extension: tree populated', 'extensionPopulatedMs'],
    ['extension ready (loaded, watched)', 'extensionReadyMs'],
    ['extension first search, once ready', 'extensionSearchMs'],
  ]);
  const memory = seriesOf([
    ['extension heap after a search', 'extensionHeapMB'],
    ['extension heap, loaded and watched', 'extensionReadyHeapMB'],
    ['in-process: entries + search index', 'heapMB', true],
    ['in-process: entries only', 'entriesHeapMB', true],
  ]);
  return stackCharts([
    lineChart({ title: 'Time by number of learnings (log–log)', subtitle, xLabel: 'entries', yLabel: 'ms', series: time }),
    lineChart({ title: 'Memory by number of learnings (log–log)', subtitle, xLabel: 'entries', yLabel: 'MB (heap + array buffers)', series: memory }),
  ]);
}
