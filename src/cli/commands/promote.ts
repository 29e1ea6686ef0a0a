// `learnings promote`: what is ready (PROMOTE) becomes a knowledge file and one rule per lesson in the rules files'
// managed blocks (path-scoped rules files with --scoped); per-user learnings seen for ≥ 3 users go to
// _global/PATTERNS.md in the same plan. It never archives (`learnings archive` does, when asked).
// Previews by default; --yes (or --apply) writes.
import type { Command } from 'commander';
import { RULES_TARGETS, type RulesTarget } from '../../core/promotion';
import { parseScopedTargets, SCOPED_TARGETS } from '../../core/scopedRules';
import { collect } from '../context';
import { UsageError } from '../output';
import { idsOf, loadAll, planFlags, requireKnownIds, showAndApply, wantsWrite, type PlanFlagValues } from './lifecycleCommon';

interface PromoteOptions extends PlanFlagValues {
  target?: string[];
  id?: string[];
  scoped?: string[];
}

export function register(program: Command): void {
  planFlags(
    program
      .command('promote')
      .description('promote what is ready (score ≥ 0.7, or the recurrence rule) into .knowledge/ and the rules files, one rule per lesson; never archives')
      .option('--target <name>', `rules file to write: ${RULES_TARGETS.join('|')} (repeatable; default: those that exist, else claude)`, collect)
      .option('--id <id>', 'only this entry (repeatable); the user → global step then does not run', collect)
      .option('--scoped <targets>', `path-scoped rules files for learnings about one folder: ${SCOPED_TARGETS.join(',')}, all or none (default: $LEARNINGS_SCOPED_TARGETS, else none)`, collect),
  )
    .action(async (opts: PromoteOptions, cmd: Command) => {
      const bad = (opts.target ?? []).filter((t) => !(RULES_TARGETS as string[]).includes(t));
      if (bad.length) throw new UsageError(`--target ${bad.join(', ')}: expected one of ${RULES_TARGETS.join(', ')}`);
      let scopedTargets;
      try {
        scopedTargets = parseScopedTargets(opts.scoped ?? (process.env.LEARNINGS_SCOPED_TARGETS ? [process.env.LEARNINGS_SCOPED_TARGETS] : []));
      } catch (e) {
        throw new UsageError(`--scoped: ${(e as Error).message}`);
      }
      const { ctx, ws } = await loadAll(cmd);
      const entries = ws.entries();
      if (opts.id) requireKnownIds(entries, opts.id);
      const { plan, assessments, patterns } = ws.planPromotion({
        targets: opts.target as RulesTarget[] | undefined,
        only: opts.id ? idsOf(entries, opts.id) : undefined,
        scopedTargets,
      });
      const items = assessments.map(({ id, title, scores, action, reasons }) => ({ id, title, scores, action, reasons }));
      const summary = patterns.map((g) => ({ id: g.patId, title: g.title, users: g.users, sources: g.sources.map((s) => s.sourceId ?? s.id), root: g.root }));
      await showAndApply(ctx, ws, plan, !wantsWrite(opts), { items, patterns: summary });
    });
}
