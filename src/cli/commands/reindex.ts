// `learnings reindex`: (re)builds the search segment of the roots (docs/search-index.md) in this process. A hook
// starts it in the background when the memory is too large to index within the hook's deadline.
import type { Command } from 'commander';
import { unlinkSync } from 'node:fs';
import { SESSION_LISTS } from '../../app/hooks/injectContext';
import { loadSearch } from '../../store/searchSegmentLoad';
import { getContext } from '../context';
import { printResult } from '../output';

export function register(program: Command): void {
  program
    .command('reindex')
    .description('build or refresh the search index of the roots (derived data in the per-user cache)')
    .option('--marker <file>', 'a file to remove when done (set by the hook that started it)')
    .action(async (opts: { marker?: string }, cmd: Command) => {
      const ctx = getContext(cmd);
      const t = Date.now();
      try {
        const loaded = await loadSearch({ roots: ctx.roots, home: ctx.home, user: ctx.user, lists: SESSION_LISTS });
        loaded.close();
        printResult(ctx.json, { how: loaded.how, ms: Date.now() - t }, () => `search index ${loaded.how} in ${Date.now() - t} ms`);
      } finally {
        if (opts.marker?.endsWith('.building')) {
          try {
            unlinkSync(opts.marker);
          } catch {
            /* already gone */
          }
        }
      }
    });
}
