// HOT/WARM/COLD by use for the home memory, and compaction of files over their limits, as a Plan.
// Merging near-duplicates removes text, so it is planned only when `allowMerge` says so.
import { statSync } from 'node:fs';
import { planTiers } from '../../core/compaction';
import { formatsEditor } from '../../formats/lifecycleEditor';
import { readFromDisk } from '../../store/applyPlan';
import { resolveInside } from '../../store/paths';
import { readUsage } from '../../store/usageLog';
import type { UseCaseContext } from './context';

/** undefined when there is no home memory folder. */
export function planTiersAndCompaction(ctx: UseCaseContext, allowMerge: boolean): ReturnType<typeof planTiers> | undefined {
  const homeRoot = ctx.homeRoot();
  if (!homeRoot) return undefined;
  const entries = ctx.store.entries();
  const mtimes = new Map<string, number>();
  for (const e of entries) {
    if (e.root !== homeRoot || mtimes.has(e.file)) continue;
    try {
      mtimes.set(e.file, statSync(resolveInside(homeRoot, e.file)).mtimeMs);
    } catch {
      /* gone meanwhile: no fallback date */
    }
  }
  return planTiers({ entries, homeRoot, usage: readUsage(ctx.store.roots()), nowMs: ctx.now().getTime(), read: readFromDisk, editor: formatsEditor, fileMtimes: mtimes, allowMerge });
}
