// The search segment is derived data: whatever happens to the learnings files (appends, edits of the same size,
// new files, deletes, an id repeated across files, an edit in the same mtime tick) and to the segment files
// (truncated, garbage), a search opened from it ranks exactly as a fresh parse plus a fresh in-memory search, and the
// hooks' context is the same text with the same learnings. A steady state opens without parsing anything.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { LearningsSearch, searchEntries } from '../../../src/core/retrieval';
import { LearningsStore } from '../../../src/store/learningsStore';
import { loadSearch, RebuildDeferred } from '../../../src/store/searchSegmentLoad';
import { readReverified } from '../../../src/store/searchSegmentDirs';
import { searchSegmentPaths } from '../../../src/store/searchSegmentFile';
import { buildAdditionalContext, buildPromptContext, promptMatches, SESSION_LISTS } from '../../../src/app/hooks/injectContext';
import { put, removeDir, tempDir } from './helpers';

const VOCAB = ['webpack', 'lockfile', 'rollback', 'docker', 'layer', 'signing', 'token', 'expiry', 'retry', 'backoff', 'alias', 'jest', 'timeout', 'schema', 'vacuum', 'postgres', 'cursor', 'pagination'];
const FILES = ['.learnings/LEARNINGS.md', '.learnings/ERRORS.md', '.learnings/_global/LEARNINGS.md', '.learnings/notes/LEARNINGS.md', 'HOME:memory.md', 'HOME:projects/project.md'];
/** The random edits also touch the promotion log, the one learnings file kept in _meta (listed, not stamped). */
const EDITED = [...FILES, '.learnings/_meta/promotion-log.md'];
const QUERIES = ['docker layer', 'lockfile rollback', 'token expiry retry backoff', 'postgr', 'paginaton cursor', 'schema'];
const PROMPTS = ['why does the docker layer cache miss', 'the signing token expiry broke the retry', 'jest timeout in src/jest.ts again', 'postgres vacuum and cursor pagination'];

const pick = (seed: number, n: number) => Array.from({ length: n }, (_, i) => VOCAB[(seed * 7 + i * 5) % VOCAB.length]).join(' ');

/** One sia-markdown learning; ids come from a small range, so the same id turns up in two files now and then. */
function learning(seed: number): string {
  const id = `LRN-20260102-${String(seed % 13).padStart(3, '0')}`;
  const status = ['pending', 'promoted', 'resolved', 'pending'][seed % 4];
  const link = seed % 5 === 0 ? `- Superseded By: LRN-20260102-${String((seed + 1) % 13).padStart(3, '0')}\n` : seed % 7 === 0 ? `- Depends On: LRN-20260102-${String((seed + 2) % 13).padStart(3, '0')}\n` : '';
  return `## [${id}] best_practice\n\n**Logged**: 2026-02-${String((seed % 27) + 1).padStart(2, '0')}T09:00:00Z\n**Priority**: medium\n**Status**: ${status}\n**Area**: tooling\n\n### Summary\nCheck ${pick(seed, 3)}\n\n### Details\nSeen when ${pick(seed + 2, 7)} failed twice.\n\n### Suggested Action\nUse ${pick(seed + 5, 2)}\n\n### Metadata\n- Related Files: src/${VOCAB[seed % VOCAB.length]}.ts\n- Tags: ${VOCAB[(seed + 3) % VOCAB.length]}\n${link}\n---\n\n`;
}

function fileText(file: string, seed: number, count: number): string {
  if (file === 'HOME:memory.md') return `# Memory (HOT)\n\n## Rules\n\n${Array.from({ length: count }, (_, i) => `- Prefer ${pick(seed + i, 3)}`).join('\n')}\n`;
  if (file === 'HOME:projects/project.md') return `# project\n\n${Array.from({ length: count }, (_, i) => `- Remember ${pick(seed + i, 4)}`).join('\n')}\n`;
  return `# Learnings\n\n---\n\n${Array.from({ length: count }, (_, i) => learning(seed + i)).join('')}`;
}

type Op = { kind: 'append' | 'create'; file: number; seed: number; old: boolean } | { kind: 'editSameSize' | 'delete' | 'editInSameTick'; file: number } | { kind: 'truncateSegment' | 'garbageSegment' | 'dropDelta' | 'ageFolders' };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('append' as const, 'create' as const), file: fc.nat(EDITED.length - 1), seed: fc.nat(500), old: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('editSameSize' as const, 'delete' as const, 'editInSameTick' as const), file: fc.nat(EDITED.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('truncateSegment' as const, 'garbageSegment' as const, 'dropDelta' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('ageFolders' as const) }) },
);

describe('search segment', function () {
  this.timeout(300_000);
  let dir: string;
  afterEach(() => removeDir(dir));

  function workspace() {
    dir = tempDir('learnings-segment-');
    const root = join(dir, 'project');
    const home = join(dir, 'home');
    const env = { XDG_CACHE_HOME: join(dir, 'cache') };
    const abs = (f: string) => (f.startsWith('HOME:') ? join(home, f.slice(5)) : join(root, f));
    const paths = searchSegmentPaths({ roots: [root], home }, env);
    const open = () => loadSearch({ roots: [root], home, env, lists: SESSION_LISTS });
    const walks: boolean[] = [];
    /** Every folder of both roots made an hour old (so the next walk's folder stamps are trusted after it). */
    const ageFolders = () => {
      const t = Date.now() / 1000 - 3600;
      const visit = (d: string) => {
        if (!existsSync(d)) return;
        for (const e of readdirSync(d, { withFileTypes: true })) if (e.isDirectory()) visit(join(d, e.name));
        utimesSync(d, t, t);
      };
      visit(root);
      visit(home);
    };
    /** Segment search and context against a fresh parse and a fresh in-memory search. */
    const check = async () => {
      const loaded = await open();
      try {
        const store = new LearningsStore({ roots: [root], home });
        await store.load();
        const entries = store.entries();
        const seg = new LearningsSearch(loaded.source);
        for (const q of QUERIES) assert.deepEqual(seg.search(q), searchEntries(entries, q), `search ${q}`);
        for (const prompt of PROMPTS) {
          const files = prompt.includes('src/') ? ['src/jest.ts'] : [];
          const req = { entries, root, home, prompt, files };
          const a = buildPromptContext({ ...req, entries: [], index: seg });
          const b = buildPromptContext(req);
          assert.equal(a.text, b.text, `prompt ${prompt}`);
          assert.deepEqual(a.used.map((e) => e.id), b.used.map((e) => e.id));
          const why = (ms: ReturnType<typeof promptMatches>) => ms.map((m) => [m.entry.id, m.score, m.why]);
          assert.deepEqual(why(promptMatches({ ...req, entries: [], index: seg })), why(promptMatches(req)));
        }
        const session = { root, home, files: [], project: 'project' };
        const s = buildAdditionalContext({ ...session, entries: [], candidates: (name) => (name === 'files' ? [] : loaded.list(name)) });
        const t = buildAdditionalContext({ ...session, entries });
        assert.equal(s.text, t.text);
        assert.deepEqual(s.used.map((e) => e.id), t.used.map((e) => e.id));
        walks.push(loaded.walked);
        return loaded.how;
      } finally {
        loaded.close();
      }
    };
    return { root, home, abs, paths, check, ageFolders, walks };
  }

  it('random edits: the segment (base + delta − changed files) searches exactly as a fresh parse and build', async () => {
    const hows: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        const w = workspace();
        let oldStamp = Date.now() / 1000 - 7200;
        const age = (p: string, old: boolean) => {
          const t = old ? (oldStamp += 1) : Date.now() / 1000;
          if (existsSync(p)) utimesSync(p, t, t);
        };
        EDITED.forEach((f, i) => put(f.startsWith('HOME:') ? w.home : w.root, f.replace('HOME:', ''), fileText(f, i * 11, 3)));
        EDITED.forEach((f) => age(w.abs(f), true));
        assert.equal(await w.check(), 'rebuilt');
        assert.equal(await w.check(), 'segment', 'nothing changed: nothing parsed, nothing rebuilt');
        for (const op of ops) {
          if (op.kind === 'ageFolders') {
            w.ageFolders();
            await w.check(); // walks: the folders moved
            assert.equal(await w.check(), 'segment');
            assert.equal(w.walks[w.walks.length - 1], false, 'no folder changed since the last walk: no walk');
            continue;
          }
          if (!('file' in op)) {
            const p = op.kind === 'dropDelta' ? w.paths.delta : w.paths.base;
            if (!existsSync(p)) continue;
            if (op.kind === 'dropDelta') unlinkSync(p);
            else writeFileSync(p, op.kind === 'truncateSegment' ? readFileSync(p).subarray(0, Math.floor(readFileSync(p).length / 2)) : Buffer.from('LXSEG garbage'));
            const how = await w.check();
            if (op.kind !== 'dropDelta') assert.equal(how, 'rebuilt', 'a broken segment is rebuilt');
            continue;
          }
          const f = EDITED[op.file];
          const p = w.abs(f);
          const before = existsSync(p) ? readFileSync(p, 'utf8') : '';
          const sameSize = (text: string) => text.replace(/(Check|Prefer|Remember) (\w)/, (_m, w0: string, c: string) => `${w0} ${c === 'x' ? 'y' : 'x'}`);
          if (op.kind === 'editInSameTick') {
            if (!before) continue;
            const tick = Math.floor(Date.now() / 1000);
            utimesSync(p, tick, tick);
            await w.check();
            writeFileSync(p, sameSize(before));
            utimesSync(p, tick, tick);
            await w.check();
            continue;
          }
          if (op.kind === 'append') writeFileSync(p, (before || fileText(f, op.seed, 0)) + fileText(f, op.seed, 1).replace(/^# .*\n/, '').replace(/^\n---\n\n/, ''));
          else if (op.kind === 'create') put(f.startsWith('HOME:') ? w.home : w.root, f.replace('HOME:', ''), fileText(f, op.seed, 2));
          else if (op.kind === 'editSameSize' && before) writeFileSync(p, sameSize(before));
          else if (op.kind === 'delete' && before) unlinkSync(p);
          if (op.kind === 'append' || op.kind === 'create') age(p, op.old);
          hows.push(await w.check());
          assert.equal(await w.check(), 'segment', 'the next process reuses what the last one wrote');
        }
        removeDir(dir);
      }),
      {
        numRuns: 60,
        // Found by this property: a new file in the delta, folders left alone, then the delta file removed — the
        // folder stamps of that walk must not vouch for the base's file list any more.
        examples: [[[{ kind: 'delete', file: 3 }, { kind: 'append', file: 3, seed: 3, old: false }, { kind: 'ageFolders' }, { kind: 'dropDelta' }, { kind: 'append', file: 0, seed: 0, old: false }] as never]],
      },
    );
    // Thirty random runs once gave exactly 10 deltas (a CI run); sixty make so few very unlikely.
    assert.ok(hows.filter((h) => h === 'delta').length > 10, `deltas exercised: ${hows.join(' ')}`);
    assert.ok(hows.includes('rebuilt'), 'an edit that repeats an id elsewhere rebuilds');
  });

  it('an append is a delta, not a rebuild; a truncated or garbage segment is ignored and rebuilt', async () => {
    const w = workspace();
    const unique = (text: string, n: number) => text.replace(/LRN-20260102-/g, `LRN-2026010${n}-`);
    FILES.forEach((f, i) => put(f.startsWith('HOME:') ? w.home : w.root, f.replace('HOME:', ''), unique(fileText(f, i * 3 + 100, 4), i)));
    assert.equal(await w.check(), 'rebuilt');
    const p = w.abs('.learnings/ERRORS.md');
    writeFileSync(p, readFileSync(p, 'utf8') + unique(learning(1000), 9));
    assert.equal(await w.check(), 'delta');
    assert.equal(await w.check(), 'segment');
    const bytes = readFileSync(w.paths.base);
    writeFileSync(w.paths.base, bytes.subarray(0, bytes.length - 1));
    assert.equal(await w.check(), 'rebuilt');
    writeFileSync(w.paths.base, Buffer.alloc(64, 7));
    assert.equal(await w.check(), 'rebuilt');
    assert.equal(await w.check(), 'segment');
    w.ageFolders();
    assert.equal(await w.check(), 'segment');
    assert.equal(w.walks[w.walks.length - 1], false, 'the folders moved since the last walk are listed again one by one, not walked');
    assert.equal(await w.check(), 'segment');
    assert.equal(w.walks[w.walks.length - 1], false, 'nothing moved: the file tables list the files');
    put(w.root, '.learnings/new/LEARNINGS.md', unique(fileText('.learnings/LEARNINGS.md', 300, 1), 8));
    assert.equal(await w.check(), 'delta', 'a new file in a new folder is found');
    assert.equal(w.walks[w.walks.length - 1], true);
    writeFileSync(p, readFileSync(p, 'utf8') + unique(learning(1001), 7));
    w.ageFolders();
    await w.check();
    assert.equal(await w.check(), 'segment');
    writeFileSync(p, readFileSync(p, 'utf8') + unique(learning(1002), 6));
    assert.equal(await w.check(), 'delta', 'an append without a folder change is still seen (the file is stat-ed)');
    assert.equal(w.walks[w.walks.length - 1], false);
  });

  it('machine records replaced in _meta do not make every open walk; a learnings file there is still seen', async () => {
    const w = workspace();
    const unique = (text: string, n: number) => text.replace(/LRN-20260102-/g, `LRN-2026010${n}-`);
    FILES.slice(0, 4).forEach((f, i) => put(w.root, f, unique(fileText(f, i * 5 + 40, 3), i)));
    put(w.root, '.learnings/_meta/hook-sessions.json', '{}');
    assert.equal(await w.check(), 'rebuilt');
    w.ageFolders();
    await w.check(); // walks: the folders moved
    // What every hook and capture does in _meta: replace a record file (a new directory entry: _meta's mtime moves).
    put(w.root, '.learnings/_meta/hook-sessions.json', '{"s": 1}');
    put(w.root, '.learnings/_meta/capture-scope.cache', 'x');
    assert.equal(await w.check(), 'segment');
    assert.equal(w.walks[w.walks.length - 1], false, 'records replaced in _meta: no walk');
    put(w.root, '.learnings/_meta/promotion-log.md', unique(fileText('.learnings/_meta/promotion-log.md', 77, 2), 5));
    assert.equal(await w.check(), 'delta', 'the promotion log written into _meta is indexed');
    assert.equal(w.walks[w.walks.length - 1], false, 'found by listing _meta, without a walk');
    unlinkSync(w.abs('.learnings/_meta/promotion-log.md'));
    await w.check(); // the check compares with a fresh parse: the removed log's entries are gone
  });

  it("a lock made and removed beside a learnings file, or a new file in a known folder, lists that folder again and walks nothing", async () => {
    const w = workspace();
    const unique = (text: string, n: number) => text.replace(/LRN-20260102-/g, `LRN-2026010${n}-`);
    FILES.slice(0, 4).forEach((f, i) => put(w.root, f, unique(fileText(f, i * 5 + 40, 3), i)));
    assert.equal(await w.check(), 'rebuilt');
    w.ageFolders();
    await w.check();
    // What a capture does beside the file it writes: its lock directory, made and removed (the folder's mtime moves).
    const lock = `${w.abs('.learnings/LEARNINGS.md')}.lock`;
    mkdirSync(lock);
    rmdirSync(lock);
    assert.equal(await w.check(), 'segment');
    assert.equal(w.walks[w.walks.length - 1], false, 'the moved folder is listed again, the roots are not walked');
    put(w.root, '.learnings/FEATURE_REQUESTS.md', unique(fileText('.learnings/FEATURE_REQUESTS.md', 61, 2), 7));
    assert.equal(await w.check(), 'delta', 'a new file in a known folder is found');
    assert.equal(w.walks[w.walks.length - 1], false);
    unlinkSync(w.abs('.learnings/FEATURE_REQUESTS.md'));
    await w.check(); // compared with a fresh parse: the removed file's entries are gone
    assert.equal(w.walks[w.walks.length - 1], false);
    put(w.root, '.learnings/team/LEARNINGS.md', unique(fileText('.learnings/LEARNINGS.md', 62, 2), 8));
    await w.check();
    assert.equal(w.walks[w.walks.length - 1], true, 'a new folder: the roots are walked');
  });

  it('a memory nothing changed in is vouched for row by row; an append, an edit or a removal is still seen', async () => {
    const w = workspace();
    const unique = (text: string, n: number) => text.replace(/LRN-20260102-/g, `LRN-2026010${n}-`);
    FILES.forEach((f, i) => put(f.startsWith('HOME:') ? w.home : w.root, f.replace('HOME:', ''), unique(fileText(f, i * 7 + 500, 3), i)));
    // Written an hour ago: every row is trusted on its stamp from the first build on (the path a large memory takes).
    const hourAgo = Date.now() / 1000 - 3600;
    for (const f of FILES) utimesSync(w.abs(f), hourAgo, hourAgo);
    w.ageFolders();
    assert.equal(await w.check(), 'rebuilt');
    assert.equal(await w.check(), 'segment');
    const p = w.abs('.learnings/ERRORS.md');
    writeFileSync(p, readFileSync(p, 'utf8') + unique(learning(1200), 9));
    assert.equal(await w.check(), 'delta', 'an append is seen');
    assert.equal(await w.check(), 'segment');
    const q = w.abs('.learnings/LEARNINGS.md');
    writeFileSync(q, readFileSync(q, 'utf8').replace(/\n$/, '\n\n'));
    assert.equal(await w.check(), 'delta', 'an edit that keeps the entries is seen (size and mtime moved; the hash decides)');
    unlinkSync(w.abs('.learnings/notes/LEARNINGS.md'));
    await w.check(); // compared with a fresh parse: the removed file's entries are gone
  });

  it('a file read again after the racy margin and found unchanged is trusted on its stamp from then on', async () => {
    const w = workspace();
    const file = w.abs('.learnings/LEARNINGS.md');
    put(w.root, '.learnings/LEARNINGS.md', fileText('.learnings/LEARNINGS.md', 900, 3).replace('### Summary\n', '### Summary\nquokkaword '));
    const t0 = Date.now();
    const env = { XDG_CACHE_HOME: join(dir, 'cache') };
    const ids = async (ms: number, q: string) => {
      const loaded = await loadSearch({ roots: [w.root], home: w.home, env, lists: SESSION_LISTS, clock: () => t0 + ms });
      try {
        return new LearningsSearch(loaded.source).search(q).map((r) => r.id);
      } finally {
        loaded.close();
      }
    };
    // Written just now and indexed at once: within the racy margin, so its row cannot vouch for it.
    assert.ok((await ids(0, 'quokkaword')).length > 0);
    assert.ok(!existsSync(w.paths.verified));
    // Opened 10 s later: read again, found the same; that is kept.
    assert.ok((await ids(10_000, 'quokkaword')).length > 0);
    assert.ok(readReverified(w.paths.verified)[file], 'the re-verification is kept');
    // Now a same-size edit that keeps the stamp is not read again: the stamp is trusted (git's racy rule), so the
    // search answers from what was verified. Before, every open read the racy file again (and saw the edit).
    const ns = statSync(file, { bigint: true }).mtimeNs;
    writeFileSync(file, readFileSync(file, 'utf8').replace('quokkaword', 'wombatword'));
    execFileSync('touch', ['-m', '-d', `@${ns / 1_000_000_000n}.${String(ns % 1_000_000_000n).padStart(9, '0')}`, file]); // the same stamp, to the nanosecond
    assert.equal((await ids(20_000, 'wombatword')).length, 0, 'trusted: not read again');
    // Without the record the file is racy again and is read: the edit is seen.
    unlinkSync(w.paths.verified);
    assert.ok((await ids(30_000, 'wombatword')).length > 0, 'without the record: read again');
  });

  it('a rebuild larger than the caller allows is deferred; a delta is not', async () => {
    const w = workspace();
    FILES.forEach((f, i) => put(f.startsWith('HOME:') ? w.home : w.root, f.replace('HOME:', ''), fileText(f, i * 5, 3)));
    const env = { XDG_CACHE_HOME: join(dir, 'cache') };
    await assert.rejects(loadSearch({ roots: [w.root], home: w.home, env, maxRebuildBytes: 100 }), RebuildDeferred);
    assert.equal(existsSync(w.paths.base), false, 'nothing written');
    (await loadSearch({ roots: [w.root], home: w.home, env })).close();
    const p = w.abs('.learnings/ERRORS.md');
    writeFileSync(p, readFileSync(p, 'utf8') + learning(2000).replace(/LRN-20260102-/g, 'LRN-20260188-'));
    const loaded = await loadSearch({ roots: [w.root], home: w.home, env, maxRebuildBytes: 100 });
    assert.equal(loaded.how, 'delta');
    loaded.close();
  });
});
