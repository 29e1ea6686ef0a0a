// `learnings search`: full-text search over every tier with citations (`file:line`). The results shown are
// recorded as uses (via "search"), which is what moves home-memory entries up the tiers.
import type { Command } from 'commander';
import { MAX_RESULTS, searchEntries } from '../../core/retrieval';
import { readUsage, recordUses } from '../../store/usageLog';
import { usageStats } from '../../core/tiers';
import { UsageError, clip, printResult } from '../output';
import { loadAll } from './lifecycleCommon';

export function register(program: Command): void {
  program
    .command('search')
    .description('search every tier; each result cites file:line (results shown count as uses)')
    .argument('<query...>', 'words to look for')
    .option('--limit <n>', `at most this many results (1-${MAX_RESULTS}, default 10)`, '10')
    .action(async (words: string[], opts: { limit: string }, cmd: Command) => {
      const limit = Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RESULTS) throw new UsageError(`--limit ${opts.limit}: expected a whole number from 1 to ${MAX_RESULTS}`);
      const { ctx, entries, roots } = await loadAll(cmd);
      const uses = new Map([...usageStats(readUsage(roots), ctx.now.getTime())].map(([id, u]) => [id, u.total]));
      const results = searchEntries(entries, words.join(' '), limit, uses); // ties: the more used first
      await recordUses(results, roots, 'search', ctx.now);
      printResult(ctx.json, { results: results.map(({ id, title, score, tier, citation, root }) => ({ id, title, score, tier, citation, root })) }, () => {
        if (results.length === 0) return 'No results.';
        const multi = new Set(results.map((r) => r.root)).size > 1;
        return results.map((r) => `${r.score.toFixed(2)}  ${r.tier.padEnd(8)} ${clip(r.title, 60).padEnd(60)} ${multi ? `${r.root}/` : ''}${r.citation}`).join('\n');
      });
    });
}
