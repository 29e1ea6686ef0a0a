import assert from 'node:assert/strict';
import { findCorrection } from '../../../../../src/core/gate/detect/correction';
import { analyzeFailure } from '../../../../../src/core/gate/detect/errorCause';
import { findFeatureRequest } from '../../../../../src/core/gate/detect/featureRequest';
import { scanTextSync } from '../../../../../src/core/gate/secrets';
import { ES_PT, NOT_YET, PASTED, WISHES, WORDLESS_FAILURES, type ClassLabel } from './classSet12';

// Per class: how many prompts get the label they should. The capture runs both detectors on a prompt, so a
// wish that the correction detector also takes is stored twice: it counts as wrong ('both').
const verdict = (p: string): ClassLabel | 'both' => {
  const [feature, lesson] = [findFeatureRequest(p) !== undefined, findCorrection(p) !== undefined];
  return feature && lesson ? 'both' : feature ? 'feature' : lesson ? 'lesson' : 'noise';
};

describe('prompt and failure classes of the fourth blind round (own labeled set)', () => {
  for (const [name, set] of [['pasted material', PASTED], ['wish with a contrast', WISHES], ['ES/PT corrections', ES_PT], ['not-yet prohibition', NOT_YET]] as const) {
    it(`labels every ${name} prompt right`, () => {
      const wrong = set.filter(([label, p]) => verdict(p) !== label).map(([label, p]) => `${label} → ${verdict(p)}: ${p}`);
      console.log(`  ${name}: ${set.length - wrong.length}/${set.length}${wrong.length ? `\n    ${wrong.join('\n    ')}` : ''}`);
      assert.deepEqual(wrong, []);
    });
  }
  it('keeps the cause of a failure that names no error word', () => {
    const lost = WORDLESS_FAILURES.filter(([cause, text, exitCode]) => {
      const v = analyzeFailure({ tool: 'Bash', subject: 'run-check', exitCode, text });
      return !(v?.kind === 'capture' && v.cause.includes(cause));
    });
    console.log(`  wordless failures: ${WORDLESS_FAILURES.length - lost.length}/${WORDLESS_FAILURES.length}`);
    assert.deepEqual(lost.map(([c]) => c), []);
  });
  it('keeps a variable named in parentheses after "password" (a failure line), and still redacts a value', () => {
    assert.equal(scanTextSync('vault login failed: password (VAULT_PASS) rejected or unset').count, 0);
    assert.equal(scanTextSync('the staging password Qx7!mB2kLp9 works for now').count, 1);
  });
});
