// Move to Tier… (tree context menu): the core plans the move; the store writes it.
import * as vscode from 'vscode';
import type { Tier } from '../../core/model';
import { TIERS } from '../../core/model';
import { COMMANDS } from './ids';
import { type CommandContext, entryFromArg, pickEntry, refuseWhenReadOnly, reportFailure } from './commandContext';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.moveToTier, async (arg?: unknown, tierArg?: unknown) => {
    const services = ctx.services();
    if (refuseWhenReadOnly(services, 'Move to tier')) return undefined;
    try {
      const entry = entryFromArg(services, arg) ?? (await pickEntry(services, 'Learning to move'));
      if (!entry) return undefined;
      const targets = services.moveTargets(entry.id);
      const tier =
        typeof tierArg === 'string' && (TIERS as readonly string[]).includes(tierArg)
          ? (tierArg as Tier)
          : ((await services.dialogs.pick(targets.map((t) => ({ label: t })), { placeHolder: `Move "${entry.title}" from ${entry.tier} to…` }))?.label as Tier | undefined);
      if (!tier) return undefined;
      const changed = await services.moveToTier(entry.id, tier);
      await ctx.reload();
      services.dialogs.info(`Moved "${entry.title}" to ${tier}.`);
      return changed;
    } catch (e) {
      reportFailure(ctx, 'Move to tier', e);
      return undefined;
    }
  });
}
