// Per-user isolation and the cross-user pattern: 3 users with the same learning → _global/PATTERNS.md.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatsEditor } from '../../../src/formats/lifecycleEditor';
import { searchEntries } from '../../../src/core/retrieval';
import { planUserPatterns } from '../../../src/core/userPatterns';
import { applyPlan, readFromDisk } from '../../../src/store/applyPlan';
import { LearningsStore } from '../../../src/store/learningsStore';
import { NOW, read, snapshot } from './helpers';

const FIXTURE = join(__dirname, '../../fixtures/lifecycle/users');

async function load(root: string, user?: string) {
  const s = new LearningsStore({ roots: [root], home: null, user });
  await s.load();
  return s.entries();
}

describe('lifecycle/users', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'users-'));
    cpSync(FIXTURE, root, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("one user's search never sees another user's learnings (only their own and _global)", async () => {
    const a = await load(root, 'AAAAAAAAAAAA');
    assert.deepEqual([...new Set(a.map((e) => e.user ?? '_global'))].sort(), ['AAAAAAAAAAAA', '_global']);
    assert.deepEqual(searchEntries(a, 'Bluebird'), []);
    assert.deepEqual(searchEntries(await load(root, 'CCCCCCCCCCCC'), 'Bluebird').map((r) => r.id), ['LRN-CCCCCCCCCCCC-20260406-002']);
    assert.deepEqual(searchEntries(a, 'cite').map((r) => r.id), ['LRN-20260301-001']);
  });

  it('the same learning for 3 users becomes PAT-YYYYMMDD-001 with its sources; they become promoted_to_global', async () => {
    const before = snapshot(root);
    const { plan, groups } = planUserPatterns({ entries: await load(root), nowMs: NOW, read: readFromDisk, editor: formatsEditor });
    assert.equal(groups.length, 1, 'CET and Bluebird are single-user learnings');
    assert.deepEqual(groups[0].users, ['AAAAAAAAAAAA', 'BBBBBBBBBBBB', 'CCCCCCCCCCCC']);
    assert.deepEqual(snapshot(root), before, 'planning writes nothing');
    await applyPlan(plan);
    const patterns = read(root, '.learnings/_global/PATTERNS.md')!;
    assert.equal(
      patterns,
      [
        '# Patterns',
        '',
        'Learnings seen for 3 or more users, promoted to all users.',
        '',
        '## [PAT-20260415-001] Wants short answers',
        '',
        '- **Observed in**: AAAAAAAAAAAA, BBBBBBBBBBBB, CCCCCCCCCCCC',
        '- **Pattern**: Give the short answer first, then the details only if asked',
        '- **Global action**: Lead with a one-line answer',
        '- **Promoted from**: [LRN-AAAAAAAAAAAA-20260401-001], [LRN-BBBBBBBBBBBB-20260403-001], [LRN-CCCCCCCCCCCC-20260405-001]',
        '',
      ].join('\n'),
    );
    for (const [u, id] of [['AAAAAAAAAAAA', 'LRN-AAAAAAAAAAAA-20260401-001'], ['BBBBBBBBBBBB', 'LRN-BBBBBBBBBBBB-20260403-001'], ['CCCCCCCCCCCC', 'LRN-CCCCCCCCCCCC-20260405-001']]) {
      const text = read(root, `.learnings/${u}/LEARNINGS.md`)!;
      const block = text.split(`## [${id}]`)[1].split('\n## ')[0];
      assert.match(block, /- \*\*Status\*\*: promoted_to_global\n/);
    }
    assert.match(read(root, '.learnings/AAAAAAAAAAAA/LEARNINGS.md')!, /Timezone is CET[\s\S]*- \*\*Status\*\*: active\n$/);
    assert.match(read(root, '.learnings/_meta/promotion-log.md')!, /PATTERN PAT-20260415-001 "Wants short answers" → \.learnings\/_global\/PATTERNS\.md from LRN-AAAAAAAAAAAA-20260401-001, LRN-BBBBBBBBBBBB-20260403-001, LRN-CCCCCCCCCCCC-20260405-001 \(users AAAAAAAAAAAA, BBBBBBBBBBBB, CCCCCCCCCCCC\)/);
    // The new pattern reads back with its fields; a second pass finds nothing new.
    const after = await load(root);
    const pat = after.find((e) => e.sourceId === 'PAT-20260415-001')!;
    assert.deepEqual(pat.observedIn, ['AAAAAAAAAAAA', 'BBBBBBBBBBBB', 'CCCCCCCCCCCC']);
    assert.equal(pat.promotedFrom?.length, 3);
    const again = planUserPatterns({ entries: after, nowMs: NOW, read: readFromDisk, editor: formatsEditor });
    assert.deepEqual(again.plan.edits, []);
  });

  it('two users are not enough', async () => {
    rmSync(join(root, '.learnings/CCCCCCCCCCCC'), { recursive: true });
    const { groups, plan } = planUserPatterns({ entries: await load(root), nowMs: NOW, read: readFromDisk, editor: formatsEditor });
    assert.equal(groups.length, 0);
    assert.deepEqual(plan.edits, []);
  });
});
