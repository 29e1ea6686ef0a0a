// Worked examples computed by hand from the DESIGN.md formulas (±0.01), and the actions they lead to.
import assert from 'node:assert/strict';
import { assessAll, assessEntry } from '../../../src/core/assess';
import { freshnessScore, impactScore, lastSeenAt, parseWhen, scoreEntry, specificitySignals } from '../../../src/core/scorer';
import { DAY, NOW, daysAgo, entry } from './helpers';

const near = (actual: number, expected: number, what: string) => assert.ok(Math.abs(actual - expected) <= 0.01, `${what}: ${actual} ≠ ${expected} ± 0.01`);

describe('lifecycle/scorer: worked examples', () => {
  it('A: recurring correction, seen yesterday, path + function, 3 domains → 0.72 PROMOTE', () => {
    // rec 3/5 = 0.6; fresh exp(−0.693·1/14) = 0.9517; spec 0.4 + 0.3 = 0.7; impact 0.6·1 + 0.4·1/5 = 0.68
    // composite 0.35·0.6 + 0.25·0.9517 + 0.2·0.7 + 0.2·0.68 = 0.21 + 0.2379 + 0.14 + 0.136 = 0.7239
    const e = entry({ recurrence: 3, lastSeen: daysAgo(1), relatedFiles: ['src/read.ts'], functions: ['readFile'], domains: ['efficiency', 'io', 'tools'] });
    const a = assessEntry(e, NOW);
    near(a.scores.recurrence, 0.6, 'recurrence');
    near(a.scores.freshness, 0.9517, 'freshness');
    near(a.scores.specificity, 0.7, 'specificity');
    near(a.scores.impact, 0.68, 'impact');
    near(a.scores.composite, 0.7239, 'composite');
    assert.equal(a.action, 'PROMOTE');
    assert.match(a.reasons[0], /composite 0\.72 ≥ 0\.70/);
  });

  it('B: everything saturated → 1.00 PROMOTE', () => {
    const e = entry({ recurrence: 9, lastSeen: daysAgo(0), relatedFiles: ['a', 'b', 'c', 'd', 'e', 'f'], functions: ['f'], hasExample: true, domains: ['x', 'y', 'z', 'w'] });
    const a = assessEntry(e, NOW);
    near(a.scores.composite, 1, 'composite');
    assert.equal(a.action, 'PROMOTE');
  });

  it('C: seen once 60 days ago, vague → 0.08 PRUNE', () => {
    // rec 0.2; fresh exp(−0.0495·60) = 0.0513; composite 0.07 + 0.0128 = 0.0828
    const a = assessEntry(entry({ recurrence: 1, lastSeen: daysAgo(60), body: 'be careful' }), NOW);
    near(a.scores.freshness, 0.0513, 'freshness');
    near(a.scores.composite, 0.0828, 'composite');
    assert.equal(a.action, 'PRUNE');
  });

  it('D: twice, 14 days (one half-life) ago, a path, 1 domain 2 files → 0.42 KEEP', () => {
    // rec 0.4; fresh 0.5; spec 0.4; impact 0.6/3 + 0.4·2/5 = 0.36; 0.14 + 0.125 + 0.08 + 0.072 = 0.417
    const a = assessEntry(entry({ recurrence: 2, lastSeen: daysAgo(14), relatedFiles: ['a.ts', 'b.ts'], domains: ['web'] }), NOW);
    near(a.scores.freshness, 0.5, 'freshness');
    near(a.scores.impact, 0.36, 'impact');
    near(a.scores.composite, 0.417, 'composite');
    assert.equal(a.action, 'KEEP');
  });

  it('E: no Last-Seen → Logged is used (7 days: 0.707) → 0.25 PRUNE', () => {
    const e = entry({ recurrence: 1, logged: daysAgo(7), firstSeen: daysAgo(100) });
    assert.equal(lastSeenAt(e), NOW - 7 * DAY);
    const a = assessEntry(e, NOW);
    near(a.scores.freshness, 0.7071, 'freshness');
    near(a.scores.composite, 0.2468, 'composite');
    assert.equal(a.action, 'PRUNE');
  });

  it('F: self-improving-agent rule promotes 3 recurrences across 2 tasks within 30 days even at 0.28', () => {
    // rec 0.6; last seen 26 days ago: exp(−1.287) = 0.2761; composite 0.21 + 0.069 = 0.279 (< 0.3)
    const e = entry({ recurrence: 3, tasks: ['task-a', 'task-b'], firstSeen: '2026-03-01', lastSeen: '2026-03-20T12:00:00Z' });
    const a = assessEntry(e, NOW);
    near(a.scores.composite, 0.279, 'composite');
    assert.equal(a.action, 'PROMOTE');
    assert.ok(a.reasons.some((r) => /self-improving-agent rule: recurrence 3 ≥ 3 across 2 tasks within 20 days/.test(r)), a.reasons.join('|'));
    // Same numbers in another format: the rule does not apply.
    assert.equal(assessEntry({ ...e, format: 'per-user' }, NOW).action, 'PRUNE');
    // One task only, or a 40-day span: no.
    assert.equal(assessEntry({ ...e, tasks: ['a', 'a'] }, NOW).action, 'PRUNE');
    assert.equal(assessEntry({ ...e, firstSeen: '2026-02-01' }, NOW).action, 'PRUNE');
  });

  it('G: a quarantined entry is never promoted', () => {
    const e = entry({ recurrence: 5, lastSeen: daysAgo(0), relatedFiles: ['a', 'b', 'c', 'd', 'e'], functions: ['f'], hasExample: true, domains: ['x', 'y', 'z'], status: 'quarantined' });
    const a = assessEntry(e, NOW);
    near(a.scores.composite, 1, 'composite');
    assert.equal(a.action, 'KEEP');
    assert.ok(a.reasons.some((r) => r.includes('quarantined')));
  });

  it('freshness halves every 14 days; a future date counts as today; no date → 0', () => {
    near(freshnessScore(28), 0.25, '28 days');
    assert.equal(freshnessScore(0), 1);
    assert.equal(scoreEntry(entry({ lastSeen: daysAgo(-3) }), NOW).freshness, 1);
    assert.equal(scoreEntry(entry({}), NOW).freshness, 0);
    assert.ok(assessEntry(entry({}), NOW).reasons.some((r) => r.includes('freshness 0')));
  });

  it('impact saturates at 3 domains and 5 files; duplicates count once', () => {
    assert.equal(impactScore(3, 5), 1);
    near(scoreEntry(entry({ domains: ['a', 'A', 'a '], relatedFiles: ['x', 'x'] }), NOW).impact, 0.6 / 3 + 0.4 / 5, 'dedup');
  });

  it('specificity reads paths and calls in the text, not bare product names', () => {
    const s = (body: string) => specificitySignals({ relatedFiles: [], functions: [], hasExample: false, body });
    assert.deepEqual(s('edit src/a.ts first'), { hasPath: true, hasFunction: false, hasExample: false });
    assert.equal(s('run `npm.cmd`').hasPath, false);
    assert.equal(s('uses Node.js and/or Deno').hasPath, false);
    assert.equal(s('call `load(x)` first').hasFunction, true);
    assert.equal(s('retry the API(s)').hasFunction, false);
  });

  it('parses the timestamps people write', () => {
    assert.equal(parseWhen('2026-03-30T17:32:00+08:00'), Date.parse('2026-03-30T09:32:00Z'));
    assert.equal(parseWhen('2026-03-27 18:52'), Date.parse('2026-03-27T18:52:00Z'));
    assert.equal(parseWhen('2026-03-27'), Date.parse('2026-03-27T00:00:00Z'));
    assert.equal(parseWhen('soon'), undefined);
  });

  it('assessAll looks only at open staged entries that can become rules', () => {
    const list = [
      entry({ title: 'staged' }),
      entry({ title: 'promoted', status: 'promoted' }),
      entry({ title: 'pruned', status: 'Pruned' }),
      entry({ title: 'feature', kind: 'feature' }),
      entry({ title: 'hot', tier: 'HOT', format: 'home-memory' }),
      entry({ title: 'global', status: 'promoted_to_global' }),
    ];
    assert.deepEqual(assessAll(list, NOW).map((a) => a.title), ['staged']);
  });
});
