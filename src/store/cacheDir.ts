// The per-user cache folder: $XDG_CACHE_HOME/learnings-explorer, else ~/.cache/learnings-explorer. Derived data
// only (the command's code cache, the hooks' entry cache): deleting it costs time, never data.
import { readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

export function userCacheDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.cache'), 'learnings-explorer');
}

/** How often one folder is swept for stale files: a write pays one stat, never a walk of every other store's files. */
const SWEEP_EVERY_MS = 3_600_000;
/** Derived files nobody rewrote for this long belong to a project gone or a temp folder. */
const STALE_AFTER_MS = 14 * 24 * 3_600_000;

/** Removes the files of `dir` that `matches` and nobody rewrote for `maxAgeMs` — at most once an hour per folder and
 * kind, marked by the mtime of a `.swept-<kind>` stamp. */
export function sweepStale(dir: string, kind: string, matches: (name: string) => boolean, maxAgeMs = STALE_AFTER_MS, now = Date.now()): void {
  const stamp = join(dir, `.swept-${kind}`);
  try {
    if (now - statSync(stamp).mtimeMs < SWEEP_EVERY_MS) return;
  } catch {
    /* never swept */
  }
  try {
    writeFileSync(stamp, '');
    for (const name of readdirSync(dir)) {
      if (!matches(name)) continue;
      try {
        if (now - statSync(join(dir, name)).mtimeMs > maxAgeMs) unlinkSync(join(dir, name));
      } catch {
        /* another process swept it */
      }
    }
  } catch {
    /* a folder we cannot list or mark: nothing to sweep */
  }
}
