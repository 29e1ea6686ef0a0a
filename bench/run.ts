// `npm run bench`: every benchmark, one after another, then bench/results.json and bench/RESULTS.md.
//   --quick        a tenth of the sizes (a smoke run while developing; its numbers are not the record)
//   --only a,b     only these groups (nearDup, scan, watch, search, retrieval, memory, capture, extension, scale, hooks)
//   --scale-1m     the scaling curves also time the hook CLI over a 1M-entry workspace (minutes, over a GB of disk)
// The whole run is sized for a few minutes on 2 cores. Data is generated under bench/tmp (gitignored).
import { cpus, loadavg, totalmem } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { figuresTable, machineLine, renderResultsMd, type Results } from './report';
import { TARGETS, type Figures } from './targets';
import { nowMs } from './harness';
import type { SuiteResult } from './suites/suite';
import { nearDupSuite } from './suites/nearDup';
import { scanSuite, watchSuite } from './suites/store';
import { memorySuite, searchSuite } from './suites/index100k';
import { bigFileCaptureSuite, captureSuite } from './suites/capture';
import { hooksSuite, scaleSuite } from './suites/scale';
import { retrievalQualitySuite } from './suites/retrievalQuality';
import { bundleSuite, extensionSuite } from './suites/extension';

const benchDir = resolve(__dirname);
const repo = resolve(benchDir, '..');
const tmp = join(benchDir, 'tmp');
const quick = process.argv.includes('--quick');
const onlyArg = process.argv[process.argv.indexOf('--only') + 1];
const only = process.argv.includes('--only') && onlyArg ? onlyArg.split(',') : undefined;
const scale = quick ? 0.1 : 1;
const SEED = 20260601;

const log = (s: string) => console.log(s);

const index100k = { repo, entries: Math.round(100_000 * scale), queries: quick ? 40 : 300, seed: SEED + 3 };

const scaleCfg = {
  repo,
  tmp,
  sizes: quick ? [1_000, 10_000] : [1_000, 10_000, 100_000],
  hookOnlySizes: process.argv.includes('--scale-1m') ? [1_000_000] : [],
  hookRuns: quick ? 3 : 7,
  queries: quick ? 40 : 200,
  seed: SEED + 7,
  chartPath: quick ? join(tmp, 'scaling.svg') : join(benchDir, 'scaling.svg'),
  subtitle: `${quick ? '--quick smoke run, not the record; ' : ''}${new Date().toISOString().slice(0, 10)}, load ${loadavg()[0].toFixed(1)} at start`,
};

type Suite = { group: string; run: () => Promise<SuiteResult> };
const suites: Suite[] = [
  { group: 'nearDup', run: () => nearDupSuite({ repo, stored: Math.round(100_000 * scale), probesPerKind: quick ? 6 : 16, indexedPasses: 25, seed: SEED }, log) },
  { group: 'scan', run: () => scanSuite({ repo, tmp, entries: Math.round(10_000 * scale), files: Math.round(1_000 * scale), runs: quick ? 3 : 5, seed: SEED + 1 }, log) },
  { group: 'watch', run: () => watchSuite({ tmp, entries: Math.round(10_000 * scale), files: Math.round(1_000 * scale), runs: quick ? 5 : 21, seed: SEED + 2 }, log) },
  { group: 'search', run: () => searchSuite(index100k, log) },
  { group: 'retrieval', run: () => retrievalQualitySuite(log) },
  { group: 'memory', run: () => memorySuite(index100k, log) },
  { group: 'capture', run: () => captureSuite({ repo, tmp, entries: 1_000, runs: quick ? 5 : 21, seed: SEED + 5 }, log) },
  { group: 'capture', run: () => bigFileCaptureSuite({ repo, tmp, megabytes: quick ? 5 : 50, runs: quick ? 2 : 5, seed: SEED + 8 }, log) },
  { group: 'scale', run: () => scaleSuite(scaleCfg, log) },
  { group: 'hooks', run: () => hooksSuite(scaleCfg, log) },
  { group: 'extension', run: () => extensionSuite({ repo, tmp, runs: quick ? 3 : 11, seed: SEED + 6 }, log) },
  { group: 'bundle', run: () => bundleSuite({ repo, tmp }, log) },
];

function nullFigures(group: string): Record<string, null> {
  const out: Record<string, null> = {};
  for (const t of TARGETS) if (t.key.startsWith(`${group}.`)) out[t.key.slice(group.length + 1)] = null;
  return out;
}

async function main(): Promise<void> {
  const started = nowMs();
  mkdirSync(tmp, { recursive: true });
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    totalMemGB: Math.round(totalmem() / 2 ** 30),
    loadAvgAtStart: loadavg(),
    date: new Date().toISOString(),
  };
  const figures: Figures = {};
  const notes: Record<string, string[]> = {};
  const details: Record<string, unknown> = { quick };
  for (const s of suites) {
    figures[s.group] = { ...nullFigures(s.group), ...figures[s.group] }; // two suites may fill one group (capture)
    if (only && !only.includes(s.group)) {
      notes[s.group] = ['not run (--only)'];
      continue;
    }
    const t0 = nowMs();
    log(`\n=== ${s.group}`);
    try {
      const r = await s.run();
      figures[s.group] = { ...figures[s.group], ...r.figures };
      notes[s.group] = [...(notes[s.group] ?? []), ...r.notes];
      if (r.details) details[s.group] = { ...(details[s.group] as object | undefined), ...r.details };
    } catch (e) {
      const msg = (e as Error).stack ?? String(e);
      log(`${s.group}: FAILED ${msg}`);
      notes[s.group] = [`not measured: the run failed — ${(e as Error).message}`];
    }
    log(`${s.group}: ${JSON.stringify(figures[s.group])} (${((nowMs() - t0) / 1000).toFixed(1)} s)`);
  }
  const results: Results = { machine, figures, notes, details, durationS: (nowMs() - started) / 1000 };
  // results.json: the figure groups at the top level (results.nearDup.p99Ms …), then context.
  const json = { ...figures, machine, notes, details, durationS: Math.round(results.durationS) };
  const outJson = quick || only ? join(tmp, 'results.json') : join(benchDir, 'results.json');
  const outMd = quick || only ? join(tmp, 'RESULTS.md') : join(benchDir, 'RESULTS.md');
  writeFileSync(outJson, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(outMd, renderResultsMd(results));
  log(`\nwrote ${outJson} and ${outMd} (${results.durationS.toFixed(0)} s)\n`);
  log(`${machineLine(machine)}\n`);
  log(figuresTable(results));
  log('');
  for (const t of TARGETS) {
    const [g, k] = t.key.split('.');
    const v = figures[g]?.[k];
    log(`${t.key.padEnd(30)} ${String(v).padStart(12)}  ${t.text ?? ''}${t.met && v !== null && v !== undefined ? (t.met(v) ? '  ok' : '  MISSED') : ''}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
