// The child processes of bench/sqliteCompare.ts, one fresh Node per build and per query run, each printing one
// JSON line with its own peak RSS. Modes:
//   build-segment <project> <home>            the search segment as `learnings reindex` builds it (XDG_CACHE_HOME from the parent)
//   build-sqlite <project> <home> <db> <tok>  the same entries parsed by the store, into an FTS5 table
//   query-segment <project> <home> <queries.json> / query-sqlite <db> <queries.json>
import { rmSync } from 'node:fs';
import { fullGc, nowMs } from './harness';

export const TOKENIZERS = ['unicode61', 'trigram'] as const;
export type Tokenizer = (typeof TOKENIZERS)[number];
const TOKENIZE: Record<Tokenizer, string> = { unicode61: 'unicode61 remove_diacritics 2', trigram: 'trigram' };
/** Columns in the segment's field order with its field weights (src/core/retrievalScore.ts FIELD_WEIGHTS). */
const COLUMNS = ['title', 'rule', 'tags', 'files', 'body'] as const;
const BM25 = 'bm25(docs, 3, 2, 2, 1.5, 1)';
const LIMIT = 10;
const WARMUP = 10;

export interface BuildReport {
  totalMs: number;
  /** user + system CPU of the whole build (the machine is shared: wall times carry other jobs' load). */
  cpuMs: number;
  /** SQLite only: the store's parse, the inserts (one transaction), FTS5 'optimize'. */
  parseMs?: number;
  insertMs?: number;
  optimizeMs?: number;
  docs?: number;
  how?: string;
  maxRssMB: number;
}

export interface QueryReport {
  /** Importing the engine's modules (the WASM module is compiled then), before the open. */
  importMs: number;
  openFirstMs: number;
  samples: number[];
  /** Each query's user + system CPU, in the order of samples. */
  cpuSamples: number[];
  top: string[][];
  maxRssMB: number;
  heapMB: number;
  rssMB: number;
  /** SQLite: its WebAssembly memory (not in heapMB). */
  wasmMB?: number;
  errors?: number;
}

/** node-sqlite3-wasm is CommonJS: a dynamic import may wrap it in `default`. */
async function sqliteModule(): Promise<typeof import('node-sqlite3-wasm')> {
  watchWasmMemory();
  const m = (await import('node-sqlite3-wasm')) as typeof import('node-sqlite3-wasm') & { default?: typeof import('node-sqlite3-wasm') };
  return m.default ?? m;
}

/** SQLite's heap is a WebAssembly memory, which process.memoryUsage().arrayBuffers does not count: every memory an
 * instance exports is kept here so its size can be reported beside the JS heap. */
interface WasmMemory {
  buffer: ArrayBuffer;
}
type Instantiate = new (...args: unknown[]) => { exports: Record<string, unknown> };
/** The WebAssembly global (Node has it; the project's TypeScript lib does not declare it). */
const wasm = (globalThis as unknown as { WebAssembly: { Instance: Instantiate; Memory: new (...args: unknown[]) => WasmMemory } }).WebAssembly;
const wasmMemories: WasmMemory[] = [];
function watchWasmMemory(): void {
  wasm.Instance = new Proxy(wasm.Instance, {
    construct(target, args: unknown[]) {
      const instance = new target(...args);
      for (const v of Object.values(instance.exports)) if (v instanceof wasm.Memory) wasmMemories.push(v);
      return instance;
    },
  });
}
const wasmMB = () => wasmMemories.reduce((s, m) => s + m.buffer.byteLength, 0) / 1048576;

const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};
const maxRssMB = () => process.resourceUsage().maxRSS / 1024;
function memory(): { heapMB: number; rssMB: number } {
  fullGc();
  const m = process.memoryUsage();
  return { heapMB: (m.heapUsed + m.arrayBuffers) / 1048576, rssMB: m.rss / 1048576 };
}

/** The query's words, each a quoted FTS5 string, OR'ed (a quoted string with punctuation is a phrase of its tokens). */
export function ftsQuery(q: string): string {
  return q.split(/\s+/).filter(Boolean).map((w) => `"${w.replace(/"/g, '""')}"`).join(' OR ');
}

async function buildSegment(root: string, home: string): Promise<BuildReport> {
  const { loadSearch } = await import('../src/store/searchSegmentLoad');
  const { SESSION_LISTS } = await import('../src/app/hooks/injectContext');
  const c = process.cpuUsage();
  const t = nowMs();
  const l = await loadSearch({ roots: [root], home, lists: SESSION_LISTS });
  l.close();
  return { totalMs: nowMs() - t, cpuMs: cpuMs(c), how: l.how, maxRssMB: maxRssMB() };
}

async function buildSqlite(root: string, home: string, db: string, tok: Tokenizer): Promise<BuildReport> {
  const { LearningsStore } = await import('../src/store/learningsStore');
  const { searchable } = await import('../src/core/retrievalDoc');
  const { ruleText } = await import('../src/core/ruleText');
  const { Database } = await sqliteModule();
  rmSync(db, { force: true });
  const c = process.cpuUsage();
  const t0 = nowMs();
  const store = new LearningsStore({ roots: [root], home });
  await store.load();
  const entries = store.entries().filter(searchable);
  const parseMs = nowMs() - t0;
  const t1 = nowMs();
  const d = new Database(db);
  d.exec(`PRAGMA journal_mode=DELETE; CREATE VIRTUAL TABLE docs USING fts5(${COLUMNS.join(', ')}, id UNINDEXED, tokenize='${TOKENIZE[tok]}');`);
  d.exec('BEGIN');
  const ins = d.prepare(`INSERT INTO docs(${COLUMNS.join(', ')}, id) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const e of entries) {
    const rule = ruleText(e);
    const tags = [...e.tags, ...e.domains, ...e.functions, e.category ?? '', e.namespaceName ?? ''].join(' ');
    ins.run([e.title, rule === e.title ? '' : rule, tags, e.relatedFiles.join(' '), e.body.slice(0, 20_000), e.id]);
  }
  ins.finalize();
  d.exec('COMMIT');
  const insertMs = nowMs() - t1;
  const t2 = nowMs();
  d.exec("INSERT INTO docs(docs) VALUES('optimize')");
  d.close();
  const optimizeMs = nowMs() - t2;
  return { totalMs: nowMs() - t0, cpuMs: cpuMs(c), parseMs, insertMs, optimizeMs, docs: entries.length, maxRssMB: maxRssMB() };
}

function timedQueries(queries: string[], run: (q: string) => string[]): { samples: number[]; cpuSamples: number[]; top: string[][] } {
  for (let i = 0; i < WARMUP; i++) run(queries[i % queries.length]);
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  const top: string[][] = [];
  for (const q of queries) {
    const c = process.cpuUsage();
    const t = nowMs();
    top.push(run(q));
    samples.push(nowMs() - t);
    cpuSamples.push(cpuMs(c));
  }
  return { samples, cpuSamples, top };
}

async function querySegment(root: string, home: string, queries: string[]): Promise<QueryReport> {
  const t0 = nowMs();
  const { loadSearch } = await import('../src/store/searchSegmentLoad');
  const { SESSION_LISTS } = await import('../src/app/hooks/injectContext');
  const { LearningsSearch } = await import('../src/core/retrieval');
  const importMs = nowMs() - t0;
  const t = nowMs();
  const loaded = await loadSearch({ roots: [root], home, lists: SESSION_LISTS });
  if (loaded.how !== 'segment') throw new Error(`segment not reused: ${loaded.how}`);
  const search = new LearningsSearch(loaded.source);
  search.search(queries[0], LIMIT);
  const openFirstMs = nowMs() - t;
  const { samples, cpuSamples, top } = timedQueries(queries, (q) => search.search(q, LIMIT).map((r) => r.id));
  const m = memory();
  loaded.close();
  return { importMs, openFirstMs, samples, cpuSamples, top, maxRssMB: maxRssMB(), ...m };
}

async function querySqlite(db: string, queries: string[]): Promise<QueryReport> {
  const t0 = nowMs();
  const { Database } = await sqliteModule();
  new Database().close(); // instantiates the WebAssembly module: counted with the import, as the segment's module loading is
  const importMs = nowMs() - t0;
  const t = nowMs();
  const d = new Database(db, { fileMustExist: true, readOnly: true });
  const st = d.prepare(`SELECT id FROM docs WHERE docs MATCH ? ORDER BY ${BM25} LIMIT ${LIMIT}`);
  let errors = 0;
  const run = (q: string): string[] => {
    try {
      return st.all([ftsQuery(q)]).map((r) => String((r as { id: unknown }).id));
    } catch {
      errors++; // a query FTS5 rejects (syntax) counts as no result
      return [];
    }
  };
  run(queries[0]);
  const openFirstMs = nowMs() - t;
  errors = 0;
  const { samples, cpuSamples, top } = timedQueries(queries, run);
  const m = memory();
  st.finalize();
  d.close();
  return { importMs, openFirstMs, samples, cpuSamples, top, maxRssMB: maxRssMB(), ...m, wasmMB: wasmMB(), errors };
}

async function main(argv: string[]): Promise<void> {
  if (!fullGc()) throw new Error('run with --expose-gc');
  const [mode, ...a] = argv;
  const queries = (file: string) => JSON.parse(require('node:fs').readFileSync(file, 'utf8')) as string[];
  const out = mode === 'build-segment' ? await buildSegment(a[0], a[1]) : mode === 'build-sqlite' ? await buildSqlite(a[0], a[1], a[2], a[3] as Tokenizer) : mode === 'query-segment' ? await querySegment(a[0], a[1], queries(a[2])) : mode === 'query-sqlite' ? await querySqlite(a[0], queries(a[1])) : undefined;
  if (!out) throw new Error(`unknown mode ${mode}`);
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

if (process.argv[1]?.endsWith('sqliteCompareChild.ts')) {
  main(process.argv.slice(2)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
