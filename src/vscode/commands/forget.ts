// Learnings: Forget Learning… — pick (or the tree's item), say exactly what goes, ask, then forget.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import { type CommandContext, entryFromArg, pickEntry, refuseWhenReadOnly, reportFailure } from './commandContext';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.forget, async (arg?: unknown) => {
    const services = ctx.services();
    if (refuseWhenReadOnly(services, 'Forget')) return undefined;
    try {
      const entry = entryFromArg(services, arg) ?? (await pickEntry(services, 'Learning to forget'));
      if (!entry) return undefined;
      const preview = await services.describeForget(entry.id);
      const answer = await services.dialogs.confirm(`Forget "${entry.title}"?`, preview.description, 'Forget');
      if (answer !== 'Forget') return undefined;
      const changed = await services.forget(entry.id);
      await ctx.reload();
      services.dialogs.info(`Forgot "${entry.title}" (${changed.length} file${changed.length === 1 ? '' : 's'} changed).`);
      return changed;
    } catch (e) {
      reportFailure(ctx, 'Forget', e);
      return undefined;
    }
  });
}
