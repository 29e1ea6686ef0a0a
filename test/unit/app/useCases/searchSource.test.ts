// The workspace's search through the segment (LEARNINGS_SEARCH_SEGMENT=on) answers as the in-memory index does,
// before and after a file changes; the editor's synchronous search catches up once the reopened segment is ready.
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workspace } from '../../../../src/app/workspace';
import { searchEntries } from '../../../../src/core/retrieval';
import { prepareSearch } from '../../../../src/app/useCases/searchSource';
import { searchSegmentPaths } from '../../../../src/store/searchSegmentFile';
import { loadSearch } from '../../../../src/store/searchSegmentLoad';
import { SESSION_LISTS } from '../../../../src/app/hooks/injectContext';
import type { SearchRoots } from '../../../../src/app/useCases/context';

function learning(n: number, words: string): string {
  return `## [LRN-20260301-${String(n).padStart(3, '0')}] best_practice\n\n**Logged**: 2026-03-01T10:00:00Z\n**Priority**: high\n**Status**: pending\n**Area**: backend\n\n### Summary\n${words}\n\n### Details\nSeen while ${words} in CI.\n\n---\n\n`;
}

describe('search use case over the segment', function () {
  this.timeout(60_000);
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('equals the in-memory search, and follows an append', async () => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'learnings-search-source-')));
    const root = join(dir, 'project');
    mkdirSync(join(root, '.learnings'), { recursive: true });
    const file = join(root, '.learnings', 'LEARNINGS.md');
    writeFileSync(file, `# Learnings\n\n---\n\n${learning(1, 'docker layer cache misses after a lockfile change')}${learning(2, 'retry the token refresh with backoff')}`);
    writeFileSync(join(root, '.learnings', 'ERRORS.md'), `# Errors\n\n---\n\n${learning(3, 'postgres cursor pagination skips rows')}`);
    const env = { XDG_CACHE_HOME: join(dir, 'cache'), LEARNINGS_SEARCH_SEGMENT: 'on' };
    const ws = await Workspace.open({ roots: [root], home: null, clock: () => new Date(0), env });
    const same = async (q: string) => assert.deepEqual(await ws.searchUnrecorded(q, 10), searchEntries(ws.store.entries(), q, 10), q);
    await prepareSearch(ws);
    const paths = searchSegmentPaths({ roots: [root] }, env);
    assert.ok(existsSync(paths.base), 'the segment was written');
    for (const q of ['docker cache', 'token backoff', 'paginaton', 'lockfil']) await same(q);
    appendFileSync(file, learning(4, 'docker buildx cache mounts for pnpm'));
    await ws.store.refreshFile(file);
    assert.deepEqual((await ws.search('buildx', 10, 'search')).map((r) => r.id), ['LRN-20260301-004']);
    assert.ok(existsSync(paths.delta), 'the appended file went to a delta');
    await same('docker cache');
    await same('buildx pnpm');
  });

  it('a caller that offers it has a large rebuild done apart (once), and a failed one is still searched here', async () => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'learnings-search-apart-')));
    const root = join(dir, 'project');
    mkdirSync(join(root, '.learnings'), { recursive: true });
    writeFileSync(join(root, '.learnings', 'LEARNINGS.md'), `# Learnings\n\n---\n\n${learning(1, 'docker layer cache misses after a lockfile change')}${learning(2, 'retry the token refresh with backoff')}`);
    // Every rebuild counts as large here (over 100 bytes of learnings files).
    const env = { XDG_CACHE_HOME: join(dir, 'cache'), LEARNINGS_SEARCH_SEGMENT: 'on', LEARNINGS_SEARCH_APART_BYTES: '100' };
    const calls: SearchRoots[] = [];
    const logs: string[] = [];
    // Stands in for the editor's `learnings reindex` process: the same build, in this process.
    const apart = async (spec: SearchRoots) => {
      calls.push(spec);
      (await loadSearch({ ...spec, env, lists: SESSION_LISTS })).close();
      return true;
    };
    const open = (rebuildSearchApart: (spec: SearchRoots) => Promise<boolean>) => Workspace.open({ roots: [root], home: null, clock: () => new Date(0), env, rebuildSearchApart, log: (l) => logs.push(l) });
    const ws = await open(apart);
    assert.deepEqual(await ws.searchUnrecorded('docker cache', 10), searchEntries(ws.store.entries(), 'docker cache', 10));
    assert.deepEqual(calls, [{ roots: [root], home: null, user: undefined }], 'rebuilt apart, once');
    const again = await open(apart);
    assert.deepEqual((await again.searchUnrecorded('token backoff', 10)).map((r) => r.id), ['LRN-20260301-002']);
    assert.equal(calls.length, 1, 'the segment it left is used: nothing rebuilt again');
    rmSync(join(dir, 'cache'), { recursive: true, force: true });
    const failed = await open(async () => false);
    assert.deepEqual((await failed.searchUnrecorded('lockfile', 10)).map((r) => r.id), ['LRN-20260301-001'], 'searched all the same');
    assert.ok(logs.some((l) => /did not finish; rebuilding here/.test(l)));
  });
});
