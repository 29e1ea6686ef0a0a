// Learnings: Refresh — re-reads the learnings files (the watcher normally makes this unnecessary).
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import { type CommandContext, reportFailure } from './commandContext';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.refresh, async () => {
    try {
      await ctx.reload();
      return ctx.services().store.entries().length;
    } catch (e) {
      reportFailure(ctx, 'Refresh', e);
      return undefined;
    }
  });
}
