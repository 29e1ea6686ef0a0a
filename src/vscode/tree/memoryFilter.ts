// Filter Memory… / Clear Memory Filter: narrows the Memory view to learnings whose title, id or file
// contains a text; the view's description says what is filtered, a title-bar button clears it.
import * as vscode from 'vscode';
import { COMMANDS, VIEWS } from '../commands/ids';
import type { Dialogs } from '../services';
import type { MemoryTreeProvider } from './memoryTreeProvider';

export const FILTERED_CONTEXT_KEY = 'learnings.treeFiltered';

export function registerMemoryFilter(memory: MemoryTreeProvider, view: vscode.TreeView<unknown>, dialogs: () => Dialogs): vscode.Disposable[] {
  const apply = (text: string) => {
    memory.setFilter(text);
    view.description = memory.filter ? `filter: ${memory.filter}` : undefined;
    view.message = memory.filter && memory.getChildren().length === 0 ? `No learning's title, id or file contains "${memory.filter}".` : undefined;
    void vscode.commands.executeCommand('setContext', FILTERED_CONTEXT_KEY, !!memory.filter);
    return memory.filter;
  };
  return [
    vscode.commands.registerCommand(COMMANDS.filterTree, async (textArg?: unknown) => {
      const text =
        typeof textArg === 'string'
          ? textArg
          : await dialogs().input({ prompt: 'Show learnings whose title, id or file contains…', value: memory.filter, placeHolder: 'e.g. pnpm, migrations, ERR-2026' });
      if (text === undefined) return memory.filter;
      const shown = apply(text);
      if (shown) void vscode.commands.executeCommand(`${VIEWS.memory}.focus`);
      return shown;
    }),
    vscode.commands.registerCommand(COMMANDS.clearTreeFilter, () => apply('')),
  ];
}
