import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { LearningsStore } from '../../../src/store/learningsStore';
import { defaultFileReader, type FileReader } from '../../../src/store/readLearningsFile';
import { countingParse, fakeDetect, put, removeDir, tempDir } from './helpers';

const ME = 'meMeMe123456';
const OTHER = 'otherUser123';

describe('store discovery', () => {
  let root: string;
  let home: string;
  let outside: string;
  beforeEach(() => {
    root = tempDir();
    home = tempDir();
    outside = tempDir();
  });
  afterEach(() => {
    removeDir(root);
    removeDir(home);
    removeDir(outside);
  });

  function store(extra: Partial<ConstructorParameters<typeof LearningsStore>[0]> = {}) {
    const { parse, calls } = countingParse();
    const s = new LearningsStore({ roots: [root], home, detect: fakeDetect, parse, ...extra });
    return { s, calls };
  }

  it('finds learnings files, with their absolute root and forward-slash paths, in the home root too', async () => {
    put(root, '.learnings/LEARNINGS.md', '- LRN-1 first\n- LRN-2 second\n');
    put(root, 'pkg/sub/.learnings/ERRORS.md', '- ERR-1 nested\n');
    put(root, 'README.md', '- NOT-1 not a learnings file\n');
    put(home, 'memory.md', '- MEM-1 home rule\n');
    const { s } = store();
    await s.load();
    assert.deepEqual(
      s.entries().map((e) => [e.id, e.root, e.file, e.line]),
      [
        ['LRN-1', root, '.learnings/LEARNINGS.md', 1],
        ['LRN-2', root, '.learnings/LEARNINGS.md', 2],
        ['ERR-1', root, 'pkg/sub/.learnings/ERRORS.md', 1],
        ['MEM-1', home, 'memory.md', 1],
      ],
    );
    assert.deepEqual(s.roots(), [{ path: root, kind: 'workspace' }, { path: home, kind: 'home' }]);
    assert.equal(s.getEntry('ERR-1')?.title, 'nested');
  });

  it('works when the home root does not exist', async () => {
    put(root, '.learnings/LEARNINGS.md', '- LRN-1 x\n');
    const { s } = store({ home: join(home, 'missing') });
    await s.load();
    assert.deepEqual(s.entries().map((e) => e.id), ['LRN-1']);
  });

  it('skips dependency, build and dot folders but keeps .learnings/.patterns/.knowledge', async () => {
    for (const d of ['node_modules/x', '.git', 'dist', 'out', 'build', '.vscode-test', '.cache']) put(root, `${d}/.learnings/LEARNINGS.md`, '- HIDDEN x\n');
    put(root, '.learnings/LEARNINGS.md', '- SHOWN x\n');
    const { s, calls } = store({ detect: (f) => (f.endsWith('.md') ? 'sia-markdown' : undefined) });
    put(root, '.patterns/api_pattern.md', '- PAT-1 x\n');
    put(root, '.knowledge/k.md', '- K-1 x\n');
    await s.load();
    assert.deepEqual(s.entries().map((e) => e.id).sort(), ['K-1', 'PAT-1', 'SHOWN']);
    assert.ok(calls.every((f) => !f.includes('HIDDEN') && !/node_modules|\.git\/|dist\//.test(f)));
  });

  it('stops at the depth limit', async () => {
    put(root, 'a/b/c/.learnings/LEARNINGS.md', '- SHALLOW x\n');
    put(root, '1/2/3/4/5/6/7/8/.learnings/LEARNINGS.md', '- DEEP x\n');
    const { s } = store({ maxDepth: 4 });
    await s.load();
    assert.deepEqual(s.entries().map((e) => e.id), ['SHALLOW']);
  });

  it('follows symlinks inside the root once, skips those that leave it', async () => {
    put(outside, '.learnings/LEARNINGS.md', '- OUTSIDE x\n');
    put(root, 'real/.learnings/LEARNINGS.md', '- INSIDE x\n');
    symlinkSync(outside, join(root, 'escape'));
    symlinkSync(join(root, 'real'), join(root, 'zalias'));
    symlinkSync(root, join(root, 'real', 'loop'));
    const { s } = store();
    await s.load();
    assert.deepEqual(s.entries().map((e) => [e.id, e.file]), [['INSIDE', 'real/.learnings/LEARNINGS.md']]);
  });

  it('reports binary and oversized files by name instead of parsing them', async () => {
    put(root, '.learnings/LEARNINGS.md', '- OK-1 fine\n');
    put(root, '.learnings/ERRORS.md', Buffer.from([0x2d, 0x20, 0x00, 0x01]).toString('latin1'));
    put(root, '.learnings/FEATURE_REQUESTS.md', `- BIG-1 ${'x'.repeat(3000)}\n`);
    const { s, calls } = store({ maxFileBytes: 2048 });
    await s.load();
    assert.deepEqual(s.entries().map((e) => e.id), ['OK-1']);
    assert.deepEqual(calls, ['.learnings/LEARNINGS.md']);
    const msgs = s.diagnostics().map((d) => `${d.file}:${d.line}: ${d.message}`).sort();
    assert.equal(msgs.length, 2);
    assert.match(msgs[0], /^\.learnings\/ERRORS\.md:1: skipped: binary file$/);
    assert.match(msgs[1], /^\.learnings\/FEATURE_REQUESTS\.md:1: skipped: \d+ bytes is over the 2 KB limit$/);
    assert.ok(s.diagnostics().every((d) => d.root === root));
  });

  it('carries parse diagnostics with their root, and numbers repeated ids', async () => {
    put(root, '.learnings/A.md', '- LRN-1 one\n!bad\n');
    put(root, '.learnings/B.md', '- LRN-1 again\n');
    const { s } = store();
    await s.load();
    assert.deepEqual(s.entries().map((e) => [e.id, e.sourceId]), [['LRN-1', undefined], ['LRN-1#2', 'LRN-1']]);
    assert.equal(s.getEntry('LRN-1#2')?.title, 'again');
    const msgs = s.diagnostics().map((d) => `${d.root === root}|${d.file}:${d.line}: ${d.message}`);
    assert.deepEqual(msgs, ['true|.learnings/A.md:2: bad line', 'true|.learnings/B.md:1: duplicate id LRN-1 (first at .learnings/A.md:1); indexed as LRN-1#2']);
  });

  describe('per-user privacy', () => {
    beforeEach(() => {
      put(root, '.learnings/_global/PATTERNS.md', '- PAT-G global\n');
      put(root, '.learnings/_meta/promotion-log.md', '- LOG-1 meta\n');
      put(root, `.learnings/${ME}/LEARNINGS.md`, `- LRN-${ME}-1 mine\n`);
      put(root, `.learnings/${OTHER}/LEARNINGS.md`, `- LRN-${OTHER}-1 theirs\n`);
      put(root, `.learnings/${OTHER}/PROFILE.md`, `- PRO-${OTHER} their profile\n`);
    });

    it('with a user set, never opens another user\u2019s files', async () => {
      const opened: string[] = [];
      const reader: FileReader = (abs) => {
        opened.push(abs);
        return defaultFileReader(abs);
      };
      const { s, calls } = store({ user: ME, reader });
      await s.load();
      assert.ok(opened.length === 3 && opened.every((f) => !f.includes(OTHER)), opened.join(', '));
      assert.ok(calls.every((f) => !f.includes(OTHER)));
      assert.deepEqual(s.entries().map((e) => e.id).sort(), ['LOG-1', `LRN-${ME}-1`, 'PAT-G']);
      assert.ok(!JSON.stringify(s.entries()).includes(OTHER));
      await s.refreshFile(join(root, `.learnings/${OTHER}/LEARNINGS.md`));
      assert.ok(opened.every((f) => !f.includes(OTHER)), 'refreshFile must not read it either');
      assert.equal(s.entries().length, 3);
    });

    it('refuses writes into another user\u2019s folder', async () => {
      const { s } = store({ user: ME });
      await s.load();
      await assert.rejects(s.writeFile(join(root, `.learnings/${OTHER}/LEARNINGS.md`), 'x'), /another user/);
      await assert.rejects(s.writeFile(join(outside, 'x.md'), 'x'), /outside every root/);
    });

    it('without a user (operator view), reads every user', async () => {
      const { s } = store();
      await s.load();
      assert.equal(s.entries().length, 5);
    });

    it('rejects a malformed user id up front', () => {
      assert.throws(() => store({ user: '../x' }), /invalid user id/);
    });
  });

  it('reloading does not parse unchanged files again', async () => {
    put(root, '.learnings/A.md', '- A-1 x\n');
    put(root, '.learnings/B.md', '- B-1 x\n');
    const { s, calls } = store();
    await s.load();
    assert.equal(calls.length, 2);
    put(root, '.learnings/B.md', '- B-1 yy\n');
    mkdirSync(join(root, '.learnings/new'));
    await s.load();
    assert.deepEqual(calls.slice(2), ['.learnings/B.md']);
    assert.equal(s.getEntry('B-1')?.title, 'yy');
  });
});
