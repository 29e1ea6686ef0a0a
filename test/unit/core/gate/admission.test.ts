import assert from 'node:assert/strict';
import fc from 'fast-check';
import { admit, computeSignals, DEFAULT_WEIGHTS, resolveAdmissionConfig, SIGNAL_NAMES, THRESHOLD_FLOOR, TYPE_PRIORS } from '../../../../src/core/gate/admission';
import { CAPTURE_TYPES } from '../../../../src/core/model';

const NOW = Date.parse('2026-05-01T00:00:00Z');

describe('A-MAC admission', () => {
  it('defaults: threshold 0.40, floor 0.35, the published weights', () => {
    const cfg = resolveAdmissionConfig({}, () => assert.fail('no warning expected'));
    assert.equal(cfg.threshold, 0.4);
    assert.equal(cfg.effectiveThreshold, 0.4);
    assert.equal(cfg.floor, THRESHOLD_FLOOR);
    assert.deepEqual(cfg.weights, DEFAULT_WEIGHTS);
  });

  it('a tuner override of 0.10 resolves to 0.35 and logs a warning each time', () => {
    const logged: string[] = [];
    for (let i = 0; i < 2; i++) {
      const cfg = resolveAdmissionConfig({ overrides: { threshold: 0.1 } }, (m) => logged.push(m));
      assert.equal(cfg.threshold, 0.1);
      assert.equal(cfg.effectiveThreshold, 0.35);
      assert.equal(cfg.clamped, true);
    }
    assert.equal(logged.filter((m) => m.includes('floor')).length, 2);
  });

  it('boundaries: 0.35 and 0.37 are allowed as asked; 0.3499 clamps; settings may only raise', () => {
    assert.equal(resolveAdmissionConfig({ overrides: { threshold: 0.35 } }, () => {}).clamped, false);
    assert.equal(resolveAdmissionConfig({ overrides: { threshold: 0.37 } }, () => {}).effectiveThreshold, 0.37);
    assert.equal(resolveAdmissionConfig({ overrides: { threshold: 0.3499 } }, () => {}).effectiveThreshold, 0.35);
    // The person's 0.5 cannot be undercut by a tuner's 0.38 nor an env 0.2.
    const cfg = resolveAdmissionConfig({ settings: { threshold: 0.5 }, overrides: { threshold: 0.38 }, env: { LEARNINGS_ADMISSION_THRESHOLD: '0.2' } }, () => {});
    assert.equal(cfg.effectiveThreshold, 0.5);
    assert.equal(resolveAdmissionConfig({ env: { LEARNINGS_ADMISSION_THRESHOLD: 'abc' } }, () => {}).effectiveThreshold, 0.4);
  });

  it('weights off the simplex are clamped and renormalized; all-zero falls back to the defaults', () => {
    const w = resolveAdmissionConfig({ overrides: { weights: { novelty: 5, type: -1 } } }, () => {}).weights;
    assert.equal(w.type, 0);
    assert.ok(Math.abs(SIGNAL_NAMES.reduce((s, k) => s + w[k], 0) - 1) < 1e-12);
    const zero = resolveAdmissionConfig({ overrides: { weights: { type: 0, novelty: 0, confidence: 0, recency: 0, utility: 0 } } }, () => {}).weights;
    assert.deepEqual(zero, DEFAULT_WEIGHTS);
    const env = resolveAdmissionConfig({ env: { LEARNINGS_ADMISSION_WEIGHTS: '{"utility": 0.9}' } }, () => {}).weights;
    assert.ok(env.utility > DEFAULT_WEIGHTS.utility);
  });

  it('property: no override makes the effective threshold < 0.35 or the weights leave the simplex', () => {
    const anyValue = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(undefined), fc.constant(null), fc.constant(Number.NaN), fc.constant(-Infinity));
    const layer = fc.record({ threshold: anyValue, weights: fc.dictionary(fc.constantFrom(...SIGNAL_NAMES, 'bogus'), anyValue) }, { requiredKeys: [] });
    const env = fc.record({ LEARNINGS_ADMISSION_THRESHOLD: fc.option(fc.string(), { nil: undefined }), LEARNINGS_ADMISSION_WEIGHTS: fc.option(fc.json(), { nil: undefined }) }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.option(layer, { nil: undefined }), fc.option(layer, { nil: undefined }), fc.option(env, { nil: undefined }), (settings, overrides, e) => {
        const cfg = resolveAdmissionConfig({ settings, overrides, env: e }, () => {});
        assert.ok(cfg.effectiveThreshold >= THRESHOLD_FLOOR && cfg.effectiveThreshold <= 1);
        for (const k of SIGNAL_NAMES) assert.ok(cfg.weights[k] >= 0 && cfg.weights[k] <= 1);
        assert.ok(Math.abs(SIGNAL_NAMES.reduce((s, k) => s + cfg.weights[k], 0) - 1) < 1e-9);
      }),
      { numRuns: 1000 },
    );
  });

  it('covers every capture type and the DESIGN types in the prior table', () => {
    for (const t of [...CAPTURE_TYPES, 'decision', 'commitment', 'fact', 'episodic', 'preference']) assert.ok(TYPE_PRIORS[t] > 0, t);
    assert.equal(TYPE_PRIORS.decision, 0.95);
    assert.equal(TYPE_PRIORS.commitment, 0.92);
    assert.equal(TYPE_PRIORS.fact, 0.5);
    assert.equal(TYPE_PRIORS.episodic, 0.4);
  });

  it('computes the five signals and S exactly', () => {
    const s = computeSignals({ type: 'correction', content: 'Use `pnpm` instead of npm in src/app.ts', functions: ['install()'], nearestSimilarity: 0.25, now: NOW });
    assert.deepEqual(s, { type: 0.9, novelty: 0.75, confidence: 1, recency: 1, utility: 1 });
    const r = admit(s, { effectiveThreshold: 0.4, weights: { ...DEFAULT_WEIGHTS } });
    assert.ok(Math.abs(r.score - (0.35 * 0.9 + 0.3 * 0.75 + 0.1 + 0.05 + 0.2)) < 1e-12);
    const hedged = computeSignals({ type: 'fact', content: 'maybe it rained', eventAt: NOW - 14 * 86_400_000, nearestSimilarity: 1, now: NOW });
    assert.equal(hedged.confidence, 0.6);
    assert.ok(Math.abs(hedged.recency - Math.exp(-0.693)) < 1e-12);
    assert.equal(hedged.novelty, 0);
    assert.equal(hedged.utility, 0);
  });

  it('admits at exactly the threshold and rejects just below it', () => {
    const w = { type: 1, novelty: 0, confidence: 0, recency: 0, utility: 0 };
    // Every signal equal: the default weights score it the same, so only the threshold decides.
    const sig = (x: number) => ({ type: x, novelty: x, confidence: x, recency: x, utility: x });
    assert.equal(admit(sig(0.4), { effectiveThreshold: 0.4, weights: w }).admitted, true);
    assert.equal(admit(sig(0.3999), { effectiveThreshold: 0.4, weights: w }).admitted, false);
  });
});
