// Field values as written: function lists keep whole names, titles and values keep their literal characters.
import assert from 'node:assert/strict';
import { setField } from '../../../src/formats/index';
import { functionName, splitFunctions, titleText, unwrapValue } from '../../../src/formats/fields';
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

  it('titles are the text as written: underscores, inner asterisks and backticks stay', () => {
    const t = [
      '## [LRN-20260101-001] Export names from __init__.py',
      '',
      '## [LRN-20260101-002] best_practice',
      '',
      '### Summary',
      '__init__.py must list a*b*c and `snake_case` names',
      '',
      '## [LRN-20260101-003] **Bold all over**',
      '',
      '**Status**: **resolved**',
      '**Area**: `backend`',
      '**Notes**: the `x` and `y` flags, 2*3*4',
      '',
    ].join('\n');
    const es = parseText(LRN, t).entries;
    assert.deepEqual(es.map((e) => e.title), ['Export names from __init__.py', '__init__.py must list a*b*c and `snake_case` names', 'Bold all over']);
    assert.deepEqual([es[2].status, es[2].fields.Area, es[2].domains, es[2].fields.Notes], ['resolved', 'backend', ['backend'], 'the `x` and `y` flags, 2*3*4']);
    assert.equal(setField(t, es[2], 'Status', 'resolved'), t, 'the unwrapped value is the same value: no byte changes');
    const m = parseText('memory.md', '- Keep `__init__.py` small\n- **Commits**: small, one concern each\n- __dunder__ names\n', 'home').entries;
    assert.deepEqual(m.map((e) => e.title), ['Keep `__init__.py` small', 'Commits: small, one concern each', '__dunder__ names']);
    assert.ok(parseText(LRN, t).entries[1].body.includes('__init__.py'), 'the body keeps underscores too');
  });

  it('unwrapValue strips only markers around the whole value', () => {
    const cases: [string, string][] = [
      ['**x**', 'x'], ['*x*', 'x'], ['`a_b`', 'a_b'], ['``a`b``', 'a`b'], ['***x***', 'x'], ['~~old~~', 'old'],
      ['**a** and **b**', '**a** and **b**'], ['`a`, `b`', '`a`, `b`'], ['*a*b*', '*a*b*'], ['__init__', '__init__'], ['a*b', 'a*b'], ['**', '**'],
    ];
    for (const [i, o] of cases) assert.equal(unwrapValue(i), o, i);
    assert.equal(titleText('**Label:** value'), 'Label: value');
  });
});
