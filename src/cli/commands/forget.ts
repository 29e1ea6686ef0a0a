// `learnings forget ID|QUERY`: previews what would go by default; with --yes (or --apply) it removes the entries
// from every tier and file (and the rules and knowledge promoted from them) and logs only the id and the time.
// An id or query that matches nothing exits 1.
import type { Command } from 'commander';
import { clip } from '../output';
import { loadAll, planFlags, showAndApply, wantsWrite, type PlanFlagValues } from './lifecycleCommon';

/** Shaped like an id as written (LRN-20260101-001, ERR-<user>-…, a JSON entry's hex id), not words to look for. */
const ID_SHAPED = /^(?:[A-Z][A-Z0-9]{1,7}-[A-Za-z0-9_-]+|[0-9a-f]{8,})$/;

export function register(program: Command): void {
  planFlags(
    program
      .command('forget')
      .description('remove a learning from every tier and file (previews first: nothing is written without --yes)')
      .argument('<id-or-query...>', 'an entry id (LRN-…), or words its title or text contains'),
  )
    .action(async (words: string[], opts: PlanFlagValues, cmd: Command) => {
      const { ctx, ws } = await loadAll(cmd);
      const query = words.join(' ');
      const forget = ws.selectToForget(query);
      if (forget.length === 0) throw new Error(ID_SHAPED.test(query.trim()) ? `no learning with id ${query.trim()}` : `no learning matches ${JSON.stringify(query)}`);
      const write = wantsWrite(opts);
      const { plan, matches } = ws.planForget(forget);
      if (!ctx.json) {
        process.stdout.write(`${write ? 'Forgetting' : 'Would forget'} ${matches.length} entr${matches.length === 1 ? 'y' : 'ies'}:\n`);
        for (const m of matches) process.stdout.write(`  ${clip(m.id, 30).padEnd(30)} ${clip(m.title, 60).padEnd(60)} ${m.citation}\n`);
        process.stdout.write('\n');
      }
      await showAndApply(ctx, ws, plan, !write, { matches });
    });
}
