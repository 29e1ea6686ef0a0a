import assert from 'node:assert/strict';
import { classifyPath, detectFormat, unflatten } from '../../../src/formats/index';

describe('formats/detectFormat', () => {
  const ws: [string, string | undefined][] = [
    ['.learnings/LEARNINGS.md', 'sia-markdown'],
    ['workspace/.learnings/ERRORS.md', 'sia-markdown'],
    ['.learnings/FEATURE_REQUESTS.md', 'sia-markdown'],
    ['.learnings/requests.md', 'sia-markdown'],
    ['.learnings/corrections.md', 'sia-markdown'],
    ['.learnings/days/2026-04-02/error.md', 'sia-markdown'],
    ['.learnings/_global/PATTERNS.md', 'per-user'],
    ['.learnings/Ab3_xY9-Qw1z/LEARNINGS.md', 'per-user'],
    ['.learnings/Ab3_xY9-Qw1z/FOLLOW_UPS.md', 'per-user'],
    ['.learnings/_meta/promotion-log.md', 'promotion-log'],
    ['.learnings/learning-20260203-path-typos.md', 'single-entry'],
    ['.learnings/entries/correction/2026-03-04T10-23-45Z.json', 'json-entry'],
    ['.learnings/failures.jsonl', 'jsonl'],
    ['.learnings/index.json', undefined],
    ['.patterns/imports_pattern.md', 'pattern-staging'],
    ['.knowledge/grep_pattern.md', 'knowledge'],
    ['knowledge/_discarded/LOG.md', 'discard-log'],
    ['.knowledge/_discarded/LOG.md', 'discard-log'],
    ['self-improving/memory.md', 'home-memory'],
    ['self-improving/domains/code.md', 'home-memory'],
    ['owner__repo__.learnings__LEARNINGS.md', 'sia-markdown'],
    ['owner__repo__self-improving__corrections.md', 'home-memory'],
    ['owner__repo__.learnings__failures.jsonl', 'jsonl'],
    ['LEARNINGS.md', 'sia-markdown'],
    ['memory.md', 'home-memory'],
    ['PROFILE.md', 'per-user'],
    ['_global/PATTERNS.md', 'per-user'],
    ['.learnings/README.md', undefined],
    ['.learnings/SKILL.md', undefined],
    ['src/index.ts', undefined],
    ['docs/notes.md', undefined],
    ['README.md', undefined],
    ['MEMORY.md', undefined],
    ['learnings.md', undefined],
  ];
  for (const [path, want] of ws) it(`workspace ${path} → ${want}`, () => assert.equal(detectFormat(path, 'workspace'), want));

  it('reads every markdown file of a home root, and nothing else', () => {
    assert.equal(detectFormat('memory.md', 'home'), 'home-memory');
    assert.equal(detectFormat('archive/2025/old.md', 'home'), 'home-memory');
    assert.equal(detectFormat('projects/acme.md', 'home'), 'home-memory');
    assert.equal(detectFormat('notes.txt', 'home'), undefined);
    assert.equal(detectFormat('SKILL.md', 'home'), undefined);
  });

  it('says what the path means: user, namespace, tier', () => {
    assert.equal(classifyPath('.learnings/Ab3_xY9-Qw1z/LEARNINGS.md', 'workspace')?.user, 'Ab3_xY9-Qw1z');
    assert.equal(classifyPath('.learnings/_global/LEARNINGS.md', 'workspace')?.namespace, 'global');
    const p = classifyPath('projects/acme.md', 'home')!;
    assert.deepEqual([p.namespace, p.namespaceName, p.tier], ['project', 'acme', 'WARM']);
    const d = classifyPath('self-improving/domains/code.md', 'workspace')!;
    assert.deepEqual([d.namespace, d.namespaceName], ['domain', 'code']);
    assert.equal(classifyPath('memory.md', 'home')?.tier, 'HOT');
    assert.equal(classifyPath('archive/x.md', 'home')?.tier, 'COLD');
    const s = classifyPath('.patterns/imports_pattern.md', 'workspace')!;
    assert.deepEqual([s.namespace, s.namespaceName, s.tier], ['domain', 'imports', 'staging']);
    assert.equal(classifyPath('.learnings/entries/error/x.json', 'workspace')?.category, 'error');
  });

  it('unflattens corpus-style names and leaves real paths alone', () => {
    assert.equal(unflatten('a__b__.learnings__days__2026-04-02__error.md'), 'a/b/.learnings/days/2026-04-02/error.md');
    assert.equal(unflatten('dir/.learnings/LEARNINGS.md'), 'dir/.learnings/LEARNINGS.md');
  });
});
