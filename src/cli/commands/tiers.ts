// `learnings tiers`: where each home-memory entry should live (HOT/WARM/COLD by use) and the compaction of files
// over their limits. Shows the plan; `--apply` writes the moves; merging near-duplicates (which removes text)
// also needs `--yes`.
import type { Command } from 'commander';
import { clip, printResult } from '../output';
import { loadAll, showAndApply } from './lifecycleCommon';

export function register(program: Command): void {
  program
    .command('tiers')
    .description('HOT/WARM/COLD for the home memory by use (3× in 7 days → HOT, unused 30 days → WARM, 90 → COLD) and compaction over the limits')
    .option('--apply', 'write the moves (without it: show the plan only)')
    .option('--yes', 'also merge near-duplicate entries, which removes their text')
    .action(async (opts: { apply?: boolean; yes?: boolean }, cmd: Command) => {
      const { ctx, ws } = await loadAll(cmd);
      const result = ws.planTiers(Boolean(opts.yes));
      if (!result) {
        printResult(ctx.json, { decisions: [], compaction: [], edits: [], applied: [], notes: ['no home memory folder'] }, () => 'No home memory folder.');
        return;
      }
      const moves = result.decisions.filter((d) => d.destination);
      if (!ctx.json && result.decisions.length > 0) {
        const lines = result.decisions.map((d) => `${d.current}${d.destination ? ` → ${d.target}` : ''}`.padEnd(12) + ` ${clip(d.title, 50).padEnd(50)} ${d.citation}  (${d.reason})`);
        process.stdout.write(`${lines.join('\n')}\n\n`);
      }
      await showAndApply(ctx, ws, result.plan, !opts.apply, {
        decisions: result.decisions,
        moves: moves.length,
        compaction: result.compaction,
        mergesNeedingYes: result.mergesNeedingYes,
      });
      if (!opts.apply && !ctx.json && result.plan.edits.length > 0) process.stdout.write('Run with --apply to write the moves (add --yes to merge near-duplicates).\n');
    });
}
