// Learnings: Install Command-Line Tool — writes the `learnings` launcher into the per-user bin folder
// (as VS Code installs `code` in PATH); agent hooks run it by absolute path.
import * as vscode from 'vscode';
import { dirname } from 'node:path';
import { onPath } from '../../app/install/launcher';
import { installCommandLineTool } from '../commandLineTool';
import { COMMANDS } from './ids';
import { type CommandContext, reportFailure } from './commandContext';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.installCli, () => {
    try {
      const r = installCommandLineTool();
      const path = onPath(r.path) ? '' : ` To use it in a terminal too, add ${dirname(r.path)} to your PATH.`;
      ctx.services().dialogs.info(`${r.changed ? 'Installed' : 'Already installed:'} ${r.path}. Agent hooks set up by Learnings run it by this path.${path}`);
      return r.path;
    } catch (e) {
      reportFailure(ctx, 'Installing the command-line tool', e);
      return undefined;
    }
  });
}
