// The stat worker's program (statAhead.ts), apart so the launcher (src/cli/bin.ts) can start it with the process,
// before the command bundle is even loaded: a worker takes ~70 ms to start, about what a hook over a large memory
// does before it needs the stamps. It is started early only when the project the hook is for (as the launcher can
// tell before reading the payload) was met with a memory that large (the mark below, in the per-user cache);
// otherwise statAhead.ts starts it when a large segment is opened.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Per path: mtimeMs, size, ino; its state is in the counters after the two counts (claimed, done). */
export const STAT_SLOTS = 3;

/** Plain JavaScript, nothing to load: claim the next path, stat it, record it, until none is left. */
export const STAT_WORKER = `
const { parentPort } = require('node:worker_threads');
const { statSync } = require('node:fs');
parentPort.once('message', ({ paths, counters, out }) => {
  const c = new Int32Array(counters);
  const o = new Float64Array(out);
  for (let i = Atomics.add(c, 0, 1); i < paths.length; i = Atomics.add(c, 0, 1)) {
    let state;
    try {
      const st = statSync(paths[i]);
      o[i * ${STAT_SLOTS}] = st.mtimeMs;
      o[i * ${STAT_SLOTS} + 1] = st.size;
      o[i * ${STAT_SLOTS} + 2] = st.ino;
      state = st.isFile() ? 1 : 2;
    } catch (e) {
      state = e && (e.code === 'ENOENT' || e.code === 'ENOTDIR') ? 3 : 4;
    }
    Atomics.store(c, 2 + i, state);
    Atomics.add(c, 1, 1);
    Atomics.notify(c, 1);
  }
  parentPort.close();
});
`;

/** The mark in the per-user cache folder (store/cacheDir.ts) that a project's memory was found large. */
export const largeMemoryMark = (cacheDir: string, root: string): string => join(cacheDir, 'search', `large-${createHash('sha256').update(resolve(root)).digest('hex').slice(0, 16)}`);

const EARLY = Symbol.for('learnings.statWorker');

/** The launcher's part: start the worker now when the hook's project (`--root`, else CLAUDE_PROJECT_DIR, else the
 * working folder: hook.ts decides the same way, the payload aside) has a large memory. Never throws. */
export function startEarlyWorker(cacheDir: string, argv: readonly string[], env: Readonly<Record<string, string | undefined>>): void {
  try {
    const at = argv.findIndex((a) => a === '--root' || a.startsWith('--root='));
    const root = at < 0 ? env.CLAUDE_PROJECT_DIR || process.cwd() : argv[at].startsWith('--root=') ? argv[at].slice(7) : argv[at + 1];
    if (!root || !existsSync(largeMemoryMark(cacheDir, root))) return;
    const worker = new Worker(STAT_WORKER, { eval: true });
    worker.unref();
    worker.on('error', () => undefined);
    (globalThis as Record<symbol, unknown>)[EARLY] = worker;
  } catch {
    /* started later, or not at all */
  }
}

/** The worker the launcher started, once. */
export function takeEarlyWorker(): Worker | undefined {
  const g = globalThis as Record<symbol, unknown>;
  const w = g[EARLY] as Worker | undefined;
  delete g[EARLY];
  return w;
}
