// What every command module gets, and the small helpers they share.
import * as vscode from 'vscode';
import type { Entry } from '../../core/model';
import { citation } from '../../core/model';
import type { ExtensionServices } from '../services';
import { shorten } from '../tree/entryPresentation';

export interface CommandContext {
  services(): ExtensionServices;
  /** Re-reads the store from disk and redraws every view. */
  reload(): Promise<void>;
  output: vscode.OutputChannel;
}

/** Untrusted workspaces are read-only: writes refuse with a message instead of acting. */
export function refuseWhenReadOnly(services: ExtensionServices, action: string): boolean {
  if (!services.readOnly()) return false;
  services.dialogs.error(`${action} is not available in an untrusted workspace: Learnings is read-only until you trust this folder.`);
  return true;
}

/** An entry from a command argument: an id, a tree node carrying an id, or an entry-like object. */
export function entryFromArg(services: ExtensionServices, arg: unknown): Entry | undefined {
  if (typeof arg === 'string') return services.store.getEntry(arg);
  if (arg && typeof arg === 'object' && 'id' in arg && typeof (arg as { id: unknown }).id === 'string') return services.store.getEntry((arg as { id: string }).id);
  return undefined;
}

export interface EntryPick extends vscode.QuickPickItem {
  entry: Entry;
}

/** Title, then where it is written and what it is: the citation is what a person checks. */
export function entryPickItem(e: Entry, extra?: string): EntryPick {
  const detail = ['$(file) ' + citation(e), e.kind, e.tier, e.user ? `user ${e.user}` : undefined, extra].filter(Boolean).join(' · ');
  return { label: shorten(e.title || e.id, 100), detail, entry: e };
}

/** Asks for an entry when the command was not invoked on one. */
export async function pickEntry(services: ExtensionServices, placeHolder: string, filter: (e: Entry) => boolean = () => true): Promise<Entry | undefined> {
  const items = services.store.entries().filter((e) => e.kind !== 'log' && filter(e)).map((e) => entryPickItem(e));
  if (!items.length) {
    services.dialogs.info('No learnings found.');
    return undefined;
  }
  return (await services.dialogs.pick(items, { placeHolder, matchOnDescription: true, matchOnDetail: true }))?.entry;
}

/** Shows a failure to the person and logs it; commands never throw into VS Code's generic handler. */
export function reportFailure(ctx: CommandContext, action: string, e: unknown): void {
  const message = e instanceof Error ? e.message : String(e);
  ctx.output.appendLine(`[${new Date().toISOString()}] ${action} failed: ${e instanceof Error && e.stack ? e.stack : message}`);
  ctx.services().dialogs.error(`${action} failed: ${message}`);
}

/** Opens markdown text in a read-only-feeling untitled document beside the current editor. */
export async function showMarkdown(content: string): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content });
  return vscode.window.showTextDocument(doc, { preview: true, viewColumn: vscode.ViewColumn.Active });
}
