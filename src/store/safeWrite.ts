// Every write the tool makes goes through here: a whole new file is renamed into place (never a
// half-written file), and read-modify-write happens under a cross-process lock so two agents
// capturing at the same moment both land. Files the tool does not change are not touched at all.
import { promises as fsp } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import writeFileAtomicLib from 'write-file-atomic';
import * as lockfile from 'proper-lockfile';

/** A lock older than this (not refreshed by a live holder) is taken over: its holder died. */
export const STALE_LOCK_MS = 10_000;

export interface LockOptions {
  /** Override for tests; proper-lockfile raises anything under 2 s to 2 s. */
  staleMs?: number;
  /** Roughly how long to keep retrying a held lock before giving up (default 30 s). */
  waitMs?: number;
}

/** The sidecar lock (a directory) next to the target, so the target itself need not exist yet. */
export function lockPathFor(abs: string): string {
  return `${abs}.lock`;
}

/** Runs `fn` while holding the lock for `abs` (created with its parent directories). */
export async function withFileLock<T>(abs: string, fn: () => Promise<T>, opts: LockOptions = {}): Promise<T> {
  await fsp.mkdir(dirname(abs), { recursive: true });
  const stale = opts.staleMs ?? STALE_LOCK_MS;
  const maxTimeout = 100;
  const retries = Math.ceil((opts.waitMs ?? 30_000) / (maxTimeout / 2));
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(abs, {
      realpath: false,
      lockfilePath: lockPathFor(abs),
      stale,
      update: Math.max(1000, Math.floor(stale / 2)),
      retries: { retries, factor: 1.3, minTimeout: 5, maxTimeout, randomize: true },
      // The default rethrows from a timer and kills the process; a holder stalled past `stale`
      // has already lost the lock to someone else, and its rename is still atomic.
      onCompromised: () => undefined,
    });
  } catch (e) {
    throw new Error(`could not lock ${abs}: ${(e as Error).message}`);
  }
  try {
    return await fn();
  } finally {
    await release().catch(() => undefined); // a lock compromised meanwhile is already gone
  }
}

/** Writes `text` to a temp file beside `abs`, fsyncs it and renames it over `abs` (parents created). */
export async function writeFileAtomic(abs: string, text: string): Promise<void> {
  await fsp.mkdir(dirname(abs), { recursive: true });
  await writeFileAtomicLib(abs, text, { encoding: 'utf8', fsync: true });
}

async function readIfExists(abs: string): Promise<string | undefined> {
  try {
    return await fsp.readFile(abs, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
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
      const oldText = await readIfExists(abs);
      const newText = await edit(oldText);
      if (newText === undefined || newText === oldText) return { changed: false, text: oldText };
      await writeFileAtomic(abs, newText);
      return { changed: true, text: newText };
    },
    opts,
  );
}

/**
 * Creates `abs` with `text` only if nothing is there yet (one-file-per-entry JSON). The content
 * is written and fsynced under a temp name first, then hard-linked into place, which fails with
 * EEXIST when the name is taken: the file appears complete or not at all.
 */
export async function createFileExclusive(abs: string, text: string): Promise<void> {
  const dir = dirname(abs);
  await fsp.mkdir(dir, { recursive: true });
  const tmp = join(dir, `.${basename(abs)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fh = await fsp.open(tmp, 'wx');
  try {
    await fh.writeFile(text, 'utf8');
    await fh.sync();
  } finally {
    await fh.close();
  }
  try {
    await fsp.link(tmp, abs);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') {
      const err = new Error(`${abs} already exists`) as NodeJS.ErrnoException;
      err.code = 'EEXIST';
      throw err;
    }
    throw e;
  } finally {
    await fsp.unlink(tmp).catch(() => undefined);
  }
}

/**
 * Appends one JSON line to a log under the file's lock. A previous line left without its newline
 * (a crash mid-write by some other tool) is closed first so the two never fuse into one bad line.
 */
export async function appendJsonl(abs: string, obj: unknown, opts: LockOptions = {}): Promise<void> {
  const line = JSON.stringify(obj);
  if (line === undefined) throw new Error('appendJsonl: value is not JSON-serialisable');
  await withFileLock(
    abs,
    async () => {
      const fh = await fsp.open(abs, 'a+');
      try {
        const { size } = await fh.stat();
        let prefix = '';
        if (size > 0) {
          const last = Buffer.alloc(1);
          await fh.read(last, 0, 1, size - 1);
          if (last[0] !== 0x0a) prefix = '\n';
        }
        await fh.appendFile(`${prefix}${line}\n`, 'utf8');
        await fh.sync();
      } finally {
        await fh.close();
      }
    },
    opts,
  );
}
