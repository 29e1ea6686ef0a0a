// Learnings: Capture Learning from Selection — type picker, text, and the file and enclosing
// functions filled in from the editor; the gate (the same one hooks and the CLI use) decides.
import * as vscode from 'vscode';
import { relative } from 'node:path';
import { CAPTURE_TYPES, type CaptureType } from '../../core/model';
import { COMMANDS } from './ids';
import { type CommandContext, refuseWhenReadOnly, reportFailure } from './commandContext';

const TYPE_HELP: Record<CaptureType, string> = {
  correction: 'You were corrected: the right way to do it',
  error: 'Something failed, and why',
  knowledge_gap: 'A fact about this codebase that was missing',
  best_practice: 'A way of working that proved itself',
  pattern: 'A recurring shape across files or tasks',
  feature: 'A capability the tool should have',
};

/** Names of the functions/methods/classes whose range holds the position, outermost first. */
export async function enclosingSymbols(doc: vscode.TextDocument, pos: vscode.Position): Promise<string[]> {
  const symbols = await Promise.race([
    Promise.resolve(vscode.commands.executeCommand<vscode.DocumentSymbol[] | undefined>('vscode.executeDocumentSymbolProvider', doc.uri)).catch(() => undefined),
    new Promise<undefined>((r) => setTimeout(() => r(undefined), 2000)),
  ]);
  const names: string[] = [];
  const kinds = new Set([vscode.SymbolKind.Function, vscode.SymbolKind.Method, vscode.SymbolKind.Constructor, vscode.SymbolKind.Class]);
  const walk = (list: readonly vscode.DocumentSymbol[] | undefined) => {
    for (const s of list ?? []) {
      if (!s.range?.contains(pos)) continue;
      if (kinds.has(s.kind)) names.push(s.name.replace(/\(.*$/, ''));
      walk(s.children);
    }
  };
  if (Array.isArray(symbols) && symbols[0] && 'range' in symbols[0]) walk(symbols);
  return names;
}

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.captureSelection, async () => {
    const services = ctx.services();
    if (refuseWhenReadOnly(services, 'Capture')) return undefined;
    try {
      const editor = vscode.window.activeTextEditor;
      const doc = editor?.document;
      const folder = doc ? vscode.workspace.getWorkspaceFolder(doc.uri) : undefined;
      const file = doc && folder && doc.uri.scheme === 'file' ? relative(folder.uri.fsPath, doc.uri.fsPath).split('\\').join('/') : undefined;
      const functions = doc && editor ? await enclosingSymbols(doc, editor.selection.active) : [];
      const selected = editor && !editor.selection.isEmpty ? doc!.getText(editor.selection).trim() : '';
      const typePick = await services.dialogs.pick(
        CAPTURE_TYPES.map((t) => ({ label: t, detail: TYPE_HELP[t] })),
        { placeHolder: `What kind of learning${file ? ` about ${file}${functions.length ? ` › ${functions.join('.')}` : ''}` : ''}?` },
      );
      if (!typePick) return undefined;
      const content = await services.dialogs.input({
        title: 'Capture a learning',
        prompt: `${typePick.label}${file ? ` · ${file}` : ''}${functions.length ? ` · ${functions.join(', ')}()` : ''}`,
        placeHolder: 'What should an agent do differently next time?',
        value: selected.length <= 300 ? selected.replace(/\s+/g, ' ') : '',
        validateInput: (v) => (v.trim().length < 8 ? 'Say a little more (at least 8 characters).' : undefined),
      });
      if (!content?.trim()) return undefined;
      const outcome = await services.capture({ type: typePick.label as CaptureType, content: content.trim(), files: file ? [file] : [], functions });
      await ctx.reload();
      services.dialogs.info(`Capture: ${outcome.decision}. ${outcome.message}`);
      return outcome;
    } catch (e) {
      reportFailure(ctx, 'Capture', e);
      return undefined;
    }
  });
}
