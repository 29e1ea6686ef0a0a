// `learnings tiers`: where each home-memory entry should live (HOT/WARM/COLD by use) and the compaction of files
// over their limits. Previews by default; --yes (or --apply) writes the moves; merging near-duplicates (which removes
// text) also needs --merge (the old spelling `--apply --yes` still means write and merge).
import { statSync } from 'node:fs';
import type { Command } from 'commander';
import { planTiers } from '../../core/compaction';
import { formatsEditor } from '../../formats/lifecycleEditor';
import { readFromDisk } from '../../store/applyPlan';
import { resolveInside } from '../../store/paths';
import { readUsage } from '../../store/usageLog';
import { clip, printResult } from '../output';
import { loadAll, planFlags, showAndApply, wantsWrite, type PlanFlagValues } from './lifecycleCommon';

export function register(program: Command): void {
  planFlags(
    program
      .command('tiers')
      .description('HOT/WARM/COLD for the home memory by use (3× in 7 days → HOT, unused 30 days → WARM, 90 → COLD) and compaction over the limits')
      .option('--merge', 'also merge near-duplicate entries, which removes their text (formerly --apply --yes, which still works)'),
  )
    .addHelpText('after', '\nExamples:\n  learnings tiers                   # preview the moves\n  learnings tiers --yes             # write them\n  learnings tiers --yes --merge     # and merge near-duplicates\n')
    .action(async (opts: PlanFlagValues & { merge?: boolean }, cmd: Command) => {
      const write = wantsWrite(opts);
      const merge = write && Boolean(opts.merge || (opts.apply && opts.yes));
      const { ctx, entries, roots, homeRoot } = await loadAll(cmd);
      if (!homeRoot) {
        printResult(ctx.json, { decisions: [], compaction: [], edits: [], applied: [], notes: ['no home memory folder'] }, () => 'No home memory folder.');
        return;
      }
      const mtimes = new Map<string, number>();
      for (const e of entries) {
        if (e.root !== homeRoot || mtimes.has(e.file)) continue;
        try {
          mtimes.set(e.file, statSync(resolveInside(homeRoot, e.file)).mtimeMs);
        } catch {
          /* gone meanwhile: no fallback date */
        }
      }
      const result = planTiers({
        entries,
        homeRoot,
        usage: readUsage(roots),
        nowMs: ctx.now.getTime(),
        read: readFromDisk,
        editor: formatsEditor,
        fileMtimes: mtimes,
        allowMerge: merge,
      });
      const moves = result.decisions.filter((d) => d.destination);
      if (!ctx.json && result.decisions.length > 0) {
        const lines = result.decisions.map((d) => `${d.current}${d.destination ? ` → ${d.target}` : ''}`.padEnd(12) + ` ${clip(d.title, 50).padEnd(50)} ${d.citation}  (${d.reason})`);
        process.stdout.write(`${lines.join('\n')}\n\n`);
      }
      await showAndApply(ctx, result.plan, !write, {
        decisions: result.decisions,
        moves: moves.length,
        compaction: result.compaction,
        mergesNeedingYes: result.mergesNeedingYes,
      });
      if (!write && !ctx.json && result.mergesNeedingYes > 0) process.stdout.write('Add --merge to also merge near-duplicates.\n');
    });
}
