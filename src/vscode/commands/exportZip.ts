// Learnings: Export Learnings as ZIP… — a save dialog, then the store's export.
import * as vscode from 'vscode';
import { homedir, tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { COMMANDS } from './ids';
import { type CommandContext, reportFailure } from './commandContext';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.exportZip, async () => {
    const services = ctx.services();
    try {
      const day = new Date(services.now()).toISOString().slice(0, 10);
      // A workspace in a temp folder (a demo copy, a scratch checkout) may vanish: suggest home instead.
      const workspace = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
      const folder = workspace && !isInside(tmpdir(), workspace) ? workspace : homedir();
      const target = await services.dialogs.saveLocation({
        title: 'Export learnings as ZIP',
        saveLabel: 'Export',
        filters: { 'ZIP archive': ['zip'] },
        defaultUri: vscode.Uri.file(join(folder, `learnings-${day}.zip`)),
      });
      if (!target) return undefined;
      const result = await services.exportZip(target.fsPath);
      services.dialogs.info(`Exported ${result.files} file${result.files === 1 ? '' : 's'} (${Math.ceil(result.bytes / 1024)} KiB) to ${target.fsPath}.`);
      return target.fsPath;
    } catch (e) {
      reportFailure(ctx, 'Export', e);
      return undefined;
    }
  });
}

function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
