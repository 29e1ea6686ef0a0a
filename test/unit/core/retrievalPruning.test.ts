// The search's bound (Bm25fIndex.top's minScore, MaxScore): scoring only the documents that hold a strong term
// must give exactly the documents at or above the bound, with exactly their scores, that scoring every document
// gives — over random memories, queries, weights and masked (changed) files.
import assert from 'node:assert/strict';
import { Bm25fIndex } from '../../../src/core/retrievalIndex';
import { searchTerms } from '../../../src/core/retrievalDoc';
import { combine, SegmentReader, singleSource, writeSegment, type SearchSource } from '../../../src/core/searchSegment';
import type { Entry } from '../../../src/core/model';
import { entry } from './helpers';
import { prng as rng } from '../../fixtures/prng';

// Common words and rare ones, so some queries have weak terms and some have none.
const COMMON = ['build', 'test', 'config', 'error', 'cache', 'import', 'deploy', 'retry'];
const RARE = ['pnpm', 'docker', 'vitest', 'kafka', 'redis', 'terraform', 'webpack', 'sqlite', 'grpc', 'mypy'];

function memory(r: () => number, n: number, file: (i: number) => string): Entry[] {
  const pick = (words: string[], k: number) => Array.from({ length: k }, () => words[Math.floor(r() * words.length)]);
  return Array.from({ length: n }, (_, i) =>
    entry({
      file: file(i),
      title: [...pick(COMMON, 1 + Math.floor(r() * 3)), ...(r() < 0.2 ? pick(RARE, 1) : [])].join(' '),
      body: [...pick(COMMON, Math.floor(r() * 6)), ...(r() < 0.3 ? pick(RARE, 1 + Math.floor(r() * 2)) : [])].join(' '),
      tags: r() < 0.3 ? pick(RARE, 1) : [],
    }),
  );
}

const segmentOf = (entries: Entry[], files: string[], withEntries = false) =>
  SegmentReader.fromBytes(writeSegment({ entries, roots: ['/r'], files: files.map((f) => ({ abs: `/r/${f}`, root: '/r', file: f, dupes: false })), terms: searchTerms, withEntries }));

describe('core/retrievalIndex: the search bound', () => {
  for (let seed = 1; seed <= 12; seed++) {
    it(`seed ${seed}: the documents at or above the bound, and their scores, are those of a full scoring`, () => {
      const r = rng(seed);
      const files = ['.learnings/a.md', '.learnings/b.md', '.learnings/c.md', '.learnings/d.md'];
      const entries = memory(r, 400, (i) => files[Math.floor((i * files.length) / 400)]);
      const seg = segmentOf(entries, files);
      let source: SearchSource = singleSource(seg, entries);
      if (seed % 2 === 0) {
        // A changed file: its documents masked in the base, its new entries in a delta part.
        const changed = files[1];
        const fresh = memory(r, 60, () => changed);
        source = combine(seg, new Set([`/r/${changed}`]), segmentOf(fresh, [changed]), fresh);
      }
      const index = new Bm25fIndex(source.parts, source.rank);
      for (let q = 0; q < 25; q++) {
        const words = [...new Set([...Array.from({ length: 1 + Math.floor(r() * 4) }, () => COMMON[Math.floor(r() * COMMON.length)]), ...(r() < 0.7 ? [RARE[Math.floor(r() * RARE.length)]] : [])])];
        const query = words.map((term) => ({ term: searchTerms(entry({ title: term }))![0][0], weight: [1, 0.5, 0.7][Math.floor(r() * 3)], mass: r(), count: 1 }));
        const all = index.top(query, 1_000, 0);
        for (const k of [5, 100]) {
          const full = all.slice(0, k);
          const maxScore = full.length ? full[Math.floor(r() * full.length)][1] * (0.5 + r()) : 1;
          const bounded = index.top(query, k, maxScore);
          const above = (list: typeof full) => list.filter(([, s]) => s >= maxScore);
          assert.deepEqual(above(bounded), above(full), `query ${words.join(' ')} k ${k} bound ${maxScore}`);
        }
      }
    });
  }

  it('a masked file: the live document frequencies from its entries\' terms are those its postings give', () => {
    const r = rng(99);
    const files = ['.learnings/a.md', '.learnings/b.md', '.learnings/c.md'];
    const entries = memory(r, 300, (i) => files[Math.floor((i * files.length) / 300)]);
    const seg = segmentOf(entries, files, true);
    const fresh = memory(r, 40, () => files[2]);
    const delta = segmentOf(fresh, [files[2]]);
    const counted = combine(seg, new Set([`/r/${files[2]}`]), delta, fresh, searchTerms);
    const walked = combine(seg, new Set([`/r/${files[2]}`]), delta, fresh);
    assert.ok(counted.parts[0].maskedTerms, 'the masked part counts its terms');
    const a = new Bm25fIndex(counted.parts, counted.rank);
    const b = new Bm25fIndex(walked.parts, walked.rank);
    for (const w of [...COMMON, ...RARE, 'absent']) {
      const term = searchTerms(entry({ title: w }))![0][0];
      assert.equal(a.df(term), b.df(term), term);
    }
  });
});
