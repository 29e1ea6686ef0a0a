// Where the search segments of a set of roots live and how they are read and written: in the per-user cache
// folder (cacheDir.ts; they hold the home memory's entries too), one base segment and one delta (the files changed
// since the base was written) per set of roots, home and user. Read by range through an open file descriptor, so a
// hook reads the few kilobytes a query touches, never the whole file. Derived data: any failure to open or read one
// means "not there", and it is rebuilt from the learnings files.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SegmentReader } from '../core/searchSegment';
import type { ByteSource } from '../core/segmentBytes';
import { sweepStale, userCacheDir } from './cacheDir';
import { replaceDerivedFile } from './safeWrite';

type Env = Readonly<Record<string, string | undefined>>;

/** The base and delta segment files of one store (its roots, home and user). */
export function searchSegmentPaths(spec: { roots: readonly string[]; home?: string; user?: string }, env: Env = process.env): { base: string; delta: string; dirs: string; verified: string } {
  const key = createHash('sha256')
    .update(JSON.stringify([spec.roots, spec.home ?? null, spec.user ?? null]))
    .digest('hex')
    .slice(0, 24);
  const dir = join(userCacheDir(env), 'search');
  return { base: join(dir, `${key}.seg`), delta: join(dir, `${key}.delta.seg`), dirs: join(dir, `${key}.dirs.json`), verified: join(dir, `${key}.verified.json`) };
}

/** A segment file open for reading by range; `close` releases the descriptor. */
export interface OpenSegment {
  reader: SegmentReader;
  close(): void;
}

function fileSource(fd: number): ByteSource {
  const size = fstatSync(fd).size;
  return {
    size,
    read(offset, length) {
      const buf = Buffer.allocUnsafe(length);
      let got = 0;
      while (got < length) {
        const n = readSync(fd, buf, got, length - got, offset + got);
        if (n === 0) throw new Error('segment: file shrank while read');
        got += n;
      }
      return buf;
    },
  };
}

/** The segment at `path`, or undefined when it is missing, unreadable, truncated or of another version. */
export function openSegmentFile(path: string): OpenSegment | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const reader = new SegmentReader(fileSource(fd));
    const open = fd;
    return { reader, close: () => closeQuietly(open) };
  } catch {
    if (fd !== undefined) closeQuietly(fd);
    return undefined;
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    /* already closed */
  }
}

/** The segments' folder, created private (the per-user cache folder also holds the command's code cache, which is
 * only trusted in a folder nobody else can write). */
export function ensureCacheDir(path: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  } catch {
    /* the write reports it */
  }
}

/** Replaces the segment file whole (temp file + rename): a reader sees the old one or the new one; other stores' segments
 * nobody rewrote for 14 days are swept (cacheDir.ts). */
export function writeSegmentFile(path: string, bytes: Uint8Array): boolean {
  ensureCacheDir(path);
  if (!replaceDerivedFile(path, bytes)) return false;
  sweepStale(dirname(path), 'segments', (name) => name.endsWith('.seg') || name.endsWith('.dirs.json') || name.endsWith('.verified.json'));
  return true;
}
