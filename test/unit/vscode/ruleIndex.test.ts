// The CodeLens index (pure: no VS Code): which learned rules name a file or a function.
import * as assert from 'node:assert/strict';
import { emptyEntry, type Entry } from '../../../src/core/model';
import { isLearnedRule, RuleIndex, normalizeFunction } from '../../../src/vscode/codeLens/ruleIndex';
import { normalizePath } from '../../../src/core/retrievalPaths';

function rule(id: string, partial: Partial<Entry>): Entry {
  return emptyEntry({ id, format: 'sia-markdown', kind: 'learning', root: '/w', file: '.learnings/LEARNINGS.md', line: 1, endLine: 2, title: id, ...partial });
}

describe('RuleIndex (CodeLens lookups)', () => {
  it('normalizes paths and function names the way people write them', () => {
    assert.equal(normalizePath('`./src/a.ts`'), 'src/a.ts');
    assert.equal(normalizePath('src\\b\\c.ts:12'), 'src/b/c.ts');
    assert.equal(normalizePath('src/api/client.ts(3,7)'), 'src/api/client.ts', "tsc's location");
    assert.equal(normalizePath('report(2).ts'), 'report(2).ts', 'a name with a number in brackets is a name');
    assert.equal(normalizeFunction('utils.formatDate()'), 'formatDate');
    assert.equal(normalizeFunction('`parseConfig(x, y)`'), 'parseConfig');
  });

  it('finds rules by exact path and by a path suffix, never by a bare name elsewhere', () => {
    const idx = new RuleIndex([rule('A', { relatedFiles: ['src/billing/money.ts'] }), rule('B', { relatedFiles: ['money.ts'] }), rule('C', { relatedFiles: ['lib/money.ts'] })]);
    assert.deepEqual(idx.forFile('src/billing/money.ts').map((e) => e.id).sort(), ['A', 'B']);
    assert.deepEqual(idx.forFile('other/money.tsx').map((e) => e.id), []);
  });

  it('ties a function rule to its files when it names any', () => {
    const idx = new RuleIndex([rule('A', { functions: ['toCents()'], relatedFiles: ['src/billing/money.ts'] }), rule('B', { functions: ['toCents'] })]);
    assert.deepEqual(idx.forFunction('toCents', 'src/billing/money.ts').map((e) => e.id), ['A', 'B']);
    assert.deepEqual(idx.forFunction('toCents', 'src/other.ts').map((e) => e.id), ['B']);
  });

  it('leaves out archived rules, logs, profiles and superseded learnings', () => {
    const idx = new RuleIndex([
      rule('A', { relatedFiles: ['a.ts'], tier: 'archived' }),
      rule('B', { relatedFiles: ['a.ts'], kind: 'log' }),
      rule('C', { relatedFiles: ['a.ts'], status: 'superseded' }),
      rule('D', { relatedFiles: ['a.ts'] }),
    ]);
    assert.deepEqual(idx.forFile('a.ts').map((e) => e.id), ['D']);
  });

  it('leaves quarantined captures out entirely, however they are marked', () => {
    const idx = new RuleIndex([
      rule('Q1', { status: 'quarantined', relatedFiles: ['src/a.ts'], functions: ['run'] }),
      rule('Q2', { fields: { Quarantine: 'instruction-like' }, relatedFiles: ['src/a.ts'] }),
      rule('Q3', { tags: ['quarantined'], functions: ['run'] }),
      rule('OK', { relatedFiles: ['src/a.ts'] }),
    ]);
    assert.deepEqual(idx.forFile('src/a.ts').map((e) => e.id), ['OK']);
    assert.deepEqual(idx.forFunction('run', 'src/a.ts'), []);
  });

  it('calls only promoted and active rules learned rules; pending, staged or cold ones are staged learnings', () => {
    assert.equal(isLearnedRule({ tier: 'promoted', status: undefined }), true);
    assert.equal(isLearnedRule({ tier: 'staging', status: 'promoted' }), true);
    assert.equal(isLearnedRule({ tier: 'staging', status: 'Active' }), true);
    assert.equal(isLearnedRule({ tier: 'HOT', status: undefined }), true);
    assert.equal(isLearnedRule({ tier: 'staging', status: 'pending' }), false);
    assert.equal(isLearnedRule({ tier: 'staging', status: undefined }), false);
    assert.equal(isLearnedRule({ tier: 'COLD', status: undefined }), false);
  });
});
