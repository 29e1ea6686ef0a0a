import assert from 'node:assert/strict';
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LearningsStore, type StoreChange } from '../../../src/store/learningsStore';
import { countingParse, fakeDetect, nextEvent, put, removeDir, tempDir } from './helpers';

describe('store watcher', () => {
  let root: string;
  let store: LearningsStore;
  let calls: string[];
  beforeEach(async () => {
    root = tempDir();
    put(root, '.learnings/A.md', '- A-1 one\n');
    put(root, '.learnings/B.md', '- B-1 one\n- B-2 two\n');
    const p = countingParse();
    calls = p.calls;
    store = new LearningsStore({ roots: [root], home: null, detect: fakeDetect, parse: p.parse });
    await store.load();
    await store.watch();
  });
  afterEach(async () => {
    await store.close();
    removeDir(root);
  });

  it('re-parses only the modified file and reports the updated entry', async () => {
    calls.length = 0;
    const changed = nextEvent<StoreChange>(store, 'change');
    writeFileSync(join(root, '.learnings/B.md'), '- B-1 one\n- B-2 two, edited\n');
    const ev = await changed;
    assert.deepEqual(calls, ['.learnings/B.md']);
    assert.deepEqual(ev, { files: [join(root, '.learnings/B.md')], added: [], removed: [], updated: ['B-2'] });
    assert.equal(store.getEntry('B-2')?.title, 'two, edited');
  });

  it('a second write right after the first one is never lost (the batch is looked at again once settled)', async () => {
    const file = join(root, '.learnings/B.md');
    const changed = nextEvent<StoreChange>(store, 'change');
    writeFileSync(file, '- B-1 one\n- B-2 first write\n');
    await changed;
    writeFileSync(file, '- B-1 one\n- B-2 second write\n'); // right away: may coalesce with the first
    const deadline = Date.now() + 5000;
    while (store.getEntry('B-2')?.title !== 'second write' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    assert.equal(store.getEntry('B-2')?.title, 'second write');
  });

  it('reports added and removed files', async () => {
    let changed = nextEvent<StoreChange>(store, 'change');
    put(root, '.learnings/C.md', '- C-1 new\n');
    let ev = await changed;
    assert.deepEqual([ev.added, ev.removed, ev.updated], [['C-1'], [], []]);
    changed = nextEvent<StoreChange>(store, 'change');
    rmSync(join(root, '.learnings/A.md'));
    ev = await changed;
    assert.deepEqual([ev.added, ev.removed], [[], ['A-1']]);
    assert.deepEqual(store.entries().map((e) => e.id), ['B-1', 'B-2', 'C-1']);
  });

  it('ignores files that are not learnings files and touches that change nothing', async () => {
    calls.length = 0;
    const changed = nextEvent<StoreChange>(store, 'change');
    put(root, 'notes.txt', 'not learnings\n');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, '.learnings/A.md'), later, later); // same bytes: hashed, not parsed
    put(root, '.learnings/D.md', '- D-1 marker\n');
    const ev = await changed;
    assert.deepEqual(ev.added, ['D-1']);
    assert.deepEqual(calls, ['.learnings/D.md']);
  });

  it('refreshFile after a write applies the change without waiting for the watcher', async () => {
    await store.writeFile(join(root, '.learnings/A.md'), '- A-1 one\n- A-2 two\n');
    assert.equal(store.getEntry('A-2')?.title, 'two');
  });

  it('with a user set, changes in another user\u2019s folder are never read', async () => {
    await store.close();
    const opened: string[] = [];
    const p = countingParse();
    store = new LearningsStore({
      roots: [root],
      home: null,
      user: 'meMeMe123456',
      detect: fakeDetect,
      parse: p.parse,
      reader: async (abs) => {
        opened.push(abs);
        return (await import('node:fs/promises')).readFile(abs);
      },
    });
    await store.load();
    await store.watch();
    opened.length = 0;
    const changed = nextEvent<StoreChange>(store, 'change');
    put(root, '.learnings/otherUser123/LEARNINGS.md', '- SECRET-1 theirs\n');
    put(root, '.learnings/meMeMe123456/LEARNINGS.md', '- MINE-1 mine\n');
    const ev = await changed;
    assert.deepEqual(ev.added, ['MINE-1']);
    assert.ok(opened.every((f) => !f.includes('otherUser123')), opened.join(', '));
    assert.equal(store.getEntry('SECRET-1'), undefined);
  });
});
