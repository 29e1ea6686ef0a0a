// Archive: the explicit step that archives what scores below 0.3 (never a side effect of promote). A Plan; per-user
// memory is never archived.
import { planArchive as corePlanArchive } from '../../core/archive';
import { formatsEditor } from '../../formats/lifecycleEditor';
import { readFromDisk } from '../../store/applyPlan';
import type { UseCaseContext } from './context';

export function planArchive(ctx: UseCaseContext, only?: ReadonlySet<string>): ReturnType<typeof corePlanArchive> {
  return corePlanArchive({ entries: ctx.store.entries(), nowMs: ctx.now().getTime(), read: readFromDisk, editor: formatsEditor, homeRoot: ctx.homeRoot(), lastUsed: ctx.lastUsed(), only });
}
