// The cross-process lock every write of the tool takes: a directory `<file>.lock` (mkdir is atomic on
// every file system, network ones included) holding `owner` = {pid, host, token, at}.
//
// A holder that is gone must not cost the next agent anything: a lock whose owner ran on this host and
// whose pid is no longer alive is taken over at once (a capture killed with SIGKILL while holding the
// lock delays the next capture by a few milliseconds, not by a stale window). Only a lock we cannot
// judge that way — another host on a shared disk, no owner record (a lock of an older version, or a
// holder killed between mkdir and writing its record) — falls back to the time rule: not refreshed for
// STALE_LOCK_MS. Live holders refresh the directory's mtime while they hold it.
//
// Two waiters may find the same dead owner at once; the takeover itself is done under a second, short
// lock (`<file>.lock.takeover`) and re-checks the owner first, so one of them never removes the lock the
// other has just taken. A lock directory is never empty in place: it is renamed into place with its
// owner record inside and renamed away before it is deleted (rename onto an empty directory succeeds).
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';

/** A lock not refreshed for this long is stale even when its owner cannot be checked (another host, no owner record). */
export const STALE_LOCK_MS = 10_000;
/**
 * How long a capture (agent hook, `learnings capture`) waits for a held lock before it queues the capture
 * instead (pendingQueue.ts). Agent hooks are installed with a 10 s timeout (installHooks.ts) and give up
 * themselves at 9 s (HOOK_DEADLINE_MS): 3 s of lock wait leaves the rest of the budget for the gate and
 * the write, so a hook never runs into the agent's timeout because of a lock.
 */
export const CAPTURE_LOCK_WAIT_MS = 3_000;
/**
 * Inside the capture lock, each further lock (the target file's, the gate log's) is waited for at most
 * this long. With the queue drain's 1 s (DRAIN_BUDGET_MS), one capture spends at most
 * 3 + 1 + 1 + 1 = 6 s waiting for locks in all: well inside the hook's 9 s deadline.
 */
export const INNER_LOCK_WAIT_MS = 1_000;
/** Commands a person runs (promote, forget, the extension) wait longer for a lock than hooks do. */
export const DEFAULT_LOCK_WAIT_MS = 30_000;
/** A takeover guard older than this was left by a process that died in the middle of a takeover (which takes microseconds). */
const TAKEOVER_STALE_MS = 2_000;
// No extension: readers that walk .learnings/ must never take a lock's record for an entry file.
const OWNER_FILE = 'owner';

export interface LockOwner {
  pid: number;
  host: string;
  token: string;
  at: string;
}

export class LockTimeoutError extends Error {
  readonly code = 'ELOCKED';
}

/** The sidecar lock (a directory) next to the target, so the target itself need not exist yet. */
export function lockPathFor(abs: string): string {
  return `${abs}.lock`;
}

function readOwner(lockDir: string): LockOwner | undefined {
  try {
    const o = JSON.parse(readFileSync(join(lockDir, OWNER_FILE), 'utf8')) as LockOwner;
    return o && typeof o.pid === 'number' && typeof o.host === 'string' && typeof o.token === 'string' ? o : undefined;
  } catch {
    return undefined;
  }
}

/** Is process `pid` alive on this host? EPERM: it exists but belongs to someone else. */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ageMs(path: string): number | undefined {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Why the lock at `lockDir` may be taken over, or undefined while its holder may still be alive. */
function whyStale(lockDir: string): string | undefined {
  const owner = readOwner(lockDir);
  if (owner && owner.host === hostname() && !pidAlive(owner.pid)) return `its holder (pid ${owner.pid}) is gone`;
  const age = ageMs(lockDir);
  if (age !== undefined && age > STALE_LOCK_MS) return `not refreshed for ${Math.round(age / 1000)} s`;
  return undefined;
}

/** Moves a lock directory out of the way and deletes it: renamed first, so no one ever sees it half removed. */
function removeLockDir(lockDir: string): void {
  const tomb = `${lockDir}.${process.pid}.${randomBytes(4).toString('hex')}.gone`;
  try {
    renameSync(lockDir, tomb);
  } catch {
    return; // already gone
  }
  rmSync(tomb, { recursive: true, force: true });
}

/** Removes a stale lock, under the takeover guard, if it is still the same stale lock. */
function takeOver(lockDir: string): void {
  const guard = `${lockDir}.takeover`;
  try {
    mkdirSync(guard);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const age = ageMs(guard);
    if (age !== undefined && age > TAKEOVER_STALE_MS) rmSync(guard, { recursive: true, force: true });
    return; // someone else is taking it over; try again shortly
  }
  try {
    if (whyStale(lockDir) !== undefined) removeLockDir(lockDir);
  } finally {
    rmSync(guard, { recursive: true, force: true });
  }
}

export interface HeldLock {
  release(): void;
}

/**
 * One attempt: the lock when free (or stale, taken over), else undefined. Never waits. The lock directory
 * appears with its owner record already inside (made under a temp name, then renamed into place), so
 * a holder killed at any moment leaves either no lock or one that names it.
 */
export function tryLock(abs: string): HeldLock | undefined {
  const lockDir = lockPathFor(abs);
  mkdirSync(dirname(lockDir), { recursive: true });
  const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomBytes(8).toString('hex'), at: new Date().toISOString() };
  const tmp = `${lockDir}.${process.pid}.${owner.token}.new`;
  mkdirSync(tmp);
  try {
    writeFileSync(join(tmp, OWNER_FILE), JSON.stringify(owner));
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        // rename() would replace an EMPTY directory (a lock of an older version): never rename onto one.
        if (!existsSync(lockDir)) {
          renameSync(tmp, lockDir);
          return holdLock(lockDir, owner.token);
        }
      } catch (e) {
        // A lock taken between the check and the rename (and perhaps released again since): try again.
        const code = (e as NodeJS.ErrnoException).code;
        if (code !== 'EEXIST' && code !== 'ENOTEMPTY' && !existsSync(lockDir)) throw e; // not a lock in the way: a real error
      }
      if (!existsSync(lockDir)) continue; // released meanwhile
      if (attempt > 0 || whyStale(lockDir) === undefined) return undefined;
      takeOver(lockDir);
    }
    return undefined;
  } finally {
    rmSync(tmp, { recursive: true, force: true }); // gone already when it became the lock
  }
}

function holdLock(lockDir: string, token: string): HeldLock {
  // Keeps the lock fresh for readers that can only judge it by time (another host, a version without owner records).
  const refresh = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockDir, now, now);
    } catch {
      /* gone: taken over meanwhile */
    }
  }, Math.floor(STALE_LOCK_MS / 3));
  refresh.unref();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(refresh);
      // Only our own lock: one taken over from us meanwhile belongs to someone else now.
      if (readOwner(lockDir)?.token === token) removeLockDir(lockDir);
    },
  };
}

function describeHolder(abs: string): string {
  const owner = readOwner(lockPathFor(abs));
  return owner ? `held by pid ${owner.pid} on ${owner.host} since ${owner.at}` : 'held by another process';
}

/** Waits up to `waitMs` for the lock of `abs`; throws LockTimeoutError ("could not lock …") after that. */
export async function acquireLock(abs: string, waitMs: number = DEFAULT_LOCK_WAIT_MS): Promise<HeldLock> {
  const deadline = Date.now() + waitMs;
  for (let n = 0; ; n++) {
    const held = tryLock(abs);
    if (held) return held;
    const left = deadline - Date.now();
    if (left <= 0) throw new LockTimeoutError(`could not lock ${abs}: ${describeHolder(abs)} (waited ${waitMs} ms)`);
    const pause = Math.min(left, Math.min(100, 5 * 1.3 ** n) * (0.5 + Math.random() / 2));
    await new Promise((r) => setTimeout(r, pause));
  }
}

/** Runs `fn` holding the lock of `abs` (waiting up to `waitMs` for it); the lock is released whatever `fn` does. */
export async function withLockOf<T>(abs: string, fn: () => T | Promise<T>, waitMs: number = DEFAULT_LOCK_WAIT_MS): Promise<T> {
  const held = tryLock(abs) ?? (await acquireLock(abs, waitMs));
  try {
    return await fn();
  } finally {
    held.release();
  }
}
