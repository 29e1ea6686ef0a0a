// The gate log bucketed per UTC day for the dashboard's admission chart: counts, the threshold in
// force, the floor, and what is skipped (malformed lines, decisions after `now`).
import * as assert from 'node:assert/strict';
import { GATE_LOG, gateHistory, gateStats } from '../../../src/store/gateAudit';
import { resolveAdmissionConfig } from '../../../src/core/gate/admission';
import { put, removeDir, tempDir } from './helpers';

const line = (at: string, decision: string, effectiveThreshold?: number) =>
  JSON.stringify({ at, decision, id: null, file: null, type: 'correction', reasons: [], hash: 'h', ...(effectiveThreshold === undefined ? {} : { admission: { score: 0.5, threshold: effectiveThreshold, effectiveThreshold, floor: 0.35, clamped: false } }) });

describe('gate history per UTC day', () => {
  let root: string;
  const config = resolveAdmissionConfig({}, () => undefined);
  beforeEach(() => (root = tempDir('learnings-gatehistory-')));
  afterEach(() => removeDir(root));

  it('counts each day, oldest first, with the threshold of the day\'s last decision and the floor 0.35', () => {
    put(root, GATE_LOG, [
      line('2026-11-21T23:59:59.000Z', 'admitted', 0.5), // still the 21st in UTC
      line('2026-11-20T08:00:00.000Z', 'admitted', 0.5), // out of order in the file
      line('2026-11-20T09:00:00.000Z', 'rejected', 0.5),
      line('2026-11-21T00:00:00.000Z', 'quarantined', 0.6),
      line('2026-11-21T12:00:00.000Z', 'duplicate', 0.6),
      line('2026-11-23T10:00:00.000Z', 'merged'), // no threshold recorded: the one before stays in force
      '',
    ].join('\n'));
    assert.deepEqual(gateHistory(root, new Date('2026-11-28T00:00:00Z'), config), [
      { at: '2026-11-20T00:00:00.000Z', considered: 2, admitted: 1, quarantined: 0, threshold: 0.5, floor: 0.35 },
      { at: '2026-11-21T00:00:00.000Z', considered: 3, admitted: 1, quarantined: 1, threshold: 0.5, floor: 0.35 },
      { at: '2026-11-23T00:00:00.000Z', considered: 1, admitted: 0, quarantined: 0, threshold: 0.5, floor: 0.35 },
    ]);
  });

  it('skips malformed lines and decisions after now; a log without thresholds uses the current one', () => {
    put(root, GATE_LOG, ['{not json', line('2026-11-20T08:00:00.000Z', 'admitted'), JSON.stringify({ at: 'yesterday', decision: 'admitted' }), line('2026-11-20T09:00:00.000Z', 'total'), line('2026-12-01T00:00:00.000Z', 'admitted')].join('\n'));
    assert.deepEqual(gateHistory(root, new Date('2026-11-28T00:00:00Z'), config), [
      { at: '2026-11-20T00:00:00.000Z', considered: 1, admitted: 1, quarantined: 0, threshold: config.effectiveThreshold, floor: 0.35 },
    ]);
    assert.deepEqual(gateStats(root, new Date('2026-11-28T00:00:00Z'), config).skipped, [`${GATE_LOG}:1`, `${GATE_LOG}:3`, `${GATE_LOG}:4`]);
  });

  it('is empty when the gate has not logged anything', () => {
    assert.deepEqual(gateHistory(root, new Date('2026-11-28T00:00:00Z'), config), []);
  });
});
