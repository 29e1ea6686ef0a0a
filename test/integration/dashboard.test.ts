// Extension-host test: the Open Dashboard command creates ONE webview panel of the dashboard's
// view type (a second call reveals it), and the panel closes cleanly.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';

const VIEW_TYPE = 'learnings.dashboard';

function dashboardTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    // The workbench prefixes webview view types (e.g. "mainThreadWebview-learnings.dashboard").
    .filter((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith(VIEW_TYPE));
}

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('dashboard (extension host)', function () {
  this.timeout(30_000);

  before(async () => {
    const ext = vscode.extensions.all.find((e) => e.packageJSON?.name === 'learnings-explorer');
    assert.ok(ext, 'the extension under test is loaded');
    const api = (await ext.activate()) as { ready?: () => Promise<void> } | undefined;
    await api?.ready?.();
  });

  after(async () => {
    for (const t of dashboardTabs()) await vscode.window.tabGroups.close(t);
  });

  it('is contributed as a command with the Learnings category', async () => {
    const ids = await vscode.commands.getCommands(true);
    assert.ok(ids.includes('learnings.openDashboard'));
  });

  it('opens one panel of the dashboard view type, and reveals it on the second call', async () => {
    const opened = (await vscode.commands.executeCommand('learnings.openDashboard')) as { viewType: string; title: string } | undefined;
    assert.equal(opened?.viewType, VIEW_TYPE);
    assert.equal(opened?.title, 'Learnings Dashboard');
    await waitFor(() => dashboardTabs().length === 1, 'the dashboard tab');
    await vscode.commands.executeCommand('learnings.openDashboard');
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(dashboardTabs().length, 1, 'a second open reveals the same panel');
    assert.equal(dashboardTabs()[0]!.label, 'Learnings Dashboard');
  });

  it('closes cleanly and opens again afterwards', async () => {
    for (const t of dashboardTabs()) await vscode.window.tabGroups.close(t);
    await waitFor(() => dashboardTabs().length === 0, 'the tab to close');
    await vscode.commands.executeCommand('learnings.openDashboard');
    await waitFor(() => dashboardTabs().length === 1, 'the dashboard to reopen');
  });
});
