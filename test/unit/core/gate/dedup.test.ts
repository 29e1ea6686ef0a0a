import assert from 'node:assert/strict';
import { DedupIndex, withinWindow } from '../../../../src/core/gate/dedup';
import { textSimilarity } from '../../../../src/core/gate/trigrams';

const DAY = 86_400_000;
const NOW = Date.parse('2026-05-01T12:00:00Z');

describe('dedup: exact hash within 30 days, Jaccard > 0.85 merge', () => {
  it('an exact (normalized) repeat within 30 days is a duplicate of the same id', () => {
    const idx = new DedupIndex([{ id: 'LRN-1', text: 'Always use absolute imports in packages', seenAt: NOW - 30 * DAY }]);
    const r = idx.check('  always USE absolute   imports in packages ', NOW);
    assert.equal(r.outcome, 'duplicate');
    assert.equal(r.match?.id, 'LRN-1');
    assert.equal(r.nearest?.similarity, 1);
  });

  it('the same text last seen 31 days ago is not a duplicate (nor merged) — but still the nearest', () => {
    const idx = new DedupIndex([{ id: 'LRN-1', text: 'Always use absolute imports in packages', seenAt: NOW - 31 * DAY }]);
    const r = idx.check('Always use absolute imports in packages', NOW);
    assert.equal(r.outcome, 'new');
    assert.equal(r.nearest?.id, 'LRN-1');
    assert.deepEqual(r.outsideWindow.map((m) => m.id), ['LRN-1']);
  });

  it('window boundary: exactly 30 days is inside, 30 days + 1 ms is outside, undated is inside', () => {
    assert.equal(withinWindow(NOW - 30 * DAY, NOW), true);
    assert.equal(withinWindow(NOW - 30 * DAY - 1, NOW), false);
    assert.equal(withinWindow(undefined, NOW), true);
  });

  it('similarity just above 0.85 merges, just below does not', () => {
    const base = 'Run the database migrations before starting the api server in development mode';
    const above = 'Run the database migrations before starting the api server in development mode!!';
    const below = 'Run the database migrations before you start the api server in dev mode';
    const sa = textSimilarity(base, above);
    const sb = textSimilarity(base, below);
    assert.ok(sa > 0.85 && sa < 1, `above: ${sa}`);
    assert.ok(sb <= 0.85 && sb > 0.5, `below: ${sb}`);
    const idx = new DedupIndex([{ id: 'E', text: base, seenAt: NOW }]);
    const merged = idx.check(above, NOW);
    assert.equal(merged.outcome, 'merged');
    assert.equal(merged.match?.id, 'E');
    assert.equal(idx.check(below, NOW).outcome, 'new');
  });

  it('prefers the exact duplicate over a more recent near duplicate, and touch() moves the window', () => {
    const idx = new DedupIndex([
      { id: 'near', text: 'use pnpm instead of npm in this repo!', seenAt: NOW },
      { id: 'old', text: 'Use pnpm instead of npm in this repo', seenAt: NOW - 40 * DAY },
    ]);
    assert.equal(idx.check('use pnpm instead of npm in this repo', NOW).match?.id, 'near');
    idx.touch('old', NOW - DAY);
    const r = idx.check('use pnpm instead of npm in this repo', NOW);
    assert.equal(r.outcome, 'duplicate');
    assert.equal(r.match?.id, 'old');
  });
});
