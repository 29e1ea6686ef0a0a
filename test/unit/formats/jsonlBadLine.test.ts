import assert from 'node:assert/strict';
import { parseFile } from '../../../src/formats/index';

const FILE = '.learnings/learnings.jsonl';
const read = (text: string) => parseFile({ root: '/r', file: FILE, text, rootKind: 'workspace' });

describe('JSONL: one bad line costs only that line', () => {
  const good = (id: string) => JSON.stringify({ id, type: 'correction', content: `learning ${id}` });
  const cases: [string, string][] = [
    ['an object nested 20,000 deep', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
    ['an array nested 200,000 deep inside an object', `{"id":"deep","tags":${'['.repeat(200_000)}${']'.repeat(200_000)}}`],
    ['a truncated line', '{"id":"cut","content":"half a li'],
    ['not JSON at all', 'this line was typed by hand'],
  ];
  for (const [name, bad] of cases) {
    it(`${name}: the other lines are read, and a diagnostic names the file and line`, () => {
      const r = read([good('a'), good('b'), bad, good('c')].join('\n'));
      assert.deepEqual(r.entries.map((e) => e.id), ['a', 'b', 'c']);
      const d = r.diagnostics.find((x) => x.line === 3);
      assert.ok(d, JSON.stringify(r.diagnostics));
      assert.equal(d!.file, FILE);
      assert.equal(d!.severity, 'error');
      assert.match(d!.message, /^Line 3 is .*; it was skipped\.$/);
      assert.equal(r.diagnostics.filter((x) => x.severity === 'error').length, 1);
    });
  }
});
