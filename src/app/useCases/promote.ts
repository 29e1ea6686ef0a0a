// Promote: what assess says is ready goes into .knowledge/ and the rules files' managed block, one rule per lesson
// (path-scoped rules files too when asked); the user → global step runs in the same plan. Never archives (see
// archive.ts). A Plan: nothing is written until it is applied. `only` narrows it to chosen entries.
import { planPromotion, type RulesTarget } from '../../core/promotion';
import type { ScopedTarget } from '../../core/scopedRules';
import { formatsEditor } from '../../formats/lifecycleEditor';
import { readFromDisk } from '../../store/applyPlan';
import type { UseCaseContext } from './context';

export interface PromoteRequest {
  targets?: readonly RulesTarget[];
  only?: ReadonlySet<string>;
  scopedTargets?: readonly ScopedTarget[];
  /** Also run the user → global step; default: when no `only` selection is given and the view is not one user's. */
  userPatterns?: boolean;
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
    scopedTargets: req.scopedTargets ?? ctx.settings.scopedTargets,
    lastUsed: ctx.lastUsed(),
    // Seeing across users is the operator's view; a one-user view promotes that user's project rules only.
    userPatterns: req.userPatterns ?? (req.only === undefined && ctx.user === undefined),
  });
}
