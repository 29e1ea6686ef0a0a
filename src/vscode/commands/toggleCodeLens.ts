// Learnings: Toggle CodeLens — flips learnings.codeLens.enabled where it is set (the workspace when it
// sets it, else the user settings), so the lenses go away or come back at once.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';

export function register(): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.toggleCodeLens, async (): Promise<boolean> => {
    const cfg = vscode.workspace.getConfiguration('learnings');
    const inspected = cfg.inspect<boolean>('codeLens.enabled');
    const next = !(cfg.get<boolean>('codeLens.enabled') ?? true);
    const target = inspected?.workspaceValue !== undefined || (vscode.workspace.workspaceFolders?.length && inspected?.globalValue === undefined) ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;
    await cfg.update('codeLens.enabled', next, target);
    return next;
  });
}
