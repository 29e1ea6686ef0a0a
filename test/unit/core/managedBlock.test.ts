// The managed block: the only bytes promote may change in a rules file.
import assert from 'node:assert/strict';
import { BLOCK_BEGIN, BLOCK_END, ManagedBlockError, normalizeRule, readBlock, removeRulesFor, upsertRules, type ManagedRule } from '../../../src/core/managedBlock';

const rule = (text: string, id = 'LRN-20260401-001', promoted = '2026-04-01', score = 0.75): ManagedRule => ({ text, source: '.learnings/LEARNINGS.md:7', id, promoted, score });

describe('lifecycle/managedBlock', () => {
  it('appends a block to a file without one; the original bytes stay a prefix (CRLF and BOM kept)', () => {
    const original = '\uFEFF# Project\r\n\r\nHand-written rules.\r\n';
    const r = upsertRules(original, [rule('Use pnpm for installs')], 'CLAUDE.md');
    assert.ok(r.changed);
    assert.ok(r.text.startsWith(original));
    assert.equal(r.text.slice(original.length), `\r\n${BLOCK_BEGIN}\r\n- Use pnpm for installs (from .learnings/LEARNINGS.md:7, LRN-20260401-001, promoted 2026-04-01, score 0.75)\r\n${BLOCK_END}\r\n`);
    assert.ok(!/[^\r]\n/.test(r.text), 'no bare LF in a CRLF file');
  });

  it('a file without a final newline keeps its last line intact', () => {
    const r = upsertRules('# Notes', [rule('Run tests first')]);
    assert.ok(r.text.startsWith('# Notes\n\n<!-- learnings:begin'));
  });

  it('edits only inside the markers: text before and after is byte-identical', () => {
    const before = '# Top\r\n\r\nintro line\r\n';
    const after = '\r\n## After the block\r\n\r\nkeep   these   spaces  \r\nno final newline';
    const text = `${before}${BLOCK_BEGIN}\r\n- Old rule (from a.md:1, LRN-1, promoted 2026-01-01, score 0.80)\r\n${BLOCK_END}${after}`;
    const r = upsertRules(text, [rule('New rule')]);
    assert.ok(r.text.startsWith(`${before}${BLOCK_BEGIN}\r\n`));
    assert.ok(r.text.endsWith(`${BLOCK_END}${after}`));
    assert.deepEqual(readBlock(r.text).rules.map((x) => x.text), ['Old rule', 'New rule']);
  });

  it('is idempotent: the same rules again change nothing', () => {
    const once = upsertRules('# X\n', [rule('Use pnpm'), rule('Never commit .env files', 'LRN-2')]);
    const twice = upsertRules(once.text, [rule('Use pnpm'), rule('Never commit .env files', 'LRN-2')]);
    assert.equal(twice.changed, false);
    assert.equal(twice.text, once.text);
    assert.equal(twice.alreadyPresent.length, 2);
  });

  it('a rule already present (normalized: case, markdown, bullets, final period) is not added again, even outside the block', () => {
    const text = '# Rules\n\n- **Always** run `npm test` before pushing.\n';
    const r = upsertRules(text, [rule('always run npm test before pushing')]);
    assert.equal(r.changed, false);
    assert.equal(normalizeRule('- **Use** `pnpm`. (from x:1, LRN-1, promoted 2026-01-01, score 0.70)'), 'use pnpm');
  });

  it('keeps within the budget by dropping the oldest, then lowest-scored, rules, with a note', () => {
    let text = '# R\n';
    text = upsertRules(text, [rule('rule one', 'A', '2026-01-01', 0.9), rule('rule two', 'B', '2026-01-01', 0.7), rule('rule three', 'C', '2026-02-01', 0.71)]).text;
    const r = upsertRules(text, [rule('rule four', 'D', '2026-03-01', 0.8)], 'CLAUDE.md', { maxRules: 3, maxChars: 10_000 });
    assert.deepEqual(r.dropped.map((d) => d.id), ['B']);
    assert.deepEqual(readBlock(r.text).rules.map((x) => x.id), ['A', 'C', 'D']);
    assert.match(r.text, /<!-- learnings: 1 rule\(s\) dropped to stay within 3 rules \/ 10000 chars/);
    const byChars = upsertRules(r.text, [rule('rule five', 'E', '2026-04-01', 0.8)], 'CLAUDE.md', { maxRules: 100, maxChars: 250 });
    assert.ok(byChars.dropped.length >= 1);
    assert.ok(readBlock(byChars.text).rules.some((x) => x.id === 'E'));
  });

  it('refuses a broken block (begin without end, two blocks) with file and line', () => {
    assert.throws(() => upsertRules(`a\n${BLOCK_BEGIN}\n- x\n`, [rule('y')], 'AGENTS.md'), (e: Error) => e instanceof ManagedBlockError && /AGENTS\.md:2: learnings:begin has no learnings:end/.test(e.message));
    assert.throws(() => upsertRules(`${BLOCK_BEGIN}\n${BLOCK_END}\n${BLOCK_BEGIN}\n${BLOCK_END}\n`, [rule('y')], 'C.md'), /C\.md:3: a second learnings:begin/);
  });

  it('removeRulesFor drops only the rules citing the ids', () => {
    const text = upsertRules('# R\r\n', [rule('keep me', 'K'), rule('forget me', 'F')]).text;
    const r = removeRulesFor(text, new Set(['F']));
    assert.deepEqual(r.removed.map((x) => x.id), ['F']);
    assert.deepEqual(readBlock(r.text).rules.map((x) => x.id), ['K']);
    assert.ok(r.text.startsWith('# R\r\n'));
  });
});
