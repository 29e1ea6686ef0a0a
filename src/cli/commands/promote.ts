// `learnings promote`: apply the assessment. PROMOTE → knowledge file + a rule in the managed block of the rules
// files; PRUNE → archived. `--dry-run` prints the plan with diffs and writes nothing.
import type { Command } from 'commander';
import { RULES_TARGETS, type RulesTarget } from '../../core/promotion';
import { collect } from '../context';
import { UsageError } from '../output';
import { loadAll, showAndApply } from './lifecycleCommon';

export function register(program: Command): void {
  program
    .command('promote')
    .description('promote what scored ≥ 0.7 into .knowledge/ and the rules files (managed block), archive what scored < 0.3')
    .option('--dry-run', 'print the plan with diffs; write nothing')
    .option('--target <name>', `rules file to write: ${RULES_TARGETS.join('|')} (repeatable; default: those that exist, else claude)`, collect)
    .option('--id <id>', 'only this entry (repeatable)', collect)
    .action(async (opts: { dryRun?: boolean; target?: string[]; id?: string[] }, cmd: Command) => {
      const bad = (opts.target ?? []).filter((t) => !(RULES_TARGETS as string[]).includes(t));
      if (bad.length) throw new UsageError(`--target ${bad.join(', ')}: expected one of ${RULES_TARGETS.join(', ')}`);
      const { ctx, ws } = await loadAll(cmd);
      const { plan, assessments } = ws.planPromotion({ targets: opts.target as RulesTarget[] | undefined, only: opts.id ? new Set(opts.id) : undefined });
      const items = assessments.map(({ id, title, scores, action, reasons }) => ({ id, title, scores, action, reasons }));
      await showAndApply(ctx, ws, plan, Boolean(opts.dryRun), { items });
    });
}
