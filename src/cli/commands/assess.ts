// `learnings assess`: the 4-axis score and the action (PROMOTE / KEEP / PRUNE) of everything in staging.
// Read-only; `--now` makes it reproducible.
import type { Command } from 'commander';
import type { Assessment } from '../../core/assess';
import { formatScore } from '../../core/scorer';
import { clip, printResult } from '../output';
import { loadAll } from './lifecycleCommon';

export function renderAssessments(items: Assessment[]): string {
  if (items.length === 0) return 'Nothing in staging.';
  const rows = items.map((a) => {
    const s = a.scores;
    const f = formatScore;
    const axes = `rec ${f(s.recurrence)} fresh ${f(s.freshness)} spec ${f(s.specificity)} impact ${f(s.impact)}`;
    return `${a.action.padEnd(7)} ${f(s.composite)}  ${clip(a.id, 28).padEnd(28)} ${clip(a.title, 50)}\n        ${axes}  ${a.citation}\n        ${a.reasons.join('; ')}`;
  });
  const count = (x: string) => items.filter((a) => a.action === x).length;
  return `${rows.join('\n')}\n\n${items.length} staged: ${count('PROMOTE')} to promote, ${count('KEEP')} to keep, ${count('PRUNE')} low (archived only by \`learnings archive\`).`;
}

export function register(program: Command): void {
  program
    .command('assess')
    .description('score everything in staging (recurrence, freshness, specificity, impact) and say PROMOTE / KEEP / PRUNE')
    .action(async (_opts, cmd: Command) => {
      const { ctx, ws } = await loadAll(cmd);
      const items = ws.assess();
      printResult(ctx.json, { items: items.map(({ id, title, citation, scores, action, reasons }) => ({ id, title, citation, scores, action, reasons })) }, () => renderAssessments(items));
    });
}
