// `learnings conflicts`: rules that contradict each other (same subject, opposite instruction), who wins by
// namespace specificity then recency, and which ties a person must settle.
import type { Command } from 'commander';
import type { Conflict } from '../../core/conflicts';
import { clip, printResult } from '../output';
import { loadAll } from './lifecycleCommon';

export function renderConflicts(list: Conflict[]): string {
  if (list.length === 0) return 'No contradicting rules.';
  const out: string[] = [];
  for (const c of list) {
    out.push(`${c.subject}${c.needsPerson ? '  [needs a person]' : ''}`);
    for (const d of c.details) out.push(`  ${c.winner === d.citation ? '✓' : ' '} ${d.polarity === 'do' ? 'DO   ' : "DON'T"} ${d.namespace.padEnd(16)} ${d.citation}  ${clip(d.text, 70)}`);
    out.push(`  → ${c.reason}`, '');
  }
  out.push(`${list.length} conflict(s), ${list.filter((c) => c.needsPerson).length} need a person.`);
  return out.join('\n');
}

export function register(program: Command): void {
  program
    .command('conflicts')
    .description('find contradicting rules (e.g. "use pnpm" vs "use npm, not pnpm"); project beats domain beats global, then the newest')
    .action(async (_opts, cmd: Command) => {
      const { ctx, ws } = await loadAll(cmd);
      const conflicts = ws.conflicts();
      printResult(ctx.json, { conflicts }, () => renderConflicts(conflicts));
    });
}
