// Copy Citation (tree context menu): `file:line — title`, the form rules cite their sources in.
import * as vscode from 'vscode';
import { citation } from '../../core/model';
import { COMMANDS } from './ids';
import { type CommandContext, entryFromArg, pickEntry } from './commandContext';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.copyCitation, async (arg?: unknown) => {
    const services = ctx.services();
    const entry = entryFromArg(services, arg) ?? (await pickEntry(services, 'Learning to cite'));
    if (!entry) return undefined;
    const text = `${citation(entry)} — ${entry.title}`;
    await vscode.env.clipboard.writeText(text);
    vscode.window.setStatusBarMessage(`Copied: ${citation(entry)}`, 3000);
    return text;
  });
}
