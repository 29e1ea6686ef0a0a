// Promotion as a person sees it everywhere: the plan (rules-file diff) first, then a modal
// confirmation, then exactly that plan applied by the core through the store.
import type { PromotionPlanView } from '../services';
import { type CommandContext, refuseWhenReadOnly, reportFailure, showMarkdown } from './commandContext';

export function planAsMarkdown(plan: PromotionPlanView): string {
  const lines = ['# Promotion plan', '', ...plan.summary.map((s) => `- ${s}`), ''];
  for (const f of plan.files) lines.push(`## ${f.relPath}`, '', '```diff', f.diff.trimEnd(), '```', '');
  lines.push('_Nothing has been written yet. Confirm in the dialog to apply exactly this plan._');
  return lines.join('\n');
}

/** Returns the changed files, or undefined when nothing was applied. */
export async function previewAndApply(ctx: CommandContext, ids?: readonly string[]): Promise<string[] | undefined> {
  const services = ctx.services();
  if (refuseWhenReadOnly(services, 'Promote')) return undefined;
  try {
    const plan = await services.planPromotion(ids);
    if (plan.files.length === 0) {
      services.dialogs.info(plan.summary.length ? `Nothing to promote: ${plan.summary.join('; ')}` : 'Nothing is ready to promote.');
      return undefined;
    }
    await showMarkdown(planAsMarkdown(plan));
    const n = plan.entryIds.length;
    const rules = plan.files.map((f) => f.relPath).filter((f) => /(^|\/)(CLAUDE\.md|AGENTS\.md|copilot-instructions\.md)$/.test(f));
    const answer = await services.dialogs.confirm(
      `Promote ${n} learning${n === 1 ? '' : 's'}${rules.length ? ` into ${rules.join(', ')}` : ''}?`,
      `${plan.files.length} file${plan.files.length === 1 ? '' : 's'} change, as shown in the editor: only the managed block of each rules file, the knowledge notes, the learnings' status and the logs.`,
      'Promote',
    );
    if (answer !== 'Promote') return undefined;
    const changed = await services.applyPlan(plan);
    await ctx.reload();
    services.dialogs.info(`Promoted ${n} learning${n === 1 ? '' : 's'}: ${changed.length} file${changed.length === 1 ? '' : 's'} changed.`);
    return changed;
  } catch (e) {
    reportFailure(ctx, 'Promote', e);
    return undefined;
  }
}
