// Opens the search of a set of roots from its segments (searchSegmentFile.ts) without parsing the learnings files:
// discovers the files as the store does, stats each, and parses only those whose bytes changed since the segments
// were written. Changed files become a delta segment (written beside the base, so the next process reuses it); the
// base's copies of them are masked. A file's stamp (size, mtime, inode) is trusted only when its mtime is older, by
// RACY_MARGIN_MS, than the moment its content was last verified (the entry cache's racy rule); otherwise its content
// is hashed again. No base, a base of another build, or too much changed (DELTA_SHARE of the entries), or an edit
// that would rename entries of other files (a repeated id): the base is rebuilt from every file and written.
import { randomUUID } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import type { Entry } from '../core/model';
import { searchTerms } from '../core/retrieval';
import { combine, singleSource, SegmentReader, writeSegment, type SearchSource } from '../core/searchSegment';
import { parseFile } from '../formats/index';
import type { DiscoveredFile, RootSpec } from './discover';
import { inFolders, inListed, listedFiles, readFolderStamps, relistMoved, readReverified, walkRoots, writeFolderStamps, writeReverified, type FolderStamps, type Reverified } from './searchSegmentDirs';
import { RACY_MARGIN_MS } from './entryCache';
import { buildIndex, type FileRecord } from './entryIndex';
import { LearningsStore } from './learningsStore';
import { readLearningsFile, sameStamp, statFile, statFileSync, type FileStamp } from './readLearningsFile';
import { producerId } from './snapshotRecords';
import { openSegmentFile, searchSegmentPaths, writeSegmentFile, type OpenSegment } from './searchSegmentFile';
import { packInfo, rowsOf, type FileInfo, type Row } from './searchSegmentRows';
import { StatAhead } from './statAhead';
import { userCacheDir } from './cacheDir';

/** Above this share of the base's entries in changed files (and at least DELTA_MIN of them), the base is rebuilt. */
export const DELTA_SHARE = 0.1;
const DELTA_MIN = 200;

export interface SearchSpec {
  roots: readonly string[];
  home?: string | null;
  user?: string;
  env?: Readonly<Record<string, string | undefined>>;
  /** The wall clock of the racy rule (tests). */
  clock?: () => number;
  /** Named lists of entries read without the rest (a session start's candidates, by section). */
  lists?: Readonly<Record<string, (e: Entry) => boolean>>;
  /** A rebuild over more bytes of learnings files than this is not done here: RebuildDeferred is thrown (a hook
   * has seconds and a default heap; `learnings reindex` builds it in a process of its own). Default: no limit. */
  maxRebuildBytes?: number;
}

/** The segment must be rebuilt and that is more than this process was allowed to do (SearchSpec.maxRebuildBytes). */
export class RebuildDeferred extends Error {
  constructor(readonly bytes: number) {
    super(`search segment: a rebuild over ${bytes} bytes is left to a process of its own`);
  }
}

export interface LoadedSearch {
  source: SearchSource;
  roots: RootSpec[];
  /** How it was opened: from the segments as they were, with a new delta, or rebuilt from every file. */
  how: 'segment' | 'delta' | 'rebuilt';
  /** Whether the roots were walked (a folder changed since the last walk), or the file tables listed the files. */
  walked: boolean;
  /** The entries of a named list (SearchSpec.lists), in the store's order, each read when reached. */
  list(name: string): Iterable<Entry>;
  /** The entries of these files (absolute paths), in order. */
  entriesOf(files: ReadonlySet<string>): Entry[];
  close(): void;
}

interface Found {
  file: DiscoveredFile;
  /** Read and parsed now (its content differs from what the segments hold), else undefined. */
  record?: FileRecord;
  info: FileInfo;
}

export async function loadSearch(spec: SearchSpec): Promise<LoadedSearch> {
  const clock = spec.clock ?? Date.now;
  const store = new LearningsStore({ roots: [...spec.roots], home: spec.home, user: spec.user });
  const roots = store.roots();
  const rootOrder = roots.map((r) => r.path);
  const paths = searchSegmentPaths({ roots: spec.roots, home: spec.home ?? undefined, user: spec.user }, spec.env);
  const base = openSegmentFile(paths.base);
  const baseMeta = base?.reader.meta as { id?: string; producer?: string } | undefined;
  const usable = base && baseMeta?.producer === producerId() && JSON.stringify(base.reader.roots) === JSON.stringify(rootOrder);
  const delta = usable ? openSegmentFile(paths.delta) : undefined;
  const deltaMeta = delta?.reader.meta as { id?: string; base?: string; gone?: string[] } | undefined;
  const deltaOk = delta && deltaMeta?.base === baseMeta?.id;
  const opened = [base, delta].filter((o): o is OpenSegment => !!o);
  // A large memory's file stamps are taken on a second thread as well, started now (statAhead.ts).
  const ahead = usable ? StatAhead.forTable(base.reader.fileTableBytes, spec.roots, userCacheDir(spec.env)) : undefined;
  const close = () => [ahead, ...opened].forEach((o) => o?.close());
  let walked: Omit<FolderStamps, 'base'> | undefined;
  let walkedAny = false;
  const walk = async () => {
    walkedAny = true;
    const w = await walkRoots(store, roots, spec.user, clock);
    walked = w.stamps;
    return w.files;
  };
  /** Records the folders of this process's walk for the base now on disk (only once what it found is written). */
  const stamp = (baseId: string | undefined, deltaId: string | null) => {
    if (walked && baseId) writeFolderStamps(paths.dirs, { ...walked, base: baseId, delta: deltaId });
  };
  const rebuildAll = async (files: readonly DiscoveredFile[]) => {
    if (spec.maxRebuildBytes !== undefined) {
      let bytes = 0;
      for (const f of files) bytes += statFileSync(f.abs)?.size ?? 0;
      if (bytes > spec.maxRebuildBytes) {
        close();
        throw new RebuildDeferred(bytes);
      }
    }
    const r = await rebuild(files, clock, spec, rootOrder, paths.base, paths.delta, close);
    if (r.opened) opened.push(r.opened);
    stamp(r.id, null);
    return done(r);
  };
  try {
    if (!usable) return await rebuildAll(await walk());
    const deltaRows = new Map(deltaOk ? rowsOf(delta.reader).map((r) => [r.abs, r]) : []);
    const baseRows = new Map(rowsOf(base.reader).map((r) => [r.abs, r]));
    ahead?.give([...new Set([...baseRows.keys(), ...deltaRows.keys()])]);
    const stillGone = new Set(deltaOk ? (deltaMeta?.gone ?? []) : []);
    /** The segments as they are: the base, and the delta over it (its files and `gone` masked in the base). */
    const unchanged = (gone: readonly string[]): LoadedSearch => {
      if (!deltaOk) {
        stamp(baseMeta?.id, null);
        return done({ source: singleSource(base.reader), how: 'segment', entriesOf: (files) => entriesIn(base.reader, new Set(), undefined, files) });
      }
      const deltaEntries = [...deltaRows.values()].flatMap((r) => range(r).map((d) => delta.reader.entry(d)));
      const masked = new Set([...deltaRows.keys(), ...gone]);
      const d = { reader: delta.reader, entries: deltaEntries };
      stamp(baseMeta?.id, deltaMeta?.id ?? null);
      return done({ source: combine(base.reader, masked, delta.reader, deltaEntries, searchTerms), how: 'segment', entriesOf: (files) => entriesIn(base.reader, masked, d, files) });
    };
    const stamps = readFolderStamps(paths.dirs);
    // The files are those the tables list (the delta's rows over the base's), but in the folders that moved since the
    // last walk, each listed again (relistMoved), and in the listed folders (_meta): what they hold now.
    const listed = stamps?.listed ?? [];
    const relisted = stamps && stamps.base === baseMeta?.id && (stamps.delta ?? null) === (deltaOk ? (deltaMeta?.id ?? null) : null) ? relistMoved(stamps, roots, spec.user, clock) : undefined;
    if (relisted?.moved.size) walked = relisted.stamps;
    const reverified = readReverified(paths.verified);
    const discovered = relisted
      ? [
          ...[...new Map([...baseRows, ...deltaRows]).values()]
            .filter((r) => !stillGone.has(r.abs) && !inListed(listed, r.root, r.file) && !inFolders(relisted.moved, r.abs))
            .map((r): DiscoveredFile => ({ root: r.root, rootKind: r.info.rootKind, file: r.file, abs: r.abs, format: r.info.format as DiscoveredFile['format'] })),
          ...relisted.files,
          ...listedFiles(listed, spec.user).filter((f) => store.rootFor(f.abs)?.path === f.root),
        ]
      : await walk();
    const fresh: Reverified = {};
    const stamped = ahead?.stamps();
    const stampOf = (abs: string) => (stamped?.has(abs) ? stamped.get(abs) : statFileSync(abs));
    const found = await check(discovered, (abs) => deltaRows.get(abs) ?? baseRows.get(abs), stampOf, clock, reverified, fresh);
    const seen = new Set(discovered.map((f) => f.abs));
    if (Object.keys(fresh).length) writeReverified(paths.verified, Object.fromEntries(Object.entries({ ...reverified, ...fresh }).filter(([abs]) => seen.has(abs))));
    const gone = [...baseRows.keys()].filter((abs) => !seen.has(abs));
    const changed = found.filter((f) => f.record);
    if (changed.length === 0 && (deltaOk ? gone.every((g) => stillGone.has(g)) && [...deltaRows.keys()].every((abs) => seen.has(abs)) : gone.length === 0)) return unchanged(gone);
    // The delta: files changed now, and those of the old delta that have not changed since (read back, not parsed).
    const records: FileRecord[] = changed.map((f) => f.record!);
    const infos = new Map(changed.map((f) => [f.file.abs, f.info]));
    for (const f of found) {
      const row = deltaRows.get(f.file.abs);
      if (f.record || !row) continue;
      records.push({ abs: row.abs, root: row.root, rootKind: row.info.rootKind, file: row.file, format: row.info.format as FileRecord['format'], stamp: row.info.stamp, hash: row.info.hash, entries: range(row).map((d) => delta!.reader.entry(d)), diagnostics: [] });
      infos.set(row.abs, f.info);
    }
    const built = buildIndex(records, new Map(rootOrder.map((r, i) => [r, i])));
    const masked = new Set([...records.map((r) => r.abs), ...gone]);
    const size = records.reduce((n, r) => n + r.entries.length, 0);
    if (size > Math.max(DELTA_MIN, base.reader.docs * DELTA_SHARE) || renames(base.reader, baseRows, masked, records, built.entries)) return await rebuildAll(walked ? discovered : await walk());
    const ordered = orderRecords(records, rootOrder);
    const deltaId = randomUUID();
    const bytes = writeSegment({ entries: built.entries, roots: rootOrder, files: ordered.map((r) => ({ abs: r.abs, root: r.root, file: r.file, dupes: false, info: packInfo(infos.get(r.abs)) })), terms: searchTerms, lists: spec.lists, withEntries: true, meta: { id: deltaId, base: baseMeta?.id, gone } });
    if (writeSegmentFile(paths.delta, bytes)) stamp(baseMeta?.id, deltaId);
    const d = { reader: SegmentReader.fromBytes(bytes), entries: built.entries };
    return done({ source: combine(base.reader, masked, d.reader, built.entries, searchTerms), how: 'delta', entriesOf: (files) => entriesIn(base.reader, masked, d, files) });
  } catch (e) {
    close();
    if (!(e as Error).message?.startsWith('segment:')) throw e;
    return rebuildAll(await walk());
  }

  function done(r: { source: SearchSource; how: LoadedSearch['how']; entriesOf: LoadedSearch['entriesOf'] }): LoadedSearch {
    return { source: r.source, how: r.how, entriesOf: r.entriesOf, walked: walkedAny, roots, list: (name) => lazyEntries(r.source, name), close };
  }
}

function* lazyEntries(source: SearchSource, name: string): Generator<Entry> {
  for (const h of source.listDocs(name)) yield source.entry(h);
}

const range = (r: { first: number; count: number }): number[] => Array.from({ length: r.count }, (_, i) => r.first + i);

/** Each file, read and parsed only when the segments' row for it cannot vouch for its content. */
async function check(files: readonly DiscoveredFile[], rowOf: (abs: string) => Row | undefined, stampOf: (abs: string) => FileStamp | undefined, clock: () => number, reverified: Reverified, fresh: Reverified): Promise<Found[]> {
  const out: Found[] = [];
  for (const f of files) {
    const row = rowOf(f.abs);
    const stamp = stampOf(f.abs);
    if (!stamp) continue;
    const known = row && row.root === f.root && row.info.format === f.format ? row.info : undefined;
    // Trusted on its stamp: as its row was read, or as it was read again since and found the same (reverified).
    const rv = known ? reverified[f.abs] : undefined;
    const again = !!rv && !!known && rv.hash === known.hash && rv.mtimeMs === stamp.mtimeMs && rv.size === stamp.size && stamp.mtimeMs < rv.verifiedAt - RACY_MARGIN_MS;
    if (known && sameStamp(known.stamp, stamp) && known.stamp.mtimeMs < known.verifiedAt - RACY_MARGIN_MS) {
      out.push({ file: f, info: known });
      continue;
    }
    if (known && again) {
      out.push({ file: f, info: { ...known, stamp, verifiedAt: rv.verifiedAt } });
      continue;
    }
    const r = await readFile(f, stamp, clock);
    if (!r) continue;
    if (known && known.hash !== undefined && known.hash === r.record?.hash) {
      out.push({ file: f, info: { ...known, stamp: r.info.stamp, verifiedAt: r.info.verifiedAt } });
      if (r.info.stamp.mtimeMs < r.info.verifiedAt - RACY_MARGIN_MS) fresh[f.abs] = { mtimeMs: r.info.stamp.mtimeMs, size: r.info.stamp.size, hash: known.hash, verifiedAt: r.info.verifiedAt };
    } else out.push(r);
  }
  return out;
}

async function readFile(f: DiscoveredFile, stamp: FileStamp, clock: () => number): Promise<Found | undefined> {
  const verifiedAt = clock();
  const got = await readLearningsFile(f.abs, stamp);
  if (got.kind === 'missing') return undefined;
  const base = { abs: f.abs, root: f.root, rootKind: f.rootKind, file: f.file, format: f.format, stamp: got.stamp };
  if (got.kind === 'skipped') return { file: f, record: { ...base, entries: [], diagnostics: [] }, info: { rootKind: f.rootKind, format: f.format, stamp: got.stamp, verifiedAt } };
  let entries: Entry[] = [];
  try {
    entries = parseFile({ root: f.root, file: f.file, text: got.text, rootKind: f.rootKind }).entries;
  } catch {
    /* the store reports it; nothing of it is searched */
  }
  return { file: f, record: { ...base, hash: got.hash, entries, diagnostics: [] }, info: { rootKind: f.rootKind, format: f.format, stamp: got.stamp, hash: got.hash, verifiedAt } };
}

function orderRecords(records: readonly FileRecord[], rootOrder: readonly string[]): FileRecord[] {
  const at = (r: FileRecord) => rootOrder.indexOf(r.root);
  return [...records].sort((a, b) => at(a) - at(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** Whether the delta would change ids elsewhere: an id it writes is written by a live file of the base too, or a
 * file it replaces shared an id with another (buildIndex's `#2` renames reach across files). */
function renames(base: SegmentReader, rows: ReadonlyMap<string, Row>, masked: ReadonlySet<string>, records: readonly FileRecord[], built: readonly Entry[]): boolean {
  const raw = orderRecords(records, base.roots).flatMap((r) => r.entries.map((e) => e.id));
  if (raw.some((id, i) => built[i]?.id !== id)) return true; // two changed files write the same id
  for (const abs of masked) if (rows.get(abs)?.dupes) return true;
  const out = maskOf(base, masked);
  return raw.some((id) => base.idDocs(id).some((d) => !out[d]));
}

function maskOf(seg: SegmentReader, masked: ReadonlySet<string>): Uint8Array {
  const out = new Uint8Array(seg.docs);
  for (const f of seg.files()) if (masked.has(f.abs)) out.fill(1, f.first, f.first + f.count);
  return out;
}

/** The entries of `files` (absolute paths) held by the segments: the delta's, and the base's not masked. */
function entriesIn(base: SegmentReader, masked: ReadonlySet<string>, delta: { reader: SegmentReader; entries: readonly Entry[] } | undefined, files: ReadonlySet<string>): Entry[] {
  const out: Entry[] = [];
  for (const f of base.files()) if (files.has(f.abs) && !masked.has(f.abs)) for (const d of range(f)) out.push(base.entry(d));
  if (delta) for (const f of delta.reader.files()) if (files.has(f.abs)) for (const d of range(f)) out.push(delta.entries[d]);
  return out;
}

async function rebuild(files: readonly DiscoveredFile[], clock: () => number, spec: SearchSpec, rootOrder: string[], path: string, deltaPath: string, close: () => void): Promise<{ source: SearchSource; how: 'rebuilt'; entriesOf: LoadedSearch['entriesOf']; id?: string; opened?: OpenSegment }> {
  close();
  const found: Found[] = [];
  for (const f of files) {
    const stamp = await statFile(f.abs);
    const r = stamp && (await readFile(f, stamp, clock));
    if (r) found.push(r);
  }
  const records = orderRecords(
    found.map((f) => f.record!),
    rootOrder,
  );
  const built = buildIndex(records, new Map(rootOrder.map((r, i) => [r, i])));
  const holders = new Map<string, number>();
  for (const r of records) for (const e of r.entries) holders.set(e.id, (holders.get(e.id) ?? 0) + 1);
  const infos = new Map(found.map((f) => [f.file.abs, f.info]));
  const rows = records.map((r) => ({ abs: r.abs, root: r.root, file: r.file, dupes: r.entries.some((e) => holders.get(e.id)! > 1), info: packInfo(infos.get(r.abs)) }));
  const rawIds = records.flatMap((r) => r.entries.map((e) => e.id));
  const id = randomUUID();
  const bytes = writeSegment({ entries: built.entries, roots: rootOrder, files: rows, rawIds, terms: searchTerms, lists: spec.lists, withEntries: true, meta: { id, producer: producerId() } });
  try {
    unlinkSync(deltaPath);
  } catch {
    /* none */
  }
  // Read back from the file once written: a resident process (the editor) then holds no copy of the bytes.
  const reopened = writeSegmentFile(path, bytes) ? openSegmentFile(path) : undefined;
  if (reopened && (reopened.reader.meta as { id?: string }).id === id) {
    const seg = reopened.reader;
    return { source: singleSource(seg), how: 'rebuilt', entriesOf: (files) => entriesIn(seg, new Set(), undefined, files), id, opened: reopened };
  }
  reopened?.close();
  const seg = SegmentReader.fromBytes(bytes);
  return { source: singleSource(seg, built.entries), how: 'rebuilt', entriesOf: (files) => entriesIn(seg, new Set(), undefined, files) };
}
