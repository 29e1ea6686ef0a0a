// A tier move a person asked for, planned by the core (the editor's "Move to Tier…"; usable by the CLI):
// which moves are offered, and the plan's edits.
import * as assert from 'node:assert/strict';
import { formatsEditor } from '../../../src/formats/lifecycleEditor';
import { parseFile } from '../../../src/formats/index';
import { planTierMove, tierMoveTargets } from '../../../src/core/tierMove';

const LEARNINGS = `# Learnings

## [LRN-20261120-001] correction

**Logged**: 2026-11-20T09:31:00Z
**Status**: pending

### Summary
Sum amounts as integer cents

---
`;
const MEMORY = '# Memory (HOT)\n\n- Prefer rg over grep\n- Run the tests before committing\n';

describe('tier moves by hand (core)', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');

  it('archives a project learning by setting its status, and offers only staging/archived', () => {
    const [e] = parseFile({ root: '/w', file: '.learnings/LEARNINGS.md', text: LEARNINGS, rootKind: 'workspace' }).entries;
    assert.deepEqual(tierMoveTargets(e, '/home'), ['archived']);
    const plan = planTierMove(e, 'archived', { homeRoot: '/home', read: () => LEARNINGS, editor: formatsEditor, nowMs: now });
    assert.equal(plan.edits.length, 1);
    assert.match(plan.edits[0].after!, /\*\*Status\*\*: archived/);
    assert.equal(plan.edits[0].after!.replace('archived', 'pending'), LEARNINGS, 'only the status changed');
    assert.throws(() => planTierMove(e, 'promoted', { homeRoot: '/home', read: () => LEARNINGS, editor: formatsEditor, nowMs: now }), /use Promote/);
  });

  it('moves a HOT rule of the personal memory to COLD (archive/) and removes it from memory.md', () => {
    const entries = parseFile({ root: '/home', file: 'memory.md', text: MEMORY, rootKind: 'home' }).entries;
    const e = entries.find((x) => x.title.includes('Prefer rg'))!;
    assert.deepEqual(tierMoveTargets(e, '/home'), ['WARM', 'COLD']);
    const files: Record<string, string> = { 'memory.md': MEMORY };
    const plan = planTierMove(e, 'COLD', { homeRoot: '/home', read: (_r, f) => files[f], editor: formatsEditor, nowMs: now });
    const byFile = new Map(plan.edits.map((x) => [x.file, x]));
    assert.match(byFile.get('archive/memory.md')!.after!, /Prefer rg over grep/);
    assert.ok(!byFile.get('memory.md')!.after!.includes('Prefer rg'));
    assert.ok(byFile.get('memory.md')!.after!.includes('Run the tests before committing'));
  });

  it('moves a HOT rule to WARM in its project file, and refuses a move the entry cannot make, naming it', () => {
    const e = { ...parseFile({ root: '/home', file: 'memory.md', text: MEMORY, rootKind: 'home' }).entries[1]!, namespace: 'project' as const, namespaceName: 'Invoice Kit' };
    const files: Record<string, string> = { 'memory.md': MEMORY };
    const plan = planTierMove(e, 'WARM', { homeRoot: '/home', read: (_r, f) => files[f], editor: formatsEditor, nowMs: now });
    assert.deepEqual(plan.edits.map((x) => x.file).sort(), ['memory.md', 'projects/invoice-kit.md']);
    assert.equal(plan.at, '2026-11-28T12:00:00.000Z');
    assert.throws(() => planTierMove(e, 'archived', { homeRoot: '/home', read: (_r, f) => files[f], editor: formatsEditor, nowMs: now }), /"Run the tests before committing" cannot be moved to archived by hand: it can go to WARM, COLD/);
  });
});
