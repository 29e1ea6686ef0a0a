// promote on real files: knowledge file, managed-block rule with its source, status promoted in each format,
// nothing archived (that is `archive`'s explicit step), the log written, untouched bytes identical, and a second run
// changes nothing.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatsEditor } from '../../../src/formats/lifecycleEditor';
import { readBlock } from '../../../src/core/managedBlock';
import { planArchive } from '../../../src/core/archive';
import { planPromotion } from '../../../src/core/promotion';
import { applyPlan, PlanConflictError, readFromDisk, renderPlan } from '../../../src/store/applyPlan';
import { LearningsStore } from '../../../src/store/learningsStore';
import { NOW, read, snapshot } from './helpers';

const FIXTURE = join(__dirname, '../../fixtures/lifecycle/workspace');

async function load(root: string) {
  const store = new LearningsStore({ roots: [root], home: null });
  await store.load();
  return store.entries();
}

describe('lifecycle/promotion', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'promote-'));
    cpSync(FIXTURE, root, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const plan = async (extra: Partial<Parameters<typeof planPromotion>[0]> = {}) =>
    planPromotion({ entries: await load(root), nowMs: NOW, read: readFromDisk, editor: formatsEditor, ...extra });

  it('plans without writing: the dry run is data with diffs', async () => {
    const before = snapshot(root);
    const { plan: p, assessments } = await plan();
    assert.deepEqual(assessments.map((a) => [a.id, a.action]), [
      ['a1b2c3d4', 'PROMOTE'],
      ['LRN-20260410-001', 'PROMOTE'],
      ['LRN-20260115-002', 'PRUNE'],
      ['LRN-20260412-003', 'KEEP'],
    ]);
    const text = renderPlan(p, true);
    assert.match(text, /\+- Use pnpm install for dependencies \(from \.learnings\/LEARNINGS\.md:7, LRN-20260410-001, promoted 2026-04-15, score 0\.76\)/);
    assert.deepEqual(snapshot(root), before);
  });

  it('promotes into both existing rules files, archives nothing, logs, and is idempotent', async () => {
    const claudeBefore = read(root, 'CLAUDE.md')!;
    const agentsBefore = read(root, 'AGENTS.md')!;
    const keepBefore = read(root, '.learnings/LEARNINGS.md')!.split('## [LRN-20260412-003]')[1];
    const { plan: p } = await plan();
    await applyPlan(p);

    const claude = read(root, 'CLAUDE.md')!;
    const agents = read(root, 'AGENTS.md')!;
    assert.ok(claude.startsWith(claudeBefore), 'text before the block is unchanged');
    assert.ok(agents.startsWith(agentsBefore), 'CRLF + BOM file: prefix byte-identical');
    assert.ok(!/[^\r]\n/.test(agents), 'the block uses CRLF in a CRLF file');
    const rules = readBlock(claude).rules;
    assert.deepEqual(rules.map((r) => r.id).sort(), ['LRN-20260410-001', 'a1b2c3d4']);
    const lrn = rules.find((r) => r.id === 'LRN-20260410-001')!;
    assert.equal(lrn.text, 'Use pnpm install for dependencies');
    // The citation opens on the entry's heading line, after the status edits.
    const learnings = read(root, '.learnings/LEARNINGS.md')!;
    const line = Number(lrn.source.split(':')[1]);
    assert.match(learnings.split('\n')[line - 1], /^## \[LRN-20260410-001\]/);

    assert.match(learnings, /## \[LRN-20260410-001\] correction\n\n\*\*Logged\*\*: 2026-04-10T09:00:00Z\n\*\*Priority\*\*: high\n\*\*Status\*\*: promoted\n/);
    assert.match(learnings, /\*\*Promoted\*\*: CLAUDE\.md, AGENTS\.md, \.knowledge\/build_install_dependencies_with_pnpm_not_npm_20260415\.md/);
    assert.match(learnings, /## \[LRN-20260115-002\] insight\n\n\*\*Logged\*\*: 2026-01-15T10:00:00Z\n\*\*Priority\*\*: low\n\*\*Status\*\*: pending\n/, 'the low scorer is left alone');
    assert.equal(learnings.split('## [LRN-20260412-003]')[1], keepBefore, 'the KEEP entry is byte-identical');
    const json = JSON.parse(read(root, '.learnings/entries/correction/2026-04-13T08-00-00Z.json')!);
    assert.equal(json.status, 'promoted');
    assert.match(String(json.promoted_to), /CLAUDE\.md/);

    const knowledge = read(root, '.knowledge/build_install_dependencies_with_pnpm_not_npm_20260415.md')!;
    assert.match(knowledge, /- \*\*Source\*\*: \.learnings\/LEARNINGS\.md:7 \(LRN-20260410-001\)/);
    assert.ok(read(root, '.knowledge/efficiency_grep_for_the_symbol_before_reading_whole_20260415.md'));
    assert.equal(read(root, 'knowledge/_discarded/LOG.md'), undefined, 'promote creates no discard log');
    const log = read(root, '.learnings/_meta/promotion-log.md')!;
    assert.match(log, /PROMOTE LRN-20260410-001/);
    assert.doesNotMatch(log, /PRUNE|ARCHIVE/);
    const events = read(root, '.learnings/_meta/lifecycle.jsonl')!.trim().split('\n').map((l) => JSON.parse(l));
    assert.deepEqual(events.map((e) => e.action).sort(), ['promoted', 'promoted']);

    // Second run: nothing left to do, not one byte changes.
    const after = snapshot(root);
    const again = await plan();
    assert.deepEqual(again.plan.edits, []);
    await applyPlan(again.plan);
    assert.deepEqual(snapshot(root), after);
  });

  it('archive is its own step: previewed as a plan, it archives only the low scorer', async () => {
    const before = snapshot(root);
    const { plan: p, archived } = planArchive({ entries: await load(root), nowMs: NOW, read: readFromDisk, editor: formatsEditor });
    assert.deepEqual(archived.map((a) => a.id), ['LRN-20260115-002']);
    assert.deepEqual(snapshot(root), before, 'planning writes nothing');
    await applyPlan(p);
    const learnings = read(root, '.learnings/LEARNINGS.md')!;
    assert.match(learnings, /## \[LRN-20260115-002\] insight\n\n\*\*Logged\*\*: 2026-01-15T10:00:00Z\n\*\*Priority\*\*: low\n\*\*Status\*\*: archived\n/);
    assert.match(learnings, /## \[LRN-20260410-001\] correction\n\n\*\*Logged\*\*: 2026-04-10T09:00:00Z\n\*\*Priority\*\*: high\n\*\*Status\*\*: pending\n/);
    assert.match(read(root, 'knowledge/_discarded/LOG.md')!, /- 2026-04-15 \| LRN-20260115-002 \| "The wiki is sometimes out of date" \| score 0\.11 \| \.learnings\/LEARNINGS\.md:35/);
    assert.match(read(root, '.learnings/_meta/promotion-log.md')!, /ARCHIVE LRN-20260115-002/);
    assert.match(read(root, '.gitattributes')!, /^knowledge\/_discarded\/LOG\.md merge=union$/m);
  });

  it('--target picks the rules files; a missing one is created with only the block', async () => {
    const { plan: p } = await plan({ targets: ['copilot'] });
    await applyPlan(p);
    const copilot = read(root, '.github/copilot-instructions.md')!;
    assert.match(copilot, /^<!-- learnings:begin/);
    assert.equal(readBlock(copilot).rules.length, 2);
    assert.equal(read(root, 'CLAUDE.md'), '# Project instructions\n\nKeep answers short.\n');
  });

  it('a file changed after planning makes apply refuse the whole plan', async () => {
    const { plan: p } = await plan();
    const before = snapshot(root);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(root, 'CLAUDE.md'), '# edited meanwhile\n');
    before.set('CLAUDE.md', Buffer.from('# edited meanwhile\n'));
    await assert.rejects(applyPlan(p), (e: Error) => e instanceof PlanConflictError && /CLAUDE\.md changed since the plan was made/.test(e.message));
    assert.deepEqual(snapshot(root), before);
  });

  it('only promotes the ids asked for', async () => {
    const { plan: p } = await plan({ only: new Set(['a1b2c3d4']) });
    assert.deepEqual(p.edits.map((e) => e.file).sort(), [
      '.gitattributes',
      '.knowledge/efficiency_grep_for_the_symbol_before_reading_whole_20260415.md',
      '.learnings/_meta/.gitignore',
      '.learnings/_meta/lifecycle.jsonl',
      '.learnings/_meta/promotion-log.md',
      '.learnings/entries/correction/2026-04-13T08-00-00Z.json',
      'AGENTS.md',
      'CLAUDE.md',
    ]);
  });
});
