// The capture pipeline's names for the store's writes. There is one implementation, in safeWrite.ts
// (blocking file operations; only a held lock is waited for asynchronously); these names are kept so
// the callers need not change.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { withLockOf } from './fileLock';

export { appendJsonlNow, createFileExclusiveNow } from './safeWrite';

/** Runs `fn` holding the lock for `abs` (fileLock.ts), waiting up to `waitMs` for a held one. */
export async function withLock<T>(abs: string, fn: () => T | Promise<T>, waitMs?: number): Promise<T> {
  mkdirSync(dirname(abs), { recursive: true });
  return withLockOf(abs, fn, waitMs);
}
