// forget: asks first (a plan, nothing written); with the yes it removes the entry from every file it reached
// (source, rules block, knowledge file, logs) and keeps only the id and the time.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDigest, parseLifecycle, parseSince, renderDigestMarkdown } from '../../../src/core/digest';
import { planForget, selectForget } from '../../../src/core/forget';
import { formatsEditor } from '../../../src/formats/lifecycleEditor';
import { readBlock } from '../../../src/core/managedBlock';
import { planArchive } from '../../../src/core/archive';
import { planPromotion } from '../../../src/core/promotion';
import { applyPlan, readFromDisk } from '../../../src/store/applyPlan';
import { LearningsStore } from '../../../src/store/learningsStore';
import { readLifecycleEvents } from '../../../src/store/usageLog';
import { DAY, NOW, read, snapshot } from './helpers';

const FIXTURE = join(__dirname, '../../fixtures/lifecycle/workspace');

async function load(root: string) {
  const s = new LearningsStore({ roots: [root], home: null });
  await s.load();
  return s;
}

describe('lifecycle/forget and digest', () => {
  let root: string;
  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'forget-'));
    cpSync(FIXTURE, root, { recursive: true });
    const s = await load(root);
    await applyPlan(planPromotion({ entries: s.entries(), nowMs: NOW, read: readFromDisk, editor: formatsEditor }).plan);
    // Archiving is its own step (promote never archives).
    const after = await load(root);
    await applyPlan(planArchive({ entries: after.entries(), nowMs: NOW, read: readFromDisk, editor: formatsEditor }).plan);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('selects by id first, else by words in title or text', async () => {
    const entries = (await load(root)).entries();
    assert.deepEqual(selectForget(entries, 'LRN-20260412-003').map((e) => e.id), ['LRN-20260412-003']);
    assert.deepEqual(selectForget(entries, 'focused TEST file').map((e) => e.id), ['LRN-20260412-003']);
    assert.deepEqual(selectForget(entries, 'no such thing'), []);
  });

  it('the plan writes nothing; applied, it removes the entry, its rule, its knowledge file and log lines', async () => {
    const s = await load(root);
    const forget = selectForget(s.entries(), 'LRN-20260410-001');
    const { plan, matches } = planForget({ entries: s.entries(), forget, nowMs: NOW + DAY, read: readFromDisk, editor: formatsEditor });
    assert.deepEqual(matches.map((m) => m.id), ['LRN-20260410-001']);
    const before = snapshot(root);
    assert.ok(plan.edits.length >= 4);
    assert.deepEqual(snapshot(root), before, 'asking first writes nothing');

    await applyPlan(plan);
    const files = snapshot(root);
    for (const [file, bytes] of files) {
      const text = bytes.toString('utf8');
      assert.ok(!/pnpm install|pnpm_not_npm/.test(text), `${file} still holds its text`);
      if (file !== '.learnings/_meta/lifecycle.jsonl') assert.ok(!text.includes('LRN-20260410-001'), `${file} still names the forgotten entry`);
    }
    assert.ok(!files.has('.knowledge/build_install_dependencies_with_pnpm_not_npm_20260415.md'));
    assert.deepEqual(readBlock(read(root, 'CLAUDE.md')!).rules.map((r) => r.id), ['a1b2c3d4']);
    assert.ok(read(root, 'CLAUDE.md')!.startsWith('# Project instructions\n\nKeep answers short.\n'));
    const last = parseLifecycle(read(root, '.learnings/_meta/lifecycle.jsonl')!).pop()!;
    assert.deepEqual(last, { at: new Date(NOW + DAY).toISOString(), action: 'forgotten', id: 'LRN-20260410-001' });
    // The other entries are intact.
    assert.match(read(root, '.learnings/LEARNINGS.md')!, /## \[LRN-20260412-003\] best_practice/);
  });

  it('digest: learned, promoted, pruned and forgotten in the window; forgotten ones without their title', async () => {
    const s = await load(root);
    await applyPlan(planForget({ entries: s.entries(), forget: selectForget(s.entries(), 'LRN-20260412-003'), nowMs: NOW, read: readFromDisk, editor: formatsEditor }).plan);
    const fresh = await load(root);
    const d = buildDigest(fresh.entries(), readLifecycleEvents(fresh.roots()), [], NOW - parseSince('7d')!, NOW);
    assert.deepEqual(d.promoted.map((i) => i.id).sort(), ['LRN-20260410-001', 'a1b2c3d4']);
    assert.deepEqual(d.pruned.map((i) => i.id), ['LRN-20260115-002']);
    assert.deepEqual(d.forgotten, [{ id: 'LRN-20260412-003', at: new Date(NOW).toISOString(), title: undefined, citation: undefined }]);
    assert.deepEqual(d.learned.map((i) => i.id).sort(), ['LRN-20260410-001', 'a1b2c3d4']);
    const md = renderDigestMarkdown(d);
    assert.match(md, /^# What changed: 2026-04-08 → 2026-04-15/);
    assert.match(md, /## Promoted \(2\)/);
    assert.match(md, /## Forgotten \(1\)\n\n- 2026-04-15 LRN-20260412-003\n/);
    assert.ok(!md.includes('focused test file'));
    assert.equal(parseSince('30d'), 30 * DAY);
    assert.equal(parseSince('soon'), undefined);
  });
});
