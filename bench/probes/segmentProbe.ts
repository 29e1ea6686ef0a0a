// Times the search segment in a fresh process: open (discover + stat every file + read the segment's tables),
// the first search, then search p50/p99 over generated queries, a prompt's context and a session start's; heap +
// array buffers after GC with the search held. With `--build`, the segment is (re)built first, in this process.
// Usage: node --expose-gc --import tsx bench/probes/segmentProbe.ts <projectRoot> <homeRoot> [queries] [--build]
import { LearningsSearch } from '../../src/core/retrieval';
import { loadSearch } from '../../src/store/searchSegmentLoad';
import { buildAdditionalContext, buildPromptContext, SESSION_LISTS } from '../../src/app/hooks/injectContext';
import { searchSegmentPaths } from '../../src/store/searchSegmentFile';
import { rmSync } from 'node:fs';

const [root, home, queriesArg] = process.argv.slice(2);
const QUERIES = ['docker build cache', 'lockfile', 'timeout retry', 'schema migration rollback', 'token refresh expiry', 'flaky test', 'import alias', 'postgres vacuum', 'webpack', 'environment variable', 'Umgebungsvariable', 'restartMailer', 'pagination cursor', 'signing key rotation', 'memory leak', 'absol'];
const PROMPT = 'why does the docker build cache miss after the lockfile changed';

function heapMB(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return Math.round(((m.heapUsed + m.arrayBuffers) / 1048576) * 10) / 10;
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

void (async () => {
  const spec = { roots: [root], home, lists: SESSION_LISTS };
  if (process.argv.includes('--build')) {
    const p = searchSegmentPaths({ roots: [root], home });
    rmSync(p.base, { force: true });
    const t = performance.now();
    const l = await loadSearch(spec);
    l.close();
    console.error(`built in ${Math.round(performance.now() - t)} ms (${l.how})`);
  }
  const heap0 = heapMB();
  let t = performance.now();
  const loaded = await loadSearch(spec);
  const openMs = performance.now() - t;
  const search = new LearningsSearch(loaded.source);
  search.search(QUERIES[0], 50);
  const firstSearchMs = performance.now() - t;
  const times: number[] = [];
  const cpus: number[] = [];
  const slow = new Map<string, number>();
  const n = Number(queriesArg ?? 200);
  for (let i = 0; i < n; i++) {
    const q = QUERIES[i % QUERIES.length];
    const s = performance.now();
    const c = process.cpuUsage();
    search.search(q, 50);
    const u = process.cpuUsage(c);
    cpus.push((u.user + u.system) / 1000);
    times.push(performance.now() - s);
    slow.set(q, Math.max(slow.get(q) ?? 0, times[times.length - 1]));
  }
  t = performance.now();
  const prompt = buildPromptContext({ entries: [], index: search, root, home, prompt: PROMPT, files: [] });
  const promptMs = performance.now() - t;
  t = performance.now();
  const session = buildAdditionalContext({ entries: [], candidates: (name) => (name === 'files' ? [] : loaded.list(name)), root, home, files: [], project: 'project' });
  const sessionMs = performance.now() - t;
  const heap = heapMB();
  console.log(
    JSON.stringify({
      how: loaded.how,
      openMs: Math.round(openMs),
      firstSearchMs: Math.round(firstSearchMs),
      searchP50Ms: Math.round(pct(times, 0.5) * 100) / 100,
      searchP99Ms: Math.round(pct(times, 0.99) * 100) / 100,
      searchCpuP50Ms: Math.round(pct(cpus, 0.5) * 100) / 100,
      searchCpuP99Ms: Math.round(pct(cpus, 0.99) * 100) / 100,
      slowest: [...slow].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([q, ms]) => `${q} ${Math.round(ms)}ms`),
      promptMs: Math.round(promptMs),
      sessionMs: Math.round(sessionMs),
      promptLines: prompt.used.length,
      sessionLines: session.used.length,
      searchHeapMB: Math.round((heap - heap0) * 10) / 10,
      heapMB: heap,
    }),
  );
  loaded.close();
})();
