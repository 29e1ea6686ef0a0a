import assert from 'node:assert/strict';
import { appendEntry, renderEntry, type EntryDraft } from '../../../src/formats/index';
import { parseText } from './helpers';

const base: EntryDraft = {
  id: 'LRN-20260601-001',
  kind: 'learning',
  title: 'Pin the Node version in CI',
  category: 'best_practice',
  priority: 'high',
  status: 'pending',
  area: 'infra',
  logged: '2026-06-01T09:00:00Z',
  details: 'CI picked up Node 22 and the build broke.',
  action: 'Set node-version: 20 in the workflow.',
  source: 'error',
  relatedFiles: ['.github/workflows/ci.yml'],
  tags: ['ci', 'node'],
  seeAlso: ['ERR-20260531-002'],
  patternKey: 'harden.ci_versions',
  recurrence: 2,
  firstSeen: '2026-05-30',
  lastSeen: '2026-06-01',
};

describe('formats/render', () => {
  it('self-improving-agent LRN block reads back to the same fields', () => {
    const text = appendEntry('# Learnings\n', renderEntry('sia-markdown', base));
    const [e] = parseText('.learnings/LEARNINGS.md', text).entries;
    assert.deepEqual([e.id, e.kind, e.category, e.title, e.priority, e.status, e.logged], [base.id, 'learning', 'best_practice', base.title, 'high', 'pending', base.logged]);
    assert.deepEqual([e.domains, e.relatedFiles, e.tags, e.patternKey, e.recurrence], [['infra'], base.relatedFiles, base.tags, base.patternKey, 2]);
    assert.deepEqual(e.links, [{ type: 'see_also', target: 'ERR-20260531-002' }]);
    assert.deepEqual([e.firstSeen, e.lastSeen], ['2026-05-30', '2026-06-01']);
    assert.ok(text.endsWith('---\n'));
  });

  it('ERR and FEAT blocks use their own sections', () => {
    const err = renderEntry('sia-markdown', { ...base, id: 'ERR-20260601-001', kind: 'error', category: 'npm_ci', error: 'npm ERR! code EINTEGRITY' });
    assert.match(err, /### Error\n```\nnpm ERR! code EINTEGRITY\n```/);
    assert.match(err, /### Suggested Fix/);
    const [e] = parseText('.learnings/ERRORS.md', err).entries;
    assert.deepEqual([e.kind, e.title, e.hasExample], ['error', base.title, true]);
    const feat = renderEntry('sia-markdown', { ...base, id: 'FEAT-20260601-001', kind: 'feature', category: 'zip_export' });
    assert.match(feat, /### Requested Capability\nPin the Node version in CI/);
    assert.equal(parseText('.learnings/FEATURE_REQUESTS.md', feat).entries[0].kind, 'feature');
  });

  it('per-user LRN, PAT and FUP blocks', () => {
    const U = 'Ab3_xY9-Qw1z';
    const lrn = renderEntry('per-user', { ...base, id: `LRN-${U}-20260601-001`, category: 'preference', context: 'asked for a summary', status: 'active' });
    const [l] = parseText(`.learnings/${U}/LEARNINGS.md`, lrn).entries;
    assert.deepEqual([l.id, l.user, l.title, l.category, l.status, l.fields.Context], [`LRN-${U}-20260601-001`, U, base.title, 'preference', 'active', 'asked for a summary']);
    const pat = renderEntry('per-user', { id: 'PAT-20260601-001', kind: 'pattern', title: 'Answer first', observedIn: ['a', 'b', 'c'], promotedFrom: ['LRN-a-20260101-001', 'LRN-b-20260102-001'], action: 'Lead with the answer' });
    const [p] = parseText('.learnings/_global/PATTERNS.md', pat).entries;
    assert.deepEqual([p.kind, p.observedIn, p.promotedFrom, p.namespace], ['pattern', ['a', 'b', 'c'], ['LRN-a-20260101-001', 'LRN-b-20260102-001'], 'global']);
    const fup = renderEntry('per-user', { id: `FUP-${U}-20260601-001`, kind: 'follow-up', title: 'Interview on Friday', logged: '2026-06-01', priority: 'high' });
    const [f] = parseText(`.learnings/${U}/FOLLOW_UPS.md`, fup).entries;
    assert.deepEqual([f.kind, f.status, f.priority, f.logged], ['follow-up', 'pending', 'high', '2026-06-01']);
  });

  it('JSON entry file and JSON Lines line follow the seed entry format', () => {
    const draft: EntryDraft = { ...base, id: 'a1b2c3d4', kind: 'correction', type: 'correction', domain: 'ci', functions: ['setupNode'], trigger: 'user correction', hash: '9f8e', scores: { composite: 0.5 } };
    const json = renderEntry('json-entry', draft, '\r\n');
    assert.ok(json.includes('\r\n  "id": "a1b2c3d4",\r\n'));
    const o = JSON.parse(json);
    assert.deepEqual(Object.keys(o), ['id', 'type', 'timestamp', 'content', 'context', 'recurrence', 'hash', 'scores', 'status', 'promoted_to']);
    const [e] = parseText('.learnings/entries/correction/x.json', json).entries;
    assert.deepEqual([e.id, e.type, e.domains, e.functions, e.relatedFiles, e.recurrence, e.status], ['a1b2c3d4', 'correction', ['ci'], ['setupNode'], base.relatedFiles, 2, 'pending']);
    const line = renderEntry('jsonl', draft);
    assert.equal(line.split('\n').length, 2);
    assert.equal(parseText('.learnings/log.jsonl', line).entries[0].id, 'a1b2c3d4');
  });

  it('home-memory rule bullet and correction bullet', () => {
    const rule = renderEntry('home-memory', { id: 'x', kind: 'rule', title: 'Prefer pnpm' });
    assert.equal(rule, '- Prefer pnpm\n');
    const mem = appendEntry('# Memory\n\n- Reply in English\n', rule);
    assert.deepEqual(parseText('memory.md', mem, 'home').entries.map((e) => e.title), ['Reply in English', 'Prefer pnpm']);
    const corr = renderEntry('home-memory', { id: 'x', kind: 'correction', title: 'Changed "npm" → "pnpm"', logged: '2026-06-01T14:05:00Z', category: 'technical', context: 'chat' });
    const text = `# Corrections\n\n## 2026-06-01\n${corr}`;
    const [c] = parseText('corrections.md', text, 'home').entries;
    assert.deepEqual([c.id, c.category, c.fields.Confirmed], ['corrections.md#2026-06-01 14:05', 'technical', 'pending (1/3)']);
  });

  it('discard-log, promotion-log, knowledge and single-entry', () => {
    const d = renderEntry('discard-log', { id: 'b7c8', kind: 'discarded', title: 'Docstrings only', logged: '2026-06-01', scores: { composite: 0.214 }, reason: 'no decisions' });
    assert.equal(d, '- 2026-06-01 b7c8 — Docstrings only (score 0.21): no decisions\n');
    assert.equal(parseText('knowledge/_discarded/LOG.md', d).entries[0].logged, '2026-06-01');
    const p = renderEntry('promotion-log', { id: 'PAT-1', kind: 'log', title: 'Answer first', logged: '2026-06-01', promotedFrom: ['LRN-a-1', 'LRN-b-1'], promotedTo: '_global/PATTERNS.md' });
    assert.equal(p, '- 2026-06-01: LRN-a-1, LRN-b-1 → _global/PATTERNS.md (Answer first)\n');
    const k = renderEntry('knowledge', { ...base, domain: 'ci' });
    const [ke] = parseText('.knowledge/ci_pin_node.md', k).entries;
    assert.deepEqual([ke.title, ke.tier, ke.domains, ke.fields.id], [base.title, 'promoted', ['ci'], base.id]);
    const s = renderEntry('single-entry', base);
    const [se] = parseText('.learnings/learning-20260601-pin-node.md', s).entries;
    assert.deepEqual([se.title, se.category, se.priority], [base.title, 'best_practice', 'high']);
  });
});
