// Move one entry to another tier (a person's choice in the tree), as a Plan.
import type { Entry, Tier } from '../../core/model';
import type { Plan } from '../../core/plan';
import { planTierMove as corePlanTierMove, tierMoveTargets } from '../../core/tierMove';
import { formatsEditor } from '../../formats/lifecycleEditor';
import { readFromDisk } from '../../store/applyPlan';
import type { UseCaseContext } from './context';

export function moveTargets(ctx: UseCaseContext, entry: Entry): Tier[] {
  return tierMoveTargets(entry, ctx.homeRoot());
}

export function planTierMove(ctx: UseCaseContext, entry: Entry, tier: Tier): Plan {
  return corePlanTierMove(entry, tier, { homeRoot: ctx.homeRoot(), read: readFromDisk, editor: formatsEditor, nowMs: ctx.now().getTime() });
}
