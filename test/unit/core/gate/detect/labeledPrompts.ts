import assert from 'node:assert/strict';
import { findCorrection } from '../../../../../src/core/gate/detect/correction';
import { findFeatureRequest } from '../../../../../src/core/gate/detect/featureRequest';

// What the prompt detectors make of a labeled set of prompts: per class, how many came out as labeled, and each
// one that did not (shared by the class sets written for the unseen streams' findings).
export type Want = 'signal' | 'feature' | 'noise';
export type LabeledPrompt = [cls: string, want: Want, prompt: string];

export const verdict = (p: string): Want => (findFeatureRequest(p) ? 'feature' : findCorrection(p) ? 'signal' : 'noise');

export function scoreByClass(cases: readonly LabeledPrompt[]): { byClass: Map<string, { ok: number; all: number }>; wrong: string[] } {
  const byClass = new Map<string, { ok: number; all: number }>();
  const wrong: string[] = [];
  for (const [cls, want, prompt] of cases) {
    const got = verdict(prompt);
    const c = byClass.get(cls) ?? { ok: 0, all: 0 };
    c.all += 1;
    if (got === want) c.ok += 1;
    else wrong.push(`[${cls}] want ${want}, got ${got}: ${prompt}`);
    byClass.set(cls, c);
  }
  return { byClass, wrong };
}

/** A labeled set as one test: every prompt must come out as labeled; the per-class figures are printed. */
export function checkClassSet(title: string, cases: readonly LabeledPrompt[]): void {
  describe(title, () => {
    it('classifies each sentence as its class wants (per-class figures printed)', () => {
      const { byClass, wrong } = scoreByClass(cases);
      console.log(`      ${[...byClass].map(([k, v]) => `${k} ${v.ok}/${v.all}`).join(', ')}`);
      assert.deepEqual(wrong, []);
    });
  });
}
