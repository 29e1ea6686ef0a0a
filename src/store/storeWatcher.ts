// Watches the roots with chokidar and hands the store batches of changed learnings files, after a
// short quiet period, so a burst of writes (an atomic rename, a git checkout) is one re-read.
import { existsSync, type Stats } from 'node:fs';
import { relative, isAbsolute } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { detectFormat } from '../formats/index';
import { DEFAULT_MAX_DEPTH, isIgnoredRel, type RootSpec } from './discover';

/** When a batch of changed files is looked at once more, in case a later write reached us as no event. */
export const RECHECK_MS = 300;

export interface WatcherOptions {
  roots: RootSpec[];
  user?: string;
  maxDepth?: number;
  debounceMs: number;
  detect: typeof detectFormat;
  isTracked(abs: string): boolean;
  trackedUnder(dirAbs: string): string[];
  onFiles(files: string[]): unknown;
  onError(e: unknown): void;
}

export interface StoreWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

function relInside(root: string, abs: string): string | undefined {
  const rel = relative(root, abs);
  if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split('\\').join('/');
}

export function startWatcher(opts: WatcherOptions): StoreWatcher {
  const maxDepth = opts.maxDepth ?? DEFAULT_MAX_DEPTH;
  const roots = opts.roots.filter((r) => existsSync(r.path)); // a home folder created later is picked up on the next load()
  const rootOf = (abs: string): { root: RootSpec; rel: string } | undefined => {
    let best: { root: RootSpec; rel: string } | undefined;
    for (const root of roots) {
      const rel = relInside(root.path, abs);
      if (rel !== undefined && (!best || root.path.length > best.root.path.length)) best = { root, rel };
    }
    return best;
  };

  // Called before and after chokidar stats a path; before, we do not know whether it is a
  // directory, so we judge it as one (that is the stricter reading for skip and privacy rules).
  const ignored = (abs: string, stats?: Stats): boolean => {
    const hit = rootOf(abs);
    if (!hit || hit.rel === '') return false;
    const isDir = stats ? stats.isDirectory() : true;
    return isIgnoredRel(hit.rel, isDir, { user: opts.user, maxDepth: isDir && !stats ? maxDepth + 1 : maxDepth });
  };

  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const rechecks = new Set<NodeJS.Timeout>();
  const flush = () => {
    timer = undefined;
    const files = [...pending];
    pending = new Set();
    if (!files.length) return;
    opts.onFiles(files);
    // A second write right after the first can reach us as no event at all (the watcher coalesces
    // changes that land close together). Look at the same files once more when things have settled:
    // the store re-reads only what really changed since, so this costs a stat per file.
    const t = setTimeout(() => {
      rechecks.delete(t);
      opts.onFiles(files);
    }, RECHECK_MS);
    t.unref?.();
    rechecks.add(t);
  };
  const queue = (abs: string) => {
    pending.add(abs);
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, opts.debounceMs);
  };
  const onFile = (abs: string) => {
    const hit = rootOf(abs);
    if (hit && (opts.isTracked(abs) || opts.detect(hit.rel, hit.root.kind))) queue(abs);
  };

  if (!roots.length) return { ready: Promise.resolve(), close: async () => undefined };
  const w: FSWatcher = watch(
    roots.map((r) => r.path),
    { ignoreInitial: true, ignored, depth: maxDepth, followSymlinks: false, atomic: true, persistent: true },
  );
  w.on('add', onFile).on('change', onFile).on('unlink', onFile);
  w.on('unlinkDir', (dir: string) => opts.trackedUnder(dir).forEach(queue));
  w.on('error', (e) => opts.onError(e));
  const ready = new Promise<void>((res) => w.once('ready', () => res()));
  return {
    ready,
    close: async () => {
      if (timer) clearTimeout(timer);
      for (const t of rechecks) clearTimeout(t);
      rechecks.clear();
      pending.clear();
      await w.close();
    },
  };
}
