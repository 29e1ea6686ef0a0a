// Undo of an applied plan: bytes come back exactly (CRLF, BOM, bytes that are not UTF-8 in untouched
// places), files the plan created go, a file edited since is refused by name while the others are restored.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PlanBuilder, type Plan } from '../../../src/core/plan';
import { planPromotion } from '../../../src/core/promotion';
import { formatsEditor } from '../../../src/formats/lifecycleEditor';
import { applyPlan, readFromDisk } from '../../../src/store/applyPlan';
import { LearningsStore } from '../../../src/store/learningsStore';
import { undoPlan } from '../../../src/store/undoPlan';
import { removeDir, tempDir } from './helpers';

/** Every file and folder under dir, with the bytes of each file. */
function tree(dir: string): Map<string, Buffer | 'dir'> {
  const out = new Map<string, Buffer | 'dir'>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) {
        out.set(p.slice(dir.length + 1), 'dir');
        walk(p);
      } else out.set(p.slice(dir.length + 1), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

describe('store/undoPlan', () => {
  let root: string;
  beforeEach(() => {
    root = tempDir('undo-');
  });
  afterEach(() => removeDir(root));

  const CLAUDE = Buffer.concat([Buffer.from('\ufeff# House rules\r\n\r\n- Keep the café menu in ', 'utf8'), Buffer.from('ISO-8859-1 text\r\n', 'utf8')]);

  /** A plan like a promotion makes: a rules file updated, a log appended to, a note created in a new folder, a file deleted. */
  function mixedPlan(): Plan {
    const b = new PlanBuilder(readFromDisk);
    b.write(root, 'CLAUDE.md', `${b.read(root, 'CLAUDE.md')}\r\n- Amounts are integer cents\r\n`, 'rule');
    b.append(root, '.learnings/_meta/promotion-log.md', '- promoted X\n', 'log', '# Log\n\n');
    b.write(root, '.knowledge/money/cents.md', '# Cents\n', 'knowledge');
    b.delete(root, 'old.md', 'superseded');
    return b.build('promote', '2026-04-15T12:00:00Z', []);
  }

  function seed(): void {
    writeFileSync(join(root, 'CLAUDE.md'), CLAUDE);
    mkdirSync(join(root, '.learnings', '_meta'), { recursive: true });
    writeFileSync(join(root, '.learnings', '_meta', 'promotion-log.md'), '# Log\n\n- promoted W\n');
    writeFileSync(join(root, 'old.md'), 'old\n');
  }

  it('puts every touched file back byte for byte and removes what the plan created', async () => {
    seed();
    const before = tree(root);
    const { changed, undo } = await applyPlan(mixedPlan());
    assert.equal(changed.length, 4);
    assert.ok(existsSync(join(root, '.knowledge', 'money', 'cents.md')));
    assert.notDeepEqual(tree(root), before, 'the plan changed something');
    const out = await undoPlan(undo);
    assert.deepEqual(out.refused, []);
    assert.deepEqual(out.removed, [join(root, '.knowledge', 'money', 'cents.md')]);
    assert.equal(out.restored.length, 3);
    assert.deepEqual(tree(root), before, 'every file and folder as before: bytes, BOM, CRLF, and no .knowledge/ left');
  });

  it('refuses, by name, a file edited after the plan, and restores the others', async () => {
    seed();
    const before = tree(root);
    const { undo } = await applyPlan(mixedPlan());
    const claude = join(root, 'CLAUDE.md');
    const edited = `${readFileSync(claude, 'utf8')}- my own line\n`;
    writeFileSync(claude, edited);
    const out = await undoPlan(undo);
    assert.deepEqual(out.refused.map((r) => r.path), [claude]);
    assert.match(out.refused[0]!.reason, /edited after the change; left as it is/);
    assert.equal(readFileSync(claude, 'utf8'), edited, 'the person\'s edit stays');
    for (const [rel, bytes] of before) if (rel !== 'CLAUDE.md') assert.deepEqual(tree(root).get(rel), bytes, `${rel} restored`);
  });

  it('leaves a created file alone when it was changed since, and keeps its folder', async () => {
    seed();
    const { undo } = await applyPlan(mixedPlan());
    const note = join(root, '.knowledge', 'money', 'cents.md');
    writeFileSync(note, '# Cents\n\nmy notes\n');
    const out = await undoPlan(undo);
    assert.deepEqual(out.refused.map((r) => r.path), [note]);
    assert.equal(readFileSync(note, 'utf8'), '# Cents\n\nmy notes\n');
    assert.deepEqual(out.removed, []);
  });

  it('refuses a second undo of the same record for every file (nothing is what the plan wrote any more)', async () => {
    seed();
    const { undo } = await applyPlan(mixedPlan());
    await undoPlan(undo);
    const after = tree(root);
    const again = await undoPlan(undo);
    assert.equal(again.refused.length, 4);
    assert.deepEqual(tree(root), after);
  });

  it('undoes a real promotion: rules file, status edit, knowledge note and logs', async () => {
    cpSync(join(__dirname, '../../fixtures/lifecycle/workspace'), root, { recursive: true });
    const before = tree(root);
    const store = new LearningsStore({ roots: [root], home: null });
    await store.load();
    const { plan } = planPromotion({ entries: store.entries(), nowMs: Date.parse('2026-04-15T12:00:00Z'), read: readFromDisk, editor: formatsEditor });
    const { changed, undo } = await applyPlan(plan);
    assert.ok(changed.some((p) => p.endsWith('CLAUDE.md')), 'CLAUDE.md was written');
    const out = await undoPlan(undo);
    assert.deepEqual(out.refused, []);
    assert.deepEqual(tree(root), before);
  });
});
