import assert from 'node:assert/strict';
import fc from 'fast-check';
import { SignatureTable } from '../../../../src/core/gate/signatureTable';

describe('signature table (multimap of 32-bit keys)', () => {
  it('returns every document stored under a key, whether added singly, in bulk or after merges', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(40), fc.nat(1000), fc.boolean()), { maxLength: 9000 }), (pairs) => {
        const table = new SignatureTable();
        const expected = new Map<number, number[]>();
        const bulk = pairs.filter(([, , b]) => b);
        table.addMany(Uint32Array.from(bulk, ([k]) => k * 0x01000193), Int32Array.from(bulk, ([, d]) => d), bulk.length);
        for (const [k, d, b] of pairs) {
          if (!b) table.add(k * 0x01000193, d);
          expected.set(k, [...(expected.get(k) ?? []), d]);
        }
        assert.equal(table.size, pairs.length);
        for (let k = 0; k <= 40; k++) {
          const counts = new Int32Array(1001);
          const found: number[] = [];
          table.count((k * 0x01000193) >>> 0, counts, found);
          const want = expected.get(k) ?? [];
          assert.deepEqual(found.sort((a, b) => a - b), [...new Set(want)].sort((a, b) => a - b));
          for (const d of found) assert.equal(counts[d], want.filter((x) => x === d).length);
        }
      }),
      { numRuns: 60 },
    );
  });
});
