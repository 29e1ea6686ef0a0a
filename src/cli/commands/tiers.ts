// `learnings tiers`: where each home-memory entry should live (HOT/WARM/COLD by use) and the compaction of files
// over their limits. Previews by default; --yes (or --apply) writes the moves; merging near-duplicates (which removes
// text) also needs --merge (the old spelling `--apply --yes` still means write and merge).
import type { Command } from 'commander';
import { clip, printResult } from '../output';
import { loadAll, planFlags, showAndApply, wantsWrite, type PlanFlagValues } from './lifecycleCommon';

export function register(program: Command): void {
  planFlags(
    program
      .command('tiers')
      .description('HOT/WARM/COLD for the home memory by use (3× in 7 days → HOT, unused 30 days → WARM, 90 → COLD) and compaction over the limits')
      .option('--merge', 'also merge near-duplicate entries, which removes their text (formerly --apply --yes, which still works)'),
  )
    .action(async (opts: PlanFlagValues & { merge?: boolean }, cmd: Command) => {
      const write = wantsWrite(opts);
      const merge = write && Boolean(opts.merge || (opts.apply && opts.yes));
      const { ctx, ws } = await loadAll(cmd);
      const result = ws.planTiers(merge);
      if (!result) {
        printResult(ctx.json, { decisions: [], compaction: [], edits: [], applied: [], notes: ['no home memory folder'] }, () => 'No home memory folder.');
        return;
      }
      const moves = result.decisions.filter((d) => d.destination);
      if (!ctx.json && result.decisions.length > 0) {
        const lines = result.decisions.map((d) => `${d.current}${d.destination ? ` → ${d.target}` : ''}`.padEnd(12) + ` ${clip(d.title, 50).padEnd(50)} ${d.citation}  (${d.reason})`);
        process.stdout.write(`${lines.join('\n')}\n\n`);
      }
      await showAndApply(ctx, ws, result.plan, !write, {
        decisions: result.decisions,
        moves: moves.length,
        compaction: result.compaction,
        mergesNeedingYes: result.mergesNeedingYes,
      });
      if (!write && !ctx.json && result.mergesNeedingYes > 0) process.stdout.write('Add --merge to also merge near-duplicates.\n');
    });
}
