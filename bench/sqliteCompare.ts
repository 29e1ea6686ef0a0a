// The search segment measured against SQLite (FTS5 in WebAssembly, node-sqlite3-wasm, file access) over the same
// entries, the same queries and in the same process conditions: each build and each query run is a fresh Node
// process (`node --expose-gc --import tsx`) started the same way, reporting its own peak RSS.
//   npx tsx bench/sqliteCompare.ts [--sizes 10000,100000] [--queries 200]
// Workspaces: the scaling curves' (bench/suites/scale.ts: cachedWorkspace under bench/tmp/workspaces, seed
// 20260608 + entries). Writes bench/sqlite-compare.json and prints a markdown table.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { cachedWorkspace } from './workspaceCache';
import { filesFor } from './suites/scale';
import { summarize } from './harness';
import { searchQueries } from './suites/searchQueries';
import { TOKENIZERS, type BuildReport, type QueryReport, type Tokenizer } from './sqliteCompareChild';

const bench = resolve(__dirname);
const repo = resolve(bench, '..');
/** bench/run.ts: SEED = 20260601; scale.ts: cfg.seed = SEED + 7, a workspace's seed cfg.seed + entries; its queries searchQueries(n, cfg.seed). */
const SCALE_SEED = 20260601 + 7;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

function child<T>(args: string[], env: NodeJS.ProcessEnv = process.env): T {
  const p = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=16384', '--import', 'tsx', join(bench, 'sqliteCompareChild.ts'), ...args], { cwd: repo, encoding: 'utf8', env, maxBuffer: 256 << 20, timeout: 3_600_000 });
  if (p.status !== 0) throw new Error(`${args[0]} exited ${p.status}: ${(p.stderr || p.stdout).slice(0, 2000)}`);
  return JSON.parse(p.stdout.trim().split('\n').pop()!) as T;
}

function dirBytes(dir: string): number {
  let n = 0;
  for (const d of readdirSync(dir, { withFileTypes: true })) n += d.isDirectory() ? dirBytes(join(dir, d.name)) : statSync(join(dir, d.name)).size;
  return n;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

interface EngineRow {
  build: BuildReport;
  bytes: number;
  query: Omit<QueryReport, 'top' | 'samples' | 'cpuSamples'> & { p50Ms: number; p99Ms: number; cpuP50Ms: number; cpuP99Ms: number; zeroResultShare: number };
}

function engineRow(build: BuildReport, bytes: number, q: QueryReport): EngineRow {
  const s = summarize(q.samples);
  const c = summarize(q.cpuSamples);
  const { top, samples, cpuSamples, ...rest } = q;
  void samples, void cpuSamples;
  return { build, bytes, query: { ...rest, p50Ms: r2(s.p50), p99Ms: r2(s.p99), cpuP50Ms: r2(c.p50), cpuP99Ms: r2(c.p99), zeroResultShare: r2(top.filter((t) => t.length === 0).length / top.length) } };
}

/** Per query kind (searchQueries cycles through 8 kinds): mean top-10 overlap with the segment, and zero-result shares. */
const KINDS = ['one word', 'verb noun', 'three words', 'dir/stem path', 'CJK word', 'German noun', 'typo', 'tool verb timeout / miss'];

function quality(queries: string[], seg: string[][], other: string[][]) {
  const overlap = (a: string[], b: string[]) => (a.length === 0 && b.length === 0 ? 1 : a.filter((x) => b.includes(x)).length / Math.max(a.length, b.length));
  const per = queries.map((q, i) => ({ q, kind: KINDS[i % 8], overlap: overlap(seg[i], other[i]), segment: seg[i].length, other: other[i].length }));
  const byKind = KINDS.map((kind) => {
    const rows = per.filter((p) => p.kind === kind);
    return { kind, queries: rows.length, meanOverlap: r2(rows.reduce((s, p) => s + p.overlap, 0) / rows.length), segmentZero: r2(rows.filter((p) => p.segment === 0).length / rows.length), otherZero: r2(rows.filter((p) => p.other === 0).length / rows.length), otherZeroWhereSegmentFound: rows.filter((p) => p.other === 0 && p.segment > 0).length };
  });
  const found = per.filter((p) => p.segment > 0);
  return { meanOverlap: r2(per.reduce((s, p) => s + p.overlap, 0) / per.length), meanOverlapWhereSegmentFound: r2(found.reduce((s, p) => s + p.overlap, 0) / Math.max(1, found.length)), zeroWhereSegmentFound: found.filter((p) => p.other === 0).length, byKind, examples: per.filter((p) => p.other === 0 && p.segment > 0).slice(0, 6).map((p) => p.q) };
}

async function main(): Promise<void> {
  const sizes = arg('--sizes', '10000,100000').split(',').map(Number);
  const nQueries = Number(arg('--queries', '200'));
  const queries = searchQueries(nQueries, SCALE_SEED);
  const tmp = join(bench, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const rows = [];
  for (const n of sizes) {
    const ws = cachedWorkspace(join(tmp, 'workspaces'), { entries: n, files: filesFor(n), seed: SCALE_SEED + n });
    const work = mkdtempSync(join(tmp, `sqlcmp-${n}-`));
    const qfile = join(work, 'queries.json');
    writeFileSync(qfile, JSON.stringify(queries));
    const cache = join(work, 'cache');
    const env = { ...process.env, XDG_CACHE_HOME: cache };
    console.error(`${n}: workspace ${ws.entriesWritten} entries / ${ws.filesWritten} files (${ws.reused ? 'reused' : 'written'}); load ${loadavg()[0].toFixed(1)}`);
    const segBuild = child<BuildReport>(['build-segment', ws.projectRoot, ws.homeRoot], env);
    const segBytes = dirBytes(join(cache, 'learnings-explorer', 'search'));
    console.error(`${n}: segment built ${JSON.stringify(segBuild)}, ${segBytes} bytes`);
    const segQuery = child<QueryReport>(['query-segment', ws.projectRoot, ws.homeRoot, qfile], env);
    console.error(`${n}: segment queried, first ${segQuery.openFirstMs} ms, maxRSS ${segQuery.maxRssMB} MB`);
    const segment = engineRow(segBuild, segBytes, segQuery);
    const sqlite: Partial<Record<Tokenizer, EngineRow & { quality: ReturnType<typeof quality> }>> = {};
    for (const tok of TOKENIZERS) {
      const db = join(work, `fts5-${tok}.db`);
      const b = child<BuildReport>(['build-sqlite', ws.projectRoot, ws.homeRoot, db, tok]);
      const bytes = statSync(db).size;
      console.error(`${n}: sqlite ${tok} built ${JSON.stringify(b)}, ${bytes} bytes`);
      const q = child<QueryReport>(['query-sqlite', db, qfile]);
      console.error(`${n}: sqlite ${tok} queried, first ${q.openFirstMs} ms, maxRSS ${q.maxRssMB} MB`);
      sqlite[tok] = { ...engineRow(b, bytes, q), quality: quality(queries, segQuery.top, q.top) };
    }
    rows.push({ entries: ws.entriesWritten, files: ws.filesWritten, seed: SCALE_SEED + n, segment, sqlite });
    rmSync(work, { recursive: true, force: true });
  }
  const out = {
    command: `npx tsx bench/sqliteCompare.ts --sizes ${sizes.join(',')} --queries ${nQueries}`,
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, load ${loadavg().map((x) => x.toFixed(1)).join(' ')} at the end`,
    queries: { count: nQueries, seed: SCALE_SEED, kinds: KINDS },
    rows,
  };
  writeFileSync(join(bench, 'sqlite-compare.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(table(out.rows));
}

function table(rows: Array<{ entries: number; segment: EngineRow; sqlite: Partial<Record<Tokenizer, EngineRow & { quality: ReturnType<typeof quality> }>> }>): string {
  const lines: string[] = [];
  for (const r of rows) {
    const engines: Array<[string, EngineRow & { quality?: ReturnType<typeof quality> }]> = [['segment', r.segment], ...TOKENIZERS.filter((t) => r.sqlite[t]).map((t): [string, EngineRow & { quality?: ReturnType<typeof quality> }] => [`FTS5 ${t}`, r.sqlite[t]!])];
    lines.push(`\n**${r.entries.toLocaleString('en')} entries**\n`, `| | ${engines.map((e) => e[0]).join(' | ')} |`, `| --- |${engines.map(() => ' --- |').join('')}`);
    const row = (name: string, f: (e: EngineRow & { quality?: ReturnType<typeof quality> }) => string) => lines.push(`| ${name} | ${engines.map((e) => f(e[1])).join(' | ')} |`);
    row('build: parse + index + write (s)', (e) => (e.build.totalMs / 1000).toFixed(1));
    row('build CPU, user + system (s)', (e) => (e.build.cpuMs / 1000).toFixed(1));
    row('build peak RSS (MB)', (e) => e.build.maxRssMB.toFixed(0));
    row('file on disk (MB)', (e) => (e.bytes / 1048576).toFixed(1));
    row('load modules (+ WASM instantiation) (ms)', (e) => e.query.importMs.toFixed(0));
    row('open + first query (ms)', (e) => e.query.openFirstMs.toFixed(1));
    row('first query from process start, modules incl. (ms)', (e) => (e.query.importMs + e.query.openFirstMs).toFixed(0));
    row('query p50 / p99 (ms)', (e) => `${e.query.p50Ms} / ${e.query.p99Ms}`);
    row('query CPU p50 / p99 (ms)', (e) => `${e.query.cpuP50Ms} / ${e.query.cpuP99Ms}`);
    row('query process peak RSS (MB)', (e) => e.query.maxRssMB.toFixed(0));
    row('heap + arrayBuffers after GC (MB)', (e) => e.query.heapMB.toFixed(1));
    row('+ WebAssembly memory (MB)', (e) => (e.query.wasmMB === undefined ? '—' : e.query.wasmMB.toFixed(1)));
    row('process RSS after GC (MB)', (e) => e.query.rssMB.toFixed(0));
    row('queries with no result', (e) => `${Math.round(e.query.zeroResultShare * 100)} %`);
    row('top-10 overlap with segment (mean)', (e) => (e.quality ? e.quality.meanOverlap.toFixed(2) : '—'));
  }
  return lines.join('\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
