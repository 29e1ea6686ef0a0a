// The benchmark's correctness check, kept quick: on seeded generated learnings (four languages,
// near-duplicate clusters, probes just above and just below 0.85), the gate's indexed search returns
// exactly what the brute-force scan over all entries returns.
import assert from 'node:assert/strict';
import { MERGE_THRESHOLD } from '../../../src/core/gate/dedup';
import { TrigramIndex } from '../../../src/core/gate/trigramIndex';
import { BruteForceScan } from '../../../bench/bruteForce';
import { nearDupDataset } from '../../../bench/generate';
import { refJaccard, refTrigrams } from '../../../bench/textGen';

describe('bench: indexed near-duplicate search equals brute force on generated data', () => {
  const ds = nearDupDataset(3000, 8, 424242);
  const index = new TrigramIndex();
  const brute = new BruteForceScan();
  for (const s of ds.stored) {
    index.add(s.id, s.text);
    brute.add(s.id, s.text);
  }

  it('generates every probe kind, with borderline probes on their side of 0.85', () => {
    const kinds = new Set(ds.probes.map((p) => p.kind));
    assert.deepEqual([...kinds].sort(), ['borderline-above', 'borderline-below', 'exact', 'near', 'novel']);
    const byId = new Map(ds.stored.map((s) => [s.id, s.text]));
    for (const p of ds.probes.filter((x) => x.kind.startsWith('borderline'))) {
      const j = refJaccard(refTrigrams(byId.get(p.from!)!), refTrigrams(p.text));
      if (p.kind === 'borderline-above') assert.ok(j > 0.85 && j <= 0.87, `above: ${j}`);
      else assert.ok(j >= 0.83 && j <= 0.85, `below: ${j}`);
    }
  });

  it('is deterministic for a seed', () => {
    const again = nearDupDataset(50, 2, 424242);
    assert.deepEqual(again.stored.map((s) => s.text), ds.stored.slice(0, 50).map((s) => s.text));
  });

  it('finds the same entries above the threshold, with identical similarities, for every probe', () => {
    let merged = 0;
    for (const p of ds.probes) {
      const got = index.searchAbove(p.text, MERGE_THRESHOLD).map((m) => `${m.id}=${m.similarity}`).sort();
      const want = brute.best(p.text, MERGE_THRESHOLD).above.map((m) => `${m.id}=${m.similarity}`).sort();
      assert.deepEqual(got, want, `${p.kind} probe`);
      if (want.length) merged++;
    }
    assert.ok(merged >= 16, `exact, near and borderline-above probes merge (${merged})`);
  });

  it('agrees with brute force on the nearest entry for novel probes', () => {
    for (const p of ds.probes.filter((x) => x.kind === 'novel')) {
      const b = brute.best(p.text);
      const i = index.best(p.text);
      assert.equal(i?.similarity ?? 0, b.similarity);
      if (i) assert.ok(b.ids.includes(i.id));
    }
  });
});
