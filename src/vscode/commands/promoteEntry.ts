// Promote (tree context menu): one learning, through the same plan → confirm → apply flow.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import { type CommandContext, entryFromArg, pickEntry } from './commandContext';
import { previewAndApply } from './promotionFlow';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.promoteEntry, async (arg?: unknown) => {
    const services = ctx.services();
    const entry = entryFromArg(services, arg) ?? (await pickEntry(services, 'Learning to promote', (e) => e.tier === 'staging'));
    return entry ? previewAndApply(ctx, [entry.id]) : undefined;
  });
}
