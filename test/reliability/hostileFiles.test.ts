// Hostile files on disk, read through the store as the CLI and the extension read them: files over
// the size limit, binary files, invalid UTF-8, symlinks that leave the root (file and folder),
// symlink loops, and ids and relative paths from input that try to climb out of their root.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LearningsStore } from '../../src/store/learningsStore';
import { DEFAULT_MAX_FILE_BYTES } from '../../src/store/readLearningsFile';
import { resolveInside, validateUserId } from '../../src/store/paths';
import { HOSTILE_REL_PATHS, HOSTILE_USER_IDS, removeDir, tempDir } from './support';

function put(root: string, rel: string, data: string | Buffer): string {
  const abs = join(root, rel);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, data);
  return abs;
}

const ENTRY = (id: string, title: string) => `## [${id}] ${title}\n\n**Logged**: 2026-03-01T10:00:00Z\n**Priority**: high\n**Status**: pending\n\n### Summary\n${title}\n\n`;

describe('reliability: hostile files and paths', function () {
  this.timeout(60_000);
  let dir: string;
  let root: string;
  let outside: string;
  beforeEach(() => {
    dir = tempDir();
    root = join(dir, 'ws');
    outside = join(dir, 'outside');
    mkdirSync(root);
    mkdirSync(outside);
  });
  afterEach(() => removeDir(dir));

  it('skips a file over the size limit with a clear message naming file and line', async () => {
    put(root, '.learnings/LEARNINGS.md', ENTRY('LRN-20260301-001', 'small and fine'));
    const big = ENTRY('LRN-20260301-002', 'huge') + 'x'.repeat(DEFAULT_MAX_FILE_BYTES + 1024);
    put(root, '.learnings/ERRORS.md', big);
    const store = new LearningsStore({ roots: [root], home: null });
    await store.load();
    assert.deepEqual(store.entries().map((e) => e.id), ['LRN-20260301-001']);
    const d = store.diagnostics().find((x) => x.file === '.learnings/ERRORS.md');
    assert.ok(d, JSON.stringify(store.diagnostics()));
    assert.equal(d.line, 1);
    assert.match(d.message, new RegExp(`${Buffer.byteLength(big)} bytes is over the ${DEFAULT_MAX_FILE_BYTES / 1024} KB limit`));
  });

  it('skips binary files and reads invalid UTF-8 without throwing', async () => {
    put(root, '.learnings/ERRORS.md', Buffer.concat([Buffer.from('## [ERR-20260301-001] x\n'), Buffer.from([0, 1, 2, 0xff, 0xfe, 0])]));
    put(root, '.learnings/LEARNINGS.md', Buffer.concat([Buffer.from(ENTRY('LRN-20260301-001', 'bad bytes follow')), Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc, 0x0a])]));
    put(root, '.learnings/entries/error/2026-03-01T10-00-00Z.json', Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    const store = new LearningsStore({ roots: [root], home: null });
    await store.load();
    assert.ok(store.diagnostics().some((d) => d.file === '.learnings/ERRORS.md' && /binary/.test(d.message)));
    assert.ok(store.entries().some((e) => e.id === 'LRN-20260301-001'));
    for (const d of store.diagnostics()) assert.ok(d.file && d.line >= 1, JSON.stringify(d));
  });

  it('never reads through a symlink that leaves the root (file or folder), and ends symlink loops', async () => {
    put(outside, 'LEARNINGS.md', ENTRY('LRN-20260301-900', 'outside secret learning'));
    put(outside, '.learnings/LEARNINGS.md', ENTRY('LRN-20260301-901', 'outside folder learning'));
    put(root, '.learnings/LEARNINGS.md', ENTRY('LRN-20260301-001', 'inside'));
    symlinkSync(join(outside, 'LEARNINGS.md'), join(root, '.learnings/ERRORS.md'));
    symlinkSync(join(outside, '.learnings'), join(root, '.learnings/link-out'));
    symlinkSync(outside, join(root, 'projectlink'));
    symlinkSync(join(root, '.learnings'), join(root, '.learnings/loop'));
    const store = new LearningsStore({ roots: [root], home: null });
    await store.load();
    const ids = store.entries().map((e) => e.id);
    assert.ok(ids.includes('LRN-20260301-001'));
    assert.ok(!ids.includes('LRN-20260301-900') && !ids.includes('LRN-20260301-901'), ids.join(', '));
    assert.ok(!store.entries().some((e) => /outside/.test(e.title)));
    assert.throws(() => store.assertWritable(join(root, '.learnings/link-out/LEARNINGS.md')), /outside|symlink/);
    assert.throws(() => store.assertWritable(join(root, '.learnings/ERRORS.md')), /outside|symlink/);
  });

  it('refuses every hostile user id with a message, and never creates a folder for it', () => {
    for (const id of HOSTILE_USER_IDS) {
      assert.throws(() => validateUserId(id), /invalid user id/, `accepted ${JSON.stringify(id)}`);
      assert.throws(() => new LearningsStore({ roots: [root], home: null, user: id }), /invalid user id/);
    }
    assert.deepEqual(readdirSync(root), []);
    assert.equal(validateUserId('Ab3_xY9-Qw1z'), 'Ab3_xY9-Qw1z');
  });

  it('keeps relative paths from input inside their root, symlinks included', () => {
    symlinkSync(outside, join(root, '.learnings-link'));
    mkdirSync(join(root, '.learnings'));
    symlinkSync(outside, join(root, '.learnings/link-out'));
    for (const rel of [...HOSTILE_REL_PATHS, '.learnings-link/x.md']) {
      assert.throws(() => resolveInside(root, rel), /escapes|outside|relative|invalid/, `accepted ${JSON.stringify(rel)}`);
    }
    assert.equal(resolveInside(root, '.learnings/LEARNINGS.md'), join(root, '.learnings/LEARNINGS.md'));
    assert.equal(resolveInside(root, 'a/../.learnings/x.md'), join(root, '.learnings/x.md'));
  });

  it("a user's store never reads another user's folder, whatever the ids look like", async () => {
    put(root, '.learnings/Ab3_xY9-Qw1z/LEARNINGS.md', '## [LRN-Ab3_xY9-Qw1z-20260301-001] mine\n- **Learning**: mine\n');
    put(root, '.learnings/Zz9-yY8_xX7w/LEARNINGS.md', '## [LRN-Zz9-yY8_xX7w-20260301-001] theirs\n- **Learning**: theirs\n');
    const reads: string[] = [];
    const store = new LearningsStore({
      roots: [root],
      home: null,
      user: 'Ab3_xY9-Qw1z',
      reader: async (abs) => {
        reads.push(abs);
        return (await import('node:fs/promises')).readFile(abs);
      },
    });
    await store.load();
    assert.ok(store.entries().some((e) => e.title.includes('mine')));
    assert.ok(!store.entries().some((e) => e.title.includes('theirs')));
    assert.ok(!reads.some((p) => p.includes('Zz9-yY8_xX7w')), 'another user\'s file was opened');
  });
});
