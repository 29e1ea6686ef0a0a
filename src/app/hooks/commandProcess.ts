// How the `learnings` command starts itself again in a process of its own (the prompt's capture, a background
// reindex, the editor's reindex): which script to run, and the arguments that name the memory it works on.
import { realpathSync } from 'node:fs';
import { basename } from 'node:path';

/** The heap a reindex runs with: a 1M-entry rebuild needs ~10 GB, far over Node's default. */
export const REINDEX_HEAP_FLAG = '--max-old-space-size=16384';

/**
 * The built command this process runs (dist/cli.js), through any symbolic link (an npm bin link is one), or
 * undefined when it is not the command (a test, an embedding).
 */
export function commandScript(): string | undefined {
  try {
    const cli = process.argv[1] ? realpathSync(process.argv[1]) : undefined;
    return cli && basename(cli) === 'cli.js' ? cli : undefined;
  } catch {
    return undefined;
  }
}

/** The global options naming a memory: its roots, its home folder and the user whose learnings are read. */
export function scopeArgs(scope: { roots: readonly string[]; home?: string | null; user?: string }): string[] {
  return [...scope.roots.flatMap((r) => ['--root', r]), ...(scope.home ? ['--home', scope.home] : []), ...(scope.user ? ['--user', scope.user] : [])];
}
