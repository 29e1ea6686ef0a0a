import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cleanupStream, report, runStream, type StreamFigures } from './streamHarness';

const STREAMS = resolve(__dirname, '../../../fixtures/streams');

describe('capture on a labeled hook-event stream (real hook path)', function () {
  this.timeout(300_000);
  let f: StreamFigures;
  before(async () => {
    f = await runStream(join(STREAMS, 'capture-stream.jsonl'));
    console.log(report('capture-stream', f));
  });
  after(() => cleanupStream(f));

  it('keeps what a careful engineer would keep and ignores chatter', () => {
    assert.ok(f.events >= 200, `${f.events} events`);
    assert.ok(f.recall >= 0.97, `recall ${f.recall}\n${f.misses.join('\n')}`);
    assert.ok(f.specificity >= 0.98, `specificity ${f.specificity}\n${f.falseAlarms.join('\n')}`);
  });

  it('folds repeats into the first entry and keeps every error cause', () => {
    assert.ok(f.repeats >= 8);
    assert.equal(f.repeatsFolded, f.repeats);
    assert.equal(f.causesKept, f.causes, f.lostCauses.join('\n'));
  });

  it('leaks no secret anywhere under the roots', () => {
    assert.ok(f.secrets >= 10);
    assert.deepEqual(f.secretsLeaked, []);
  });

  it('logs why each failure with nothing to learn was ignored', () => {
    assert.ok(f.ignoredExpected >= 8);
    assert.equal(f.ignoredWithReason, f.ignoredExpected);
  });

  it('writes feature requests as FEAT- entries in a self-improving-agent root and as feature JSON in a fresh root', () => {
    const feats = readFileSync(join(f.roots.sia, '.learnings/FEATURE_REQUESTS.md'), 'utf8');
    assert.match(feats, /^## \[FEAT-\d{8}-\d{3}\] feature$/m);
    assert.match(feats, /^### Requested Capability$/m);
    const log = readFileSync(join(f.roots.json, '.learnings/_meta/gate-log.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; file: string | null; decision: string });
    const jsonFeature = log.find((r) => r.type === 'feature' && r.decision === 'admitted');
    assert.match(jsonFeature?.file ?? '', /^\.learnings\/entries\/feature\/.+\.json$/);
    assert.equal((JSON.parse(readFileSync(join(f.roots.json, jsonFeature!.file!), 'utf8')) as { type: string }).type, 'feature');
  });
});
