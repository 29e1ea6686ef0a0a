// The on-disk entry cache is derived data: whatever happened to the files (appends, edits of the same size,
// deletes, truncation, a touch that changes nothing, a corrupt cache), a store loaded through it holds exactly
// what a fresh parse holds, and the hook context built from it is the same text with the same learnings.
// Unchanged files are never parsed again; a changed file is parsed alone.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { LearningsStore } from '../../../src/store/learningsStore';
import { entryCachePath } from '../../../src/store/entryCache';
import { parseFile } from '../../../src/formats/index';
import { assessAll } from '../../../src/core/assess';
import { buildAdditionalContext, buildPromptContext } from '../../../src/app/hooks/injectContext';
import { put, removeDir, tempDir } from './helpers';

const WORDS = ['pnpm', 'lockfile', 'migration', 'rollback', 'docker', 'cache', 'token', 'refresh', 'retry', 'flaky', 'import', 'alias', 'vitest', 'timeout', 'schema', 'index'];
const FILES = ['.learnings/LEARNINGS.md', '.learnings/ERRORS.md', '.learnings/_global/LEARNINGS.md', 'HOME:memory.md', 'HOME:corrections.md'];
const PROMPTS = ['the docker cache is not reused', 'why does the pnpm lockfile import fail', 'flaky retry of the token refresh'];

function words(seed: number, n: number): string {
  return Array.from({ length: n }, (_, i) => WORDS[(seed * 7 + i * 5) % WORDS.length]).join(' ');
}

function siaEntry(seed: number, n: number): string {
  const id = `LRN-20260101-${String(n).padStart(3, '0')}`;
  return `## [${id}] best_practice\n\n**Logged**: 2026-01-0${(seed % 9) + 1}T10:00:00Z\n**Priority**: high\n**Status**: ${seed % 5 === 0 ? 'promoted' : 'pending'}\n**Area**: backend\n\n### Summary\nAlways ${words(seed, 4)}\n\n### Details\nWhen ${words(seed + 3, 8)} it fails.\n\n### Metadata\n- Related Files: src/${WORDS[seed % WORDS.length]}.ts\n- Tags: ${WORDS[(seed + 1) % WORDS.length]}\n\n---\n\n`;
}

function fileText(file: string, seed: number, count: number): string {
  if (file === 'HOME:memory.md') return `# Memory (HOT)\n\n## Rules\n\n${Array.from({ length: count }, (_, i) => `- Prefer ${words(seed + i, 3)}`).join('\n')}\n`;
  if (file === 'HOME:corrections.md') return `# Corrections\n\n${Array.from({ length: count }, (_, i) => `- ${words(seed + i, 4)} → use ${WORDS[(seed + i) % WORDS.length]}`).join('\n')}\n`;
  return `# Learnings\n\n---\n\n${Array.from({ length: count }, (_, i) => siaEntry(seed + i, i + 1)).join('')}`;
}

type Op =
  | { kind: 'append' | 'create'; file: number; seed: number; old: boolean }
  | { kind: 'editSameSize' | 'truncate' | 'delete' | 'touch'; file: number; old: boolean }
  /** An edit within the same mtime tick as the last read (a coarse-clock file system): size and mtime unchanged. */
  | { kind: 'editInSameTick'; file: number }
  | { kind: 'corruptCache' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('append' as const, 'create' as const), file: fc.nat(FILES.length - 1), seed: fc.nat(1000), old: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('editSameSize' as const, 'truncate' as const, 'delete' as const, 'touch' as const), file: fc.nat(FILES.length - 1), old: fc.boolean() }),
  fc.record({ kind: fc.constant('editInSameTick' as const), file: fc.nat(FILES.length - 1) }),
  fc.constant({ kind: 'corruptCache' as const }),
);

/** Entries without keys whose value is undefined (a JSON round trip drops them; nothing reads them as present). */
function plain(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => [k, plain(x)]));
  return v;
}

describe('store entry cache', function () {
  this.timeout(120_000);
  let dir: string;
  afterEach(() => removeDir(dir));

  it('random edits: a store loaded through the cache equals a fresh parse, and so does the hook context', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        dir = tempDir('learnings-entry-cache-');
        const root = join(dir, 'project');
        const home = join(dir, 'home');
        const abs = (f: string) => (f.startsWith('HOME:') ? join(home, f.slice(5)) : join(root, f));
        const cacheFile = entryCachePath({ roots: [root], home }, { XDG_CACHE_HOME: join(dir, 'cache') });
        let oldStamp = Date.now() / 1000 - 7200;
        const age = (f: string, old: boolean) => {
          if (!existsSync(abs(f))) return;
          const t = old ? (oldStamp += 1) : Date.now() / 1000;
          utimesSync(abs(f), t, t);
        };
        FILES.forEach((f, i) => put(f.startsWith('HOME:') ? home : root, f.replace('HOME:', ''), fileText(f, i * 11, 2)));
        FILES.forEach((f) => age(f, true));
        const parsed: string[] = [];
        const parse: typeof parseFile = (input) => (parsed.push(input.file), parseFile(input));
        const check = async (changed: string | undefined) => {
          parsed.length = 0;
          const cached = new LearningsStore({ roots: [root], home, cache: { file: cacheFile }, parse });
          await cached.load();
          const parsedByLoad = [...parsed]; // what follows reads entries' text, which parses their files again (on demand)
          const fresh = new LearningsStore({ roots: [root], home });
          await fresh.load();
          assert.deepEqual(plain(cached.entries()), plain(fresh.entries()));
          assert.deepEqual(plain(cached.diagnostics()), plain(fresh.diagnostics()));
          // The facts every-entry code reads instead of the text, and the decisions made from them.
          assert.deepEqual(cached.entries().map((e) => plain(e.facts)), fresh.entries().map((e) => plain(e.facts)));
          const decisions = (st: LearningsStore) => assessAll(st.entries(), Date.parse('2026-02-01T00:00:00Z')).map((x) => [x.id, x.action, x.scores.composite, x.reasons]);
          assert.deepEqual(decisions(cached), decisions(fresh));
          if (changed !== undefined) assert.ok(parsedByLoad.every((f) => changed.endsWith(f)), `parsed ${parsedByLoad.join(', ')} after a change to ${changed} only`);
          const req = (s: LearningsStore) => ({ entries: s.entries(), root, home, files: [], project: 'project' });
          const [a, b] = [buildAdditionalContext(req(cached)), buildAdditionalContext(req(fresh))];
          assert.equal(a.text, b.text);
          assert.deepEqual(a.used.map((e) => e.id), b.used.map((e) => e.id));
          for (const prompt of PROMPTS) {
            const [p, q] = [buildPromptContext({ ...req(cached), prompt }), buildPromptContext({ ...req(fresh), prompt })];
            assert.equal(p.text, q.text);
            assert.deepEqual(p.used.map((e) => e.id), q.used.map((e) => e.id));
          }
        };
        await check(undefined); // builds the cache
        await check(''); // nothing changed: nothing parsed
        for (const op of ops) {
          if (op.kind === 'corruptCache') {
            if (existsSync(cacheFile)) writeFileSync(cacheFile, readFileSync(cacheFile, 'utf8').slice(0, 200) + '\n{not json');
            await check(undefined);
            continue;
          }
          const f = FILES[op.file];
          const p = abs(f);
          const before = existsSync(p) ? readFileSync(p, 'utf8') : '';
          const sameSize = (text: string) => text.replace(/Always (\w)/, (_m, c: string) => `Always ${c === 'x' ? 'y' : 'x'}`).replace(/Prefer (\w)/, (_m, c: string) => `Prefer ${c === 'x' ? 'y' : 'x'}`);
          if (op.kind === 'editInSameTick') {
            if (!before) continue;
            const tick = Math.floor(Date.now() / 1000);
            utimesSync(p, tick, tick);
            await check(f.replace('HOME:', '')); // read and cached in this tick
            writeFileSync(p, sameSize(before));
            utimesSync(p, tick, tick);
            await check(f.replace('HOME:', ''));
            continue;
          }
          if (op.kind === 'append') writeFileSync(p, before + fileText(f, op.seed, 1).replace(/^# .*\n/, ''));
          else if (op.kind === 'create') put(f.startsWith('HOME:') ? home : root, f.replace('HOME:', ''), fileText(f, op.seed, 3));
          else if (op.kind === 'editSameSize' && before) writeFileSync(p, sameSize(before));
          else if (op.kind === 'truncate' && before) writeFileSync(p, '');
          else if (op.kind === 'delete' && before) unlinkSync(p);
          if (op.kind !== 'delete') age(f, op.old);
          await check(f.replace('HOME:', ''));
          await check(''); // and the next process parses nothing
        }
        removeDir(dir);
      }),
      { numRuns: 25 },
    );
  });

  it('a cache of another build, or for other roots, is not used', async () => {
    dir = tempDir('learnings-entry-cache-');
    const root = join(dir, 'project');
    put(root, '.learnings/LEARNINGS.md', fileText('.learnings/LEARNINGS.md', 1, 2));
    const cacheFile = join(dir, 'c.cache');
    const parsed: string[] = [];
    const parse: typeof parseFile = (input) => (parsed.push(input.file), parseFile(input));
    const first = new LearningsStore({ roots: [root], home: null, cache: { file: cacheFile, clock: () => Date.now() + 60_000 } });
    await first.load();
    assert.ok(existsSync(cacheFile), 'the cache was written');
    writeFileSync(cacheFile, readFileSync(cacheFile, 'utf8').replace(/"producer":"[^"]*"/, '"producer":"another build"'));
    await new LearningsStore({ roots: [root], home: null, cache: { file: cacheFile }, parse }).load();
    assert.deepEqual(parsed, ['.learnings/LEARNINGS.md']);
    parsed.length = 0;
    await new LearningsStore({ roots: [root], home: null, cache: { file: cacheFile, clock: () => Date.now() + 60_000 }, parse }).load();
    assert.deepEqual(parsed, [], 'rebuilt, then used');
    assert.notEqual(entryCachePath({ roots: [root] }, {}), entryCachePath({ roots: [root], user: 'alice' }, {}));
  });
});
