// Learnings: Undo Last Promotion — the same undo the notification's and the dashboard's Undo buttons run.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import type { CommandContext } from './commandContext';
import { undoPromotion } from './promotionFlow';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.undoPromotion, (undoId?: unknown) => undoPromotion(ctx, typeof undoId === 'string' ? undoId : undefined));
}
