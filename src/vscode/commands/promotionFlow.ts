// Promotion as a person sees it everywhere. One learning: one click writes, and the notification that
// says what changed offers Undo (every touched file back byte for byte). Several learnings ("Promote
// Ready"): the plan opens in the diff editor first and a modal asks before exactly that plan is applied.
import type { PromotionPlanView } from '../services';
import { type CommandContext, refuseWhenReadOnly, reportFailure } from './commandContext';
import { showPlanDiff } from './planPreview';

export const UNDO = 'Undo';
export const SHOW_CHANGES = 'Show Changes';

const RULES_FILE = /(^|\/)(CLAUDE\.md|AGENTS\.md|copilot-instructions\.md)$/;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function rulesFiles(plan: PromotionPlanView): string[] {
  return plan.files.map((f) => f.relPath).filter((f) => RULES_FILE.test(f));
}

/** Applies the plan, reloads the views and offers Undo (and the diff) in a notification nobody has to wait for. */
async function applyAndOfferUndo(ctx: CommandContext, plan: PromotionPlanView, what: string): Promise<string[]> {
  const services = ctx.services();
  const { changed, undoId } = await services.applyPlanUndoable(plan);
  await ctx.reload();
  const rules = rulesFiles(plan);
  const message = `Promoted ${what}${rules.length ? ` into ${rules.join(', ')}` : ''}: ${plural(changed.length, 'file')} changed.`;
  void services.dialogs.notify(message, UNDO, SHOW_CHANGES).then(async (choice) => {
    if (choice === UNDO) await undoPromotion(ctx, undoId);
    else if (choice === SHOW_CHANGES) await showPlanDiff(`Promoted ${what}`, plan.files);
  });
  return changed;
}

/** One learning, one click: nothing to confirm, Undo afterwards. Returns the changed files, or undefined when nothing was written. */
export async function promoteOne(ctx: CommandContext, id: string): Promise<string[] | undefined> {
  const services = ctx.services();
  if (refuseWhenReadOnly(services, 'Promote')) return undefined;
  try {
    const plan = await services.planPromotion([id]);
    if (plan.files.length === 0) {
      services.dialogs.info(plan.summary.length ? `Nothing to promote: ${plan.summary.join('; ')}` : 'Nothing is ready to promote.');
      return undefined;
    }
    const title = services.store.getEntry(id)?.title ?? id;
    return await applyAndOfferUndo(ctx, plan, `"${title.length > 60 ? `${title.slice(0, 59)}…` : title}"`);
  } catch (e) {
    reportFailure(ctx, 'Promote', e);
    return undefined;
  }
}

/** Every ready learning (or `ids`): the diff editor first, then a modal, then exactly that plan. Returns the changed files, or undefined when nothing was applied. */
export async function previewAndApply(ctx: CommandContext, ids?: readonly string[]): Promise<string[] | undefined> {
  const services = ctx.services();
  if (refuseWhenReadOnly(services, 'Promote')) return undefined;
  try {
    const plan = await services.planPromotion(ids);
    if (plan.files.length === 0) {
      services.dialogs.info(plan.summary.length ? `Nothing to promote: ${plan.summary.join('; ')}` : 'Nothing is ready to promote.');
      return undefined;
    }
    const n = plan.entryIds.length;
    await showPlanDiff(`Promotion plan: ${plural(n, 'learning')}`, plan.files);
    const rules = rulesFiles(plan);
    const answer = await services.dialogs.confirm(
      `Promote ${plural(n, 'learning')}${rules.length ? ` into ${rules.join(', ')}` : ''}?`,
      `${plural(plan.files.length, 'file')} change, as shown in the diff editor: only the managed block of each rules file, the knowledge notes, the learnings' status and the logs. You can undo it afterwards.`,
      'Promote',
    );
    if (answer !== 'Promote') return undefined;
    return await applyAndOfferUndo(ctx, plan, plural(n, 'learning'));
  } catch (e) {
    reportFailure(ctx, 'Promote', e);
    return undefined;
  }
}

/** Undoes a promotion (the latest when no id) and says what was restored and what was left alone, by file. */
export async function undoPromotion(ctx: CommandContext, undoId?: string): Promise<{ restored: string[]; removed: string[]; refused: string[] } | undefined> {
  const services = ctx.services();
  if (refuseWhenReadOnly(services, 'Undo')) return undefined;
  try {
    const out = await services.undo(undoId);
    await ctx.reload();
    const back = out.restored.length + out.removed.length;
    if (out.refused.length) {
      services.dialogs.error(`Undo restored ${plural(back, 'file')} but left ${plural(out.refused.length, 'file')} as it is: ${out.refused.map((r) => `${r.path} ${r.reason}`).join('; ')}`);
    } else {
      services.dialogs.info(`Undone: ${plural(back, 'file')} back as before the promotion.`);
    }
    return { restored: out.restored, removed: out.removed, refused: out.refused.map((r) => r.path) };
  } catch (e) {
    reportFailure(ctx, 'Undo', e);
    return undefined;
  }
}
