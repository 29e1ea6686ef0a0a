// Reveal File (tree context menu): shows the learning's file in the Explorer.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import { type CommandContext, entryFromArg, pickEntry } from './commandContext';
import { entryPath } from '../tree/entryPresentation';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.revealFile, async (arg?: unknown) => {
    const services = ctx.services();
    const entry = entryFromArg(services, arg) ?? (await pickEntry(services, 'Learning whose file to reveal'));
    if (!entry) return undefined;
    const uri = vscode.Uri.file(entryPath(entry));
    await vscode.commands.executeCommand('revealInExplorer', uri);
    return uri.fsPath;
  });
}
