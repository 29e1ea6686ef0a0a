// Extension-host test: the Open Dashboard command creates ONE webview panel of the dashboard's
// view type (a second call reveals it), and the panel closes cleanly.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { ExtensionMessage } from '../../src/shared/protocol';
import { DashboardController } from '../../src/vscode/dashboard/dashboardController';
import { fromExtensionServices } from '../../src/vscode/dashboard/fromExtensionServices';
import { isDerivedRecord } from '../../src/core/ruleText';
import { api, fileBytes, until } from './support';

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
    await api();
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

  it('builds its state from the running services, promotes in one click and undoes byte for byte', async () => {
    const services = (await api()).services();
    const posted: ExtensionMessage[] = [];
    const asked: string[] = [];
    const controller = new DashboardController(fromExtensionServices(services), {
      post: (m) => void posted.push(m),
      confirm: async (message) => (asked.push(message), false),
      showPlan: async () => undefined,
      pickZipDestination: async () => undefined,
      openSource: async () => undefined,
      log: () => undefined,
    });
    await controller.handle({ type: 'ready' });
    const state = posted.find((m) => m.type === 'state');
    assert.ok(state?.type === 'state');
    const learnings = services.store.entries().filter((e) => !isDerivedRecord(e));
    assert.equal(state.state.totals.total, learnings.length, 'every learning once (no log lines, no .knowledge copies)');
    assert.ok(learnings.length < services.store.entries().length, 'the demo has log lines that are not counted');
    assert.ok(!services.store.entries().some((e) => e.file === 'index.md'), 'the demo home index.md (a table of contents) yields no entries');
    const promotable = services.assess().filter((a) => a.action === 'PROMOTE').map((a) => a.id).sort();
    assert.deepEqual(state.state.ready.map((r) => r.id).sort(), promotable);
    assert.ok(promotable.length > 0, 'the demo has something ready');
    const byRule = state.state.ready.filter((r) => r.readyBecause);
    assert.ok(byRule.every((r) => /recurrence/.test(r.readyBecause!) && (r.composite ?? 1) < 0.7), 'the recurrence rule is the reason shown for a ready learning below 0.70');

    const id = state.state.ready.find((r) => !r.readyBecause)!.id;
    const entry = services.store.getEntry(id)!;
    const root = entry.root;
    const before = fileBytes(root);
    await controller.handle({ type: 'promote', id });
    const applied = posted.find((m) => m.type === 'promoteApplied');
    assert.ok(applied?.type === 'promoteApplied', JSON.stringify(posted.filter((m) => m.type === 'error' || m.type === 'notice')));
    assert.deepEqual(asked, [], 'one click: nothing asked');
    assert.ok(applied.files.some((f) => /(^|\/)(CLAUDE|AGENTS)\.md$|copilot-instructions\.md$/.test(f.file) && f.diff.includes('+')), 'the result carries the rules-file diff');
    assert.ok(applied.changedFiles.includes('CLAUDE.md'));
    assert.notEqual(readFileSync(join(root, 'CLAUDE.md'), 'utf8'), before.get('CLAUDE.md')!.toString('utf8'), 'CLAUDE.md written at once');
    const after = posted.filter((m) => m.type === 'state').pop();
    assert.ok(after?.type === 'state' && !after.state.ready.some((r) => r.id === id), 'the state that follows no longer lists it as ready');

    await controller.handle({ type: 'undo', undoId: applied.undoId });
    const undone = posted.find((m) => m.type === 'undoApplied');
    assert.ok(undone?.type === 'undoApplied', JSON.stringify(posted.filter((m) => m.type === 'error')));
    assert.deepEqual(undone.refused, []);
    assert.ok(undone.restored.includes('CLAUDE.md'));
    assert.deepEqual(fileBytes(root), before, 'every file in the workspace byte-identical to before the promote');
    await until('the store to see the learning staged again', () => services.assess().some((a) => a.id === id && a.action === 'PROMOTE'));
  });

  it('waits for the store of a new session to load before its first state (a panel restored at startup)', async () => {
    const a = await api();
    const expected = a.dashboardSource().entries().length;
    assert.ok(expected > 0);
    const cfg = vscode.workspace.getConfiguration('learnings');
    const home = cfg.inspect<string>('homePath')?.workspaceValue;
    assert.ok(home, 'the demo sets learnings.homePath');
    let first: Promise<number> | undefined;
    // Registered after the extension's own listener, so it runs right after the new session started:
    // its store has only begun to read the files.
    const sub = vscode.workspace.onDidChangeConfiguration((e) => {
      if (first || !e.affectsConfiguration('learnings.homePath')) return;
      const source = a.dashboardSource();
      first = Promise.resolve(source.whenLoaded?.()).then(() => source.entries().length);
    });
    try {
      await cfg.update('homePath', `${home}/`, vscode.ConfigurationTarget.Workspace); // the same folder, a new session
      await waitFor(() => first !== undefined, 'the session to restart');
      assert.equal(await first, expected, 'the first state counts every learning, not the index from before loading');
    } finally {
      sub.dispose();
      const restarted = a.services();
      await cfg.update('homePath', home, vscode.ConfigurationTarget.Workspace);
      await waitFor(() => a.services() !== restarted, 'the session to restart again');
      await a.ready();
    }
  });
});
