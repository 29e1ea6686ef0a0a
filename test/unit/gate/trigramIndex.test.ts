import assert from 'node:assert/strict';
import fc from 'fast-check';
import { TrigramIndex, type Match } from '../../../src/core/gate/trigramIndex';
import { jaccard, trigramSet } from '../../../src/core/gate/trigrams';

// Brute force over Set<string> — a code path independent of the index's interned integer arrays.
function bruteAbove(docs: [string, string][], query: string, t: number): Match[] {
  const q = trigramSet(query);
  return docs
    .map(([id, text], i) => ({ id, i, similarity: jaccard(q, trigramSet(text)) }))
    .filter((m) => m.similarity > t)
    .sort((a, b) => b.similarity - a.similarity || a.i - b.i)
    .map(({ id, similarity }) => ({ id, similarity }));
}
function bruteBest(docs: [string, string][], query: string): Match | undefined {
  const q = trigramSet(query);
  let best: Match | undefined;
  for (const [id, text] of docs) {
    const s = jaccard(q, trigramSet(text));
    if (s > 0 && (!best || s > best.similarity)) best = { id, similarity: s };
  }
  return best;
}
function build(docs: [string, string][]): TrigramIndex {
  const idx = new TrigramIndex();
  for (const [id, text] of docs) idx.add(id, text);
  return idx;
}

// Small alphabets make collisions and near-duplicates likely; mutations create borderline pairs.
const word = fc.stringMatching(/^[abcde不要用]{1,6}$/);
const sentence = fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join(' '));
function mutate(s: string, edits: number[]): string {
  let out = s;
  for (const e of edits) {
    const pos = e % (out.length + 1);
    out = e % 3 === 0 ? out.slice(0, pos) + out.slice(pos + 1) : out.slice(0, pos) + 'xyz'[e % 3] + out.slice(pos);
  }
  return out;
}

describe('trigram index (indexed == brute force)', () => {
  it('returns exactly the brute-force matches and best match on random sets', () => {
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 0, maxLength: 30 }), sentence, fc.constantFrom(0.5, 0.7, 0.85, 0.9), (texts, query, t) => {
        const docs = texts.map((x, i): [string, string] => [`e${i}`, x]);
        const idx = build(docs);
        assert.deepEqual(idx.searchAbove(query, t), bruteAbove(docs, query, t));
        assert.deepEqual(idx.best(query), bruteBest(docs, query));
      }),
      { numRuns: 300 },
    );
  });

  it('returns exactly the brute-force matches on near-duplicate sets around 0.85', () => {
    fc.assert(
      fc.property(sentence, fc.array(fc.array(fc.nat(200), { maxLength: 4 }), { minLength: 1, maxLength: 25 }), fc.array(fc.nat(200), { maxLength: 3 }), (base, mutations, qEdits) => {
        const docs = mutations.map((m, i): [string, string] => [`e${i}`, mutate(base, m)]);
        const query = mutate(base, qEdits);
        const idx = build(docs);
        assert.deepEqual(idx.searchAbove(query, 0.85), bruteAbove(docs, query, 0.85));
        assert.deepEqual(idx.best(query), bruteBest(docs, query));
      }),
      { numRuns: 400 },
    );
  });

  it('handles a pair exactly at 0.85 (not above) and one just above', () => {
    // A has 20 trigrams; B shares 17 of them and adds none: J = 17/20 = 0.85 exactly → not > 0.85.
    const a = new Set(Array.from({ length: 20 }, (_, i) => `t${i}`));
    const b = new Set(Array.from({ length: 17 }, (_, i) => `t${i}`));
    const c = new Set(Array.from({ length: 18 }, (_, i) => `t${i}`)); // 18/20 = 0.9
    const idx = new TrigramIndex();
    idx.add('b', b);
    idx.add('c', c);
    assert.equal(jaccard(a, b), 0.85);
    assert.deepEqual(idx.searchAbove(a, 0.85), [{ id: 'c', similarity: 0.9 }]);
    assert.deepEqual(idx.best(a), { id: 'c', similarity: 0.9 });
  });

  it('breaks ties by insertion order, supports removal and re-adding', () => {
    const idx = new TrigramIndex();
    idx.add('first', 'use pnpm not npm');
    idx.add('second', 'use pnpm not npm');
    assert.equal(idx.best('use pnpm not npm')?.id, 'first');
    idx.remove('first');
    assert.equal(idx.size, 1);
    assert.deepEqual(idx.searchAbove('use pnpm not npm', 0.85), [{ id: 'second', similarity: 1 }]);
    idx.add('second', 'something else entirely');
    assert.deepEqual(idx.searchAbove('use pnpm not npm', 0.85), []);
  });

  it('returns nothing for an empty query or an empty index', () => {
    const idx = new TrigramIndex();
    assert.deepEqual(idx.searchAbove('abc', 0.85), []);
    assert.equal(idx.best('abc'), undefined);
    idx.add('x', 'abc');
    assert.deepEqual(idx.searchAbove('   ', 0.85), []);
    assert.equal(idx.best(''), undefined);
  });

  it('works on CJK text', () => {
    const idx = new TrigramIndex();
    idx.add('zh', '提交代码前不要用 git add . 要指定具体文件');
    assert.equal(idx.searchAbove('提交代码前不要用 git add . 要指定具体文件。', 0.85)[0]?.id, 'zh');
  });
});
