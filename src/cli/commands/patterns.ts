// `learnings patterns`: the operator's cross-user pass. The same learning (the gate's dedup rules) recorded for
// 3 or more users becomes a PAT entry in .learnings/_global/PATTERNS.md; the sources become promoted_to_global.
// It reads every user's folder, so it refuses --user (a per-user view cannot see across users by design).
// A plain `learnings promote` runs the same step.
import type { Command } from 'commander';
import { getContext } from '../context';
import { UsageError } from '../output';
import { loadAll, planFlags, showAndApply, wantsWrite, type PlanFlagValues } from './lifecycleCommon';

export function register(program: Command): void {
  planFlags(
    program
      .command('patterns')
      .description('promote a learning seen for ≥ 3 users to .learnings/_global/PATTERNS.md (operator view: reads all users; promote runs it too)'),
  )
    .action(async (opts: PlanFlagValues, cmd: Command) => {
      if (getContext(cmd).user !== undefined) throw new UsageError('patterns reads every user; run it without --user (the operator view)');
      const { ctx, ws } = await loadAll(cmd);
      const { plan, groups } = ws.planUserPatterns();
      const summary = groups.map((g) => ({ id: g.patId, title: g.title, users: g.users, sources: g.sources.map((s) => s.sourceId ?? s.id), root: g.root }));
      await showAndApply(ctx, ws, plan, !wantsWrite(opts), { patterns: summary });
    });
}
