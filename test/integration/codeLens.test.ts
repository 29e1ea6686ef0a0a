// CodeLens above code that learned rules name, through VS Code's own CodeLens command.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { api, workspaceRoot } from './support';

async function lensesFor(uri: vscode.Uri): Promise<vscode.CodeLens[]> {
  const all = (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 100)) ?? [];
  return all.filter((l) => l.command?.command === 'learnings.showRulesHere');
}

describe('CodeLens', () => {
  const money = () => vscode.Uri.file(join(workspaceRoot(), 'src', 'billing', 'money.ts'));

  it('cites the learned rules above the file and above the functions they name', async () => {
    await api();
    const doc = await vscode.workspace.openTextDocument(money());
    const lenses = await lensesFor(doc.uri);
    const byLine = new Map(lenses.map((l) => [l.range.start.line, l.command!.title]));
    assert.ok(byLine.has(0), 'a file-level lens (rules naming src/billing/money.ts)');
    const toCentsLine = doc.getText().split('\n').findIndex((l) => l.includes('function toCents'));
    const title = byLine.get(toCentsLine);
    assert.ok(title, `a lens above toCents (line ${toCentsLine + 1}); got lines ${[...byLine.keys()].join(',')}`);
    assert.match(title, /^\d+ learned rules? · .+ \([\w.-]+:\d+\)$/);
    const sumLine = doc.getText().split('\n').findIndex((l) => l.includes('function sumInvoices'));
    assert.ok(byLine.has(sumLine), 'a lens above sumInvoices');
    for (const l of lenses) assert.ok(Array.isArray(l.command?.arguments?.[0]) && l.command.arguments[0].length > 0);
  });

  it('shows nothing above code no rule names', async () => {
    const doc = await vscode.workspace.openTextDocument({ language: 'typescript', content: 'export function unrelated() {}\n' });
    assert.deepEqual(await lensesFor(doc.uri), []);
  });

  it('is cached per document version', async () => {
    const a = await api();
    const doc = await vscode.workspace.openTextDocument(money());
    const token = new vscode.CancellationTokenSource().token;
    const first = await a.codeLens.provideCodeLenses(doc, token);
    const second = await a.codeLens.provideCodeLenses(doc, token);
    assert.equal(second, first, 'the same array, not a rescan');
  });

  it('is switched off by learnings.codeLens.enabled', async () => {
    await api();
    const cfg = vscode.workspace.getConfiguration('learnings');
    await cfg.update('codeLens.enabled', false, vscode.ConfigurationTarget.Workspace);
    try {
      assert.deepEqual(await lensesFor(money()), []);
    } finally {
      await cfg.update('codeLens.enabled', undefined, vscode.ConfigurationTarget.Workspace);
    }
    assert.ok((await lensesFor(money())).length > 0);
  });

  it('opens the cited source when clicked', async () => {
    const a = await api();
    const lenses = await lensesFor(money());
    const ids = lenses[0].command!.arguments![0] as string[];
    const log = (await import('./support')).scriptDialogs(a, { pick: (labels) => labels[0] });
    try {
      const opened = await vscode.commands.executeCommand<string>('learnings.showRulesHere', ids);
      assert.ok(ids.includes(opened));
      const e = a.services().store.getEntry(opened)!;
      assert.equal(vscode.window.activeTextEditor?.document.uri.fsPath, join(e.root, e.file));
      assert.equal(vscode.window.activeTextEditor?.selection.active.line, e.line - 1);
    } finally {
      log.restore();
    }
  });
});
