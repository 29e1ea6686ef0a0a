// The stamps of many files taken on two threads. A hook over a large memory checks every learnings file's stamp
// against the segment's file table (searchSegmentLoad.ts): ~10,000 stat calls, ~60 ms on one thread, most of a
// hook's time at 1M entries. A worker (statWorker.ts: started with the process by the launcher once a memory this large
// was met, else as soon as the segment is open) is given the file table's paths once they are read, and stats them
// while this thread reads the rest; when this thread needs the stamps it takes the
// paths not yet claimed itself (one shared counter), so neither waits on the other. The worker is only a speed-up:
// one that fails to start, or never answers, leaves the stat calls to this thread, with the same results.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { statFileSync, type FileStamp } from './readLearningsFile';
import { claimStamps, largeMemoryMark, STAT_SLOTS, STAT_STATE, STAT_WORKER, takeEarlyWorker } from './statWorker';

/** A file table under this size (about 2,000 files) is stated as fast by one thread as by starting a second one. */
export const STAT_AHEAD_MIN_TABLE_BYTES = 256 * 1024;
/** How long the stamps wait for a path the worker claimed, before this thread stats it itself. */
const CLAIMED_WAIT_MS = 500;
const SLOTS = STAT_SLOTS;
const { file: FILE, failed: FAILED } = STAT_STATE;

export class StatAhead {
  private paths: readonly string[] = [];
  private counters?: Int32Array;
  private out?: Float64Array;
  /** How many of the last stamps the worker took (for the tests and the bench's notes). */
  workerShare = 0;

  private constructor(private worker: Worker | undefined) {}

  /** For a segment whose file table is `bytes` long: undefined when it is small; else the worker, and the mark that has
   * the launcher start it with the process next time for these roots (statWorker.ts). A worker the launcher started
   * for a memory marked large that is small now is stopped, and the marks go (only then: no file work for a small memory). */
  static forTable(bytes: number, roots: readonly string[], cacheDir: string): StatAhead | undefined {
    if (bytes < STAT_AHEAD_MIN_TABLE_BYTES) {
      const early = takeEarlyWorker();
      if (early) {
        void early.terminate().catch(() => undefined);
        for (const r of roots) unmarkLargeMemory(largeMemoryMark(cacheDir, r));
      }
      return undefined;
    }
    for (const r of roots) markLargeMemory(largeMemoryMark(cacheDir, r));
    return StatAhead.start();
  }

  /** Starts the worker (it waits for `give`), or takes the one the launcher started (statWorker.ts); undefined when
   * threads cannot be used here. */
  static start(): StatAhead | undefined {
    try {
      const worker = takeEarlyWorker() ?? new Worker(STAT_WORKER, { eval: true });
      worker.unref();
      worker.on('error', () => undefined); // a worker that fails leaves its part to this thread
      return new StatAhead(worker);
    } catch {
      return undefined;
    }
  }

  /** The paths to stat; the worker starts on them as soon as it runs. */
  give(paths: readonly string[]): void {
    this.paths = paths;
    this.counters = new Int32Array(new SharedArrayBuffer((2 + paths.length) * 4));
    this.out = new Float64Array(new SharedArrayBuffer(Math.max(1, paths.length) * SLOTS * 8));
    try {
      this.worker?.postMessage({ paths, counters: this.counters.buffer, out: this.out.buffer });
    } catch {
      this.close();
    }
  }

  /** Every given path's stamp (undefined: missing or not a file), exactly as statFileSync gives it: this thread stats
   * the paths nobody has claimed yet and waits briefly for those the worker is on. Throws as statFileSync does. */
  stamps(): Map<string, FileStamp | undefined> {
    const [c, o, paths] = [this.counters!, this.out!, this.paths];
    const mine = claimStamps(paths, c, o, SLOTS, STAT_STATE, statSync);
    const deadline = Date.now() + CLAIMED_WAIT_MS;
    try {
      for (let done = Atomics.load(c, 1); done < paths.length && Date.now() < deadline; done = Atomics.load(c, 1)) Atomics.wait(c, 1, done, 20);
    } catch {
      /* no waiting on this thread: what is not answered yet is stated below */
    }
    this.close();
    this.workerShare = paths.length - mine;
    const got = new Map<string, FileStamp | undefined>();
    paths.forEach((abs, i) => {
      const state = Atomics.load(c, 2 + i);
      // Not answered in time, or an error other than "missing": as this thread's own stat call says.
      if (state === 0 || state === FAILED) got.set(abs, statFileSync(abs));
      else got.set(abs, state === FILE ? { mtimeMs: o[i * SLOTS], size: o[i * SLOTS + 1], ino: o[i * SLOTS + 2] } : undefined);
    });
    return got;
  }

  close(): void {
    const w = this.worker;
    this.worker = undefined;
    if (w) void w.terminate().catch(() => undefined);
  }
}

/** Removes the mark of a memory no longer large: the launcher stops starting a worker it would not use. */
function unmarkLargeMemory(mark: string): void {
  try {
    rmSync(mark, { force: true });
  } catch {
    /* no cache folder, or not removable: a worker started for nothing, as before */
  }
}

/** Leaves the mark that has the launcher start the worker with the process (statWorker.ts), once a memory this large is met. */
function markLargeMemory(mark: string): void {
  if (existsSync(mark)) return; // every later hook of a large memory: one lookup, no write
  try {
    mkdirSync(dirname(mark), { recursive: true, mode: 0o700 });
    writeFileSync(mark, '', { flag: 'wx', mode: 0o600 });
  } catch {
    /* there already, or no cache folder: the worker starts later, as without the mark */
  }
}
