import assert from 'node:assert/strict';
import fc from 'fast-check';
import { TrigramIndex, type Match } from '../../../../src/core/gate/trigramIndex';
import { jaccard, trigramSet } from '../../../../src/core/gate/trigrams';
import { scanTexts } from '../../../../src/core/gate/trigramScan';
import { DedupIndex } from '../../../../src/core/gate/dedup';

const DAY = 86_400_000;

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

describe('trigram index signatures (long texts, bulk build, pending merges)', () => {
  // Long texts from a small vocabulary in several scripts: many parts per document, many shared trigrams.
  const vocab = ['retry', 'network', 'pnpm', 'lockfile', 'テスト', '不要用', 'Straße', 'ＡＢＣ', 'ﬁle', '🙂ok', 'cache', 'flaky', 'build'];
  const longText = fc.array(fc.nat(vocab.length - 1), { minLength: 20, maxLength: 120 }).map((ws) => ws.map((w) => vocab[w]).join(' '));
  const edits = fc.array(fc.nat(5000), { maxLength: 12 });

  it('equals brute force on long near-duplicate clusters, built in bulk or one by one', () => {
    fc.assert(
      fc.property(longText, fc.array(edits, { minLength: 1, maxLength: 20 }), edits, fc.constantFrom(0.85, 0.9, 0.95), (base, mutations, qEdits, t) => {
        const docs = mutations.map((m, i): [string, string] => [`e${i}`, mutate(base, m)]);
        const query = mutate(base, qEdits);
        const oneByOne = build(docs);
        const bulk = new TrigramIndex();
        bulk.addAll(docs);
        const expected = bruteAbove(docs, query, t);
        assert.deepEqual(bulk.searchAbove(query, t), expected);
        assert.deepEqual(oneByOne.searchAbove(query, t), expected);
        assert.deepEqual(bulk.best(query), bruteBest(docs, query));
      }),
      { numRuns: 200 },
    );
  });

  it('accepts the gate trigram set and the text alike (same keys, emoji and NFKC included)', () => {
    const texts = ['ＡＢＣ ﬁle 🙂🙂 ok', 'abc file 🙂🙂 ok', 'Straße 不要用 テスト', '\ud800 lone surrogate'];
    const idx = new TrigramIndex();
    idx.addAll(texts.map((x, i) => [`t${i}`, trigramSet(x)] as const));
    for (const x of texts) {
      assert.deepEqual(idx.searchAbove(x, 0.85), idx.searchAbove(trigramSet(x), 0.85));
      assert.deepEqual(idx.best(x), idx.best(trigramSet(x)));
    }
    assert.deepEqual(idx.searchAbove('abc file 🙂🙂 ok', 0.85).map((m) => m.similarity), [1, 1]);
  });

  it('keeps exact results across hundreds of single adds (thousands of pending signatures merged on the way)', () => {
    const idx = new TrigramIndex();
    const docs: [string, string][] = [];
    for (let i = 0; i < 600; i++) {
      const text = `learning ${i % 50} about ${vocab[i % vocab.length]} and ${vocab[(i * 7) % vocab.length]} step ${i}`;
      docs.push([`d${i}`, text]);
      idx.add(`d${i}`, text);
    }
    let found = 0;
    for (const [, q] of docs.filter((_, i) => i % 37 === 0)) {
      const hits = idx.searchAbove(q, 0.85);
      assert.deepEqual(hits, bruteAbove(docs, q, 0.85));
      found += hits.length;
    }
    assert.ok(found >= 17, `each stored text finds at least itself (${found})`);
  });
});

describe('trigram keys (text and trigram set give the same trigrams)', () => {
  it('matches the gate jaccard on arbitrary Unicode, lone surrogates and astral code points included', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'Ａ', 'ﬁ', '不', '\ud83d\ude42', '\ud800', '\udc00', 'ß', '\u3000'), maxLength: 30 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        const want = jaccard(trigramSet(a), trigramSet(b));
        for (const stored of [a, trigramSet(a)]) {
          for (const query of [b, trigramSet(b)]) {
            const idx = new TrigramIndex();
            idx.add('a', stored);
            assert.equal(idx.best(query)?.similarity ?? 0, want);
            assert.deepEqual(idx.searchAbove(query, 0.85), want > 0.85 ? [{ id: 'a', similarity: want }] : []);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('single check without an index (scanTexts) and DedupIndex', () => {
  it('scanTexts answers what the index answers, duplicate ids included', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(12), sentence), { maxLength: 25 }), sentence, fc.constantFrom(0.5, 0.85, 0.9), (rows, query, t) => {
        const idx = new TrigramIndex();
        const order = new Map<string, string>();
        for (const [n, text] of rows) {
          idx.add(`e${n}`, text);
          order.delete(`e${n}`);
          order.set(`e${n}`, text);
        }
        const scan = scanTexts([...order].map(([id, text]) => ({ id, text })), query, t);
        assert.deepEqual(scan.above, idx.searchAbove(query, t));
        assert.deepEqual(scan.best, idx.best(query));
      }),
      { numRuns: 400 },
    );
  });

  it('DedupIndex gives the same result on its first check (a scan) and its later ones (the index)', () => {
    fc.assert(
      fc.property(sentence, fc.array(fc.array(fc.nat(200), { maxLength: 4 }), { minLength: 1, maxLength: 20 }), fc.array(fc.nat(200), { maxLength: 3 }), (base, mutations, qEdits) => {
        const candidates = mutations.map((m, i) => ({ id: `e${i % 7}`, text: mutate(base, m), seenAt: i * DAY }));
        const query = mutate(base, qEdits);
        const dedup = new DedupIndex(candidates);
        const first = dedup.check(query, 40 * DAY);
        assert.deepEqual(dedup.check(query, 40 * DAY), first);
      }),
      { numRuns: 300 },
    );
  });
});
