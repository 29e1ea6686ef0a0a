// The home memory's index.md lists the other files; the views leave its lines out of the tiers.
import * as assert from 'node:assert/strict';
import { parseFile } from '../../../src/formats/index';
import { isTopicIndexEntry, memoryEntries } from '../../../src/vscode/topicIndex';

const home = (file: string, text: string) => parseFile({ root: '/home', file, text, rootKind: 'home' }).entries;

describe('topic index entries', () => {
  it('leaves out the lines of the home index.md, and keeps a project that happens to be called index', () => {
    const index = home('index.md', '# Index\n\n- memory.md — 2 lines\n- projects/index.md — 1 lines\n');
    const memory = home('memory.md', '# Memory\n\n- Prefer rg over grep\n');
    const project = home('projects/index.md', '# index\n\n- Release from main only\n');
    assert.ok(index.length > 0 && index.every(isTopicIndexEntry), 'the formats read index.md bullets as entries; the views skip them');
    assert.deepEqual(memoryEntries([...index, ...memory, ...project]).map((e) => e.title), ['Prefer rg over grep', 'Release from main only']);
  });

  it('keeps a workspace learnings file named like an index', () => {
    const ws = parseFile({ root: '/w', file: '.learnings/index.md', text: '# Learnings\n\n## [LRN-20261101-001] best_practice\n\n### Summary\nKeep the changelog current\n\n---\n', rootKind: 'workspace' }).entries;
    assert.ok(ws.length > 0);
    assert.equal(memoryEntries(ws).length, ws.length);
  });
});
