import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appendJsonl, createFileExclusive, editFile, lockPathFor, replaceDerivedFile, writeFileAtomic } from '../../../src/store/safeWrite';
import { put, removeDir, tempDir } from './helpers';

const WORKER = resolve(__dirname, '../../fixtures/store/appendWorker.ts');

function runWorker(file: string, worker: string, count: number, mode: 'edit' | 'jsonl'): Promise<void> {
  return new Promise((res, rej) => {
    const p = spawn(process.execPath, ['--import', 'tsx', WORKER, file, worker, String(count), mode], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('exit', (code) => (code === 0 ? res() : rej(new Error(`worker ${worker} exited ${code}: ${err}`))));
  });
}

describe('store safe writes', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => removeDir(dir));

  it('writeFileAtomic creates parent folders and leaves no temp files', async () => {
    const f = join(dir, 'a/b/LEARNINGS.md');
    await writeFileAtomic(f, 'one\n');
    await writeFileAtomic(f, 'two\n');
    assert.equal(readFileSync(f, 'utf8'), 'two\n');
    assert.deepEqual(readdirSync(join(dir, 'a/b')), ['LEARNINGS.md']);
  });

  it('replaceDerivedFile makes the folders it creates private (derived data holds home-memory text)', function () {
    if (process.platform === 'win32') this.skip();
    const file = join(dir, 'cache', 'learnings-explorer', 'entries', 'x.cache');
    assert.equal(replaceDerivedFile(file, 'derived\n'), true);
    assert.equal(readFileSync(file, 'utf8'), 'derived\n');
    for (const d of [join(dir, 'cache'), join(dir, 'cache', 'learnings-explorer'), join(dir, 'cache', 'learnings-explorer', 'entries')]) assert.equal(statSync(d).mode & 0o077, 0, `${d} is private`);
  });

  it('editFile leaves the file byte-identical (and unwritten) when nothing changes or the edit throws', async () => {
    const f = put(dir, 'x.md', '\uFEFFline\r\n');
    const before = statSync(f);
    const r = await editFile(f, (old) => old);
    assert.equal(r.changed, false);
    await assert.rejects(editFile(f, () => {
      throw new Error('plan failed');
    }), /plan failed/);
    assert.deepEqual(readFileSync(f), Buffer.from('\uFEFFline\r\n'));
    assert.equal(statSync(f).ino, before.ino); // never replaced
    assert.equal(existsSync(lockPathFor(f)), false);
  });

  it('editFile sees undefined for a missing file and creates it', async () => {
    const f = join(dir, 'new/ERRORS.md');
    let seen: string | undefined = 'unset';
    await editFile(f, (old) => {
      seen = old;
      return 'created\n';
    });
    assert.equal(seen, undefined);
    assert.equal(readFileSync(f, 'utf8'), 'created\n');
  });

  it('createFileExclusive refuses an existing file and never leaves a partial one', async () => {
    const f = join(dir, 'entries/error/2026-01-01T00-00-00.json');
    await createFileExclusive(f, '{"id":1}\n');
    await assert.rejects(createFileExclusive(f, '{"id":2}\n'), (e: NodeJS.ErrnoException) => e.code === 'EEXIST');
    assert.equal(readFileSync(f, 'utf8'), '{"id":1}\n');
    assert.deepEqual(readdirSync(join(dir, 'entries/error')), ['2026-01-01T00-00-00.json']);
  });

  it('4 processes x 20 locked edits of one file: every line lands', async () => {
    const f = join(dir, '.learnings/LEARNINGS.md');
    await Promise.all(['w1', 'w2', 'w3', 'w4'].map((w) => runWorker(f, w, 20, 'edit')));
    const lines = readFileSync(f, 'utf8').trimEnd().split('\n');
    assert.equal(lines.length, 80);
    for (const w of ['w1', 'w2', 'w3', 'w4']) {
      assert.deepEqual(lines.filter((l) => l.startsWith(`${w}:`)), Array.from({ length: 20 }, (_, i) => `${w}:${i}`));
    }
  });

  it('4 processes x 20 JSONL appends: 80 whole lines', async () => {
    const f = join(dir, 'gate-log.jsonl');
    await Promise.all(['w1', 'w2', 'w3', 'w4'].map((w) => runWorker(f, w, 20, 'jsonl')));
    const rows = readFileSync(f, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as { worker: string; i: number });
    assert.equal(rows.length, 80);
    assert.equal(new Set(rows.map((r) => `${r.worker}:${r.i}`)).size, 80);
  });

  it('appendJsonl closes a line left unterminated by someone else', async () => {
    const f = put(dir, 'log.jsonl', '{"a":1}\n{"b":2}');
    await appendJsonl(f, { c: 3 });
    assert.equal(readFileSync(f, 'utf8'), '{"a":1}\n{"b":2}\n{"c":3}\n');
  });

  it('takes over a stale lock left by a dead process', async () => {
    const f = put(dir, 'x.md', 'a\n');
    mkdirSync(lockPathFor(f));
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPathFor(f), old, old);
    await editFile(f, (t) => `${t}b\n`);
    assert.equal(readFileSync(f, 'utf8'), 'a\nb\n');
    assert.equal(existsSync(lockPathFor(f)), false);
  });

  it('gives up with a clear error while a live lock is held', async () => {
    const f = put(dir, 'x.md', 'a\n');
    mkdirSync(lockPathFor(f)); // fresh: its holder is alive
    await assert.rejects(editFile(f, () => 'b\n', { waitMs: 200 }), /could not lock .*x\.md/);
    assert.equal(readFileSync(f, 'utf8'), 'a\n');
  });
});
