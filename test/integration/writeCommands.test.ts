// Commands that change files: each goes through the core's plan and the store's safe writes.
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { ExtensionMessage } from '../../src/shared/protocol';
import { COMMANDS } from '../../src/vscode/commands/ids';
import type { CoreServices } from '../../src/vscode/coreServices';
import { enclosingSymbols } from '../../src/vscode/commands/captureSelection';
import type { CaptureInput } from '../../src/vscode/services';
import { DashboardController } from '../../src/vscode/dashboard/dashboardController';
import { api, fileBytes, scriptDialogs, until, workspaceRoot } from './support';

function equalBytes(a: Map<string, Buffer>, b: Map<string, Buffer>): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k)?.equals(v) === true);
}

describe('commands (writing)', () => {
  it('Export Learnings as ZIP writes the archive chosen in the save dialog', async () => {
    const a = await api();
    const target = join(tmpdir(), `learnings-export-${process.pid}.zip`);
    const d = scriptDialogs(a, { save: target });
    try {
      const out = await vscode.commands.executeCommand<string>(COMMANDS.exportZip);
      assert.deepEqual(d.errors, []);
      assert.equal(out, target);
      assert.equal(readFileSync(target).subarray(0, 2).toString(), 'PK');
    } finally {
      d.restore();
      rmSync(target, { force: true });
    }
  });

  it('Promote (tree, one click) writes at once, and Undo in its notification puts every file back byte for byte', async () => {
    const a = await api();
    const root = workspaceRoot();
    const id = a.services().assess().find((x) => x.action === 'PROMOTE')!.id;
    const before = fileBytes(root);
    const d = scriptDialogs(a, { notify: 'Undo', confirm: 'Promote' });
    try {
      const changed = await vscode.commands.executeCommand<string[]>(COMMANDS.promoteEntry, { id });
      assert.deepEqual(d.errors, []);
      assert.equal(d.confirms.length, 0, 'one learning, one click: nothing asked');
      assert.ok(changed?.includes(join(root, 'CLAUDE.md')), `CLAUDE.md written (${changed?.join(', ')})`);
      assert.match(d.notifications[0]?.message ?? '', /^Promoted ".+" into CLAUDE\.md: \d+ files changed\.$/);
      assert.deepEqual(d.notifications[0]?.actions, ['Undo', 'Show Changes']);
      // The notification answered "Undo": the files come back without anyone waiting on the command.
      await until('every file back as before', () => equalBytes(fileBytes(root), before));
      await until('the undo to be reported', () => d.infos.find((m) => /^Undone: \d+ files back as before the promotion\.$/.test(m)));
      assert.ok(a.services().assess().some((x) => x.id === id && x.action === 'PROMOTE'), 'ready again');
    } finally {
      d.restore();
    }
  });

  it('Undo Last Promotion puts the files back; a second undo says there is nothing left to undo', async () => {
    const a = await api();
    const root = workspaceRoot();
    const id = a.services().assess().find((x) => x.action === 'PROMOTE')!.id;
    const before = fileBytes(root);
    const d = scriptDialogs(a, {}); // the notification is dismissed
    try {
      await vscode.commands.executeCommand<string[]>(COMMANDS.promoteEntry, id);
      assert.notDeepEqual(fileBytes(root), before);
      const out = await vscode.commands.executeCommand<{ restored: string[]; removed: string[]; refused: string[] }>(COMMANDS.undoPromotion);
      assert.deepEqual(d.errors, []);
      assert.ok(out && out.refused.length === 0 && out.restored.includes(join(root, 'CLAUDE.md')));
      assert.ok(out.removed.some((p) => p.includes(`${join(root, '.knowledge')}`)), 'the knowledge note the promotion created is removed');
      assert.ok(equalBytes(fileBytes(root), before), 'byte-identical');
      assert.equal(await vscode.commands.executeCommand(COMMANDS.undoPromotion), undefined);
      assert.match(d.errors.join('\n'), /Undo failed: there is no promotion to undo/);
    } finally {
      d.restore();
    }
  });

  it('Undo leaves a file edited after the promotion as it is, says so by name, and restores the others', async () => {
    const a = await api();
    const root = workspaceRoot();
    const claude = join(root, 'CLAUDE.md');
    const id = a.services().assess().find((x) => x.action === 'PROMOTE')!.id;
    const before = fileBytes(root);
    const d = scriptDialogs(a, {});
    try {
      await vscode.commands.executeCommand<string[]>(COMMANDS.promoteEntry, id);
      const edited = `${readFileSync(claude, 'utf8')}\n- A line I wrote after the promotion\n`;
      writeFileSync(claude, edited);
      const out = await vscode.commands.executeCommand<{ refused: string[] }>(COMMANDS.undoPromotion);
      assert.deepEqual(out?.refused, [claude]);
      assert.match(d.errors.join('\n'), /left 1 file as it is: .*CLAUDE\.md was edited after the change; left as it is/);
      assert.equal(readFileSync(claude, 'utf8'), edited, 'the edit is kept');
      const now = fileBytes(root);
      for (const [rel, bytes] of before) if (rel !== 'CLAUDE.md') assert.ok(now.get(rel)?.equals(bytes), `${rel} restored`);
    } finally {
      d.restore();
      writeFileSync(claude, before.get('CLAUDE.md')!); // back to the demo's CLAUDE.md for the tests that follow
      await a.services().store.refreshFiles([claude]);
    }
  });

  it('Promote Ready Learnings opens the plan in the diff editor, asks, and writes CLAUDE.md', async () => {
    const a = await api();
    const claude = join(workspaceRoot(), 'CLAUDE.md');
    const before = readFileSync(claude, 'utf8');
    const cancel = scriptDialogs(a, { confirm: undefined });
    const untitled = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => t.input instanceof vscode.TabInputText && t.input.uri.scheme === 'untitled').length;
    const untitledBefore = untitled();
    try {
      assert.equal(await vscode.commands.executeCommand(COMMANDS.promoteReady), undefined);
      assert.deepEqual(cancel.errors, []);
      assert.equal(cancel.confirms.length, 1, 'asked first');
      assert.equal(readFileSync(claude, 'utf8'), before, 'nothing written when cancelled');
      const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs);
      const plan = tabs.find((t) => t.label.startsWith('Promotion plan'));
      assert.ok(plan, `the plan opened in the changes editor (tabs: ${tabs.map((t) => t.label).join(' | ')})`);
      assert.equal(untitled(), untitledBefore, 'no untitled document opened for the plan');
      assert.ok(vscode.workspace.textDocuments.some((doc) => doc.uri.scheme === 'learnings-plan' && doc.uri.path.endsWith('/after/CLAUDE.md') && doc.getText().includes('integer cents')), 'the after side is the plan\'s CLAUDE.md');
      await vscode.window.tabGroups.close(plan);
    } finally {
      cancel.restore();
    }
    const d = scriptDialogs(a, { confirm: 'Promote' });
    try {
      const changed = await vscode.commands.executeCommand<string[]>(COMMANDS.promoteReady);
      assert.deepEqual(d.errors, []);
      assert.ok(changed?.includes(claude), `CLAUDE.md changed (${changed?.join(', ')})`);
      const after = readFileSync(claude, 'utf8');
      assert.ok(after.startsWith(before.trimEnd()), 'what was there stays');
      assert.match(after, /integer cents/);
      assert.deepEqual(d.notifications.at(-1)?.actions, ['Undo', 'Show Changes'], 'Undo offered afterwards too');
    } finally {
      d.restore();
    }
  });

  it('Promote (context menu) on a learning that is not ready says why and writes nothing', async () => {
    const a = await api();
    const e = a.services().store.entries().find((x) => x.title.startsWith('Invoices are formatted with the en-GB'));
    assert.ok(e);
    const d = scriptDialogs(a, { confirm: 'Promote' });
    try {
      assert.equal(await vscode.commands.executeCommand(COMMANDS.promoteEntry, { id: e.id }), undefined);
      assert.deepEqual(d.errors, []);
      assert.equal(d.confirms.length, 0, 'no confirmation for an empty plan');
      assert.match(d.infos.join('\n'), /Nothing to promote: .*KEEP/);
    } finally {
      d.restore();
    }
  });

  it('Move to Tier moves a learning', async () => {
    const a = await api();
    const e = a.services().store.entries().find((x) => x.title.startsWith('Invoices are formatted with the en-GB'));
    assert.ok(e);
    const d = scriptDialogs(a, {});
    try {
      const before = readFileSync(join(e.root, e.file), 'utf8');
      const changed = await vscode.commands.executeCommand<string[]>(COMMANDS.moveToTier, e.id, 'archived');
      assert.deepEqual(d.errors, []);
      assert.ok(changed?.includes(join(e.root, e.file)), `its own file was written: ${JSON.stringify(changed)}`);
      const after = readFileSync(join(e.root, e.file), 'utf8');
      assert.notEqual(after, before);
      assert.ok(after.includes('Invoices are formatted with the en-GB'), 'the learning is kept, not removed');
      const moved = a.services().store.entries().filter((x) => x.title.startsWith('Invoices are formatted with the en-GB'));
      assert.equal(moved.length, 1, 'one entry, not a copy');
      assert.equal(moved[0].tier, 'archived', 'the entry is now in the tier it was moved to');
      assert.ok(!a.services().moveTargets(moved[0].id).includes('archived'), 'archived is no longer offered as a move');
    } finally {
      d.restore();
    }
  });

  it('Forget Learning… asks, then removes the learning from its file', async () => {
    const a = await api();
    const e = a.services().store.entries().find((x) => x.title.startsWith('Point migration tests at a throwaway'));
    assert.ok(e);
    const d = scriptDialogs(a, { pick: (labels) => labels.find((l) => l.startsWith('Point migration tests')), confirm: 'Forget' });
    try {
      await vscode.commands.executeCommand(COMMANDS.forget);
      assert.deepEqual(d.errors, []);
      assert.equal(d.confirms.length, 1);
      assert.ok(!readFileSync(join(e.root, e.file), 'utf8').includes('Point migration tests at a throwaway'));
      assert.ok(!a.services().store.entries().some((x) => x.title.startsWith('Point migration tests')));
    } finally {
      d.restore();
    }
  });

  it('Capture Learning from Selection fills file and function from the editor and runs the gate', async () => {
    const a = await api();
    const doc = await vscode.workspace.openTextDocument(join(workspaceRoot(), 'src', 'api', 'client.ts'));
    const editor = await vscode.window.showTextDocument(doc);
    const line = doc.getText().split('\n').findIndex((l) => l.includes('res.status < 500'));
    editor.selection = new vscode.Selection(line, 6, line, 40);
    const d = scriptDialogs(a, { pick: () => 'error', input: 'A 429 from the provider must be retried after Retry-After, not at once; decided to honour the header and to cap waits at 30 s' });
    try {
      // What the command hands to the capture use case, seen on the way through.
      const services = a.services();
      const seen: CaptureInput[] = [];
      const realCapture = services.capture.bind(services);
      services.capture = async (input) => {
        seen.push(input);
        return realCapture(input);
      };
      const expectedFunctions = await enclosingSymbols(doc, editor.selection.active);
      let outcome: { decision: string; file?: string } | undefined;
      try {
        outcome = await vscode.commands.executeCommand<{ decision: string; file?: string }>(COMMANDS.captureSelection);
      } finally {
        services.capture = realCapture;
      }
      assert.deepEqual(d.errors, []);
      assert.match(d.picks[0], /src\/api\/client\.ts/, 'the type picker names the file');
      assert.equal(seen.length, 1, 'one capture');
      assert.equal(seen[0].type, 'error');
      assert.deepEqual(seen[0].files, ['src/api/client.ts'], 'the file is filled from the editor');
      assert.deepEqual(seen[0].functions, expectedFunctions, 'the functions are the ones enclosing the selection');
      if (expectedFunctions.length) assert.ok(expectedFunctions.every((f) => /^[\w$.]+$/.test(f)), `function names: ${expectedFunctions.join(', ')}`);
      assert.ok(outcome, 'the gate answered');
      assert.match(outcome.decision, /^(admitted|merged|duplicate)$/, `a clear, specific learning is kept (${outcome.decision})`);
      assert.ok(outcome.file, 'it names the file it went to');
      const written = readFileSync(join(workspaceRoot(), outcome.file), 'utf8');
      assert.ok(written.includes('src/api/client.ts'), 'the written learning names the file it is about');
    } finally {
      d.restore();
    }
  });

  it('the dashboard state carries the gate history, one point per UTC day the gate decided', async () => {
    const a = await api();
    const services = a.services() as CoreServices;
    const now = services.now();
    services.fixedNow = now - 86_400_000; // a capture the day before the one above
    try {
      const r = await services.capture({ type: 'best_practice', content: 'Keep fixture dates relative to the pinned clock so scores stay stable across days', files: ['test/fixtures/dates.ts'], functions: [], domain: 'testing' });
      assert.match(r.decision, /admitted|merged|duplicate|rejected|quarantined/);
    } finally {
      services.fixedNow = undefined;
    }
    const posted: ExtensionMessage[] = [];
    const controller = new DashboardController(a.dashboardSource(), { post: (m) => void posted.push(m), confirm: async () => false, showPlan: async () => undefined, pickZipDestination: async () => undefined, openSource: async () => undefined, log: () => undefined });
    await controller.handle({ type: 'ready' });
    const state = posted.find((m) => m.type === 'state');
    assert.ok(state?.type === 'state');
    const day = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T00:00:00.000Z`;
    assert.deepEqual(state.state.admission.map((p) => p.at).slice(-2), [day(now - 86_400_000), day(now)]);
    for (const p of state.state.admission) {
      assert.ok(p.considered >= 1 && p.admitted <= p.considered);
      assert.equal(p.floor, 0.35);
      assert.ok(p.threshold >= p.floor);
    }
  });

  it('Set Up Agent Hooks writes the chosen agent configuration', async () => {
    const a = await api();
    const d = scriptDialogs(a, { pick: (labels) => labels[0] });
    try {
      const files = await vscode.commands.executeCommand<string[]>(COMMANDS.setupHooks);
      assert.deepEqual(d.errors, []);
      assert.ok(files && files.length > 0 && files.every((f) => existsSync(f)), `files: ${files?.join(', ')}`);
    } finally {
      d.restore();
    }
  });
});
