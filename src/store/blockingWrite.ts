// The locked writes of safeWrite.ts — same lock directories and stale rule (proper-lockfile), same atomic
// rename (write-file-atomic), same exclusive create and log append — done with blocking calls, for the
// capture pipeline. A capture is a handful of small file operations in a process that has nothing else
// to do meanwhile; done asynchronously each one is a round trip through libuv's thread pool, and on a
// busy machine every round trip waits for the scheduler — together they cost a capture tens of
// milliseconds. A lock someone else holds is still waited for without blocking (safeWrite's retrying
// lock), so two agents capturing at once behave exactly as before.
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, readSync, fstatSync, unlinkSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import writeFileAtomicLib from 'write-file-atomic';
import * as lockfile from 'proper-lockfile';
import { lockPathFor, STALE_LOCK_MS, withFileLock } from './safeWrite';

/**
 * Runs `fn` holding the lock for `abs` (safeWrite's lock: `<abs>.lock`, stale after STALE_LOCK_MS).
 * Taken at once when free; when held, waited for with safeWrite's retrying lock.
 */
export async function withLock<T>(abs: string, fn: () => T | Promise<T>): Promise<T> {
  mkdirSync(dirname(abs), { recursive: true });
  let release: () => void;
  try {
    release = lockfile.lockSync(abs, {
      realpath: false,
      lockfilePath: lockPathFor(abs),
      stale: STALE_LOCK_MS,
      update: Math.max(1000, Math.floor(STALE_LOCK_MS / 2)),
      onCompromised: () => undefined, // as in safeWrite: the rename is atomic all the same
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ELOCKED') return withFileLock(abs, async () => fn());
    throw new Error(`could not lock ${abs}: ${(e as Error).message}`);
  }
  try {
    return await fn();
  } finally {
    try {
      release();
    } catch {
      /* a lock compromised meanwhile is already gone */
    }
  }
}

function readIfExists(abs: string): string | undefined {
  try {
    return readFileSync(abs, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** safeWrite.editFile, blocking: locked read-modify-write; `edit` returning undefined or the same text writes nothing; a throw writes nothing. */
export async function editFileNow(abs: string, edit: (oldText: string | undefined) => string | undefined): Promise<{ changed: boolean; text: string | undefined }> {
  return withLock(abs, () => {
    const oldText = readIfExists(abs);
    const newText = edit(oldText);
    if (newText === undefined || newText === oldText) return { changed: false, text: oldText };
    mkdirSync(dirname(abs), { recursive: true });
    writeFileAtomicLib.sync(abs, newText, { encoding: 'utf8', fsync: true });
    return { changed: true, text: newText };
  });
}

/** safeWrite.createFileExclusive, blocking: written and fsynced under a temp name, hard-linked into place (EEXIST when taken). */
export function createFileExclusiveNow(abs: string, text: string): void {
  const dir = dirname(abs);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.${basename(abs)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(tmp, 'wx');
  try {
    const data = Buffer.from(text, 'utf8');
    for (let off = 0; off < data.length; ) off += writeSync(fd, data, off);
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
    try {
      unlinkSync(tmp);
    } catch {
      /* already gone */
    }
  }
}

/** safeWrite.appendJsonl, blocking: one JSON line under the file's lock, a torn last line closed first. */
export async function appendJsonlNow(abs: string, obj: unknown): Promise<void> {
  const line = JSON.stringify(obj);
  if (line === undefined) throw new Error('appendJsonl: value is not JSON-serialisable');
  await withLock(abs, () => {
    const fd = openSync(abs, 'a+');
    try {
      const { size } = fstatSync(fd);
      let prefix = '';
      if (size > 0) {
        const last = Buffer.alloc(1);
        readSync(fd, last, 0, 1, size - 1);
        if (last[0] !== 0x0a) prefix = '\n';
      }
      const data = Buffer.from(`${prefix}${line}\n`, 'utf8');
      for (let off = 0; off < data.length; ) off += writeSync(fd, data, off);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  });
}
