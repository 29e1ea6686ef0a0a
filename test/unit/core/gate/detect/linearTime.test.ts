import assert from 'node:assert/strict';
import { analyzeFailure } from '../../../../../src/core/gate/detect/errorCause';
import { findCorrection } from '../../../../../src/core/gate/detect/correction';
import { findFeatureRequest } from '../../../../../src/core/gate/detect/featureRequest';

// Inputs shaped to make a backtracking regex explode: long runs without the character a rule waits for.
const SHAPES = [
  'a'.repeat(100_000),
  'no, '.repeat(25_000),
  `${'don\'t '.repeat(14_000)}x`,
  'remember that '.repeat(7_000),
  `I wish ${'the big '.repeat(12_000)}`,
  '不要'.repeat(50_000),
  `${' '.repeat(99_990)}instead`,
  `${'/x'.repeat(50_000)}`,
  `error: ${'E   '.repeat(25_000)}`,
  `${'npm ERR! code X\n'.repeat(6_000)}`,
  `${'#1 0.1 ERROR: '.repeat(7_000)}`,
];

describe('detectors are linear-time and input-capped', function () {
  this.timeout(20_000);
  for (const [i, s] of SHAPES.entries()) {
    it(`shape ${i} (${s.length} chars) takes well under a second in every detector`, () => {
      const t0 = performance.now();
      findCorrection(s);
      findFeatureRequest(s);
      analyzeFailure({ tool: 'Bash', subject: s.slice(0, 5_000), text: s, exitCode: 1 });
      const ms = performance.now() - t0;
      assert.ok(ms < 500, `${ms.toFixed(0)} ms`);
    });
  }
});

// Every rule pattern the detectors read, alone, on inputs longer than a prompt is cut to (20k): a pattern that backtracks over
// the whole input at each start (a nested quantifier not anchored) takes seconds here, a linear one milliseconds.
describe('every detector rule is linear on 30k-char inputs', function () {
  this.timeout(600_000);
  it('each pattern of every language, house rule and sentence shape, on 9 inputs, < 1 s (best of three when over)', async () => {
    const { LANGS } = await import('../../../../../src/core/gate/detect/correction');
    const modules = [await import('../../../../../src/core/gate/detect/statementRules'), await import('../../../../../src/core/gate/detect/statement'), await import('../../../../../src/core/gate/detect/text'), await import('../../../../../src/core/gate/detect/sentenceShapes'), await import('../../../../../src/core/gate/detect/dialects')];
    const patterns: [string, RegExp][] = [];
    for (const L of LANGS) for (const [k, v] of Object.entries(L)) if (v instanceof RegExp) patterns.push([`${L.lang}.${k}`, v]);
    for (const m of modules) {
      for (const [k, v] of Object.entries(m)) {
        if (v instanceof RegExp) patterns.push([k, v]);
        else if (Array.isArray(v)) v.forEach((x: unknown, i) => Array.isArray(x) && x[1] instanceof RegExp && patterns.push([`${k}[${String(x[0])}#${i}]`, x[1]]));
      }
    }
    const inputs = ['a', 'a ', 'ab', '不要', 'あい', '가 ', 'x, ', 'no ', '`a` '].map((u) => u.repeat(Math.ceil(30_000 / u.length)).slice(0, 30_000));
    const time = (re: RegExp, s: string) => {
      const t0 = performance.now();
      re.lastIndex = 0;
      re.test(s);
      return performance.now() - t0;
    };
    const slow: string[] = [];
    for (const [name, re] of patterns) {
      for (const s of inputs) {
        let ms = time(re, s);
        if (ms > 1_000) ms = Math.min(ms, time(re, s), time(re, s));
        if (ms > 1_000) slow.push(`${name} on ${JSON.stringify(s.slice(0, 4))}…: ${Math.round(ms)} ms`);
      }
    }
    assert.ok(patterns.length > 100, `${patterns.length} patterns`);
    assert.deepEqual(slow, []);
  });
});
