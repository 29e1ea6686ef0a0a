// Forget: an entry leaves every tier and file (with the rules and knowledge promoted from it); only its id and
// the time stay in the lifecycle log.
import type { Entry } from '../../core/model';
import { planForget as corePlanForget, selectForget } from '../../core/forget';
import { formatsEditor } from '../../formats/lifecycleEditor';
import { readFromDisk } from '../../store/applyPlan';
import type { UseCaseContext } from './context';

/** The entries an id or words select. */
export function selectToForget(ctx: UseCaseContext, idOrQuery: string): Entry[] {
  return selectForget(ctx.store.entries(), idOrQuery);
}

export function planForget(ctx: UseCaseContext, forget: Entry[]): ReturnType<typeof corePlanForget> {
  return corePlanForget({ entries: ctx.store.entries(), forget, nowMs: ctx.now().getTime(), read: readFromDisk, editor: formatsEditor, homeRoot: ctx.homeRoot() });
}
