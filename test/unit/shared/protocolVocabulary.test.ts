// The webview protocol speaks the core's words: the score axes, the assessment actions and the admission
// signals it carries are the core's own, checked at compile time (tsc type-checks this file) and at run time.
import assert from 'node:assert/strict';
import type { Action } from '../../../src/core/assess';
import { ADMISSION_FIELDS, SIGNAL_NAMES } from '../../../src/core/gate/admission';
import { WEIGHTS, type Scores } from '../../../src/core/scorer';
import { AdmissionSignalsSchema, ScoreBreakdownSchema, type AdmissionSignals, type ScoreBreakdown } from '../../../src/shared/protocol';
import { AMAC_SIGNALS, SCORE_AXES } from '../../../webview-ui/viewModel';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(ok: Equal<A, B>) => ok;

// Compile-time: a renamed axis, action or signal on either side stops the type check.
same<Exclude<keyof ScoreBreakdown, 'action'>, keyof Scores>(true);
same<NonNullable<ScoreBreakdown['action']>, Action>(true);
same<Exclude<keyof AdmissionSignals, 'threshold' | 'admitted'>, (typeof ADMISSION_FIELDS)[number]>(true);
same<(typeof AMAC_SIGNALS)[number][0], (typeof SIGNAL_NAMES)[number]>(true);
same<(typeof SCORE_AXES)[number][0], keyof typeof WEIGHTS>(true);

describe('webview protocol vocabulary', () => {
  it('score breakdown: the scorer axes plus the composite, and the assessment actions', () => {
    assert.deepEqual(Object.keys(ScoreBreakdownSchema.shape).filter((k) => k !== 'action').sort(), [...Object.keys(WEIGHTS), 'composite'].sort());
    assert.deepEqual([...ScoreBreakdownSchema.shape.action.unwrap().options].sort(), ['KEEP', 'PROMOTE', 'PRUNE']);
  });
  it('admission signals: the gate signal names plus the score, and the threshold they were measured against', () => {
    assert.deepEqual(Object.keys(AdmissionSignalsSchema.shape).filter((k) => k !== 'threshold' && k !== 'admitted').sort(), [...ADMISSION_FIELDS].sort());
  });
  it('the dashboard labels every gate signal and every score axis, in the core order', () => {
    assert.deepEqual(AMAC_SIGNALS.map(([k]) => k), [...SIGNAL_NAMES]);
    assert.deepEqual(SCORE_AXES.map(([k]) => k), Object.keys(WEIGHTS));
  });
});
