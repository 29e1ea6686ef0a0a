import assert from 'node:assert/strict';
import { findCorrection } from '../../../../../src/core/gate/detect/correction';
import { findFeatureRequest } from '../../../../../src/core/gate/detect/featureRequest';
import { FRESH_SET, type FreshLabel } from './freshSet';

// How the prompt detectors do on a set they were not written from: the feature detector first (a wish is
// not a correction), then the correction detector. Every wrong verdict is printed with its text.
const verdict = (p: string): FreshLabel => (findFeatureRequest(p) ? 'feature' : findCorrection(p) ? 'lesson' : 'noise');

describe('prompt detectors on a fresh labeled set', () => {
  it('prints precision, recall and specificity and keeps them above the floor', () => {
    let tp = 0, fp = 0, fn = 0, tn = 0;
    const wrong: string[] = [];
    for (const [label, prompt] of FRESH_SET) {
      const got = verdict(prompt);
      if (label === 'noise') got === 'noise' ? tn++ : (fp++, wrong.push(`false alarm (${got}, ${findCorrection(prompt)?.rule ?? ''}): ${prompt}`));
      else got === label ? tp++ : (fn++, wrong.push(`miss (${label} → ${got}): ${prompt}`));
    }
    const f = (a: number, b: number) => `${(a / (a + b)).toFixed(3)} (${a}/${a + b})`;
    console.log(`fresh set: recall ${f(tp, fn)}, specificity ${f(tn, fp)}, precision ${f(tp, fp)}\n  ${wrong.join('\n  ')}`);
    assert.ok(tp / (tp + fn) >= 0.9, 'recall');
    assert.ok(tn / (tn + fp) >= 0.95, 'specificity');
  });
});
