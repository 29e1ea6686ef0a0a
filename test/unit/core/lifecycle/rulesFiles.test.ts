// Pure pieces of writing rules: the scope of a learning, the rules files it goes to, rules citing several sources,
// and the repository hygiene lines (what _meta/.gitignore keeps out, which .gitattributes lines are missing).
import assert from 'node:assert/strict';
import { BLOCK_BEGIN, BLOCK_END, parseRuleLine, readBlock, removeRulesFor, renderRule, upsertRules, type ManagedRule } from '../../../../src/core/managedBlock';
import { fixCalls, groupSameLesson } from '../../../../src/core/lessons';
import { emptyEntry, type Entry } from '../../../../src/core/model';
import { rulesFilesFor } from '../../../../src/core/promotion';
import { ruleText } from '../../../../src/core/ruleText';
import { META_GITIGNORE_TEXT, missingAttributes } from '../../../../src/core/repoHygiene';
import { parseScopedTargets, scopeOf, scopedFileHeader } from '../../../../src/core/scopedRules';

const rule = (text: string, id: string, extra: Partial<ManagedRule> = {}): ManagedRule => ({ text, source: '.learnings/LEARNINGS.md:3', id, promoted: '2026-12-01', score: 0.8, ...extra });

describe('core/lifecycle: rules files', () => {
  it('scope: the deepest common folder of the related files, or one glob; none for the whole repo or unsafe paths', () => {
    assert.deepEqual(scopeOf(['src/api/orders.ts', 'src/api/users/handler.ts']), { folder: 'src/api', glob: 'src/api/**', topic: 'src-api' });
    assert.deepEqual(scopeOf(['./src/web/app.ts']), { folder: 'src/web', glob: 'src/web/**', topic: 'src-web' });
    assert.deepEqual(scopeOf(['**/*.sql']), { glob: '**/*.sql', topic: 'sql' });
    assert.deepEqual(scopeOf(['src/db/**/*.sql', 'src/db/migrate.ts']), { folder: 'src/db', glob: 'src/db/**', topic: 'src-db' });
    assert.equal(scopeOf(['src/a.ts', 'test/a.test.ts']), undefined, 'no common folder');
    assert.equal(scopeOf(['package.json']), undefined, 'a root file is not a folder');
    assert.equal(scopeOf([]), undefined);
    assert.equal(scopeOf(['../outside/x.ts']), undefined);
    assert.equal(scopeOf(['/etc/passwd']), undefined);
    assert.equal(scopeOf(['src/a b/"x".ts']), undefined, 'characters that would need quoting in front matter');
    assert.equal(scopeOf(['.learnings/LEARNINGS.md']), undefined, "the tool's own folder is not code");
  });

  it("front matter as each agent documents it (Claude's paths as a quoted string, Cursor's globs unquoted)", () => {
    const s = { folder: 'src/api', glob: 'src/api/**', topic: 'src-api' };
    assert.equal(scopedFileHeader('claude', s), '---\npaths: "src/api/**"\n---\n');
    assert.equal(scopedFileHeader('copilot', s), '---\napplyTo: "src/api/**"\ndescription: "Rules learned for src/api/** (written by learnings promote)"\n---\n');
    assert.equal(scopedFileHeader('cursor', s), '---\ndescription: Rules learned for src/api/** (written by learnings promote)\nglobs: src/api/**\nalwaysApply: false\n---\n');
    assert.equal(scopedFileHeader('agents', s), '');
    assert.deepEqual(parseScopedTargets(['claude,copilot', 'none']), ['claude', 'copilot']);
    assert.deepEqual(parseScopedTargets(['all']), ['claude', 'copilot', 'cursor', 'agents']);
    assert.throws(() => parseScopedTargets(['vim']), /unknown scoped target "vim"/);
  });

  it('which files a lesson goes to: a scoped file stands in for its global file; a glob scope cannot make a nested AGENTS.md', () => {
    const files = (g: string[], s: Parameters<typeof rulesFilesFor>[1], f: string[]) => rulesFilesFor(g, s, f).map((x) => x.file);
    assert.deepEqual(files(['CLAUDE.md', 'AGENTS.md'], [], ['src/api/a.ts']), ['CLAUDE.md', 'AGENTS.md']);
    assert.deepEqual(files(['CLAUDE.md', 'AGENTS.md'], ['claude', 'agents'], ['src/api/a.ts']), ['.claude/rules/src-api.md', 'src/api/AGENTS.md']);
    assert.deepEqual(files(['CLAUDE.md', 'AGENTS.md'], ['agents'], ['**/*.sql']), ['CLAUDE.md', 'AGENTS.md']);
    assert.deepEqual(files(['CLAUDE.md'], ['cursor'], ['src/api/a.ts']), ['.cursor/rules/src-api.mdc', 'CLAUDE.md']);
    assert.deepEqual(files(['CLAUDE.md'], ['claude'], []), ['CLAUDE.md'], 'no related files: the global block');
  });

  it('a rule citing several sources renders and parses back; old one-source lines still parse', () => {
    const r = rule('Run migrations with the script', 'LRN-20261127-001', { also: [{ source: '.learnings/entries/correction/x.json:1', id: 'c0ffee12' }], score: 0.7299 });
    const line = renderRule(r);
    assert.equal(line, '- Run migrations with the script (from .learnings/LEARNINGS.md:3, LRN-20261127-001; .learnings/entries/correction/x.json:1, c0ffee12, promoted 2026-12-01, score 0.72)');
    assert.deepEqual(parseRuleLine(line), { ...r, score: 0.72 });
    assert.deepEqual(parseRuleLine('- Use pnpm (from a.md:7, LRN-1, promoted 2026-01-01, score 0.80)'), { text: 'Use pnpm', source: 'a.md:7', id: 'LRN-1', promoted: '2026-01-01', score: 0.8 });
  });

  it('the same lesson again updates the rule in place (cites the new source), text outside the block untouched', () => {
    const before = '# Rules\r\n\r\nMine.\r\n';
    const once = upsertRules(before, [rule('Run migrations with `npm run db:migrate`, never by hand', 'A')]).text;
    const after = '\r\n## After\r\nkept\r\n';
    const twice = upsertRules(once + after, [rule('run migrations with npm run db:migrate, never by hand.', 'B', { source: 'b.json:1' })]);
    assert.equal(twice.added.length, 0);
    assert.equal(twice.updated.length, 1);
    const rules = readBlock(twice.text).rules;
    assert.equal(rules.length, 1);
    assert.deepEqual(rules[0].also, [{ source: 'b.json:1', id: 'B' }]);
    assert.ok(twice.text.startsWith(`${before}\r\n${BLOCK_BEGIN}\r\n`));
    assert.ok(twice.text.endsWith(`${BLOCK_END}\r\n${after}`));
    assert.equal(upsertRules(twice.text, [rule('Run migrations with `npm run db:migrate`, never by hand', 'B')]).changed, false, 'idempotent');
    assert.deepEqual(removeRulesFor(twice.text, new Set(['B'])).removed.length, 1, 'forgetting any cited source removes the rule');
  });

  it('_meta/.gitignore ignores runtime state and itself, keeps the committed logs; .gitattributes lines only where missing', () => {
    const lines = META_GITIGNORE_TEXT.split('\n').filter((l) => l && !l.startsWith('#'));
    assert.deepEqual(lines, ['*', '!promotion-log.md', '!lifecycle.jsonl', '!overrides.json']);
    assert.deepEqual(missingAttributes(undefined, ['.learnings/_meta/promotion-log.md']), ['.learnings/_meta/promotion-log.md merge=union']);
    assert.deepEqual(missingAttributes('/.learnings/_meta/promotion-log.md -merge\n', ['.learnings/_meta/promotion-log.md', 'knowledge/_discarded/LOG.md']), ['knowledge/_discarded/LOG.md merge=union']);
  });
});

describe('core/lifecycle: same lesson', () => {
  const mk = (id: string, p: Partial<Entry>): Entry => emptyEntry({ id, format: 'sia-markdown', kind: 'learning', root: '/r', file: 'L.md', line: 1, endLine: 1, title: id, ...p });
  const groups = (list: Entry[]) => groupSameLesson(list).map((g) => g.map((e) => e.id));

  it('same calls with the same sense for covering files are one lesson, however worded', () => {
    const json = mk('j', { format: 'json-entry', fields: { content: 'Keep money in whole cents end to end: convert with toMinor(), render only at the edge' }, relatedFiles: ['src/pay/money.ts', 'src/pay/cart.ts', 'src/ui/price.tsx'] });
    const md = mk('m', { sections: { 'Suggested Action': 'Convert each price with `toMinor()` before adding; stay in cents until display.' }, relatedFiles: ['src/pay/money.ts'] });
    assert.equal(fixCalls(ruleText(json)), 'tominor');
    assert.deepEqual(groups([json, md]), [['j', 'm']]);
  });

  it('not one lesson: the opposite sense, files that do not cover each other, or different calls', () => {
    const a = mk('a', { sections: { Action: 'Call `toMinor()` once when reading a price' }, relatedFiles: ['src/pay/money.ts'] });
    const never = mk('n', { sections: { Action: 'Never call `toMinor()` on a value that is already in cents' }, relatedFiles: ['src/pay/money.ts'] });
    const elsewhere = mk('e', { sections: { Action: 'Call toMinor() when parsing the CSV import' }, relatedFiles: ['src/import/csv.ts'] });
    const other = mk('o', { sections: { Action: 'Call `fromMinor()` only in the view layer' }, relatedFiles: ['src/pay/money.ts'] });
    assert.deepEqual(groups([a, never, elsewhere, other]), [['a'], ['n'], ['e'], ['o']]);
  });

  it('the same fix text for the same files, or near-identical text, is one lesson', () => {
    const x = mk('x', { kind: 'error', sections: { 'Suggested Fix': 'Stop the local Postgres before docker compose up' }, relatedFiles: ['docker-compose.yml'] });
    const y = mk('y', { format: 'json-entry', kind: 'error', type: 'error', fields: { fix: 'stop the local postgres before docker compose up.' }, relatedFiles: ['./docker-compose.yml'] });
    const z = mk('z', { sections: { Learning: 'Prefer small pull requests with one concern each' } });
    const z2 = mk('z2', { sections: { Learning: 'Prefer small pull requests with one concern each.' } });
    assert.deepEqual(groups([x, y, z, z2]), [['x', 'y'], ['z', 'z2']]);
  });
});
