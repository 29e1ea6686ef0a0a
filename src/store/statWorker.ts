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
/** A path's state: not answered yet (0), a file, something else, missing (ENOENT, ENOTDIR), another error. */
export const STAT_STATE = { file: 1, other: 2, missing: 3, failed: 4 } as const;

/**
 * The claim loop both threads run (statAhead.ts): take the next unclaimed path (counter 0), stat it, write its stamp
 * and then its state, count it done (counter 1). Returns how many paths this thread took. Self-contained — no names
 * from outside its parameters — because the worker runs its source text (STAT_WORKER below).
 */
export function claimStamps(paths: readonly string[], c: Int32Array, o: Float64Array, slots: number, states: typeof STAT_STATE, stat: (p: string) => { mtimeMs: number; size: number; ino: number; isFile(): boolean }): number {
  let taken = 0;
  for (let i = Atomics.add(c, 0, 1); i < paths.length; i = Atomics.add(c, 0, 1), taken++) {
    let state: number;
    try {
      const st = stat(paths[i]);
      o[i * slots] = st.mtimeMs;
      o[i * slots + 1] = st.size;
      o[i * slots + 2] = st.ino;
      state = st.isFile() ? states.file : states.other;
    } catch (e) {
      const code = (e as { code?: string } | null)?.code;
      state = code === 'ENOENT' || code === 'ENOTDIR' ? states.missing : states.failed;
    }
    Atomics.store(c, 2 + i, state);
    Atomics.add(c, 1, 1);
    Atomics.notify(c, 1);
  }
  return taken;
}

/** The worker's program, plain JavaScript with nothing to load: the claim loop over the paths it is given. */
export const STAT_WORKER = `
const { parentPort } = require('node:worker_threads');
const { statSync } = require('node:fs');
const claimStamps = ${claimStamps.toString()};
parentPort.once('message', ({ paths, counters, out }) => {
  claimStamps(paths, new Int32Array(counters), new Float64Array(out), ${STAT_SLOTS}, ${JSON.stringify(STAT_STATE)}, statSync);
  parentPort.close();
});
`;

/** The mark in the per-user cache folder (store/cacheDir.ts) that a project's memory was found large. */
export const largeMemoryMark = (cacheDir: string, root: string): string => join(cacheDir, 'search', `large-${createHash('sha256').update(resolve(root)).digest('hex').slice(0, 16)}`);

const EARLY = Symbol.for('learnings.statWorker');

/** The launcher's part: start the worker now when the hook's project (cli/argv.ts hookRootOf) has a large memory. Never throws. */
export function startEarlyWorker(cacheDir: string, root: string | undefined): void {
  try {
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
