// promote on real-layout folders: it archives nothing, runs the user → global step, promotes an error's fix, writes
// one rule per lesson (updating a rule already in the block), and writes scoped rules files with their front matter.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planPromotion } from '../../../../src/core/promotion';
import { readBlock } from '../../../../src/core/managedBlock';
import { isDerivedRecord } from '../../../../src/core/ruleText';
import { formatsEditor } from '../../../../src/formats/lifecycleEditor';
import { applyPlan, readFromDisk } from '../../../../src/store/applyPlan';
import { LearningsStore } from '../../../../src/store/learningsStore';
import { read, snapshot, tempTree } from '../helpers';
import { LESSON_JSON, LESSON_MD, NOW, RECENT_ERROR, SCOPED_LEARNING, YEAR_OLD_ERRORS, YEAR_OLD_LEARNINGS, perUserLearnings } from './fixtures';

async function entries(root: string) {
  const s = new LearningsStore({ roots: [root], home: null });
  await s.load();
  return s.entries();
}
const promote = async (root: string, extra: Partial<Parameters<typeof planPromotion>[0]> = {}) =>
  planPromotion({ entries: await entries(root), nowMs: NOW, read: readFromDisk, editor: formatsEditor, ...extra });

describe('core/lifecycle: promote on real-layout folders', () => {
  const cleanups: (() => void)[] = [];
  const tree = (files: Record<string, string>) => {
    const t = tempTree(files, 'promote-real-');
    cleanups.push(t.cleanup);
    return t.dir;
  };
  afterEach(() => cleanups.splice(0).forEach((c) => c()));

  it('a year-old LEARNINGS.md: promote archives nothing and writes nothing (low scorers wait for `archive`)', async () => {
    const root = tree({ '.learnings/LEARNINGS.md': YEAR_OLD_LEARNINGS, '.learnings/ERRORS.md': YEAR_OLD_ERRORS, 'CLAUDE.md': '# Team rules\n' });
    const before = snapshot(root);
    const { plan, assessments } = await promote(root);
    assert.ok(assessments.filter((a) => a.action === 'PRUNE').length >= 2, 'they do score low');
    assert.deepEqual(plan.edits, []);
    assert.ok(plan.notes.includes('nothing ready to promote'));
    await applyPlan(plan);
    assert.deepEqual(snapshot(root), before);
  });

  it("3 users' same learning reaches _global/PATTERNS.md after a plain promote; no per-user text reaches CLAUDE.md", async () => {
    const users = ['AAAAAAAAAAA1', 'BBBBBBBBBBB2', 'CCCCCCCCCCC3'];
    const wordings = ['Use metric units: kilometres and Celsius', 'use metric units: KILOMETRES and celsius', 'Use metric units: kilometres and Celsius.'];
    const files: Record<string, string> = { 'CLAUDE.md': '# Rules\n' };
    users.forEach((u, i) => (files[`.learnings/${u}/LEARNINGS.md`] = perUserLearnings(u, `2026110${i + 1}`, wordings[i])));
    const root = tree(files);
    const { plan, assessments, patterns } = await promote(root);
    assert.deepEqual(assessments, [], 'per-user learnings are not scored for project rules');
    assert.equal(patterns.length, 1);
    assert.deepEqual(patterns[0].users, users);
    await applyPlan(plan);
    const pat = read(root, '.learnings/_global/PATTERNS.md')!;
    assert.match(pat, /## \[PAT-20261201-001\] Prefers metric units/);
    assert.match(pat, /- \*\*Global action\*\*: Give distances in kilometres and temperatures in Celsius/);
    assert.match(read(root, '.learnings/_meta/promotion-log.md')!, /PATTERN PAT-20261201-001/);
    assert.equal(read(root, 'CLAUDE.md'), '# Rules\n', 'per-user memory never goes into project rules');
    for (const u of users) {
      const text = read(root, `.learnings/${u}/LEARNINGS.md`)!;
      assert.match(text, /- \*\*Status\*\*: promoted_to_global/);
      assert.match(text, new RegExp(`Private note for ${u}[\\s\\S]*- \\*\\*Status\\*\\*: active\\n$`), 'the single-user note stays active, not archived');
    }
    // An explicit selection (one-item promote) does not run the cross-user step unless asked.
    assert.deepEqual((await promote(root, { only: new Set(['x']) })).patterns, []);
  });

  it('an error with a Suggested Fix: that fix is the rule; an error without one is not promoted', async () => {
    const root = tree({ '.learnings/ERRORS.md': RECENT_ERROR, 'CLAUDE.md': '# Rules\n' });
    const { plan, assessments } = await promote(root);
    const noFix = assessments.find((a) => a.id === 'ERR-20261129-002')!;
    assert.equal(noFix.action, 'KEEP');
    assert.ok(noFix.reasons.some((r) => r.includes('an error with no fix')));
    await applyPlan(plan);
    const rules = readBlock(read(root, 'CLAUDE.md')!).rules;
    assert.deepEqual(rules.map((r) => [r.id, r.text]), [['ERR-20261128-001', 'Import local modules in src/web with their `.ts` extension (`./utils.ts`)']]);
    assert.ok(!read(root, 'CLAUDE.md')!.includes('Failed to resolve'), 'the symptom is not the rule');
    // Counted once: the .knowledge copy and the promotion-log line are derived records, not learnings.
    const after = await entries(root);
    assert.ok(after.some((e) => e.file.startsWith('.knowledge/')) && after.some((e) => e.file === '.learnings/_meta/promotion-log.md'));
    assert.deepEqual(after.filter((e) => !isDerivedRecord(e)).map((e) => e.sourceId).sort(), ['ERR-20261128-001', 'ERR-20261129-002']);
    // Chosen on its own, the error without a fix says why it is not promoted.
    const chosen = await promote(root, { only: new Set(['ERR-20261129-002']) });
    assert.deepEqual(chosen.plan.edits, []);
    assert.ok(chosen.plan.notes.some((n) => /^not promoted ERR-20261129-002: KEEP — .*an error with no fix/.test(n)), chosen.plan.notes.join('\n'));
  });

  it('two formats of one lesson → one rule citing both; promoted again from a third record, the rule is updated, not repeated', async () => {
    const root = tree({ '.learnings/LEARNINGS.md': LESSON_MD, '.learnings/entries/correction/2026-11-30T16-00-00Z.json': LESSON_JSON, 'CLAUDE.md': '# Rules\n\nHand-written line.\n' });
    const first = await promote(root);
    assert.deepEqual(first.assessments.map((a) => a.action), ['PROMOTE', 'PROMOTE'], first.assessments.map((a) => a.reasons.join('; ')).join(' || '));
    await applyPlan(first.plan);
    const claude = read(root, 'CLAUDE.md')!;
    assert.ok(claude.startsWith('# Rules\n\nHand-written line.\n'));
    const rules = readBlock(claude).rules;
    assert.equal(rules.length, 1, claude);
    assert.match(rules[0].text, /^Run migrations with `npm run db:migrate`, never by hand\.?$/);
    assert.deepEqual([rules[0].id, ...(rules[0].also ?? []).map((s) => s.id)].sort(), ['LRN-20261127-001', 'c0ffee12']);
    assert.match(claude, /\(from [^)]*LRN-20261127-001; [^)]*c0ffee12, promoted 2026-12-01, score 0\.\d\d\)|\(from [^)]*c0ffee12; [^)]*LRN-20261127-001, promoted/);

    // A third record of the same lesson, captured later: the existing rule cites it too.
    const third = LESSON_MD.replace('LRN-20261127-001', 'LRN-20261130-002').replace('Do not edit the schema by hand', 'Schema edits go through migrations').replace('Logged**: 2026-11-27T08:00:00Z', 'Logged**: 2026-11-30T08:00:00Z');
    mkdirSync(join(root, '.learnings/more'), { recursive: true });
    writeFileSync(join(root, '.learnings/more/LEARNINGS.md'), third);
    const second = await promote(root);
    await applyPlan(second.plan);
    const after = readBlock(read(root, 'CLAUDE.md')!).rules;
    assert.equal(after.length, 1);
    assert.ok((after[0].also ?? []).some((s) => s.id === 'LRN-20261130-002'), JSON.stringify(after));
    // Idempotent: nothing left to do.
    assert.deepEqual((await promote(root)).plan.edits, []);
  });

  it('promoting one record of a lesson (one click) brings the other ready record of the same lesson: one rule citing both', async () => {
    const root = tree({ '.learnings/LEARNINGS.md': LESSON_MD, '.learnings/entries/correction/2026-11-30T16-00-00Z.json': LESSON_JSON, 'CLAUDE.md': '# Rules\n' });
    const { plan, assessments } = await promote(root, { only: new Set(['LRN-20261127-001']) });
    assert.deepEqual(assessments.map((a) => a.id).sort(), ['LRN-20261127-001', 'c0ffee12']);
    await applyPlan(plan);
    const rules = readBlock(read(root, 'CLAUDE.md')!).rules;
    assert.equal(rules.length, 1);
    assert.deepEqual([rules[0].id, ...(rules[0].also ?? []).map((x) => x.id)].sort(), ['LRN-20261127-001', 'c0ffee12']);
  });

  it("the demo's two records of the integer-cents lesson (JSON capture + LEARNINGS.md) become one rule citing both", async () => {
    const root = tree({});
    cpSync(join(__dirname, '../../../../demo'), root, { recursive: true });
    const { plan } = await planPromotion({ entries: await entries(root), nowMs: Date.parse('2026-11-28T12:00:00Z'), read: readFromDisk, editor: formatsEditor });
    await applyPlan(plan);
    const cents = readBlock(read(root, 'CLAUDE.md')!).rules.filter((r) => /integer cents|toCents/.test(r.text));
    assert.equal(cents.length, 1, JSON.stringify(cents));
    assert.deepEqual([cents[0].id, ...(cents[0].also ?? []).map((x) => x.id)].sort(), ['LRN-20261120-001', 'e5a8c310']);
  });

  it('scoped rules: each format with its documented front matter, text outside the block kept, idempotent', async () => {
    const personal = '---\npaths: "src/api/**"\n---\n\n# API rules\n\nKeep handlers thin.\n';
    const root = tree({ '.learnings/LEARNINGS.md': SCOPED_LEARNING, 'CLAUDE.md': '# Rules\n', 'AGENTS.md': '# Agents\n', '.claude/rules/src-api.md': personal });
    const { plan } = await promote(root, { scopedTargets: ['claude', 'copilot', 'cursor', 'agents'] });
    await applyPlan(plan);
    const rule = 'Validate request bodies with the zod schema from src/api/schemas.ts before touching the database';
    const copilot = read(root, '.github/instructions/src-api.instructions.md')!;
    assert.ok(copilot.startsWith('---\napplyTo: "src/api/**"\ndescription: "Rules learned for src/api/** (written by learnings promote)"\n---\n\n<!-- learnings:begin'), copilot);
    const cursor = read(root, '.cursor/rules/src-api.mdc')!;
    assert.ok(cursor.startsWith('---\ndescription: Rules learned for src/api/** (written by learnings promote)\nglobs: src/api/**\nalwaysApply: false\n---\n\n<!-- learnings:begin'), cursor);
    const claude = read(root, '.claude/rules/src-api.md')!;
    assert.ok(claude.startsWith(personal), 'the person\'s scoped file keeps every byte; only the block is added');
    const nested = read(root, 'src/api/AGENTS.md')!;
    assert.ok(nested.startsWith('<!-- learnings:begin'));
    for (const text of [copilot, cursor, claude, nested]) {
      const r = readBlock(text).rules;
      assert.deepEqual(r.map((x) => [x.text, x.id]), [[rule, 'LRN-20261126-001']]);
      assert.match(r[0].source, /^\.learnings\/LEARNINGS\.md:\d+$/);
    }
    assert.equal(read(root, 'CLAUDE.md'), '# Rules\n', 'scoped instead of the global file for Claude');
    assert.equal(read(root, 'AGENTS.md'), '# Agents\n', 'the nested AGENTS.md instead of the root one');
    const after = snapshot(root);
    const again = await promote(root, { scopedTargets: ['claude', 'copilot', 'cursor', 'agents'] });
    assert.deepEqual(again.plan.edits, []);
    assert.deepEqual(snapshot(root), after);
  });

  it('scoped targets not asked for: the same learning goes to the global block only', async () => {
    const root = tree({ '.learnings/LEARNINGS.md': SCOPED_LEARNING, 'CLAUDE.md': '# Rules\n' });
    await applyPlan((await promote(root, { scopedTargets: ['copilot'] })).plan);
    assert.equal(readBlock(read(root, 'CLAUDE.md')!).rules.length, 1, 'Claude has no scoped target here: its global block gets it');
    assert.ok(read(root, '.github/instructions/src-api.instructions.md'));
    assert.equal(read(root, '.claude/rules/src-api.md'), undefined);
  });
});

