// `learnings forget ID|QUERY`: without --yes it only shows what would go; with --yes it removes the entries from
// every tier and file (and the rules and knowledge promoted from them) and logs only the id and the time.
import type { Command } from 'commander';
import { formatsEditor } from '../../formats/lifecycleEditor';
import { planForget, selectForget } from '../../core/forget';
import { readFromDisk } from '../../store/applyPlan';
import { clip, printResult } from '../output';
import { loadAll, showAndApply } from './lifecycleCommon';

export function register(program: Command): void {
  program
    .command('forget')
    .description('remove a learning from every tier and file (asks first: nothing is written without --yes)')
    .argument('<id-or-query...>', 'an entry id (LRN-…), or words its title or text contains')
    .option('--yes', 'really remove it')
    .action(async (words: string[], opts: { yes?: boolean }, cmd: Command) => {
      const { ctx, entries, homeRoot } = await loadAll(cmd);
      const forget = selectForget(entries, words.join(' '));
      if (forget.length === 0) {
        printResult(ctx.json, { matches: [], dryRun: !opts.yes, notes: ['nothing matches'], edits: [], applied: [] }, () => 'Nothing matches; nothing to forget.');
        return;
      }
      const { plan, matches } = planForget({ entries, forget, nowMs: ctx.now.getTime(), read: readFromDisk, editor: formatsEditor, homeRoot });
      if (!ctx.json) {
        process.stdout.write(`${opts.yes ? 'Forgetting' : 'Would forget'} ${matches.length} entr${matches.length === 1 ? 'y' : 'ies'}:\n`);
        for (const m of matches) process.stdout.write(`  ${clip(m.id, 30).padEnd(30)} ${clip(m.title, 60).padEnd(60)} ${m.citation}\n`);
        process.stdout.write('\n');
      }
      await showAndApply(ctx, plan, !opts.yes, { matches });
      if (!opts.yes && !ctx.json) process.stdout.write('Run again with --yes to forget it.\n');
    });
}
