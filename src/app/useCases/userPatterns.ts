// User → global: the same learning recorded for ≥ 3 users becomes a PAT entry in .learnings/_global/PATTERNS.md.
import { planUserPatterns } from '../../core/userPatterns';
import { formatsEditor } from '../../formats/lifecycleEditor';
import { readFromDisk } from '../../store/applyPlan';
import type { UseCaseContext } from './context';

export function planPatterns(ctx: UseCaseContext): ReturnType<typeof planUserPatterns> {
  return planUserPatterns({ entries: ctx.store.entries(), nowMs: ctx.now().getTime(), read: readFromDisk, editor: formatsEditor });
}
