// applyPlan against an editor that saves a file while the plan is being written (editors take none of our locks):
// the file is read once more right before it is replaced; a change stops the plan and puts back what it wrote.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PlanBuilder } from '../../../src/core/plan';
import { applyPlan, PlanConflictError, readFromDisk } from '../../../src/store/applyPlan';
import { removeDir, tempDir } from './helpers';

describe('store/applyPlan: an editor saving meanwhile', () => {
  let root: string;
  beforeEach(() => {
    root = tempDir('apply-editor-');
    writeFileSync(join(root, 'CLAUDE.md'), '# Rules\n\nHand-written.\n');
    writeFileSync(join(root, 'notes.md'), 'first draft\n');
  });
  afterEach(() => removeDir(root));

  function twoFilePlan() {
    const b = new PlanBuilder(readFromDisk);
    b.write(root, 'CLAUDE.md', '# Rules\n\nHand-written.\n\n- a promoted rule\n', 'rule added');
    b.write(root, 'notes.md', 'first draft\npromoted\n', 'status');
    return b.build('promote', '2026-12-01T00:00:00.000Z', []);
  }

  it('a file saved between the check and its write stops the plan: the editor keeps its save, the other file is back byte for byte', async () => {
    const saved = 'first draft\nthe person typed this\n';
    await assert.rejects(
      applyPlan(twoFilePlan(), { beforeWrite: (abs) => abs.endsWith('notes.md') && writeFileSync(abs, saved) }),
      (e: unknown) => e instanceof PlanConflictError && /notes\.md changed while the plan was being written/.test((e as Error).message),
    );
    assert.equal(readFileSync(join(root, 'notes.md'), 'utf8'), saved, "the editor's save is kept");
    assert.equal(readFileSync(join(root, 'CLAUDE.md'), 'utf8'), '# Rules\n\nHand-written.\n', 'the file already written is back as it was');
  });

  it('without a save meanwhile the same plan writes both files', async () => {
    let calls = 0;
    const r = await applyPlan(twoFilePlan(), { beforeWrite: () => calls++ });
    assert.equal(calls, 2);
    assert.equal(r.changed.length, 2);
    assert.match(readFileSync(join(root, 'CLAUDE.md'), 'utf8'), /- a promoted rule/);
  });
});
