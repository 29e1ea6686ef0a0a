// The capture's write side: a recurrence edit refused when the file changed after the capture read it,
// a capture queued (redacted) when the lock is busy past the hook budget, and the queue drained by the
// next capture. The person's text is never replaced.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { captureLearning } from '../../../../src/app/capture/capturePipeline';
import { recordRecurrence, sha256Of, WriteRefusedError } from '../../../../src/app/capture/captureWriter';
import { CAPTURE_LOCK_WAIT_MS, lockPathFor } from '../../../../src/store/fileLock';
import { pendingDir } from '../../../../src/store/pendingQueue';
import { removeDir, tempDir } from '../../store/helpers';

const at = (iso: string) => new Date(iso);
const input = (content: string) => ({ type: 'correction' as const, content, files: [], functions: [], domains: [] });
const SIA = '# Learnings\n\n## [LRN-20260501-001] correction\n\n**Logged**: 2026-05-01T10:00:00Z\n**Status**: pending\n\n### Summary\nAlways pin the node version in .nvmrc before running the build.\n\n### Metadata\n- Recurrence-Count: 1\n- Last-Seen: 2026-05-01\n\n---\n';

describe('capture writes: verified edits and the pending queue', function () {
  this.timeout(60_000);
  let root: string;
  beforeEach(() => {
    root = tempDir();
    mkdirSync(join(root, '.learnings'), { recursive: true });
    writeFileSync(join(root, '.learnings/LEARNINGS.md'), SIA);
  });
  afterEach(() => removeDir(root));

  it('a recurrence edit is refused when the file is not what the capture read; the file is untouched', async () => {
    const file = join(root, '.learnings/LEARNINGS.md');
    const known = { size: Buffer.byteLength(SIA), sha256: sha256Of(SIA), ids: ['LRN-20260501-001'] };
    const edited = `${SIA}\nA line the person just typed.\n`;
    writeFileSync(file, edited);
    const outcome = { decision: 'duplicate', capture: input('x') } as never;
    await assert.rejects(recordRecurrence(root, '.learnings/LEARNINGS.md', 'LRN-20260501-001', outcome, at('2026-05-02T00:00:00Z'), known), (e: Error) => e instanceof WriteRefusedError && /changed since this capture read it/.test(e.message));
    assert.equal(readFileSync(file, 'utf8'), edited);
    // Verified against the right state, it goes through and edits only the count and date.
    const ok = await recordRecurrence(root, '.learnings/LEARNINGS.md', 'LRN-20260501-001', outcome, at('2026-05-02T00:00:00Z'), { ...known, size: Buffer.byteLength(edited), sha256: sha256Of(edited) });
    assert.match(ok, /Recurrence-Count: 2/);
    assert.ok(ok.endsWith('A line the person just typed.\n'));
  });

  it('a capture that cannot get the lock within the budget is queued redacted, then written by the next capture', async () => {
    const lock = lockPathFor(join(root, '.learnings/_meta/capture'));
    mkdirSync(lock, { recursive: true });
    // A live holder: this process.
    writeFileSync(join(lock, 'owner'), JSON.stringify({ pid: process.pid, host: hostname(), token: 'held', at: new Date().toISOString() }));
    const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    const t0 = Date.now();
    const q = await captureLearning({ root, now: at('2026-05-02T10:00:00Z'), input: input(`No, never run the migrations on the primary; token ${secret} belongs to the CI user`) });
    const waited = Date.now() - t0;
    assert.equal(q.decision, 'queued');
    assert.ok(waited >= CAPTURE_LOCK_WAIT_MS - 50 && waited < CAPTURE_LOCK_WAIT_MS + 1500, `waited ${waited} ms`);
    const dir = join(root, pendingDir(undefined));
    const [name] = readdirSync(dir);
    const queued = readFileSync(join(dir, name), 'utf8');
    assert.ok(!queued.includes(secret), 'no secret in the queue');
    assert.match(queued, /never run the migrations on the primary/);
    assert.equal(readFileSync(join(root, '.learnings/LEARNINGS.md'), 'utf8'), SIA, 'nothing written meanwhile');

    writeFileSync(join(lock, 'owner'), JSON.stringify({ pid: 2 ** 22 + 11, host: hostname(), token: 'dead', at: new Date().toISOString() }));
    const next = await captureLearning({ root, now: at('2026-05-02T11:00:00Z'), input: input('Use the read replica for reports, never the primary database.') });
    assert.equal(next.decision, 'admitted');
    const text = readFileSync(join(root, '.learnings/LEARNINGS.md'), 'utf8');
    assert.ok(text.startsWith(SIA), 'the person\u2019s text is untouched, the entries appended after it');
    assert.match(text, /never run the migrations on the primary/);
    assert.match(text, /read replica for reports/);
    assert.ok(text.indexOf('migrations on the primary') < text.indexOf('read replica'), 'the queued capture first');
    assert.equal(existsSync(join(dir, name)), false, 'drained');
  });

  /**
   * The person's editor had the file open from before the captures and saves it (truncate, write its buffer: the
   * captured entries are gone), settled a while ago; then the next capture.
   */
  async function saveOverThenCapture(file: string) {
    writeFileSync(file, `${SIA}\nA note the person added.\n`);
    const past = new Date(Date.now() - 5_000);
    utimesSync(file, past, past);
    return captureLearning({ root, now: at('2026-05-02T11:00:00Z'), input: input('Run database migrations only from the release pipeline.') });
  }

  it('an entry an editor saved over (its stale buffer written back) is written again by the next capture', async () => {
    const file = join(root, '.learnings/LEARNINGS.md');
    const a = await captureLearning({ root, now: at('2026-05-02T10:00:00Z'), input: input('Never commit the generated client; regenerate it in the build step.') });
    assert.equal(a.decision, 'admitted');
    assert.match(readFileSync(file, 'utf8'), /generated client/);
    const b = await saveOverThenCapture(file);
    assert.equal(b.decision, 'admitted');
    const text = readFileSync(file, 'utf8');
    assert.ok(text.startsWith(`${SIA}\nA note the person added.\n`), 'the person\u2019s save stands');
    assert.match(text, /generated client/, 'the entry the save removed is back');
    assert.match(text, /migrations only from the release pipeline/);
  });

  it('every entry a save removed is written again by one capture, not only the first (its own rewrite is not an editor)', async () => {
    const file = join(root, '.learnings/LEARNINGS.md');
    for (const [t, text] of [['10:00', 'Never commit the generated client; regenerate it in the build step.'], ['10:01', 'Pin the base image digest in the Dockerfile, not the tag.'], ['10:02', 'Seed the test database from fixtures/seed.sql, never from a production dump.']]) {
      assert.equal((await captureLearning({ root, now: at(`2026-05-02T${t}:00Z`), input: input(text) })).decision, 'admitted');
    }
    const b = await saveOverThenCapture(file);
    assert.equal(b.decision, 'admitted');
    const text = readFileSync(file, 'utf8');
    for (const back of [/generated client/, /base image digest/, /fixtures\/seed\.sql/]) assert.match(text, back);
  });
});
