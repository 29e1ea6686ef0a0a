// The manifest and the code agree: one id constant per command, every contributed command registered.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { COMMANDS, VIEWS } from '../../src/vscode/commands/ids';
import { EXTENSION_ID, api } from './support';

interface Manifest {
  activationEvents?: string[];
  capabilities?: { untrustedWorkspaces?: { supported: unknown } };
  engines: { vscode: string };
  contributes: { commands: { command: string; category?: string }[]; views: Record<string, { id: string }[]>; configuration: { properties: Record<string, { default?: unknown; minimum?: number }> } };
}

function manifest(): Manifest {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(ext);
  return ext.packageJSON as Manifest;
}

describe('manifest', () => {
  it('declares exactly the command ids the code defines, all under the "Learnings" category', () => {
    const declared = manifest().contributes.commands.map((c) => c.command).sort();
    assert.deepEqual(declared, Object.values(COMMANDS).sort());
    for (const c of manifest().contributes.commands) assert.equal(c.category, 'Learnings', c.command);
  });

  it('declares the views the code creates', () => {
    const views = manifest().contributes.views.learnings.map((v) => v.id).sort();
    assert.deepEqual(views, [VIEWS.attention, VIEWS.memory, VIEWS.users].sort());
  });

  it('activates lazily (never "*"), supports untrusted workspaces in a limited way, targets VS Code ^1.99', () => {
    const m = manifest();
    assert.ok(!(m.activationEvents ?? []).includes('*'));
    assert.ok(!(m.activationEvents ?? []).includes('onStartupFinished'));
    assert.equal(m.capabilities?.untrustedWorkspaces?.supported, 'limited');
    assert.equal(m.engines.vscode, '^1.99.0');
  });

  it('registers every contributed command once activated', async () => {
    await api();
    const all = new Set(await vscode.commands.getCommands(true));
    for (const id of Object.values(COMMANDS)) assert.ok(all.has(id), `${id} is registered`);
  });

  it('admission threshold setting cannot go below the 0.35 floor', () => {
    const prop = manifest().contributes.configuration.properties['learnings.admission.threshold'];
    assert.equal(prop.minimum, 0.35);
  });
});
