import assert from 'node:assert/strict';
import { parseFixture, parseText } from './helpers';

describe('formats/json-entry and jsonl', () => {
  it('reads the seed entry format, keeping unknown keys in fields', () => {
    const { entries, diagnostics } = parseFixture('ws', '.learnings/entries/correction/2026-03-04T10-23-45Z.json');
    assert.equal(diagnostics.length, 0);
    const e = entries[0];
    assert.deepEqual([e.id, e.kind, e.type, e.category, e.line, e.endLine], ['a1b2c3d4', 'correction', 'correction', 'correction', 1, 26]);
    assert.equal(e.title, 'Grep for the symbol before reading whole files');
    assert.equal(e.logged, '2026-03-04T10:23:45Z');
    assert.deepEqual(e.domains, ['efficiency']);
    assert.deepEqual(e.relatedFiles, ['src/search/index.ts', 'src/search/query.ts']);
    assert.deepEqual(e.functions, ['findSymbol']);
    assert.equal(e.recurrence, 3);
    assert.deepEqual([e.status, e.tier, e.promotedTo], ['staging', 'staging', undefined]);
    assert.equal(e.fields['scores.composite'], '0.66');
    assert.equal(e.fields['reviewer.name'], 'ci-bot');
    assert.equal(e.fields.wrong, 'Read the entire file');
    assert.match(e.body, /user said: don't read the whole file/);
  });

  it('promoted and pruned statuses set the tier', () => {
    const p = parseText('.learnings/entries/x/1.json', '{"id":"p1","type":"pattern","content":"x","status":"promoted","promoted_to":"CLAUDE.md"}').entries[0];
    assert.deepEqual([p.tier, p.promotedTo, p.kind], ['promoted', 'CLAUDE.md', 'pattern']);
    const q = parseText('.learnings/entries/x/2.json', '{"content":"y","status":"pruned"}').entries[0];
    assert.deepEqual([q.tier, q.id], ['archived', '.learnings/entries/x/2.json']);
  });

  it('broken JSON: a diagnostic with its line, and what could be read', () => {
    const { entries, diagnostics } = parseFixture('ws', '.learnings/entries/error/2026-03-05T08-00-00Z.json');
    assert.equal(diagnostics[0].line, 5);
    assert.equal(diagnostics[0].severity, 'error');
    assert.equal(entries[0].id, 'deadbeef');
  });

  it('JSON Lines: one entry per non-empty line, broken lines reported and skipped', () => {
    const { entries, diagnostics } = parseFixture('ws', '.learnings/failures.jsonl');
    assert.deepEqual(entries.map((e) => [e.line, e.kind]), [[1, 'failure'], [2, 'failure'], [5, 'failure']]);
    assert.equal(entries[0].title, 'check:test: FAIL src/a.test.ts');
    assert.equal(entries[1].fields.change, 'null');
    assert.deepEqual(diagnostics.map((d) => [d.line, d.severity]), [[4, 'error']]);
    assert.notEqual(entries[0].id, entries[2].id, 'different lines, different ids');
  });

  it('non-entry JSON and empty files never throw', () => {
    assert.equal(parseText('.learnings/entries/a/b.json', '[1, 2]').entries.length, 0);
    assert.equal(parseText('.learnings/entries/a/b.json', '').entries.length, 0);
    assert.equal(parseText('.learnings/x.jsonl', '\n\n').entries.length, 0);
    assert.equal(parseText('.learnings/x.jsonl', '\uFEFF{"a":"b"}\r\n').entries.length, 1);
  });
});
