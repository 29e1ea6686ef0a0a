// Every command that only reads, executed as a person would (dialogs answered by the test).
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { COMMANDS } from '../../src/vscode/commands/ids';
import { api, scriptDialogs, workspaceRoot } from './support';

const CENTS_ID_TITLE = 'Sum invoice amounts as integer cents, never as floats';

async function centsEntry() {
  const a = await api();
  const e = a.services().store.entries().find((x) => x.title === CENTS_ID_TITLE);
  assert.ok(e, 'demo entry present');
  return { a, e };
}

describe('commands (reading)', () => {
  it('Refresh re-reads the files', async () => {
    const { a } = await centsEntry();
    const n = await vscode.commands.executeCommand<number>(COMMANDS.refresh);
    assert.equal(n, a.services().store.entries().length);
    assert.ok(n > 0);
  });

  it('Open Learning opens the source at its line', async () => {
    const { e } = await centsEntry();
    const path = await vscode.commands.executeCommand<string>(COMMANDS.openEntry, e.id);
    assert.equal(path, join(workspaceRoot(), '.learnings', 'LEARNINGS.md'));
    assert.equal(vscode.window.activeTextEditor?.selection.active.line, e.line - 1);
  });

  it('Copy Citation puts file:line and the title on the clipboard', async () => {
    const { e } = await centsEntry();
    await vscode.commands.executeCommand(COMMANDS.copyCitation, e.id);
    assert.equal(await vscode.env.clipboard.readText(), `.learnings/LEARNINGS.md:${e.line} — ${CENTS_ID_TITLE}`);
  });

  it('Reveal File reveals the learnings file', async () => {
    const { e } = await centsEntry();
    assert.equal(await vscode.commands.executeCommand<string>(COMMANDS.revealFile, { id: e.id }), join(e.root, e.file));
  });

  it('Search Learnings finds by words and opens the chosen source', async () => {
    const { a } = await centsEntry();
    const d = scriptDialogs(a, { pick: (labels) => labels.find((l) => l.startsWith('Retry only idempotent')) });
    try {
      const id = await vscode.commands.executeCommand<string>(COMMANDS.search, 'idempotency key retry');
      const e = a.services().store.getEntry(id);
      assert.ok(e?.title.startsWith('Retry only idempotent'), `picked ${id}`);
      assert.equal(vscode.window.activeTextEditor?.document.uri.fsPath, join(e!.root, e!.file));
      assert.deepEqual(d.errors, []);
    } finally {
      d.restore();
    }
  });

  it('Show Digest opens the digest as markdown', async () => {
    const { a } = await centsEntry();
    const d = scriptDialogs(a, {});
    try {
      const text = await vscode.commands.executeCommand<string>(COMMANDS.showDigest);
      assert.deepEqual(d.errors, []);
      assert.ok(text && text.startsWith('#'), 'a markdown digest');
      assert.equal(vscode.window.activeTextEditor?.document.languageId, 'markdown');
    } finally {
      d.restore();
    }
  });

  it('Open Dashboard opens the dashboard webview', async () => {
    await api();
    const opened = await vscode.commands.executeCommand<{ viewType: string }>(COMMANDS.openDashboard);
    assert.equal(opened?.viewType, 'learnings.dashboard');
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });
});
