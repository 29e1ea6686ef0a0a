// Learnings: Promote Ready Learnings — every staged learning the core assesses as PROMOTE.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import type { CommandContext } from './commandContext';
import { previewAndApply } from './promotionFlow';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.promoteReady, () => previewAndApply(ctx));
}
