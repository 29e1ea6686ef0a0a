// `learnings forget ID|QUERY`: without --yes it only shows what would go; with --yes it removes the entries from
// every tier and file (and the rules and knowledge promoted from them) and logs only the id and the time.
import type { Command } from 'commander';
import { clip, printResult } from '../output';
import { loadAll, showAndApply } from './lifecycleCommon';

export function register(program: Command): void {
  program
    .command('forget')
    .description('remove a learning from every tier and file (asks first: nothing is written without --yes)')
    .argument('<id-or-query...>', 'an entry id (LRN-…), or words its title or text contains')
    .option('--yes', 'really remove it')
    .action(async (words: string[], opts: { yes?: boolean }, cmd: Command) => {
      const { ctx, ws } = await loadAll(cmd);
      const forget = ws.selectToForget(words.join(' '));
      if (forget.length === 0) {
        printResult(ctx.json, { matches: [], dryRun: !opts.yes, notes: ['nothing matches'], edits: [], applied: [] }, () => 'Nothing matches; nothing to forget.');
        return;
      }
      const { plan, matches } = ws.planForget(forget);
      if (!ctx.json) {
        process.stdout.write(`${opts.yes ? 'Forgetting' : 'Would forget'} ${matches.length} entr${matches.length === 1 ? 'y' : 'ies'}:\n`);
        for (const m of matches) process.stdout.write(`  ${clip(m.id, 30).padEnd(30)} ${clip(m.title, 60).padEnd(60)} ${m.citation}\n`);
        process.stdout.write('\n');
      }
      await showAndApply(ctx, ws, plan, !opts.yes, { matches });
      if (!opts.yes && !ctx.json) process.stdout.write('Run again with --yes to forget it.\n');
    });
}
