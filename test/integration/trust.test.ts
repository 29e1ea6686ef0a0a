// Untrusted workspaces are read-only: every writing command refuses with a message and writes nothing.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { COMMANDS } from '../../src/vscode/commands/ids';
import { api, scriptDialogs, workspaceRoot } from './support';

describe('workspace trust', () => {
  it('refuses promote, forget, move, capture and hook set-up when read-only', async () => {
    const a = await api();
    const services = a.services();
    const realReadOnly = services.readOnly.bind(services);
    // The launchers pass --disable-workspace-trust, so this host is trusted; what is faked below is only the
    // answer, and the real answer must be the editor's own trust state.
    assert.equal(realReadOnly(), !vscode.workspace.isTrusted, 'read-only follows vscode.workspace.isTrusted');
    services.readOnly = () => true;
    const learnings = join(workspaceRoot(), '.learnings', 'LEARNINGS.md');
    const before = readFileSync(learnings, 'utf8');
    const d = scriptDialogs(a, { confirm: 'Forget', pick: (l) => l[0], input: 'something long enough to capture' });
    const id = services.store.entries().find((e) => e.file === '.learnings/LEARNINGS.md')!.id;
    try {
      for (const [cmd, arg] of [[COMMANDS.promoteReady], [COMMANDS.promoteEntry, id], [COMMANDS.forget, id], [COMMANDS.moveToTier, id, 'archived'], [COMMANDS.captureSelection], [COMMANDS.setupHooks]] as [string, ...unknown[]][]) {
        const errorsBefore = d.errors.length;
        assert.equal(await vscode.commands.executeCommand(cmd, ...[arg].filter(Boolean)), undefined, cmd);
        assert.equal(d.errors.length, errorsBefore + 1, `${cmd} said why`);
        assert.match(d.errors.at(-1)!, /untrusted workspace/);
      }
      assert.equal(d.confirms.length, 0, 'nothing was even asked');
      assert.equal(readFileSync(learnings, 'utf8'), before);
    } finally {
      services.readOnly = realReadOnly;
      d.restore();
    }
  });
});
