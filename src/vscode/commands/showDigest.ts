// Learnings: Show Digest — the core's weekly digest as a markdown document.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import { type CommandContext, reportFailure, showMarkdown } from './commandContext';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.showDigest, async () => {
    try {
      const text = await ctx.services().digest();
      await showMarkdown(text);
      return text;
    } catch (e) {
      reportFailure(ctx, 'Digest', e);
      return undefined;
    }
  });
}
