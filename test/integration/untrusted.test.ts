// The real trust path, nothing faked: this suite runs only in a host opened on a folder nobody has trusted
// (`node scripts/vscode-host.mjs untrusted` starts code-server without --disable-workspace-trust), and the
// extension's read-only state must come from VS Code's own answer.
import * as assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { COMMANDS } from '../../src/vscode/commands/ids';
import { api, scriptDialogs, workspaceRoot } from './support';

export const UNTRUSTED_SUITE = 'untrusted folder, real workspace trust';

/** path → sha256 of every file under `dir`. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[p] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

describe(UNTRUSTED_SUITE, () => {
  it('VS Code opened the folder untrusted, and the extension is read-only because of it', async () => {
    assert.equal(vscode.workspace.isTrusted, false, 'the host trusted the folder: the launcher did not test the real path');
    const a = await api();
    assert.equal(a.services().readOnly(), true);
    assert.ok(a.services().store.entries().length > 0, 'learnings are still shown');
  });

  it('refuses promote, forget, move, capture and hook set-up, and changes no byte', async () => {
    const a = await api();
    const before = fingerprint(workspaceRoot());
    const d = scriptDialogs(a, { confirm: 'Forget', pick: (l) => l[0], input: 'something long enough to capture' });
    const id = a.services().store.entries().find((e) => e.file === '.learnings/LEARNINGS.md')!.id;
    try {
      for (const [cmd, arg] of [[COMMANDS.promoteReady], [COMMANDS.promoteEntry, id], [COMMANDS.forget, id], [COMMANDS.moveToTier, id, 'archived'], [COMMANDS.captureSelection], [COMMANDS.setupHooks]] as [string, ...unknown[]][]) {
        const errorsBefore = d.errors.length;
        assert.equal(await vscode.commands.executeCommand(cmd, ...[arg].filter(Boolean)), undefined, cmd);
        assert.equal(d.errors.length, errorsBefore + 1, `${cmd} said why`);
        assert.match(d.errors.at(-1)!, /untrusted workspace/);
      }
      assert.equal(d.confirms.length, 0, 'nothing was even asked');
      await assert.rejects(a.services().capture({ type: 'correction', content: 'a learning written past the command layer', files: [], functions: [] }), /untrusted/);
      assert.deepEqual(fingerprint(workspaceRoot()), before, 'no file was written, created or removed');
    } finally {
      d.restore();
    }
  });
});
