// Promote (tree inline action and context menu): one learning, one click — written at once, with Undo
// in the notification that follows.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import { type CommandContext, entryFromArg, pickEntry } from './commandContext';
import { promoteOne } from './promotionFlow';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.promoteEntry, async (arg?: unknown) => {
    const services = ctx.services();
    const entry = entryFromArg(services, arg) ?? (await pickEntry(services, 'Learning to promote', (e) => e.tier === 'staging'));
    return entry ? promoteOne(ctx, entry.id) : undefined;
  });
}
