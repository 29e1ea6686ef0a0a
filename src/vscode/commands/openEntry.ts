// Open Learning (tree click): the entry's source file at its line. Also takes {root, file, line}.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import { type CommandContext, entryFromArg, reportFailure } from './commandContext';
import { openEntrySource } from '../tree/entryPresentation';

function isLocation(arg: unknown): arg is { root: string; file: string; line: number } {
  return !!arg && typeof arg === 'object' && typeof (arg as { root?: unknown }).root === 'string' && typeof (arg as { file?: unknown }).file === 'string';
}

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.openEntry, async (arg?: unknown) => {
    try {
      const target = entryFromArg(ctx.services(), arg) ?? (isLocation(arg) ? { ...arg, line: Number(arg.line) || 1 } : undefined);
      if (!target) return undefined;
      const editor = await openEntrySource(target);
      return editor.document.uri.fsPath;
    } catch (e) {
      reportFailure(ctx, 'Open learning', e);
      return undefined;
    }
  });
}
