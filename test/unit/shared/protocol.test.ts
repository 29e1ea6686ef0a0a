import assert from 'node:assert/strict';
import { parseExtensionMessage, parseWebviewMessage, type DashboardState } from '../../../src/shared/protocol';

describe('dashboard protocol: webview → extension', () => {
  const valid: unknown[] = [
    { type: 'ready' },
    { type: 'select', id: 'LRN-20260101-001' },
    { type: 'select', id: null },
    { type: 'promote', id: 'a' },
    { type: 'promoteAll', ids: ['a', 'b'] },
    { type: 'undo', undoId: '6b0c7d1e-5f7a-4a63-9d55-1d2f0c7a9e11' },
    { type: 'forget', id: 'ERR-20260101-002' },
    { type: 'exportZip' },
    { type: 'search', query: 'pnpm' },
    { type: 'search', query: '' },
    { type: 'refresh' },
    { type: 'openSource', id: 'x' },
  ];
  for (const m of valid) {
    it(`accepts ${JSON.stringify(m)}`, () => {
      const r = parseWebviewMessage(m);
      assert.equal(r.ok, true, r.ok ? '' : r.error);
      if (r.ok) assert.deepEqual(r.message, m);
    });
  }

  const invalid: Array<[string, unknown]> = [
    ['null', null],
    ['a string', 'ready'],
    ['an array', [{ type: 'ready' }]],
    ['no type', { id: 'x' }],
    ['an unknown type', { type: 'deleteEverything' }],
    ['a type with different case', { type: 'Ready' }],
    ['an extra key (strict)', { type: 'ready', html: '<script>' }],
    ['promote without id', { type: 'promote' }],
    ['promote with a list (one click is one learning)', { type: 'promote', ids: ['a'] }],
    ['promote with a number id', { type: 'promote', id: 1 }],
    ['promoteAll with no ids', { type: 'promoteAll', ids: [] }],
    ['promoteAll with a number id', { type: 'promoteAll', ids: [1] }],
    ['promoteAll with too many ids', { type: 'promoteAll', ids: Array.from({ length: 501 }, (_, i) => `id${i}`) }],
    ['forget with an empty id', { type: 'forget', id: '' }],
    ['forget with a control character', { type: 'forget', id: 'a\nb' }],
    ['forget with an overlong id', { type: 'forget', id: 'x'.repeat(513) }],
    ['forget with an object id', { type: 'forget', id: { toString: 'x' } }],
    ['undo without undoId', { type: 'undo' }],
    ['undo with an overlong undoId', { type: 'undo', undoId: 'p'.repeat(65) }],
    ['the old two-step confirm', { type: 'confirmPromote', planId: 'p1' }],
    ['search with a number', { type: 'search', query: 42 }],
    ['search with an overlong query', { type: 'search', query: 'q'.repeat(501) }],
    ['select without id', { type: 'select' }],
  ];
  for (const [name, m] of invalid) {
    it(`rejects ${name}`, () => {
      const r = parseWebviewMessage(m);
      assert.equal(r.ok, false);
      if (!r.ok) assert.ok(r.error.length > 0, 'names what is wrong');
    });
  }
});

describe('dashboard protocol: extension → webview', () => {
  const state: DashboardState = {
    generatedAt: '2026-03-01T00:00:00.000Z',
    totals: { total: 2, byTier: { HOT: 1, staging: 1 }, byStatus: { pending: 2 } },
    admission: [{ at: '2026-03-01', considered: 4, admitted: 3, rate: 0.75, threshold: 0.4, floor: 0.35 }],
    admissionNow: { threshold: 0.4, floor: 0.35 },
    histogram: { bins: [{ from: 0, to: 0.5, count: 1 }, { from: 0.5, to: 1, count: 1 }], scored: 2, promoteAt: 0.7, pruneBelow: 0.3 },
    ready: [{ id: 'a', title: 't', kind: 'learning', tier: 'staging', citation: 'LEARNINGS.md:3', composite: 0.8 }],
    selected: null,
    readOnly: false,
  };

  it('accepts a full state message', () => {
    const r = parseExtensionMessage({ type: 'state', state });
    assert.equal(r.ok, true);
  });

  it('fills reasons with [] when a detail omits them', () => {
    const selected = { id: 'a', title: 't', kind: 'learning', tier: 'staging', citation: 'f:1', body: 'b' };
    const r = parseExtensionMessage({ type: 'state', state: { ...state, selected } });
    assert.ok(r.ok);
    if (r.ok && r.message.type === 'state') assert.deepEqual(r.message.state.selected?.reasons, []);
  });

  it('rejects a score outside [0, 1] and a negative count', () => {
    assert.equal(parseExtensionMessage({ type: 'state', state: { ...state, ready: [{ ...state.ready[0], composite: 1.5 }] } }).ok, false);
    assert.equal(parseExtensionMessage({ type: 'state', state: { ...state, totals: { ...state.totals, total: -1 } } }).ok, false);
  });

  it('accepts a promotion result with diffs and an undo id, and rejects one without files', () => {
    const applied = { type: 'promoteApplied', undoId: 'u', ids: ['a'], what: '"t"', files: [{ file: 'CLAUDE.md', diff: '+x' }], summary: [], changedFiles: ['CLAUDE.md'] };
    assert.equal(parseExtensionMessage(applied).ok, true);
    assert.equal(parseExtensionMessage({ ...applied, files: undefined }).ok, false);
    assert.equal(parseExtensionMessage({ ...applied, undoId: undefined }).ok, false);
  });

  it('accepts an undo answer with refusals per file', () => {
    assert.equal(parseExtensionMessage({ type: 'undoApplied', undoId: 'u', restored: ['CLAUDE.md'], removed: [], refused: [{ file: 'AGENTS.md', reason: 'was edited' }] }).ok, true);
    assert.equal(parseExtensionMessage({ type: 'undoApplied', undoId: 'u', restored: ['CLAUDE.md'], removed: [], refused: ['AGENTS.md'] }).ok, false);
  });

  it('rejects an unknown message type', () => {
    assert.equal(parseExtensionMessage({ type: 'html', html: '<b>' }).ok, false);
  });
});
