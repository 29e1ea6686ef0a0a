// Every write the tool makes goes through here: a whole new file is renamed into place (never a
// half-written file), an entry or log line is appended with O_APPEND (the person's text is never read
// back and rewritten just to add to it), a new file is created exclusively, and read-modify-write
// happens under a cross-process lock (fileLock.ts) so two agents capturing at the same moment both land.
// Files the tool does not change are not touched at all.
//
// One implementation, done with blocking calls: a write is a handful of small file operations, and done
// asynchronously each one is a round trip through libuv's thread pool (tens of milliseconds per capture
// on a busy machine). The async functions below are the same code for callers that expect a promise;
// only waiting for a held lock is asynchronous.
import { closeSync, fchmodSync, fstatSync, fsyncSync, linkSync, mkdirSync, openSync, readSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCK_WAIT_MS, withLockOf } from './fileLock';
import { readIfExists } from './readIfExists';

export { readIfExists } from './readIfExists';

export { lockPathFor, STALE_LOCK_MS, CAPTURE_LOCK_WAIT_MS, LockTimeoutError } from './fileLock';

export interface LockOptions {
  /** Kept for callers of the former lock; the stale rule is fileLock.ts's (dead pid at once, else STALE_LOCK_MS). */
  staleMs?: number;
  /** How long to wait for a held lock before giving up with "could not lock" (default 30 s). */
  waitMs?: number;
}

/** Runs `fn` while holding the lock for `abs` (created with its parent directories). */
export async function withFileLock<T>(abs: string, fn: () => T | Promise<T>, opts: LockOptions = {}): Promise<T> {
  mkdirSync(dirname(abs), { recursive: true });
  return withLockOf(abs, fn, opts.waitMs ?? DEFAULT_LOCK_WAIT_MS);
}

/** A temp name beside `abs`: `.<name>.<pid>.<hex>.tmp`, the shape the store and exports pass over. */
export function tempPathFor(abs: string): string {
  return join(dirname(abs), `.${basename(abs)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
}

/** One write call takes at most 2 GiB − 1 (Node's limit); a search segment over a 1M-entry memory is larger. */
const WRITE_CHUNK = 1 << 28;

function writeAll(fd: number, data: Uint8Array): void {
  for (let off = 0; off < data.length; ) off += writeSync(fd, data, off, Math.min(WRITE_CHUNK, data.length - off));
}

function unlinkQuietly(abs: string): void {
  try {
    unlinkSync(abs);
  } catch {
    /* already gone */
  }
}

/** Renames, retrying briefly where Windows refuses while another process has the target open. */
function renameInto(tmp: string, abs: string): void {
  for (let n = 0; ; n++) {
    try {
      renameSync(tmp, abs);
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (n >= 10 || (code !== 'EPERM' && code !== 'EACCES' && code !== 'EBUSY')) throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10 * (n + 1));
    }
  }
}

/**
 * THE atomic write: `text` (or its parts, in order) goes to a temp file beside `abs` (same folder, so the rename stays on one file
 * system), is fsynced, takes the old file's mode, and is renamed over `abs` (parents created). Readers
 * see the old file or the new one, never a part of either.
 */
export function writeFileAtomicSync(abs: string, text: string | Buffer | readonly Buffer[]): void {
  mkdirSync(dirname(abs), { recursive: true });
  const tmp = tempPathFor(abs);
  let mode: number | undefined;
  try {
    mode = statSync(abs).mode & 0o7777;
  } catch {
    /* a new file: default mode */
  }
  const fd = openSync(tmp, 'wx');
  try {
    for (const part of typeof text === 'string' ? [Buffer.from(text, 'utf8')] : Buffer.isBuffer(text) ? [text] : text) writeAll(fd, part);
    if (mode !== undefined) fchmodSync(fd, mode);
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    unlinkQuietly(tmp);
    throw e;
  }
  closeSync(fd);
  try {
    renameInto(tmp, abs);
  } catch (e) {
    unlinkQuietly(tmp);
    throw e;
  }
}

/** Writes `bytes` to a new file at `path` (writeAll: in chunks a single write call accepts). */
function writeBytes(path: string, bytes: Uint8Array): void {
  const fd = openSync(path, 'wx');
  try {
    writeAll(fd, bytes);
  } finally {
    closeSync(fd);
  }
}

/**
 * A derived file (a cache, a snapshot) replaced whole: temp file beside it, then rename; no fsync and no error —
 * losing it only costs the next process a re-read. Resolves to whether it was written.
 */
export function replaceDerivedFile(abs: string, text: string | Uint8Array): boolean {
  const tmp = tempPathFor(abs);
  try {
    // Private folders: derived data holds home-memory text, and the command trusts its code cache only in a
    // cache folder nobody else can write (a 0755 folder made here first would turn the code cache off for good).
    mkdirSync(dirname(abs), { recursive: true, mode: 0o700 });
    if (typeof text === 'string') writeFileSync(tmp, text, { flag: 'wx' });
    else writeBytes(tmp, text);
    renameInto(tmp, abs);
    return true;
  } catch {
    unlinkQuietly(tmp);
    return false;
  }
}

export async function writeFileAtomic(abs: string, text: string): Promise<void> {
  writeFileAtomicSync(abs, text);
}


export interface EditResult {
  changed: boolean;
  /** The file's text after the edit (undefined when it still does not exist). */
  text: string | undefined;
}

/**
 * Locked read-modify-write. `edit` gets the current text (undefined when the file does not exist)
 * and returns the new text, or undefined / the same text to leave the file untouched. If `edit`
 * throws, nothing is written.
 */
export async function editFile(
  abs: string,
  edit: (oldText: string | undefined) => string | undefined | Promise<string | undefined>,
  opts: LockOptions = {},
): Promise<EditResult> {
  return withFileLock(
    abs,
    async () => {
      const oldText = readIfExists(abs);
      const newText = await edit(oldText);
      if (newText === undefined || newText === oldText) return { changed: false, text: oldText };
      writeFileAtomicSync(abs, newText);
      return { changed: true, text: newText };
    },
    opts,
  );
}

/**
 * Creates `abs` with `text` only if nothing is there yet. The content is written and fsynced under a
 * temp name first, then hard-linked into place, which fails with EEXIST when the name is taken: the
 * file appears complete or not at all.
 */
export function createFileExclusiveNow(abs: string, text: string): void {
  mkdirSync(dirname(abs), { recursive: true });
  const tmp = tempPathFor(abs);
  const fd = openSync(tmp, 'wx');
  try {
    writeAll(fd, Buffer.from(text, 'utf8'));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, abs);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') {
      const err = new Error(`${abs} already exists`) as NodeJS.ErrnoException;
      err.code = 'EEXIST';
      throw err;
    }
    throw e;
  } finally {
    unlinkQuietly(tmp);
  }
}

export async function createFileExclusive(abs: string, text: string): Promise<void> {
  createFileExclusiveNow(abs, text);
}

/** What an append found and did: the file's size before, and where its own bytes went. */
export interface AppendResult {
  sizeBefore: number;
  /** Offset of the first byte written and one past the last. */
  start: number;
  end: number;
  /** The text written. */
  text: string;
}

/**
 * Appends with O_APPEND, never reading the file beyond its last `tailBytes` bytes: `build` gets that tail
 * and the file's size (both from the one open file, right before the write) and returns the text to
 * append, or throws to refuse (a file that shrank since it was last seen). The bytes are read back through
 * the same descriptor after the fsync: if the file was truncated or rewritten meanwhile, this throws
 * AppendLostError instead of reporting success. Call under the file's lock.
 */
export function appendToFile(abs: string, build: (tail: Buffer, size: number) => string, tailBytes = 1): AppendResult {
  mkdirSync(dirname(abs), { recursive: true });
  const fd = openSync(abs, 'a+');
  try {
    const { size } = fstatSync(fd);
    const tail = Buffer.alloc(Math.min(size, tailBytes));
    if (tail.length > 0) readSync(fd, tail, 0, tail.length, size - tail.length);
    const text = build(tail, size);
    const data = Buffer.from(text, 'utf8');
    writeAll(fd, data);
    fsyncSync(fd);
    const after = fstatSync(fd).size;
    const back = Buffer.alloc(data.length);
    const got = after >= size + data.length ? readSync(fd, back, 0, data.length, size) : 0;
    if (got !== data.length || !back.equals(data)) throw new AppendLostError(`${abs} changed while it was being appended to (${size} → ${after} bytes); the appended text is not where it was written`);
    return { sizeBefore: size, start: size, end: size + data.length, text };
  } finally {
    closeSync(fd);
  }
}

export class AppendLostError extends Error {}

/** The text that closes an unterminated last line before more is appended (so the two never fuse). */
export function closingNewline(tail: Buffer, eol = '\n'): string {
  return tail.length > 0 && tail[tail.length - 1] !== 0x0a ? eol : '';
}

/** One JSON line appended under the file's lock; a last line left without its newline is closed first. */
export async function appendJsonlNow(abs: string, obj: unknown, opts: LockOptions = {}): Promise<void> {
  const line = JSON.stringify(obj);
  if (line === undefined) throw new Error('appendJsonl: value is not JSON-serialisable');
  await withFileLock(abs, () => void appendToFile(abs, (tail) => `${closingNewline(tail)}${line}\n`), opts);
}

export const appendJsonl = appendJsonlNow;
