// The store's parsed files, kept on disk between processes. A hook is a fresh process on every prompt, and
// parsing every learnings file of the roots each time made its cost grow with the memory; with this cache a
// file is parsed again only when its bytes changed, and only that file.
//
// Derived data, never the source of truth: one line per file (where it lives, its stamp, its content hash,
// when that hash was last verified, the metadata and facts of the entries the formats layer made of it — never
// their text, which the store reads from the file when asked (residentEntry.ts) — and its diagnostics). Missing,
// unreadable, corrupt, of another build or for another set of roots: it is simply not there and the files are
// read as without it. A record is trusted on its stamp (size, mtime, inode) only when the file's mtime is older,
// by a safe margin, than the moment its content was last read (git's racy-index rule, as the capture snapshot
// does); otherwise the file is read again and its hash compared, and parsed only when the hash differs.
//
// It lives in the per-user cache folder ($XDG_CACHE_HOME/learnings-explorer, else ~/.cache/learnings-explorer),
// not in the project: it holds the home memory's entries too, which never belong in a project folder.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sweepStale, userCacheDir } from './cacheDir';
import type { FileRecord } from './entryIndex';
import { replaceDerivedFile } from './safeWrite';
import { producerId } from './snapshotRecords';
import type { RootSpec } from './discover';
import { entryMetadata, residentEntries, type EntryTextReader, type Interner } from './residentEntry';

/** Bump when what a line holds changes. */
const CACHE_VERSION = 2;
/** A file modified less than this before its content was verified is not trusted on its stamp (clock ticks, FAT's 2 s, skew). */
export const RACY_MARGIN_MS = 3_000;
/** A cache larger than this is not written (reading it back would cost more than it saves). */
const MAX_CACHE_BYTES = 256 * 1024 * 1024;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The cache file of one store (its roots, home and user): one per set, so two sets never thrash one file. `reader`
 * names a program with its own cache (the editor): the file holds one build's parse, and the editor's bundle and the
 * CLI's are two builds, so sharing one file would have each throw the other's away.
 */
export function entryCachePath(spec: { roots: readonly string[]; home?: string; user?: string; reader?: string }, env: Env = process.env): string {
  const dir = join(userCacheDir(env), 'entries');
  const key = JSON.stringify([spec.roots, spec.home ?? null, spec.user ?? null, ...(spec.reader ? [spec.reader] : [])]);
  return join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.cache`);
}

/** The cache of a store opened by a long-lived process (the editor): none when $LEARNINGS_ENTRY_CACHE is `off`. */
export function entryCacheOption(spec: { roots: readonly string[]; home?: string; user?: string; reader?: string }, env: Env = process.env): { file: string } | undefined {
  return env.LEARNINGS_ENTRY_CACHE === 'off' ? undefined : { file: entryCachePath(spec, env) };
}

/** What one line of the cache file says about one file. */
export interface CachedFile {
  record: FileRecord;
  /** When (ms, this machine's clock) the content was read and found to have record.hash. */
  verifiedAt: number;
  /** The line as read (a view of the bytes read, not a string on the heap): written back unchanged when the file was not read again. */
  line: Buffer;
}

function isCached(v: unknown): v is { record: FileRecord; verifiedAt: number } {
  const c = v as { record: FileRecord; verifiedAt: number };
  const r = c?.record;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.verifiedAt === 'number' &&
    typeof r === 'object' &&
    r !== null &&
    typeof r.abs === 'string' &&
    typeof r.root === 'string' &&
    typeof r.file === 'string' &&
    typeof r.format === 'string' &&
    typeof r.hash === 'string' &&
    typeof r.stamp?.size === 'number' &&
    typeof r.stamp?.mtimeMs === 'number' &&
    Array.isArray(r.entries) &&
    Array.isArray(r.facts) &&
    r.facts.length === r.entries.length &&
    Array.isArray(r.diagnostics)
  );
}

function header(producer: string): string {
  return JSON.stringify({ format: 'learnings-entry-cache', version: CACHE_VERSION, producer });
}

/** The cached files by absolute path; empty when the cache is missing, broken or another build's. A bad line costs only that file. */
export function loadEntryCache(path: string, producer = producerId()): Map<string, CachedFile> {
  const out = new Map<string, CachedFile>();
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch {
    return out;
  }
  // Decoded line by line, not as one string: a line of plain ASCII then stays one byte a character, and no string
  // of the whole file (tens of MB at 100k entries) is made only to be split.
  const first = buf.indexOf(10);
  if (first < 0 || buf.toString('utf8', 0, first) !== header(producer)) return out;
  for (let pos = first + 1; pos < buf.length; ) {
    const nl = buf.indexOf(10, pos);
    const end = nl < 0 ? buf.length : nl;
    const line = buf.subarray(pos, end);
    pos = end + 1;
    if (!line.length) continue;
    try {
      const v: unknown = JSON.parse(line.toString('utf8'));
      if (isCached(v)) out.set(v.record.abs, { record: v.record, verifiedAt: v.verifiedAt, line });
    } catch {
      /* a torn or foreign line: that file is read again */
    }
  }
  return out;
}

/**
 * The record to start from for a file the store is about to refresh: the cached one (its entries made resident:
 * metadata and facts, text read on demand) as it is when its stamp can be trusted, else with a stamp no file has,
 * so the store reads the file and re-parses it only when the hash differs. Nothing when the cache does not know
 * the file as this root and format.
 */
export function seedRecord(cached: CachedFile | undefined, root: RootSpec, format: string, reader: EntryTextReader, intern: Interner): FileRecord | undefined {
  const r = cached?.record;
  if (!r?.facts || !r.hash || r.root !== root.path || r.format !== format) return undefined;
  const origin = { abs: r.abs, root: root.path, file: r.file, rootKind: root.kind, hash: r.hash, reader };
  const rec: FileRecord = { ...r, root: root.path, rootKind: root.kind, entries: residentEntries(r.entries, origin, intern, { facts: r.facts }).entries, facts: undefined };
  if (r.stamp.mtimeMs < cached!.verifiedAt - RACY_MARGIN_MS) return rec;
  return { ...rec, stamp: { mtimeMs: Number.NaN, size: -1 } };
}

/**
 * Writes the cache whole under a temp name and renames it into place: `records` that were read in this process
 * get a fresh line (verified at `verifiedAt`), the others keep theirs. A failure costs the next process a re-read.
 */
export function saveEntryCache(path: string, records: Iterable<FileRecord>, fresh: ReadonlyMap<string, number>, cached: ReadonlyMap<string, CachedFile>, producer = producerId()): void {
  const NL = Buffer.from('\n');
  const parts: Buffer[] = [Buffer.from(header(producer)), NL];
  let bytes = 0;
  for (const r of records) {
    if (r.hash === undefined) continue; // skipped files are cheap to skip again
    const at = fresh.get(r.abs);
    const old = cached.get(r.abs);
    const line = at !== undefined ? Buffer.from(freshLine(r, at)) : old && old.record.hash === r.hash && old.record.stamp.mtimeMs === r.stamp.mtimeMs && old.record.stamp.size === r.stamp.size ? old.line : undefined;
    if (line === undefined) continue;
    if ((bytes += line.length + 1) > MAX_CACHE_BYTES) return;
    parts.push(line, NL);
  }
  if (replaceDerivedFile(path, Buffer.concat(parts))) sweepStale(dirname(path), 'entries', (name) => name.endsWith('.cache'));
}

function freshLine(r: FileRecord, verifiedAt: number): string {
  const { entries, cacheJson, ...rest } = r;
  const json = cacheJson ?? JSON.stringify({ entries: entries.map(entryMetadata), facts: entries.map((e) => e.facts) });
  return `{"record":${JSON.stringify({ ...rest, facts: undefined }).slice(0, -1)},${json.slice(1)},"verifiedAt":${verifiedAt}}`;
}

