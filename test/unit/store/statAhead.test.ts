// The file stamps taken on two threads (src/store/statAhead.ts) are exactly those one thread takes, whatever the
// files are (missing, a folder, under a file, changed) and whether the worker runs or not; a large memory's open
// uses them and still sees an edit.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LearningsSearch } from '../../../src/core/retrieval';
import { statFileSync } from '../../../src/store/readLearningsFile';
import { loadSearch } from '../../../src/store/searchSegmentLoad';
import { STAT_AHEAD_MIN_TABLE_BYTES, StatAhead } from '../../../src/store/statAhead';
import { largeMemoryMark, startEarlyWorker, takeEarlyWorker } from '../../../src/store/statWorker';
import { hookRootOf } from '../../../src/cli/argv';
import { put, removeDir, tempDir } from './helpers';

describe('store/statAhead: file stamps on two threads', () => {
  let dir: string;
  beforeEach(() => (dir = tempDir('learnings-stat-ahead-')));
  afterEach(() => removeDir(dir));

  function paths(n: number): string[] {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const p = join(dir, `f${i % 7}`, `${i}.md`);
      if (i % 11 === 3) out.push(join(dir, `gone-${i}.md`)); // missing
      else if (i % 13 === 5) out.push(join(dir, `f${i % 7}`)); // a folder, not a file
      else if (i % 17 === 7) out.push(join(dir, 'f0', '0.md', 'below-a-file.md')); // ENOTDIR
      else {
        mkdirSync(join(dir, `f${i % 7}`), { recursive: true });
        writeFileSync(p, 'x'.repeat(i % 50));
        out.push(p);
      }
    }
    return out;
  }

  it('gives every path the stamp statFileSync gives, with the worker stating part of them', async () => {
    const list = paths(3_000);
    const ahead = StatAhead.start();
    assert.ok(ahead, 'a worker starts here');
    ahead.give(list);
    await new Promise((r) => setTimeout(r, 150)); // the worker runs ahead on its own for a while
    const got = ahead.stamps();
    assert.equal(got.size, new Set(list).size);
    for (const p of list) assert.deepEqual(got.get(p), statFileSync(p), p);
    assert.ok([...got.values()].some((s) => s === undefined) && [...got.values()].some((s) => s !== undefined));
    assert.ok(ahead.workerShare > 0, 'the worker took part of them');
  });

  it('is started only for a large file table, which marks its roots; the launcher then starts the worker for such a root only', () => {
    const cache = join(dir, 'cache');
    const root = join(dir, 'big-project');
    assert.equal(StatAhead.forTable(STAT_AHEAD_MIN_TABLE_BYTES - 1, [root], cache), undefined);
    assert.ok(!existsSync(largeMemoryMark(cache, root)));
    const ahead = StatAhead.forTable(STAT_AHEAD_MIN_TABLE_BYTES, [root], cache);
    assert.ok(ahead);
    ahead.close();
    assert.ok(existsSync(largeMemoryMark(cache, root)), 'the root is marked');
    const early = (argv: string[], env: Record<string, string | undefined>) => {
      startEarlyWorker(cache, hookRootOf(argv, env));
      const w = takeEarlyWorker();
      void w?.terminate();
      return w !== undefined;
    };
    assert.equal(early(['node', 'cli.js', '--root', root, 'hook', 'claude'], {}), true);
    assert.equal(early(['node', 'cli.js', `--root=${root}`, 'hook', 'claude'], {}), true);
    assert.equal(early(['node', 'cli.js', 'hook', 'claude'], { CLAUDE_PROJECT_DIR: root }), true);
    assert.equal(early(['node', 'cli.js', '--root', join(dir, 'small-project'), 'hook', 'claude'], { CLAUDE_PROJECT_DIR: root }), false);
    assert.equal(takeEarlyWorker(), undefined, 'taken once');
    // The memory shrinks (entries forgotten, archived): the worker the launcher started for the mark finds a small table,
    // the mark goes, and the launcher no longer starts a worker for it.
    startEarlyWorker(cache, root);
    assert.equal(StatAhead.forTable(STAT_AHEAD_MIN_TABLE_BYTES - 1, [root], cache), undefined);
    assert.equal(takeEarlyWorker(), undefined, 'the early worker was taken (and stopped)');
    assert.ok(!existsSync(largeMemoryMark(cache, root)), 'the mark of a memory no longer large is removed');
    assert.equal(early(['node', 'cli.js', '--root', root, 'hook', 'claude'], {}), false);
  });

  it('gives the same stamps when this thread takes them all at once (the worker not started yet) or after a close', () => {
    const list = paths(500);
    const a = StatAhead.start()!;
    a.give(list);
    const first = a.stamps(); // at once: the worker has not run yet, so this thread states them (nothing waits)
    for (const p of list) assert.deepEqual(first.get(p), statFileSync(p), p);
    const b = StatAhead.start()!;
    b.close(); // no worker at all
    b.give(list);
    const second = b.stamps();
    for (const p of list) assert.deepEqual(second.get(p), statFileSync(p), p);
  });

  it('a memory with a file table over the threshold opens from its segment and still sees an edit', async function () {
    this.timeout(120_000);
    const root = join(dir, 'project');
    const home = join(dir, 'home');
    mkdirSync(home, { recursive: true });
    const env = { XDG_CACHE_HOME: join(dir, 'cache') };
    const files = 2_400;
    for (let i = 0; i < files; i++) {
      put(root, `.learnings/area-${String(i).padStart(4, '0')}/LEARNINGS.md`, `# Learnings\n\n## [LRN-20260101-${String(i).padStart(3, '0')}] correction\n\n**Logged**: 2026-01-01T00:00:00Z\n**Priority**: medium\n**Status**: pending\n**Area**: backend\n\n### Summary\nUse the staging bucket number ${i} for uploads\n\n### Details\nThe production bucket rejects test uploads.\n\n---\n`);
    }
    const hourAgo = Date.now() / 1000 - 3600;
    const search = async (q: string) => {
      const loaded = await loadSearch({ roots: [root], home, env });
      try {
        return { how: loaded.how, ids: new LearningsSearch(loaded.source).search(q).map((r) => r.id) };
      } finally {
        loaded.close();
      }
    };
    await search('staging'); // builds the segment
    const big = join(root, '.learnings/area-1234/LEARNINGS.md');
    for (let i = 0; i < files; i++) {
      const p = join(root, `.learnings/area-${String(i).padStart(4, '0')}/LEARNINGS.md`);
      utimesSync(p, hourAgo, hourAgo);
    }
    await search('staging'); // rebuilt once the files are out of the racy margin
    const again = await search('staging');
    assert.equal(again.how, 'segment');
    writeFileSync(big, readFileSync(big, 'utf8').replace('staging bucket number 1234', 'wombat bucket number 1234'));
    const edited = await search('wombat');
    assert.equal(edited.how, 'delta', 'the edit is seen');
    assert.equal(edited.ids.length, 1);
    // The table was large enough for the second thread (else this test would not test it).
    const { openSegmentFile, searchSegmentPaths } = await import('../../../src/store/searchSegmentFile');
    const seg = openSegmentFile(searchSegmentPaths({ roots: [root], home }, env).base)!;
    try {
      assert.ok(seg.reader.fileTableBytes >= STAT_AHEAD_MIN_TABLE_BYTES, `${seg.reader.fileTableBytes} bytes`);
    } finally {
      seg.close();
    }
  });
});
