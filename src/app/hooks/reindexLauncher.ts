// Starts `learnings reindex` for a hook's roots in a detached process of its own (a heap sized for the memory, no
// hook deadline), when the search segment must be rebuilt over more than a hook may do. Once per 30 minutes per
// set of roots (a marker file beside the segments), and only from the `learnings` command itself.
import { spawn } from 'node:child_process';
import { closeSync, openSync, statSync, unlinkSync } from 'node:fs';
import { ensureCacheDir, searchSegmentPaths } from '../../store/searchSegmentFile';
import type { HookRun } from './handleHook';
import { commandScript, REINDEX_HEAP_FLAG, scopeArgs } from './commandProcess';

const RETRY_AFTER_MS = 30 * 60_000;

export function startReindex(run: HookRun, env: Readonly<Record<string, string | undefined>>): boolean {
  const cli = commandScript();
  if (!cli) return false; // not the command (a test, an embedding): nothing to start
  const marker = `${searchSegmentPaths({ roots: [run.root], home: run.home, user: run.user }, env).base}.building`;
  try {
    if (Date.now() - statSync(marker).mtimeMs < RETRY_AFTER_MS) return false;
    unlinkSync(marker);
  } catch {
    /* no marker yet */
  }
  ensureCacheDir(marker);
  try {
    closeSync(openSync(marker, 'wx'));
  } catch {
    return false; // another hook started it just now, or the cache folder is not writable
  }
  const args = [REINDEX_HEAP_FLAG, cli, ...scopeArgs({ roots: [run.root], home: run.home, user: run.user }), 'reindex', '--marker', marker];
  spawn(process.execPath, args, { detached: true, stdio: 'ignore', env: { ...env } as NodeJS.ProcessEnv }).unref();
  return true;
}
