// The facts kept with an entry stand in for its text in every-entry code: each function that reads them must
// answer exactly what it answers from the text. Entries come from a fixture of every shape those functions look
// at (test/unit/store/memoryFixture.ts), parsed by the real readers.
import assert from 'node:assert/strict';
import { admissionSignals, entryFacts } from '../../../src/core/entryFacts';
import { isQuarantined } from '../../../src/core/assess';
import type { Entry } from '../../../src/core/model';
import { fixText, isConfirmed, isDerivedRecord, ruleText } from '../../../src/core/ruleText';
import { specificitySignals } from '../../../src/core/scorer';
import { entryMayReachAgent } from '../../../src/core/trust';
import { parseFile } from '../../../src/formats/index';
import { HOME_FILES, PROJECT_FILES } from '../store/memoryFixture';

function fixtureEntries(): Entry[] {
  const read = (files: Record<string, string>, root: string, rootKind: 'workspace' | 'home') => Object.entries(files).flatMap(([file, text]) => parseFile({ root, file, text, rootKind }).entries);
  return [...read(PROJECT_FILES, '/p', 'workspace'), ...read(HOME_FILES, '/h', 'home')];
}

describe('core: entry facts', () => {
  const entries = fixtureEntries();

  it('the fixture has every case the facts stand for', () => {
    const f = entries.map(entryFacts);
    assert.ok(entries.length >= 10);
    assert.ok(f.some((x) => x.fix) && f.some((x) => x.fix === null), 'an error with a fix and one without');
    assert.ok(f.some((x) => x.quarantineField));
    assert.ok(f.some((x) => x.confirmedField === true) && f.some((x) => x.confirmedInBody && x.confirmedField === undefined));
    assert.ok(f.some((x) => x.pathInText) && f.some((x) => x.functionInText) && f.some((x) => x.promotedCopy) && f.some((x) => x.admission));
  });

  it('every reader of the facts answers what it answers from the text', () => {
    for (const e of entries) {
      const withFacts = { ...e, facts: entryFacts(e) };
      const label = `${e.file}:${e.line}`;
      assert.equal(ruleText(withFacts), ruleText(e), label);
      assert.equal(fixText(withFacts), fixText(e), label);
      assert.equal(isConfirmed(withFacts), isConfirmed(e), label);
      assert.equal(isDerivedRecord(withFacts), isDerivedRecord(e), label);
      assert.equal(isQuarantined(withFacts), isQuarantined(e), label);
      assert.equal(entryMayReachAgent(withFacts), entryMayReachAgent(e), label);
      assert.deepEqual(specificitySignals(withFacts), specificitySignals(e), label);
    }
  });

  it('keeps the A-MAC signals written in a capture, and none for entries without them', () => {
    const capture = entries.find((e) => e.id === 'CAP-20260107-001')!;
    assert.deepEqual(entryFacts(capture).admission, { type: 0.9, novelty: 0.8, confidence: 0.7, recency: 1, utility: 0.6, score: 0.82 });
    assert.deepEqual(admissionSignals({ 'Admission.Novelty': '0.5', 'signals.type': '1', 'admission.signals.type': '0.2', notes: 'x', score: 'high' }), { novelty: 0.5, type: 1 });
    assert.equal(entryFacts(entries.find((e) => e.id === 'LRN-20260101-001')!).admission, undefined);
  });

  it('facts answer without the text: an entry whose text is gone still scores and is judged as before', () => {
    for (const e of entries) {
      const facts = entryFacts(e);
      const bare = { ...e, body: '', fields: {}, sections: {}, facts };
      assert.equal(ruleText(bare), ruleText(e));
      assert.equal(isConfirmed(bare), isConfirmed(e));
      assert.equal(isQuarantined(bare), isQuarantined(e));
      assert.deepEqual(specificitySignals(bare), specificitySignals(e));
    }
  });
});
