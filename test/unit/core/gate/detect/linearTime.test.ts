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
