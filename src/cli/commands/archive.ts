// `learnings archive` (alias `prune`): the explicit step that archives what scores below 0.3 — never done by
// promote. Previews by default; --yes (or --apply) writes. Archived entries keep their text (Status: archived)
// and get a line in knowledge/_discarded/LOG.md; home-memory entries move to archive/.
import type { Command } from 'commander';
import { collect } from '../context';
import { idsOf, loadAll, planFlags, requireKnownIds, showAndApply, wantsWrite, type PlanFlagValues } from './lifecycleCommon';

export function register(program: Command): void {
  planFlags(
    program
      .command('archive')
      .alias('prune')
      .description('archive staged learnings that score < 0.3 (shown as a plan first; per-user memory is never archived)')
      .option('--id <id>', 'only this entry (repeatable)', collect),
  )
    .action(async (opts: PlanFlagValues & { id?: string[] }, cmd: Command) => {
      const { ctx, ws } = await loadAll(cmd);
      const entries = ws.entries();
      if (opts.id) requireKnownIds(entries, opts.id);
      const { plan, archived } = ws.planArchive(opts.id ? idsOf(entries, opts.id) : undefined);
      const items = archived.map(({ id, title, citation, scores, reasons }) => ({ id, title, citation, scores, reasons }));
      await showAndApply(ctx, ws, plan, !wantsWrite(opts), { items });
    });
}
