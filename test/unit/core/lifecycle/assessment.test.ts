// Assessment on the cases real files bring: dates only in per-user ids, freshness from the last use, one rounding
// that never contradicts the decision, the recurrence rule as the reason, low scores explained, errors promoted
// only by their fix, and labels instead of scores for what is not assessed.
import assert from 'node:assert/strict';
import { assessAll, assessEntry, isAssessable, lastUses, notScoredLabel } from '../../../../src/core/assess';
import { emptyEntry, type Entry } from '../../../../src/core/model';
import { fixText, isDerivedRecord, ruleText } from '../../../../src/core/ruleText';
import { cutScore, dateFromId, formatScore, lastSeenAt, reaches } from '../../../../src/core/scorer';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
let n = 0;
const entry = (p: Partial<Entry> = {}): Entry =>
  emptyEntry({ id: `T-${++n}`, format: 'sia-markdown', kind: 'learning', root: '/r', file: '.learnings/LEARNINGS.md', line: n, endLine: n, title: `t ${n}`, ...p });

describe('core/lifecycle: assessment', () => {
  it('reads the date in LRN-<user>-YYYYMMDD-NNN, LRN-YYYYMMDD-NNN and PAT ids; not in other ids or impossible dates', () => {
    assert.equal(dateFromId('LRN-AbCdEfGhIjKl-20260415-003'), Date.parse('2026-04-15T00:00:00Z'));
    assert.equal(dateFromId('ERR-20260102-001'), Date.parse('2026-01-02T00:00:00Z'));
    assert.equal(dateFromId('PAT-20260301-010'), Date.parse('2026-03-01T00:00:00Z'));
    assert.equal(dateFromId('LRN-20260231-001'), undefined);
    assert.equal(dateFromId('a1b2c3d4'), undefined);
    assert.equal(lastSeenAt({ sourceId: 'LRN-AbCdEfGhIjKl-20260520-001' }), Date.parse('2026-05-20T00:00:00Z'));
    assert.equal(lastSeenAt({ sourceId: 'LRN-20260520-001', logged: '2026-05-01' }), Date.parse('2026-05-01T00:00:00Z'), 'a written date wins');
  });

  it('the last use keeps a learning fresh: a year-old entry cited yesterday is not stale', () => {
    const old = entry({ logged: '2025-06-01T00:00:00Z', recurrence: 2, relatedFiles: ['src/a.ts'] });
    const unused = assessEntry(old, NOW);
    const used = assessEntry(old, NOW, NOW - DAY);
    assert.ok(unused.scores.freshness < 0.001);
    assert.ok(used.scores.freshness > 0.95, String(used.scores.freshness));
    assert.equal(unused.action, 'PRUNE');
    assert.notEqual(used.action, 'PRUNE');
    assert.ok(unused.reasons.some((r) => /freshness 0\.00: last seen 366 days ago/.test(r)), unused.reasons.join(' | '));
    const uses = lastUses([{ id: old.id, at: '2026-05-20T00:00:00Z' }, { id: old.id, at: '2026-05-31T00:00:00Z' }, { id: old.id, at: '2027-01-01T00:00:00Z' }], NOW);
    assert.equal(uses.get(old.id), Date.parse('2026-05-31T00:00:00Z'), 'latest use, future lines ignored');
    assert.deepEqual(assessAll([old], NOW, uses).map((a) => a.action), [used.action]);
  });

  it('one rounding: the shown composite is cut, never rounded across a threshold; decisions use the unrounded value', () => {
    assert.equal(formatScore(0.6996), '0.69');
    assert.equal(formatScore(0.7), '0.70');
    assert.equal(formatScore(0.58), '0.58', 'binary noise (0.58·100 = 57.99…) does not cut a cent');
    assert.equal(formatScore(0.29999), '0.29');
    assert.equal(cutScore(0.5169, 3), 0.516);
    assert.ok(reaches(0.7, 0.7) && !reaches(0.6996, 0.7));
    // For every composite, the shown number and the action agree.
    for (let i = 0; i <= 1000; i++) {
      const c = i / 1000 + 0.00049;
      const shown = Number(formatScore(c));
      assert.equal(shown >= 0.7, reaches(c, 0.7), `${c}`);
      assert.equal(shown < 0.3, !reaches(c, 0.3), `${c}`);
    }
  });

  it('the recurrence rule is the reason it promotes; the composite is not called "keep maturing" beside it', () => {
    const e = entry({ recurrence: 3, tasks: ['a', 'b'], firstSeen: '2026-05-10', lastSeen: '2026-05-25T00:00:00Z' });
    const a = assessEntry(e, NOW);
    assert.equal(a.action, 'PROMOTE');
    assert.match(a.reasons[0], /^self-improving-agent rule: recurrence 3 ≥ 3 across 2 tasks within 15 days/);
    assert.ok(a.reasons.every((r) => !/keep maturing/.test(r)), a.reasons.join(' | '));
    assert.match(a.reasons[1], /composite 0\.\d\d is below 0\.70 on its own/);
  });

  it('says why a score is low, axis by axis', () => {
    const a = assessEntry(entry({ recurrence: 1, body: 'be careful' }), NOW);
    assert.equal(a.action, 'PRUNE');
    assert.match(a.reasons[0], /composite 0\.07 < 0\.30: a candidate for `learnings archive` \(never archived by promote\)/);
    assert.ok(a.reasons.includes('recurrence 0.20: seen 1 time (full at 5)'));
    assert.ok(a.reasons.some((r) => r.startsWith('freshness 0: no Last-Seen/Logged/First-Seen date')));
    assert.ok(a.reasons.some((r) => r.startsWith('specificity 0.00: no file path, function or example')));
  });

  it('an error is promoted by its fix; an error with no fix is not promotable, with that reason', () => {
    const strong = { recurrence: 5, lastSeen: '2026-06-01', relatedFiles: ['a', 'b', 'c', 'd', 'e'], functions: ['f'], hasExample: true, domains: ['x', 'y', 'z'] };
    const withFix = entry({ kind: 'error', title: 'Build failed: cannot resolve module', sections: { Error: 'Failed to resolve ./x', 'Suggested Fix': 'Add the `.js` extension to relative imports in ESM packages' }, ...strong });
    const noFix = entry({ kind: 'error', title: 'Build failed: cannot resolve module', sections: { Error: 'Failed to resolve ./x' }, ...strong });
    assert.equal(assessEntry(withFix, NOW).action, 'PROMOTE');
    assert.equal(ruleText(withFix), 'Add the `.js` extension to relative imports in ESM packages');
    const a = assessEntry(noFix, NOW);
    assert.equal(a.action, 'KEEP');
    assert.ok(a.reasons.some((r) => /an error with no fix .*not promotable/.test(r)), a.reasons.join(' | '));
  });

  it('finds the fix where each format writes it, skipping bookkeeping', () => {
    assert.equal(fixText({ sections: { Resolution: '- **Resolved**: 2026-05-01T10:00:00Z\n- **Notes**: Pinned the runner image to ubuntu-22.04' }, fields: {} }), 'Pinned the runner image to ubuntu-22.04');
    assert.equal(fixText({ sections: { Workaround: 'Set `NODE_OPTIONS=--max-old-space-size=4096` before the build:\n```\nexport X\n```' }, fields: {} }), 'Set `NODE_OPTIONS=--max-old-space-size=4096` before the build');
    assert.equal(fixText({ sections: {}, fields: { 'resolution.fix': 'Retry with exponential backoff' } }), 'Retry with exponential backoff');
    assert.equal(fixText({ sections: {}, fields: { suggested_fix: 'Quote the YAML value' } }), 'Quote the YAML value');
    assert.equal(fixText({ sections: {}, fields: { Action: 'Use the staging database for load tests' } }), 'Use the staging database for load tests');
    assert.equal(fixText({ sections: { 'Suggested Fix': 'TBD' }, fields: {} }), undefined);
    assert.equal(
      fixText({ sections: {}, fields: {}, title: 'Flaky upload test', body: 'The upload test timed out on CI. Fixed by raising the per-test timeout to 10 s.' }),
      'Flaky upload test: Fixed by raising the per-test timeout to 10 s.',
    );
    assert.equal(fixText({ sections: { Error: 'boom' }, fields: {}, body: 'It failed.' }), undefined);
  });

  it('per-user memory, profiles and PAT entries are never assessed (never promoted into project rules, never archived)', () => {
    const base = { recurrence: 9, lastSeen: '2026-06-01', relatedFiles: ['a', 'b', 'c', 'd', 'e'], domains: ['x', 'y', 'z'] };
    const perUser = [
      entry({ format: 'per-user', user: 'AbCdEfGhIjKl', sourceId: 'LRN-AbCdEfGhIjKl-20260501-001', file: '.learnings/AbCdEfGhIjKl/LEARNINGS.md', ...base }),
      entry({ format: 'per-user', kind: 'learning', sourceId: 'PAT-20260501-001', file: '.learnings/_global/PATTERNS.md', ...base }),
      entry({ format: 'sia-markdown', kind: 'profile', file: '.learnings/PROFILE.md', ...base }),
    ];
    assert.deepEqual(perUser.map(isAssessable), [false, false, false]);
    assert.deepEqual(assessAll(perUser, NOW), []);
    assert.equal(notScoredLabel(perUser[0]), 'per-user memory (not scored for project rules)');
  });

  it('HOT/WARM/COLD rules and derived records get a label, not a meaningless score', () => {
    assert.equal(notScoredLabel(entry({ format: 'home-memory', kind: 'rule', tier: 'HOT', file: 'memory.md' })), 'HOT rule (placed by use, not scored)');
    assert.equal(notScoredLabel(entry({ tier: 'staging' })), undefined);
    const copy = entry({ format: 'knowledge', kind: 'knowledge', file: '.knowledge/build_x_20260415.md', fields: { Source: '.learnings/LEARNINGS.md:7 (LRN-1)', Promoted: '2026-04-15' } });
    assert.equal(isDerivedRecord(copy), true);
    assert.equal(isDerivedRecord({ ...copy, fields: {} }), false, 'a hand-written knowledge note is a learning');
    assert.equal(isDerivedRecord(entry({ format: 'promotion-log', kind: 'log', file: '.learnings/_meta/promotion-log.md' })), true);
    assert.equal(isDerivedRecord(entry({ format: 'jsonl', kind: 'learning', file: '.learnings/_meta/usage.jsonl' })), true);
    assert.equal(isDerivedRecord(entry({})), false);
  });
});
