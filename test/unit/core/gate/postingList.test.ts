import assert from 'node:assert/strict';
import fc from 'fast-check';
import { PostingList } from '../../../../src/core/gate/postingList';

describe('posting list (varint gaps)', () => {
  it('decodes exactly the ascending documents pushed, small and huge gaps alike', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 2 ** 30 })), { maxLength: 300 }), fc.boolean(), (gaps, sized) => {
        const docs: number[] = [];
        let d = -1;
        for (const g of gaps) docs.push((d = Math.min(d + g, 2 ** 31 - 1 - (gaps.length - docs.length))));
        const unique = [...new Set(docs)];
        const list = new PostingList();
        if (sized) list.reserve(unique.reduce((n, x, i) => n + PostingList.gapBytes(x - (i ? unique[i - 1] : -1)), 0));
        for (const x of unique) list.push(x);
        const out = new Int32Array(unique.length);
        assert.equal(list.decode(out), unique.length);
        assert.deepEqual([...out], unique);
        assert.equal(list.count, unique.length);
        if (sized) assert.equal(list.data.length, list.bytes, 'a reserved list is sized exactly');
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a document that is not after the last one', () => {
    const list = new PostingList();
    list.push(5);
    assert.throws(() => list.push(5), /not after/);
  });
});
