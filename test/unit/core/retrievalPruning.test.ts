// The search's bound (Bm25fIndex.top's minScore, MaxScore): scoring only the documents that hold a strong term
// must give exactly the documents at or above the bound, with exactly their scores, that scoring every document
// gives — over random memories, queries, weights and masked (changed) files.
import assert from 'node:assert/strict';
import { Bm25fIndex } from '../../../src/core/retrievalIndex';
import { readSkips, scoreList, scoreSparse } from '../../../src/core/retrievalScore';
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
  // Seeds 13 on: a memory large enough that the common words' lists have skips (SKIP_MIN), which the weak terms jump by.
  for (let seed = 1; seed <= 16; seed++) {
    const size = seed <= 12 ? 400 : 3_000;
    it(`seed ${seed} (${size} entries): the documents at or above the bound, and their scores, are those of a full scoring`, () => {
      const r = rng(seed);
      const files = ['.learnings/a.md', '.learnings/b.md', '.learnings/c.md', '.learnings/d.md'];
      const entries = memory(r, size, (i) => files[Math.floor((i * files.length) / size)]);
      const seg = segmentOf(entries, files);
      let source: SearchSource = singleSource(seg, entries);
      if (seed % 2 === 0) {
        // A changed file: its documents masked in the base, its new entries in a delta part.
        const changed = files[1];
        const fresh = memory(r, 60, () => changed);
        source = combine(seg, new Set([`/r/${changed}`]), segmentOf(fresh, [changed]), fresh);
      }
      const index = new Bm25fIndex(source.parts, source.rank);
      if (size > 400) assert.ok(source.parts[0].index.postingBytes(searchTerms(entry({ title: 'build' }))![0][0])?.skips, 'a common word\'s list has skips');
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

  it('a list read by its skips for a few documents scores them exactly as reading it whole does', () => {
    const r = rng(7);
    const entries = memory(r, 3_000, () => '.learnings/a.md');
    const seg = segmentOf(entries, ['.learnings/a.md']);
    const index = seg.index;
    const lens = index.lengths();
    const avg = index.maxAvg();
    let sparse = 0;
    for (const word of [...COMMON, ...RARE]) {
      const got = index.postingBytes(searchTerms(entry({ title: word }))![0][0])!;
      if (!got.skips) continue;
      sparse++;
      // Every document of the list, in order, to pick the targets from (and some that do not hold the word).
      const docs: number[] = [];
      scoreList(got.bytes, got.df, lens, undefined, undefined, 0, avg, 1, new Float64Array(3_000), docs);
      for (let trial = 0; trial < 20; trial++) {
        const targets = [...new Set(Array.from({ length: 1 + Math.floor(r() * 12) }, () => (r() < 0.8 ? docs[Math.floor(r() * docs.length)] : Math.floor(r() * 3_000))))].sort((a, b) => a - b);
        const whole = new Float64Array(3_000);
        const marks = new Uint8Array(3_000);
        for (const t of targets) marks[t] = 1;
        scoreList(got.bytes, got.df, lens, undefined, marks, 0, avg, 2.5, whole, []);
        const jumped = new Float64Array(3_000);
        const holds = scoreSparse(got.bytes, got.df, readSkips(got.skips, got.df), targets, lens, 0, avg, 2.5, jumped);
        assert.deepEqual([...jumped], [...whole], `${word}: ${targets.join(',')}`);
        assert.deepEqual(holds, targets.map((t) => docs.includes(t)), `${word}: which hold it`);
      }
    }
    assert.ok(sparse >= COMMON.length, 'the common words have skips');
  });

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
