// Counts for a person or an agent: entries per tier, kind and format, what assess would do, open conflicts,
// uses in the last 7 days.
import { assessAll } from '../../core/assess';
import { findConflicts } from '../../core/conflicts';
import type { Entry } from '../../core/model';
import { isDerivedRecord } from '../../core/ruleText';
import { usageStats } from '../../core/tiers';
import { readUsage } from '../../store/usageLog';
import type { UseCaseContext } from './context';

function countBy(entries: Entry[], key: (e: Entry) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of entries) out[key(e)] = (out[key(e)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** Learnings proper: neither log lines, the lifecycle's own records nor derived copies (.knowledge/). */
export function learnings(ctx: UseCaseContext): Entry[] {
  return ctx.store.entries().filter((e) => !isDerivedRecord(e));
}

export function learningStats(ctx: UseCaseContext) {
  const entries = learnings(ctx);
  const now = ctx.now().getTime();
  const assessed = assessAll(entries, now, ctx.lastUsed()); // the same freshness (with use) as `learnings assess`
  const uses = [...usageStats(readUsage(ctx.store.roots()), now).values()];
  const conflicts = findConflicts(entries);
  return {
    total: entries.length,
    byTier: countBy(entries, (e) => e.tier),
    byKind: countBy(entries, (e) => e.kind),
    byFormat: countBy(entries, (e) => e.format),
    staged: { total: assessed.length, promote: assessed.filter((a) => a.action === 'PROMOTE').length, keep: assessed.filter((a) => a.action === 'KEEP').length, prune: assessed.filter((a) => a.action === 'PRUNE').length },
    conflicts: { total: conflicts.length, needsPerson: conflicts.filter((c) => c.needsPerson).length },
    usesLast7Days: uses.reduce((n, u) => n + u.recent, 0),
    user: ctx.user ?? null,
  };
}
