import assert from 'node:assert/strict';
import { moveEntry, parseFile, setField } from '../../../src/formats/index';
import { parseFixture, parseText } from './helpers';

describe('formats/home-memory and the other markdown layouts', () => {
  it('memory.md (HOT): bullets are rules, entry headings are entries', () => {
    const { entries } = parseFixture('home', 'memory.md');
    assert.deepEqual(entries.map((e) => [e.line, e.kind]), [[6, 'rule'], [7, 'rule'], [11, 'rule'], [15, 'learning']]);
    assert.ok(entries.every((e) => e.tier === 'HOT' && e.namespace === 'global'));
    assert.deepEqual([entries[1].endLine, entries[1].title, entries[1].category], [8, 'Commits: small, one concern each', 'Preferences']);
    assert.equal(entries[3].id, 'LRN-20260325-001');
    assert.equal(entries[3].endLine, 20);
  });

  it('projects/, domains/ (WARM, namespaced), archive/ (COLD), index.md', () => {
    const p = parseFixture('home', 'projects/acme.md').entries;
    assert.deepEqual(p.map((e) => [e.line, e.namespace, e.namespaceName, e.tier]), [[3, 'project', 'acme', 'WARM'], [4, 'project', 'acme', 'WARM']]);
    const d = parseFixture('home', 'domains/code.md').entries;
    assert.deepEqual(d.map((e) => [e.title, e.namespace, e.namespaceName, e.category]), [['Prefer early returns', 'domain', 'code', 'Style'], ['Name things for what they are', 'domain', 'code', 'Style']]);
    const a = parseFixture('home', 'archive/projects/acme.md').entries;
    assert.deepEqual(a.map((e) => [e.tier, e.namespaceName]), [['COLD', 'acme']]);
    const index = parseFixture('home', 'index.md');
    assert.equal(index.entries.length, 0, 'the topic index lists files; it holds no rules');
    assert.match(index.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n'), /^index\.md:1 The topic index/m);
  });

  it('reads a project called index and a workspace learnings file called index.md as usual', () => {
    assert.deepEqual(parseText('projects/index.md', '# index\n\n- Release from main only\n', 'home').entries.map((e) => e.title), ['Release from main only']);
    const ws = parseFile({ root: '/w', file: '.learnings/index.md', text: '# Learnings\n\n## [LRN-20261101-001] best_practice\n\n### Summary\nKeep the changelog current\n\n---\n', rootKind: 'workspace' }).entries;
    assert.deepEqual(ws.map((e) => e.id), ['LRN-20261101-001']);
  });

  it('rule ids do not name their tier file, so a move between tiers keeps the id', () => {
    const ids = (file: string, text: string) => parseText(file, text, 'home').entries.map((e) => e.id);
    const [hot] = ids('memory.md', '# Memory\n\n- Prefer tabs in Go files\n');
    assert.match(hot, /^mem-[0-9a-f]{8}$/);
    assert.deepEqual(ids('domains/code.md', '# Code\n* prefer  tabs in Go files\n  Confirmed: yes\n'), [hot], 'marker, case, spacing and continuation lines do not matter');
    assert.deepEqual(ids('archive/domains/code.md', '- Prefer tabs in Go files\n'), [hot]);
    assert.deepEqual(parseText('self-improving/memory.md', '- Prefer tabs in Go files\n').entries.map((e) => e.id), [hot], 'a workspace memory folder too');
    assert.deepEqual(ids('memory.md', '- a\n- b\n- a\n').map((id) => id.replace(/^mem-[0-9a-f]{8}/, 'H')), ['H', 'H', 'H#2'], 'an ordinal only for repeated text');
    assert.deepEqual(ids('memory.md', '## [LRN-20260101-001] x\n\n- rule\n').slice(0, 1), ['LRN-20260101-001'], 'written ids stay as written');
    assert.match(ids('notes.md', 'just one line of notes\n')[0], /^mem-[0-9a-f]{8}$/);
    assert.equal(ids('memory.md', '## 2026-01-01 tabs\n\ntext\n')[0], ids('archive/memory.md', '## 2026-01-01 tabs\n\ntext\n')[0]);
    // Moved for real: the entry read back from the target has the id it had in the source.
    const src = '# Memory\n\n- Run the linter before committing\n- Keep commits small\n';
    const e = parseText('memory.md', src, 'home').entries[0];
    const { to } = moveEntry(src, '# Code\n', e);
    assert.equal(parseText('domains/code.md', to, 'home').entries[0].id, e.id);
  });

  it('an edit through a memory id repeated as sourceId (a store duplicate) still finds its rule', () => {
    const t = '- Keep commits small\n- Run the linter\n';
    const e = parseText('domains/code.md', t, 'home').entries[1];
    const dup = { ...e, sourceId: e.id };
    assert.equal(setField(t, dup, 'Confirmed', 'yes'), '- Keep commits small\n- Run the linter\n  Confirmed: yes\n');
    assert.throws(() => setField('- Keep commits small\n- Run the tests\n', dup, 'Confirmed', 'yes'), /expected the rule mem-/);
  });

  it('a memory file without bullets or headings is one entry', () => {
    const { entries } = parseFixture('home', 'notes.md');
    assert.deepEqual(entries.map((e) => [e.line, e.endLine, e.kind]), [[1, 1, 'rule']]);
  });

  it('corrections.md with day headings: each `- [HH:MM]` bullet is an entry with its indented fields', () => {
    const { entries } = parseFixture('home', 'corrections.md');
    assert.deepEqual(entries.map((e) => [e.id, e.line, e.endLine]), [
      ['corrections.md#2026-02-20 19:54', 10, 13],
      ['corrections.md#2026-02-20 21:10', 14, 16],
      ['corrections.md#2026-02-21 08:00', 19, 21],
    ]);
    const e = entries[0];
    assert.deepEqual([e.kind, e.category, e.fields.Context, e.fields.Confirmed, e.logged], ['correction', 'communication', 'stated in chat', 'pending (1/3)', '2026-02-20 19:54']);
    assert.match(e.title, /always answer in Portuguese/);
  });

  it('corrections.md with bracketed timestamps: duplicates get a suffix', () => {
    const { entries } = parseFixture('ws', 'self-improving/corrections.md');
    assert.deepEqual(entries.map((e) => e.id), [
      'self-improving/corrections.md#2026-03-27 18:52',
      'self-improving/corrections.md#2026-03-25 12:49',
      'self-improving/corrections.md#2026-03-25 12:49#2',
    ]);
    assert.deepEqual([entries[0].title, entries[0].status, entries[0].fields.Lesson], ['Nightly report took 18 minutes', 'open', '- Set timeouts on every request']);
  });

  it('single-entry files: one learning with its bold-colon fields', () => {
    const { entries } = parseFixture('ws', '.learnings/learning-20260203-path-check.md');
    assert.equal(entries.length, 1);
    const e = entries[0];
    assert.deepEqual([e.title, e.category, e.priority, e.logged, e.line, e.endLine], ['Check paths before running chmod', 'error', 'low', '2026-02-03', 1, 13]);
    assert.equal(e.fields.Prevention, '- Use `ls` first');
  });

  it('.knowledge: one promoted entry per file with front matter fields', () => {
    const { entries } = parseFixture('ws', '.knowledge/efficiency_grep_before_read_pattern_20260307.md');
    const e = entries[0];
    assert.deepEqual([e.kind, e.tier, e.title, e.logged], ['knowledge', 'promoted', 'Grep before Read', '2026-03-07']);
    assert.deepEqual(e.tags, ['search', 'files']);
    assert.deepEqual(e.domains, ['efficiency']);
    assert.equal(e.fields.score, '0.76');
  });

  it('a thematic break at the top is not mistaken for front matter', () => {
    const { entries } = parseText('.knowledge/x.md', '---\n\n## [LRN-20260101-001] a\n\n---\n');
    assert.deepEqual(entries.map((e) => e.id), ['LRN-20260101-001']);
  });

  it('.patterns/{domain}_pattern.md: one staged pattern per section, namespaced by domain', () => {
    const { entries } = parseFixture('ws', '.patterns/imports_pattern.md');
    assert.deepEqual(entries.map((e) => [e.title, e.kind, e.tier, e.namespaceName, e.line, e.endLine]), [
      ['Absolute imports inside packages', 'pattern', 'staging', 'imports', 3, 8],
      ['Barrel files hide cycles', 'pattern', 'staging', 'imports', 10, 12],
    ]);
    assert.equal(entries[0].fields.Decision, 'use `@pkg/` aliases');
  });

  it('the discard log: archived entries, one per line', () => {
    const { entries } = parseFixture('ws', 'knowledge/_discarded/LOG.md');
    assert.deepEqual(entries.map((e) => [e.kind, e.tier, e.logged]), [['discarded', 'archived', '2026-03-08'], ['discarded', 'archived', '2026-03-09']]);
  });
});
