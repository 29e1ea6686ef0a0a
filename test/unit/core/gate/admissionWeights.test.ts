import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admissionScore, admit, DEFAULT_WEIGHTS, resolveAdmissionConfig, THRESHOLD_FLOOR, type Signals } from '../../../../src/core/gate/admission';
import { captureLearning } from '../../../../src/app/capture/capturePipeline';

// A weak capture: low type prior, close to something stored, hedged, nothing concrete, but recent:
// the default weights score it 0.35·0.4 + 0.3·0.2 + 0.1·0.6 + 0.05·1 = 0.31, below the floor.
const WEAK: Signals = { type: 0.4, novelty: 0.2, confidence: 0.6, recency: 1, utility: 0 };

describe('admission weights only tighten', () => {
  it('the weak signals score below the floor with the default weights', () => {
    assert.ok(admissionScore(WEAK, DEFAULT_WEIGHTS) < THRESHOLD_FLOOR, String(admissionScore(WEAK, DEFAULT_WEIGHTS)));
  });

  for (const [name, weights] of [
    ['all on recency', { recency: 1 }],
    ['all on confidence and recency', { confidence: 1, recency: 1, type: 0, novelty: 0, utility: 0 }],
    ['recency heavy, others small', { recency: 0.9, type: 0.05, novelty: 0.05, confidence: 0, utility: 0 }],
  ] as const) {
    it(`an override putting weight ${name} may not admit it (env, overrides and settings alike)`, () => {
      for (const layer of ['env', 'overrides', 'settings'] as const) {
        const sources = layer === 'env' ? { env: { LEARNINGS_ADMISSION_WEIGHTS: JSON.stringify(weights) } } : { [layer]: { weights } };
        const config = resolveAdmissionConfig(sources, () => undefined);
        assert.ok(admissionScore(WEAK, config.weights) >= config.effectiveThreshold, `${layer}: the reshaped score alone would admit it`);
        const r = admit(WEAK, config);
        assert.equal(r.admitted, false, layer);
        assert.equal(r.weightsHeldToFloor, true, layer);
      }
    });
  }

  it('an override may still reshape what the default weights admit, and may reject more', () => {
    const strong: Signals = { type: 0.9, novelty: 1, confidence: 1, recency: 1, utility: 0 };
    const onUtility = resolveAdmissionConfig({ overrides: { weights: { utility: 1, type: 0, novelty: 0, confidence: 0, recency: 0 } } }, () => undefined);
    assert.equal(admit(strong, { effectiveThreshold: 0.4, weights: { ...DEFAULT_WEIGHTS } }).admitted, true);
    assert.equal(admit(strong, onUtility).admitted, false, 'tightening is allowed');
    assert.equal(admit(strong, onUtility).weightsHeldToFloor, false);
  });

  it('a capture refused this way is rejected with a reason, and a warning is logged', async () => {
    const root = mkdtempSync(join(tmpdir(), 'weights-'));
    try {
      mkdirSync(join(root, '.learnings/entries/knowledge_gap'), { recursive: true });
      // Something close to it is stored already (low novelty); the event is months old (low recency).
      writeFileSync(
        join(root, '.learnings/entries/knowledge_gap/k1.json'),
        JSON.stringify({ id: 'k1', type: 'knowledge_gap', content: 'maybe the nightly build was slow on that day because of the disk', first_seen: '2026-04-19T00:00:00Z', last_seen: '2026-04-19T00:00:00Z' }),
      );
      const input = { type: 'knowledge_gap' as const, content: 'maybe the nightly build was slow on that day because of the network', files: [], functions: [], domains: [], confidence: 0, eventAt: Date.parse('2026-01-01T00:00:00Z') };
      const now = new Date('2026-04-20T12:00:00Z');
      const plain = await captureLearning({ root, now, env: {}, snapshot: false, input });
      assert.equal(plain.decision, 'rejected');
      assert.ok(admissionScore(plain.admission.signals, DEFAULT_WEIGHTS) < THRESHOLD_FLOOR, `default score ${plain.admission.score}`);
      mkdirSync(join(root, '.learnings/_meta'), { recursive: true });
      writeFileSync(join(root, '.learnings/_meta/overrides.json'), JSON.stringify({ admission: { weights: { type: 1, novelty: 0, confidence: 0, recency: 0, utility: 0 } } }));
      const warnings: string[] = [];
      const r = await captureLearning({ root, now, log: (m) => warnings.push(m), env: {}, snapshot: false, input });
      assert.ok(r.admission.score >= r.admission.effectiveThreshold, `the reshaped score ${r.admission.score} alone would admit it`);
      assert.equal(r.decision, 'rejected', r.reasons.join('; '));
      assert.ok(r.reasons.some((x) => /weights override refused \(tighten-only\)/.test(x)), r.reasons.join('; '));
      assert.ok(warnings.some((w) => /weights only tighten/.test(w)), warnings.join('\n'));
      assert.match(readFileSync(join(root, '.learnings/_meta/gate-log.jsonl'), 'utf8'), /"heldToFloor":true/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
