// Field values as written: function lists keep whole names, titles and values keep their literal characters.
import assert from 'node:assert/strict';
import { functionName, splitFunctions } from '../../../src/formats/fields';
import { parseText } from './helpers';

const LRN = '.learnings/LEARNINGS.md';

describe('formats/fields', () => {
  it('function lists: names without a trailing argument list, split outside parentheses', () => {
    const t = [
      '## [LRN-20260101-001] x',
      '',
      'Functions: install()',
      '- **Functions**: install(), toCents()',
      '**Function**: `parse(a, b)`; render_all',
      '',
    ].join('\n');
    const e = parseText(LRN, t).entries[0];
    assert.deepEqual(e.functions, ['install', 'toCents', 'parse', 'render_all']);
    assert.deepEqual(splitFunctions('a(), b(x, y); c'), ['a', 'b', 'c']);
    assert.deepEqual([functionName('`install()`'), functionName('Foo.bar'), functionName('(anon)')], ['install', 'Foo.bar', '(anon)']);
  });

  it('JSON entries: function names are stored the same way', () => {
    const json = JSON.stringify({ id: 'x', type: 'correction', content: 'c', context: { functions: ['install()', 'toCents(amount)'] } });
    const e = parseText('.learnings/entries/correction/1.json', json).entries[0];
    assert.deepEqual(e.functions, ['install', 'toCents']);
  });
});
