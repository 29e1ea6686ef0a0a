import assert from 'node:assert/strict';
import { contentHash, normalize } from '../../../../src/core/gate/normalize';
import { jaccard, textSimilarity, trigramSet } from '../../../../src/core/gate/trigrams';

describe('normalize, hash and trigrams', () => {
  it('lowercases, collapses whitespace and applies NFKC', () => {
    assert.equal(normalize('  Use\tPNPM\n\n  not  NPM  '), 'use pnpm not npm');
    assert.equal(normalize('ＡＢＣ　ｄｅｆ'), 'abc def'); // full-width letters and ideographic space
    assert.equal(normalize('ﬁle'), 'file'); // ligature
  });

  it('hashes the normalized text with SHA-256', () => {
    assert.equal(contentHash('Use PNPM'), contentHash('  use   pnpm '));
    assert.notEqual(contentHash('use pnpm'), contentHash('use npm'));
    assert.match(contentHash('x'), /^[0-9a-f]{64}$/);
    assert.equal(contentHash(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('pads with one space each side and counts code points', () => {
    assert.deepEqual([...trigramSet('ab')].sort(), [' ab', 'ab '].sort());
    assert.deepEqual([...trigramSet('a')], [' a ']);
    assert.equal(trigramSet('').size, 0);
    assert.deepEqual([...trigramSet('不要用')], [' 不要', '不要用', '要用 ']);
    assert.deepEqual([...trigramSet('😀😀')].length, 2); // surrogate pairs are one character
  });

  it('computes exact Jaccard', () => {
    assert.equal(jaccard(new Set(['a', 'b']), new Set(['b', 'c'])), 1 / 3);
    assert.equal(jaccard(new Set(), new Set()), 0);
    assert.equal(textSimilarity('Always use absolute imports', 'always use  ABSOLUTE imports'), 1);
  });
});
