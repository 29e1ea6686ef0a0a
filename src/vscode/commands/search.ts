// Learnings: Search Learnings — live results with their citations; choosing one opens its source.
import * as vscode from 'vscode';
import { COMMANDS } from './ids';
import { type CommandContext, type EntryPick, entryPickItem, reportFailure } from './commandContext';
import { openEntrySource } from '../tree/entryPresentation';

async function results(ctx: CommandContext, query: string): Promise<EntryPick[]> {
  if (!query.trim()) return [];
  // alwaysShow: the core's retrieval already chose and ranked these; the quick pick must not filter them again.
  return (await ctx.services().search(query, 50)).map((h) => ({ ...entryPickItem(h.entry, `relevance ${h.score.toFixed(2)}`), alwaysShow: true }));
}

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.search, async (query?: unknown) => {
    try {
      // Invoked with a query (tests, other commands): one pick over the results.
      if (typeof query === 'string') {
        const picked = await ctx.services().dialogs.pick(await results(ctx, query), { placeHolder: `Learnings matching "${query}"`, matchOnDescription: true });
        if (picked) await openEntrySource(picked.entry);
        return picked?.entry.id;
      }
      const qp = vscode.window.createQuickPick<EntryPick>();
      qp.title = 'Search Learnings';
      qp.placeholder = 'Words from a learning, a file or a function';
      qp.matchOnDescription = true;
      qp.matchOnDetail = true;
      const picked = await new Promise<EntryPick | undefined>((resolve) => {
        // Typing outpaces a search that waits for the index: only the latest query's results are shown.
        let latest = 0;
        qp.onDidChangeValue(async (v) => {
          const mine = ++latest;
          qp.busy = true;
          try {
            const items = await results(ctx, v);
            if (mine === latest) qp.items = items;
          } catch (e) {
            qp.hide();
            reportFailure(ctx, 'Search', e);
          } finally {
            if (mine === latest) qp.busy = false;
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
