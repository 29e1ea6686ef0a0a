import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, utimesSync, writeFileSync, existsSync, cpSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CaptureInput } from '../../../../src/core/gate/gate';
import { captureLearning, deriveCandidates, readCaptureScope } from '../../../../src/app/capture/capturePipeline';
import { RACY_MARGIN_MS, scopeCandidates, snapshotPath, type SnapshotOptions } from '../../../../src/app/capture/captureSnapshot';
import { toCandidate } from '../../../../src/app/capture/captureWriter';

const ALICE = 'aliceAAAAAAA';
const BOB = 'bobBBBBBBBBB';

function put(root: string, rel: string, text: string): string {
  const abs = join(root, rel);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  return abs;
}

function sia(id: string, summary: string, logged = '2026-04-10T09:00:00Z'): string {
  return `## [${id}] correction\n\n**Logged**: ${logged}\n**Priority**: high\n**Status**: pending\n\n### Summary\n${summary}\n\n### Details\nSeen while working on the importer.\n\n---\n\n`;
}

function perUser(id: string, learning: string): string {
  return `## [${id}] ${learning.slice(0, 30)}\n- **Priority**: high\n- **Category**: correction\n- **Learning**: ${learning}\n- **Status**: active\n\n`;
}

function jsonEntry(id: string, content: string): string {
  return `${JSON.stringify({ id, type: 'correction', timestamp: '2026-04-11T08:00:00Z', content, context: { domain: 'build', files: [], functions: [], trigger: 'manual' }, recurrence: 1, hash: id, status: 'staging' }, null, 2)}\n`;
}

/** A root with every capture-scope format: sia markdown, JSON entries, two users' folders, _global and _meta. */
function seed(root: string): void {
  put(root, '.learnings/LEARNINGS.md', `# Learnings\n\n${sia('LRN-20260410-001', 'Run the schema migrations before starting the api server locally')}${sia('LRN-20260410-002', 'Pin the node version in the CI image so builds stay reproducible')}`);
  put(root, '.learnings/ERRORS.md', `# Errors\n\n${sia('ERR-20260410-001', 'The deploy script fails when the artifact bucket is missing').replace('correction', 'deploy')}`);
  put(root, '.learnings/entries/correction/2026-04-11T08-00-00Z-aaaa1111.json', jsonEntry('aaaa1111', 'Prefer the structured logger over console prints in the ingest service'));
  put(root, '.learnings/entries/best_practice/2026-04-11T08-00-00Z-bbbb2222.json', jsonEntry('bbbb2222', 'Keep fixtures small and named after the variant they show'));
  put(root, `.learnings/${ALICE}/LEARNINGS.md`, `# Learnings\n\n${perUser(`LRN-${ALICE}-20260410-001`, 'Alice prefers answers in German with code comments in English')}`);
  put(root, `.learnings/${BOB}/LEARNINGS.md`, `# Learnings\n\n${perUser(`LRN-${BOB}-20260410-001`, 'Bob wants the test output summarised before the diff')}`);
  put(root, '.learnings/_global/PATTERNS.md', `# Patterns\n\n${perUser('PAT-20260410-001', 'Everyone asks for the migration check first')}`);
}

const derive: SnapshotOptions['derive'] = (f, text) => deriveCandidates('/unused', f.file, text);

function tempRoot(): string {
  return realpathSync(mkdtempSync(join(tmpdir(), 'learnings-snapshot-')));
}

const input = (content: string, extra: Partial<CaptureInput> = {}): CaptureInput => ({ type: 'correction', content, files: [], functions: [], domains: [], ...extra });

/** path → text of every file under .learnings except the snapshots and the gate log (whose timestamps differ). */
function learningsFiles(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
      const r = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(r);
      else if (!r.endsWith('.cache') && !r.endsWith('.lock') && !r.endsWith('.written')) out[r] = readFileSync(join(root, r), 'utf8'); // .written: per-run records (pendingQueue.ts)
    }
  };
  walk('.learnings');
  return out;
}

/** Every record whose hash is the file's current one holds exactly what a re-parse gives; returns those files. */
function currentRecords(root: string, user: string | undefined): string[] {
  const doc = JSON.parse(readFileSync(join(root, snapshotPath(user)), 'utf8')) as { files: Record<string, { sha256: string; candidates: unknown[] }> };
  const current: string[] = [];
  for (const [file, rec] of Object.entries(doc.files)) {
    const text = readFileSync(join(root, file), 'utf8');
    if (createHash('sha256').update(text, 'utf8').digest('base64') !== rec.sha256) continue;
    current.push(file);
    assert.deepEqual(rec.candidates, deriveCandidates(root, file, text).candidates.map((c) => [c.id, c.text, c.seenAt ?? null]), file);
  }
  return current;
}

describe('capture scope snapshot', () => {
  let root: string;
  beforeEach(() => {
    root = tempRoot();
    seed(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gives exactly the candidates of parsing every file, for the shared scope and for each user', async () => {
    for (const user of [undefined, ALICE, BOB]) {
      const expected = (await readCaptureScope(root, user)).map(toCandidate);
      const cold = scopeCandidates(root, user, { derive });
      const warm = scopeCandidates(root, user, { derive });
      assert.deepEqual(cold.candidates, expected, `cold (${user ?? 'shared'})`);
      assert.deepEqual(warm.candidates, expected, `from the snapshot (${user ?? 'shared'})`);
      assert.ok(cold.parsed.length > 0 && existsSync(join(root, snapshotPath(user))), 'the first call parsed and wrote the snapshot');
    }
  });

  it('re-parses a file whose stamp changed, and only that file', () => {
    const far = () => Date.now() + 60_000; // every file is long settled: trusted on its stamp
    scopeCandidates(root, undefined, { derive, clock: far });
    const again = scopeCandidates(root, undefined, { derive, clock: far });
    assert.deepEqual(again.parsed, []);
    const abs = join(root, '.learnings/LEARNINGS.md');
    writeFileSync(abs, readFileSync(abs, 'utf8') + sia('LRN-20260412-001', 'Clear the build cache after switching the bundler target'));
    const after = scopeCandidates(root, undefined, { derive, clock: far });
    assert.deepEqual(after.parsed, ['.learnings/LEARNINGS.md']);
    assert.ok(after.candidates.some((c) => c.id === 'LRN-20260412-001' && /build cache/.test(c.text)));
    assert.equal(after.fileOf.get('LRN-20260412-001'), '.learnings/LEARNINGS.md');
  });

  it('does not trust a racy stamp: a same-size rewrite within the margin is seen, a file long settled is trusted', () => {
    const abs = join(root, '.learnings/LEARNINGS.md');
    const when = new Date('2026-04-12T10:00:00Z');
    utimesSync(abs, when, when);
    const mtime = statSync(abs).mtimeMs;
    // Verified right after the write (within the margin): the stamp alone proves nothing.
    scopeCandidates(root, undefined, { derive, clock: () => mtime + 10 });
    const text = readFileSync(abs, 'utf8');
    const changed = text.replace('schema migrations', 'schema MIGRATIONS');
    assert.equal(changed.length, text.length);
    writeFileSync(abs, changed);
    utimesSync(abs, when, when); // same size, same mtime, same inode
    const racy = scopeCandidates(root, undefined, { derive, clock: () => mtime + 20 });
    assert.deepEqual(racy.parsed, ['.learnings/LEARNINGS.md'], 'the racy record was checked against the content');
    assert.ok(racy.candidates.some((c) => c.text.includes('schema MIGRATIONS')));
    // Verified long after its last write: the stamp is trusted without reading the file.
    scopeCandidates(root, undefined, { derive, clock: () => mtime + RACY_MARGIN_MS + 5_000 });
    const settled = scopeCandidates(root, undefined, { derive, clock: () => mtime + RACY_MARGIN_MS + 6_000 });
    assert.deepEqual(settled.parsed, []);
  });

  it('a racy file read again but unchanged is not re-parsed (its hash matches)', () => {
    const now = () => Date.now(); // the seed files were just written: all racy
    scopeCandidates(root, undefined, { derive, clock: now });
    const again = scopeCandidates(root, undefined, { derive, clock: now });
    assert.deepEqual(again.parsed, []);
  });

  for (const [name, bytes] of [
    ['garbage', 'not json at all {'],
    ['empty', ''],
    ['another version', JSON.stringify({ format: 'learnings-capture-scope', version: 999, producer: 'x', scope: '', files: {} })],
    ['wrong record shapes', JSON.stringify({ format: 'learnings-capture-scope', version: 1, producer: 'x', scope: '', files: { '.learnings/LEARNINGS.md': { size: 'big' } } })],
  ] as const) {
    it(`${name} snapshot: rebuilt, never an error`, async () => {
      put(root, snapshotPath(undefined), bytes);
      const r = scopeCandidates(root, undefined, { derive });
      assert.deepEqual(r.candidates, (await readCaptureScope(root, undefined)).map(toCandidate));
      assert.equal(r.parsed.length, 4, 'every file of the shared scope parsed');
      const doc = JSON.parse(readFileSync(join(root, snapshotPath(undefined)), 'utf8')) as { files: Record<string, unknown> };
      assert.equal(Object.keys(doc.files).length, 4);
    });
  }

  it("keeps each user's snapshot in that user's folder, and never serves one scope another's entries", () => {
    const shared = scopeCandidates(root, undefined, { derive });
    const alice = scopeCandidates(root, ALICE, { derive });
    const bob = scopeCandidates(root, BOB, { derive });
    assert.equal(snapshotPath(ALICE), `.learnings/${ALICE}/.capture-scope.cache`);
    assert.ok(alice.candidates.length === 1 && alice.candidates[0].text.includes('Alice'));
    assert.ok(bob.candidates.length === 1 && bob.candidates[0].text.includes('Bob'));
    assert.ok(!shared.candidates.some((c) => /Alice|Bob/.test(c.text)));
    const onDisk = (p: string) => readFileSync(join(root, p), 'utf8');
    assert.ok(!onDisk(snapshotPath(undefined)).includes('Alice') && !onDisk(snapshotPath(BOB)).includes('Alice'));
    // Alice's snapshot planted where Bob's belongs (a copy, a bad merge): it names another scope and is not used.
    cpSync(join(root, snapshotPath(ALICE)), join(root, snapshotPath(BOB)));
    const bobAgain = scopeCandidates(root, BOB, { derive });
    assert.ok(bobAgain.candidates.length === 1 && bobAgain.candidates[0].text.includes('Bob'));
    assert.ok(!onDisk(snapshotPath(BOB)).includes('Alice'), "Bob's snapshot rebuilt from Bob's files");
  });

  it('captures decide and write exactly as without a snapshot (admitted, merged, duplicate, per user)', async () => {
    const other = tempRoot();
    try {
      seed(other);
      const steps: [string, Partial<CaptureInput>, string][] = [
        ['Always run the schema migrations before starting the api server locally', {}, '2026-04-20T10:00:00Z'],
        ['Run the schema migrations before starting the api server locally', {}, '2026-04-20T11:00:00Z'],
        ['Use the staging bucket for smoke tests of the uploader', {}, '2026-04-20T12:00:00Z'],
        ['use the staging bucket for smoke tests of the uploader', {}, '2026-04-21T12:00:00Z'],
        ['Alice prefers answers in German with code comments in English!', { user: ALICE }, '2026-04-21T13:00:00Z'],
        ['Wrap long CLI help lines at eighty columns for terminals', { user: BOB }, '2026-04-21T14:00:00Z'],
        ['Wrap long CLI help lines at eighty columns for terminals', { user: BOB }, '2026-04-21T15:00:00Z'],
      ];
      const decisions: string[] = [];
      for (const [content, extra, at] of steps) {
        const a = await captureLearning({ root, now: new Date(at), input: input(content, extra), env: {} });
        const b = await captureLearning({ root: other, now: new Date(at), input: input(content, extra), env: {}, snapshot: false });
        const strip = (r: typeof a) => ({ ...r, file: r.file, id: r.file?.endsWith('.json') ? 'json' : r.id });
        assert.deepEqual(strip(a), strip(b), content);
        decisions.push(a.decision);
        const current = currentRecords(root, extra.user);
        // A recurrence rewrites its file's record at once; an entry appended to the shared LEARNINGS.md extends it.
        if (a.decision !== 'admitted' || a.file === '.learnings/LEARNINGS.md') assert.ok(current.includes(a.file!), `${a.file} is current after ${a.decision}`);
      }
      assert.deepEqual(decisions, ['merged', 'duplicate', 'admitted', 'duplicate', 'merged', 'admitted', 'duplicate']);
      assert.deepEqual(learningsFiles(root), learningsFiles(other));
      assert.ok(!existsSync(join(other, snapshotPath(undefined))), 'snapshot: false writes none');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
