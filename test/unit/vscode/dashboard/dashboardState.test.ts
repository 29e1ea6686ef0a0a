import assert from 'node:assert/strict';
import { emptyEntry, type Entry } from '../../../../src/core/model';
import { parseExtensionMessage } from '../../../../src/shared/protocol';
import {
  BODY_LIMIT,
  buildDashboardState,
  computeTotals,
  histogramBins,
  learningDetail,
  readyToPromote,
  statusKey,
} from '../../../../src/vscode/dashboard/dashboardState';
import type { AssessedLearning } from '../../../../src/vscode/dashboard/dashboardSource';

function entry(id: string, over: Partial<Entry> = {}): Entry {
  return emptyEntry({ id, format: 'sia-markdown', kind: 'learning', root: '/r', file: '.learnings/LEARNINGS.md', line: 10, endLine: 20, title: `title ${id}`, ...over });
}
function assessed(id: string, composite: number, action: AssessedLearning['action']): AssessedLearning {
  return { id, scores: { recurrence: 1, freshness: 0.5, specificity: 0.4, impact: 0.2, composite }, action, reasons: [`${action} because`] };
}

describe('dashboard state: totals', () => {
  it('counts every tier (zeros included) and statuses written in different ways under one key', () => {
    const t = computeTotals([
      entry('a', { tier: 'HOT', status: 'Pending' }),
      entry('b', { tier: 'staging', status: 'pending ' }),
      entry('c', { tier: 'staging', status: 'in progress' }),
      entry('d', { tier: 'promoted', status: 'in_progress' }),
      entry('e', { tier: 'COLD' }),
    ]);
    assert.equal(t.total, 5);
    assert.deepEqual(t.byTier, { HOT: 1, WARM: 0, COLD: 1, staging: 2, promoted: 1, archived: 0 });
    assert.deepEqual(t.byStatus, { pending: 2, in_progress: 2, unset: 1 });
  });

  it('counts a promoted learning once: its .knowledge/ copy and the promotion-log lines are not learnings', () => {
    const learning = entry('LRN-1', { tier: 'promoted', status: 'promoted' });
    const t = computeTotals([
      learning,
      entry('k', { tier: 'promoted', format: 'knowledge', kind: 'knowledge', file: '.knowledge/billing_cents_20261128.md', fields: { Source: '.learnings/LEARNINGS.md:7, LRN-1', Promoted: '2026-11-28', 'Rule in': 'CLAUDE.md' } }),
      entry('log1', { tier: 'promoted', format: 'promotion-log', kind: 'log', file: '.learnings/_meta/promotion-log.md' }),
      entry('log2', { tier: 'promoted', format: 'promotion-log', kind: 'log', file: '.learnings/_meta/promotion-log.md' }),
      entry('u', { format: 'jsonl', kind: 'log', file: '.learnings/_meta/usage.jsonl' }),
      entry('d', { tier: 'archived', format: 'discard-log', kind: 'discarded', file: 'knowledge/_discarded/LOG.md' }),
    ]);
    assert.equal(t.total, 1);
    assert.equal(t.byTier.promoted, 1);
    assert.equal(t.byTier.archived, 0);
  });

  it('statusKey normalises case, spaces and dashes', () => {
    assert.equal(statusKey(' Won-t Fix '), 'won_t_fix');
    assert.equal(statusKey(undefined), 'unset');
    assert.equal(statusKey('   '), 'unset');
  });
});

describe('dashboard state: histogram bins', () => {
  it('makes ten bins of 0.1 over [0, 1]', () => {
    const bins = histogramBins([]);
    assert.equal(bins.length, 10);
    assert.deepEqual(bins[0], { from: 0, to: 0.1, count: 0 });
    assert.deepEqual(bins[9], { from: 0.9, to: 1, count: 0 });
    assert.equal(bins[7]!.from, 0.7, 'the promote cut-off is a bin edge');
  });

  it('puts cut-off values in the bin that starts at them and 1.0 in the last bin', () => {
    const bins = histogramBins([0, 0.3, 0.7, 0.69999, 1, 0.05]);
    assert.equal(bins[0]!.count, 2);
    assert.equal(bins[3]!.count, 1);
    assert.equal(bins[6]!.count, 1);
    assert.equal(bins[7]!.count, 1);
    assert.equal(bins[9]!.count, 1);
    assert.equal(bins.reduce((n, b) => n + b.count, 0), 6);
  });

  it('clamps out-of-range scores and skips NaN', () => {
    const bins = histogramBins([-0.2, 1.4, Number.NaN, Number.POSITIVE_INFINITY]);
    assert.equal(bins[0]!.count, 1);
    assert.equal(bins[9]!.count, 1);
    assert.equal(bins.reduce((n, b) => n + b.count, 0), 2);
  });

  it('honours another bin count', () => {
    const bins = histogramBins([0.1, 0.6], 4);
    assert.deepEqual(bins.map((b) => b.count), [1, 0, 1, 0]);
    assert.deepEqual(bins.map((b) => b.to), [0.25, 0.5, 0.75, 1]);
  });
});

describe('dashboard state: ready list and detail', () => {
  const entries = [entry('a'), entry('b'), entry('c'), entry('d')];
  it('lists only what the core marked PROMOTE, strongest first, ties by id, and skips ids no longer indexed', () => {
    const ready = readyToPromote(entries, [assessed('b', 0.8, 'PROMOTE'), assessed('a', 0.9, 'PROMOTE'), assessed('c', 0.8, 'PROMOTE'), assessed('d', 0.95, 'KEEP'), assessed('gone', 1, 'PROMOTE')]);
    assert.deepEqual(ready.map((r) => r.id), ['a', 'b', 'c']);
    assert.equal(ready[0]!.citation, '.learnings/LEARNINGS.md:10');
    assert.equal(ready[0]!.composite, 0.9);
  });

  it('says why a learning below the promotion score is ready (the recurrence rule), next to its composite', () => {
    const sia: AssessedLearning = {
      id: 'b',
      scores: { recurrence: 0.8, freshness: 0.6, specificity: 0.5, impact: 0.3, composite: 0.616 },
      action: 'PROMOTE',
      reasons: ['composite 0.62 between 0.30 and 0.70: keep maturing', 'self-improving-agent rule: recurrence 3 ≥ 3 across 2 tasks within 23 days'],
    };
    const ready = readyToPromote(entries, [assessed('a', 0.9, 'PROMOTE'), sia], 100, 0.7);
    assert.equal(ready[0]!.readyBecause, undefined, 'a composite ≥ 0.70 needs no other reason');
    assert.equal(ready[1]!.readyBecause, 'self-improving-agent rule: recurrence 3 ≥ 3 across 2 tasks within 23 days');
    const d = learningDetail(entry('b'), sia, undefined, 0.7);
    assert.equal(d.readyBecause, ready[1]!.readyBecause);
    assert.deepEqual(d.reasons, ['self-improving-agent rule: recurrence 3 ≥ 3 across 2 tasks within 23 days'], '"keep maturing" no longer describes it');
    const state = buildDashboardState({ entries, assessed: [assessed('a', 0.9, 'PROMOTE'), sia], admission: [], admissionNow: { threshold: 0.4, floor: 0.35 }, thresholds: { promoteAt: 0.7, pruneBelow: 0.3 }, selectedId: null, readOnly: false, now: '2026-03-01T00:00:00.000Z' });
    assert.equal(state.ready.length, 2);
    assert.equal(state.histogram.bins.filter((b) => b.from >= 0.7 - 1e-9).reduce((n, b) => n + b.count, 0), 1, 'the bars show one at or above 0.70');
    assert.equal(state.histogram.readyByRule, 1, 'and the histogram says the other one is ready by the rule');
  });

  it('caps the list', () => {
    assert.equal(readyToPromote(entries, entries.map((e) => assessed(e.id, 0.8, 'PROMOTE')), 2).length, 2);
  });

  it('a detail carries the core scores, its action and reasons, and cuts very long bodies', () => {
    const d = learningDetail(entry('a', { body: 'x'.repeat(BODY_LIMIT + 50) }), assessed('a', 0.75, 'PROMOTE'), { novelty: 0.6, threshold: 0.4 });
    assert.equal(d.scores?.action, 'PROMOTE');
    assert.equal(d.scores?.composite, 0.75);
    assert.deepEqual(d.reasons, ['PROMOTE because']);
    assert.equal(d.admission?.novelty, 0.6);
    assert.equal(d.body.length, BODY_LIMIT + 1);
    assert.ok(d.body.endsWith('…'));
  });

  it('builds a state the protocol accepts, with the selection resolved and an unknown selection cleared', () => {
    const base = { entries, assessed: [assessed('a', 0.9, 'PROMOTE'), assessed('b', 0.2, 'PRUNE')], admission: [], admissionNow: { threshold: 0.3, floor: 0.35 }, thresholds: { promoteAt: 0.7, pruneBelow: 0.3 }, readOnly: false, now: '2026-03-01T00:00:00.000Z' };
    const s = buildDashboardState({ ...base, selectedId: 'b' });
    assert.equal(s.selected?.id, 'b');
    assert.equal(s.histogram.scored, 2);
    assert.equal(s.histogram.bins[9]!.count, 1);
    assert.equal(s.histogram.bins[2]!.count, 1);
    assert.equal(parseExtensionMessage({ type: 'state', state: s }).ok, true);
    assert.equal(buildDashboardState({ ...base, selectedId: 'nope' }).selected, null);
  });
});
