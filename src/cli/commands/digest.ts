// `learnings digest`: what changed in the last 7 or 30 days — learned, promoted, demoted, archived, pruned,
// forgotten — and the conflicts open now. Markdown by default, JSON with --json.
import type { Command } from 'commander';
import { parseSince, renderDigestMarkdown } from '../../core/digest';
import { UsageError, printResult, safeText } from '../output';
import { loadAll } from './lifecycleCommon';

export function register(program: Command): void {
  program
    .command('digest')
    .description('what changed: learned, promoted, demoted, archived, pruned, conflicts (markdown; --json for JSON)')
    .option('--since <span>', 'how far back: 7d, 30d, 2w, 1m …', '7d')
    .action(async (opts: { since: string }, cmd: Command) => {
      const span = parseSince(opts.since);
      if (span === undefined) throw new UsageError(`--since ${JSON.stringify(opts.since)}: expected a span like 7d or 30d`);
      const { ctx, ws } = await loadAll(cmd);
      const digest = ws.digest(span);
      printResult(ctx.json, digest, () => safeText(renderDigestMarkdown(digest)));
    });
}
