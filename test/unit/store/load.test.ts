// load() on an unchanged tree keeps the same index, so what is derived from the entries array (the search
// index) is reused; any change gives a new array.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { LearningsStore } from '../../../src/store/index';
import { countingParse, fakeDetect, put, removeDir, tempDir } from './helpers';

describe('store load', () => {
  let root: string;
  afterEach(() => removeDir(root));

  it('hands out the same entries array until a file changes, appears or goes away', async () => {
    root = tempDir();
    const a = put(root, '.learnings/a.md', '- A1 first\n');
    const p = countingParse();
    const store = new LearningsStore({ roots: [root], home: null, detect: fakeDetect, parse: p.parse });
    await store.load();
    const first = store.entries();
    await store.load();
    assert.equal(store.entries(), first, 'nothing changed: same array');
    put(root, '.learnings/b.md', '- B1 second\n');
    await store.load();
    const second = store.entries();
    assert.notEqual(second, first);
    assert.deepEqual(second.map((e) => e.id), ['A1', 'B1']);
    put(root, '.learnings/a.md', '- A1 first, edited\n');
    await store.load();
    assert.notEqual(store.entries(), second);
    const third = store.entries();
    rmSync(a);
    await store.load();
    assert.notEqual(store.entries(), third);
    assert.deepEqual(store.entries().map((e) => e.id), ['B1']);
  });
});
