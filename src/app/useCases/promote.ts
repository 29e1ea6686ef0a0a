// Promote: what assess says is ready goes into .knowledge/ and the rules files' managed block (a Plan; nothing
// is written until it is applied). `only` narrows it to chosen entries.
import { planPromotion, type RulesTarget } from '../../core/promotion';
import { formatsEditor } from '../../formats/lifecycleEditor';
import { readFromDisk } from '../../store/applyPlan';
import type { UseCaseContext } from './context';

export interface PromoteRequest {
  targets?: readonly RulesTarget[];
  only?: ReadonlySet<string>;
}

export function planPromote(ctx: UseCaseContext, req: PromoteRequest = {}): ReturnType<typeof planPromotion> {
  const targets = req.targets?.length ? [...req.targets] : ctx.settings.promotionTargets?.length ? [...ctx.settings.promotionTargets] : undefined;
  return planPromotion({
    entries: ctx.store.entries(),
    nowMs: ctx.now().getTime(),
    read: readFromDisk,
    editor: formatsEditor,
    targets,
    only: req.only ? new Set(req.only) : undefined,
    homeRoot: ctx.homeRoot(),
  });
}
