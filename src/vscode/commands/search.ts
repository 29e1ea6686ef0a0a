// Learnings: Search Learnings — live results with their citations; choosing one opens its source.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import { type CommandContext, type EntryPick, entryPickItem, reportFailure } from './commandContext';
import { openEntrySource } from '../tree/entryPresentation';

function results(ctx: CommandContext, query: string): EntryPick[] {
  if (!query.trim()) return [];
  // alwaysShow: the core's retrieval already chose and ranked these; the quick pick must not filter them again.
  return ctx.services().search(query, 50).map((h) => ({ ...entryPickItem(h.entry, `relevance ${h.score.toFixed(2)}`), alwaysShow: true }));
}

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.search, async (query?: unknown) => {
    try {
      // Invoked with a query (tests, other commands): one pick over the results.
      if (typeof query === 'string') {
        const picked = await ctx.services().dialogs.pick(results(ctx, query), { placeHolder: `Learnings matching "${query}"`, matchOnDescription: true });
        if (picked) await openEntrySource(picked.entry);
        return picked?.entry.id;
      }
      const qp = vscode.window.createQuickPick<EntryPick>();
      qp.title = 'Search Learnings';
      qp.placeholder = 'Words from a learning, a file or a function';
      qp.matchOnDescription = true;
      qp.matchOnDetail = true;
      const picked = await new Promise<EntryPick | undefined>((resolve) => {
        qp.onDidChangeValue((v) => {
          try {
            qp.items = results(ctx, v);
          } catch (e) {
            qp.hide();
            reportFailure(ctx, 'Search', e);
          }
        });
        qp.onDidAccept(() => {
          resolve(qp.selectedItems[0]);
          qp.hide();
        });
        qp.onDidHide(() => resolve(undefined));
        qp.show();
      });
      qp.dispose();
      if (picked) await openEntrySource(picked.entry);
      return picked?.entry.id;
    } catch (e) {
      reportFailure(ctx, 'Search', e);
      return undefined;
    }
  });
}
