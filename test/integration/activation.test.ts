// Activation on a workspace with .learnings/: the store loads every format, the parts come up.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { EXTENSION_ID, api, workspaceRoot } from './support';

describe('activation', () => {
  it('activates on the demo workspace and loads its learnings', async () => {
    const a = await api();
    assert.ok(vscode.extensions.getExtension(EXTENSION_ID)?.isActive);
    const entries = a.services().store.entries();
    assert.ok(entries.length >= 20, `expected the demo's learnings, got ${entries.length}`);
    assert.ok(entries.some((e) => e.root === workspaceRoot() && e.file === '.learnings/LEARNINGS.md'));
    assert.ok(entries.some((e) => e.tier === 'HOT'), 'the home memory (learnings.homePath) is read');
  });

  it('shows the ready count in the status bar', async () => {
    const a = await api();
    const ready = a.attention.readyIds().length;
    assert.ok(ready >= 2, `demo has learnings ready to promote (got ${ready})`);
    assert.match(a.statusBar.text, new RegExp(`\\b${ready} ready`));
  });

  it('puts parse problems in the Problems panel', async () => {
    const a = await api();
    const uri = vscode.Uri.file(`${workspaceRoot()}/.learnings/entries/error/2026-11-27T08-00-00Z.json`);
    const diags = a.problems.get(uri);
    assert.equal(diags.length, 1);
    assert.equal(diags[0].source, 'learnings');
    assert.match(diags[0].message, /Invalid JSON/);
    assert.ok(vscode.languages.getDiagnostics(uri).some((d) => d.source === 'learnings'));
  });

  it('clamps the admission threshold setting to the gate floor, and lets it rise', async () => {
    const a = await api();
    const s = a.services() as unknown as { settings: { admissionThreshold?: number } };
    const before = s.settings.admissionThreshold;
    try {
      s.settings.admissionThreshold = 0.2;
      assert.equal(a.services().admissionThreshold(), 0.35);
      s.settings.admissionThreshold = 0.6;
      assert.equal(a.services().admissionThreshold(), 0.6);
    } finally {
      s.settings.admissionThreshold = before;
    }
  });
});
