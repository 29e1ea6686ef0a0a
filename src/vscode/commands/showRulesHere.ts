// The CodeLens click: lists the learned rules that name this code and opens the chosen one's source.
import * as vscode from 'vscode';
import type { Entry } from '../../core/model';
import { COMMANDS } from './ids';
import { type CommandContext, entryPickItem } from './commandContext';
import { openEntrySource } from '../tree/entryPresentation';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.showRulesHere, async (ids?: unknown) => {
    const services = ctx.services();
    const rules = (Array.isArray(ids) ? ids : []).map((id) => services.store.getEntry(String(id))).filter((e): e is Entry => !!e);
    if (!rules.length) return undefined;
    const chosen = rules.length === 1 ? rules[0] : (await services.dialogs.pick(rules.map((e) => entryPickItem(e)), { placeHolder: 'Learned rules about this code' }))?.entry;
    if (chosen) await openEntrySource(chosen);
    return chosen?.id;
  });
}
