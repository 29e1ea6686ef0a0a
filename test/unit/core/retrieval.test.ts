// Search: fan out, normalise, gate at 0.05, cap at 50, link boosts, citations on the heading line.
import assert from 'node:assert/strict';
import { MAX_RESULTS, searchEntries } from '../../../src/core/retrieval';
import { entry } from './helpers';

describe('lifecycle/retrieval', () => {
  it('ranks title matches first, relevance in [0,1], citations file:line', () => {
    const a = entry({ id: 'A', title: 'Grep before reading files', body: 'use grep with offsets', file: '.learnings/LEARNINGS.md', line: 12 });
    const b = entry({ id: 'B', title: 'Commit style', body: 'mention grep in commit messages rarely', line: 30 });
    const c = entry({ id: 'C', title: 'Unrelated', body: 'nothing to see' });
    const r = searchEntries([a, b, c], 'grep');
    assert.deepEqual(r.map((x) => x.id), ['A', 'B']);
    assert.equal(r[0].score, 1);
    assert.ok(r[1].score > 0 && r[1].score < 1);
    assert.equal(r[0].citation, '.learnings/LEARNINGS.md:12');
    assert.equal(r[0].tier, 'staging');
  });

  it('finds by prefix and with a typo', () => {
    const a = entry({ id: 'A', title: 'Absolute imports in packages', body: '' });
    assert.deepEqual(searchEntries([a], 'absol').map((x) => x.id), ['A']);
    assert.deepEqual(searchEntries([a], 'imprts').map((x) => x.id), ['A']);
  });

  it('home memory results carry their tier by location', () => {
    const hot = entry({ id: 'H', format: 'home-memory', kind: 'rule', file: 'memory.md', title: 'tabs not spaces', tier: 'HOT' });
    const cold = entry({ id: 'C', format: 'home-memory', kind: 'rule', file: 'archive/memory.md', title: 'tabs for go', tier: 'COLD' });
    assert.deepEqual(searchEntries([hot, cold], 'tabs').map((x) => x.tier).sort(), ['COLD', 'HOT']);
  });

  it('superseded_by pulls in the newer version above its source; depends_on ×1.2; similar_to ×0.8', () => {
    const old = entry({ id: 'OLD', sourceId: 'LRN-1', title: 'deploy with fabric', links: [{ type: 'superseded_by', target: 'LRN-2' }, { type: 'depends_on', target: 'LRN-3' }] });
    const neu = entry({ id: 'NEW', sourceId: 'LRN-2', title: 'ship via the pipeline', body: '' });
    const dep = entry({ id: 'DEP', sourceId: 'LRN-3', title: 'vpn access', body: '' });
    const r = searchEntries([old, neu, dep], 'fabric');
    assert.deepEqual(r.map((x) => x.id), ['NEW', 'DEP', 'OLD']);
    assert.ok(r[0].boosts?.[0].includes('superseded_by from LRN-1'));
    assert.ok(r[0].score <= 1);
    // similar_to only discounts a target that matched on its own.
    const s1 = entry({ id: 'S1', title: 'cache keys', links: [{ type: 'similar_to', target: 'S2' }] });
    const s2 = entry({ id: 'S2', title: 'cache keys' });
    const r2 = searchEntries([s1, s2], 'cache keys');
    assert.equal(r2[0].id, 'S1');
    assert.ok(Math.abs(r2[1].score - 0.8) < 0.01, String(r2[1].score));
    assert.deepEqual(searchEntries([s1, entry({ id: 'S3', title: 'other' })], 'cache').map((x) => x.id), ['S1']);
  });

  it('returns at most 50 and drops relevance below 0.05; never the log lines', () => {
    const many = Array.from({ length: 120 }, (_, i) => entry({ id: `M${i}`, title: `webpack tip ${i}`, body: 'webpack' }));
    assert.equal(searchEntries(many, 'webpack').length, MAX_RESULTS);
    // One mention deep in a long body ranks well below a title/tag match.
    const weak = entry({ id: 'W', title: 'x', body: `${'filler words '.repeat(1000)}webpack` });
    const strong = entry({ id: 'S', title: 'webpack webpack webpack', tags: ['webpack'], body: 'webpack webpack' });
    const r = searchEntries([strong, weak], 'webpack');
    assert.deepEqual(r.map((x) => x.id), ['S', 'W']);
    assert.ok(r[1].score < 0.5, String(r[1].score));
    // A word every entry holds is worth almost nothing: matching only it falls below 0.05 of the best.
    const common = Array.from({ length: 60 }, (_, i) => entry({ id: `N${i}`, title: `topic ${i}`, body: 'release notes' }));
    assert.deepEqual(searchEntries([...common, entry({ id: 'R', title: 'webpack notes', body: 'release notes' })], 'webpack notes').map((x) => x.id), ['R']);
    assert.deepEqual(searchEntries([entry({ kind: 'log', title: 'webpack' })], 'webpack'), []);
    assert.deepEqual(searchEntries([strong], '   '), []);
  });
});

describe('core/retrieval: each learning once', () => {
  it('a promoted learning is found once: its .knowledge copy (written by promote, citing its source) is not a second result', () => {
    const learning = entry({ id: 'LRN-1', title: 'Sum invoice amounts as integer cents', tier: 'promoted', status: 'promoted' });
    const copy = entry({ id: '.knowledge/billing_sum_invoice_amounts_20261128.md', title: 'Sum invoice amounts as integer cents', format: 'knowledge', kind: 'knowledge', file: '.knowledge/billing_sum_invoice_amounts_20261128.md', tier: 'promoted', fields: { Source: '.learnings/LEARNINGS.md:7 (LRN-1)', Promoted: '2026-11-28', 'Rule in': 'CLAUDE.md' } });
    const note = entry({ id: '.knowledge/handwritten.md', title: 'Invoice amounts are cents in the ledger export', format: 'knowledge', kind: 'knowledge', file: '.knowledge/handwritten.md', tier: 'promoted' });
    const ids = searchEntries([learning, copy, note], 'invoice amounts cents').map((r) => r.id);
    assert.ok(ids.includes('LRN-1'));
    assert.ok(!ids.includes(copy.id), 'the derived copy is not a result');
    assert.ok(ids.includes(note.id), 'a knowledge note a person wrote is a learning and is found');
  });
});

describe('lifecycle/retrieval over a store-held array', () => {
  it('gives the same results from the whole array as from its searchable part (log lines sharing an id are not link targets)', () => {
    const a = entry({ id: 'A', title: 'Rotate the signing key yearly', body: '', links: [{ type: 'superseded_by', target: 'LRN-2' }] });
    const log = entry({ id: 'LRN-2', kind: 'log', title: 'promoted LRN-2', body: '' });
    const b = entry({ id: 'LRN-2', sourceId: 'LRN-2', title: 'Rotate keys through the vault job', body: '' });
    const all = [a, log, b];
    assert.deepEqual(searchEntries(all, 'signing key'), searchEntries([a, b], 'signing key'));
    assert.deepEqual(searchEntries(all, 'signing key').map((r) => r.id), ['A', 'LRN-2'], 'the newer version is pulled in, not the log line');
  });
});
