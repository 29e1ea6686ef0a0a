// The store: finds learnings files under the workspace roots and the home memory, keeps a derived
// index of their entries, re-reads only what changed, and tells listeners what moved.
import { EventEmitter } from 'node:events';
import { homedir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Diagnostic, Entry } from '../core/model';
import { detectFormat, parseFile } from '../formats/index';
import { discoverFiles, isIgnoredRel, type RootSpec } from './discover';
import { buildIndex, indexChange, type BuiltIndex, type FileRecord } from './entryIndex';
import { readLearningsFile, sameStamp, statFile, type FileReader } from './readLearningsFile';
import { editFile, writeFileAtomic, createFileExclusive, appendJsonl, type EditResult } from './safeWrite';
import { resolveInside, validateUserId } from './paths';
import { startWatcher, type StoreWatcher } from './storeWatcher';
import { loadEntryCache, saveEntryCache, seedRecord } from './entryCache';
import { EntryTextReader, Interner, residentEntries } from './residentEntry';
import { inPool } from './pool';

export interface StoreOptions {
  /** Workspace roots (project folders). */
  roots: string[];
  /** The home memory root; undefined → $LEARNINGS_HOME or ~/self-improving; null → none. It may not exist. */
  home?: string | null;
  /** When set, other users' folders (.learnings/<id>/) are never read. Unset: the operator view. */
  user?: string;
  maxDepth?: number;
  maxFileBytes?: number;
  /** How many files are read at once during load() (default 16). */
  concurrency?: number;
  /**
   * Quiet period before a burst of file events is applied (default 15 ms): long enough to fold an
   * atomic write (temp file + rename) or a checkout's back-to-back writes into one re-read, short
   * enough that a change reaches the views within the 50 ms the benchmark holds the store to.
   */
  debounceMs?: number;
  /**
   * A file of parsed files kept between processes (entryCache.ts): a one-shot process (a hook) parses only the
   * files that changed since the last one. `clock`: the wall clock of its racy-stamp rule (tests).
   */
  cache?: { file: string; clock?: () => number };
  /** Injection points for tests: how bytes are read and how text is parsed. */
  reader?: FileReader;
  /** How an entry's text is read again when asked (residentEntry.ts); tests count the reads. */
  textReader?: (abs: string) => Buffer;
  detect?: typeof detectFormat;
  parse?: typeof parseFile;
}

/** Emitted as `change` after files were re-read. `files` are absolute paths; the rest are entry ids. */
export interface StoreChange {
  files: string[];
  added: string[];
  removed: string[];
  updated: string[];
}

export function defaultHome(env: NodeJS.ProcessEnv = process.env): string {
  return env.LEARNINGS_HOME ? resolve(env.LEARNINGS_HOME) : join(homedir(), 'self-improving');
}

function insideOrEqual(root: string, abs: string): boolean {
  const rel = relative(root, abs);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

export class LearningsStore extends EventEmitter {
  private readonly rootSpecs: RootSpec[];
  private readonly rootOrder = new Map<string, number>();
  private readonly records = new Map<string, FileRecord>();
  private index: BuiltIndex = { entries: [], byId: new Map(), diagnostics: [] };
  private loaded = false;
  private serial: Promise<unknown> = Promise.resolve();
  private watcher?: StoreWatcher;
  private readonly parse: typeof parseFile;
  private readonly detect: typeof detectFormat;
  /** Files read in this process, with when (cache.clock) their bytes were read. */
  private readonly readAt = new Map<string, number>();
  /** Reads entries' text from their files when asked: the store keeps metadata only. */
  readonly texts: EntryTextReader;
  private readonly intern = new Interner();

  constructor(private readonly opts: StoreOptions) {
    super();
    if (opts.user !== undefined) validateUserId(opts.user);
    this.parse = opts.parse ?? parseFile;
    this.detect = opts.detect ?? detectFormat;
    this.texts = new EntryTextReader({ parse: (o, text) => this.parse({ ...o, text }).entries, onStale: (abs) => this.stale(abs), read: opts.textReader });
    const specs: RootSpec[] = [];
    for (const r of opts.roots) {
      const path = resolve(r);
      if (!specs.some((s) => s.path === path)) specs.push({ path, kind: 'workspace' });
    }
    const home = opts.home === null ? undefined : resolve(opts.home ?? defaultHome());
    if (home && !specs.some((s) => s.path === home)) specs.push({ path: home, kind: 'home' });
    this.rootSpecs = specs;
    specs.forEach((s, i) => this.rootOrder.set(s.path, i));
  }

  get user(): string | undefined {
    return this.opts.user;
  }
  roots(): RootSpec[] {
    return this.rootSpecs.map((s) => ({ ...s }));
  }
  entries(): Entry[] {
    return this.index.entries;
  }
  diagnostics(): Diagnostic[] {
    return this.index.diagnostics;
  }
  getEntry(id: string): Entry | undefined {
    return this.index.byId.get(id);
  }

  /** The root a path belongs to: the most specific one, so a home folder inside a project counts as home. */
  rootFor(abs: string): RootSpec | undefined {
    let best: RootSpec | undefined;
    for (const s of this.rootSpecs) {
      if (insideOrEqual(s.path, abs) && (!best || s.path.length > best.path.length)) best = s;
    }
    return best;
  }

  /** Whether the store reads `abs`: inside a root, not under a skipped folder, not another user's. */
  isVisible(abs: string): boolean {
    const root = this.rootFor(abs);
    if (!root) return false;
    const rel = relative(root.path, abs).split('\\').join('/');
    return rel !== '' && !isIgnoredRel(rel, false, { user: this.opts.user, maxDepth: this.opts.maxDepth });
  }

  /** (Re)builds the index from disk; files unchanged since the last read are not parsed again. */
  async load(): Promise<void> {
    await this.exclusive(async () => {
      const walkOpts = { user: this.opts.user, maxDepth: this.opts.maxDepth, detect: this.detect };
      const lists = await Promise.all(this.rootSpecs.map((r) => discoverFiles(r, walkOpts)));
      const seen = new Set<string>();
      const jobs: string[] = [];
      for (const list of lists) {
        for (const f of list) {
          // A root nested in another is walked twice; the file belongs to the most specific root.
          if (this.rootFor(f.abs)?.path !== f.root || seen.has(f.abs)) continue;
          seen.add(f.abs);
          jobs.push(f.abs);
        }
      }
      let changed = !this.loaded;
      for (const abs of [...this.records.keys()]) if (!seen.has(abs)) changed = this.records.delete(abs) || changed;
      const cached = this.opts.cache && !this.loaded ? loadEntryCache(this.opts.cache.file) : undefined;
      if (cached) for (const f of lists.flat()) if (seen.has(f.abs)) this.seed(seedRecord(cached.get(f.abs), this.rootSpecs.find((s) => s.path === f.root)!, f.format, this.texts, this.intern));
      const readBefore = this.readAt.size;
      await inPool(jobs, this.opts.concurrency ?? 16, async (abs) => {
        if (await this.refreshRecord(abs)) changed = true;
      });
      // Nothing changed: the same index (and entries array) as before, so what was derived from it stays valid.
      if (changed) this.index = buildIndex(this.records.values(), this.rootOrder);
      this.loaded = true;
      if (cached && (this.readAt.size > readBefore || [...cached.keys()].some((abs) => !this.records.get(abs)?.hash))) {
        saveEntryCache(this.opts.cache!.file, this.records.values(), this.readAt, cached);
      }
      for (const r of this.records.values()) r.cacheJson = undefined;
    });
  }

  /** Re-reads one file (after a write or a watcher event) and emits `change` when entries moved. */
  async refreshFile(abs: string): Promise<StoreChange> {
    return this.refreshFiles([abs]);
  }

  async refreshFiles(absPaths: string[]): Promise<StoreChange> {
    return this.exclusive(async () => {
      const before = this.index.byId;
      const files: string[] = [];
      for (const p of new Set(absPaths.map((a) => resolve(a)))) {
        if (await this.refreshRecord(p)) files.push(p);
      }
      if (!files.length) return { files, added: [], removed: [], updated: [] };
      this.index = buildIndex(this.records.values(), this.rootOrder);
      const change: StoreChange = { files, ...indexChange(before, this.index.byId) };
      this.emit('change', change);
      return change;
    });
  }

  /** Updates the record for `abs`; true when what the index knows about it changed. */
  private async refreshRecord(abs: string): Promise<boolean> {
    const root = this.rootFor(abs);
    const rel = root ? relative(root.path, abs).split('\\').join('/') : '';
    const format = root && this.isVisible(abs) ? this.detect(rel, root.kind) : undefined;
    const old = this.records.get(abs);
    const stamp = format ? await statFile(abs) : undefined;
    if (!root || !format || !stamp) return old ? this.records.delete(abs) : false;
    if (old && old.format === format && sameStamp(old.stamp, stamp)) return false;
    const readAt = (this.opts.cache?.clock ?? Date.now)();
    const got = await readLearningsFile(abs, stamp, { maxBytes: this.opts.maxFileBytes, reader: this.opts.reader });
    if (got.kind === 'missing') return old ? this.records.delete(abs) : false;
    if (got.kind === 'read' && this.opts.cache) this.readAt.set(abs, readAt);
    const base = { abs, root: root.path, rootKind: root.kind, file: rel, format };
    if (got.kind === 'skipped') {
      const diag: Diagnostic = { root: root.path, file: rel, line: 1, severity: 'warning', message: got.reason };
      this.records.set(abs, { ...base, stamp: got.stamp, entries: [], diagnostics: [diag] });
      return !old || old.hash !== undefined || old.diagnostics[0]?.message !== got.reason;
    }
    if (old && old.format === format && old.hash === got.hash) {
      old.stamp = got.stamp; // touched but identical: nothing to parse
      return false;
    }
    let parsed;
    try {
      parsed = this.parse({ root: root.path, file: rel, text: got.text, rootKind: root.kind });
    } catch (e) {
      parsed = { entries: [], diagnostics: [{ root: root.path, file: rel, line: 1, severity: 'error' as const, message: `could not parse: ${(e as Error).message}` }] };
    }
    const { entries, json } = residentEntries(parsed.entries, { abs, root: root.path, file: rel, rootKind: root.kind, hash: got.hash, reader: this.texts }, this.intern, { text: got.text });
    const cacheJson = this.opts.cache && !this.loaded ? json : undefined; // until the first load writes the entry cache
    this.records.set(abs, { ...base, stamp: got.stamp, hash: got.hash, entries, diagnostics: parsed.diagnostics, cacheJson });
    return true;
  }

  /** A record from the on-disk cache (metadata and facts), taken as if this store had read it (refreshRecord then checks it). */
  private seed(rec: FileRecord | undefined): void {
    if (rec) this.records.set(rec.abs, rec);
  }

  /** An entry's file no longer holds what was indexed (its text was asked for): read it again, whatever its stamp says. */
  private stale(abs: string): void {
    const rec = this.records.get(abs);
    if (rec) rec.stamp = { mtimeMs: Number.NaN, size: -1 };
    this.refreshFile(abs).catch((e) => this.emitError(e));
  }

  /** Starts watching every existing root; resolves once the watcher is ready. Idempotent. */
  async watch(): Promise<void> {
    if (this.watcher) return this.watcher.ready;
    this.watcher = startWatcher({
      roots: this.rootSpecs,
      user: this.opts.user,
      maxDepth: this.opts.maxDepth,
      debounceMs: this.opts.debounceMs ?? 15,
      detect: this.detect,
      isTracked: (abs) => this.records.has(abs),
      trackedUnder: (dir) => [...this.records.keys()].filter((k) => insideOrEqual(dir, k)),
      onFiles: (files) => this.refreshFiles(files).catch((e) => this.emitError(e)),
      onError: (e) => this.emitError(e),
    });
    return this.watcher.ready;
  }

  async close(): Promise<void> {
    const w = this.watcher;
    this.watcher = undefined;
    if (w) await w.close();
    await this.serial.catch(() => undefined);
  }

  // Writers: the same safe primitives, refused outside what this store may read, then re-indexed.

  async editFile(abs: string, edit: Parameters<typeof editFile>[1]): Promise<EditResult> {
    this.assertWritable(abs);
    const r = await editFile(abs, edit);
    if (r.changed) await this.refreshFile(abs);
    return r;
  }
  async writeFile(abs: string, text: string): Promise<void> {
    this.assertWritable(abs);
    await writeFileAtomic(abs, text);
    await this.refreshFile(abs);
  }
  async createFile(abs: string, text: string): Promise<void> {
    this.assertWritable(abs);
    await createFileExclusive(abs, text);
    await this.refreshFile(abs);
  }
  async appendJsonl(abs: string, obj: unknown): Promise<void> {
    this.assertWritable(abs);
    await appendJsonl(abs, obj);
    await this.refreshFile(abs);
  }

  assertWritable(abs: string): void {
    if (!isAbsolute(abs)) throw new Error(`expected an absolute path, got ${JSON.stringify(abs)}`);
    const root = this.rootFor(abs);
    if (!root) throw new Error(`${abs} is outside every root of this store`);
    resolveInside(root.path, relative(root.path, abs)); // throws when a symlink on the way leads out
    if (!this.isVisible(abs)) throw new Error(`${abs} is not writable here (skipped folder or another user's data)`);
  }

  private emitError(e: unknown): void {
    if (this.listenerCount('error')) this.emit('error', e);
  }

  /** Loads and refreshes run one at a time, so the records map is never updated by two at once. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.serial.then(fn, fn);
    this.serial = run.catch(() => undefined);
    return run;
  }
}
