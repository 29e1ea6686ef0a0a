// What every-entry code needs from an entry's text, worked out once from the whole entry (when the store reads its
// file), so the store can keep entries without their text and read it from the file only when one is shown.
// The functions that consume these (ruleText, fixText, isConfirmed, isDerivedRecord, isQuarantined,
// specificitySignals) compute the same answer from the text when an entry carries no facts:
// entryFacts(e) must equal what they return for e — test/unit/core/entryFacts.test.ts holds them to it.
import { ADMISSION_FIELDS } from './gate/admission';
import type { Entry, EntryFacts } from './model';
import { hasQuarantineField } from './assess';
import { confirmedField, confirmedInBody, fixText, isErrorEntry, namesSourceAndPromotion, ruleText } from './ruleText';
import { namesFunction, namesPath } from './scorer';

type TextOf = Pick<Entry, 'title' | 'body' | 'fields' | 'sections' | 'kind' | 'type'>;

export function entryFacts(e: TextOf): EntryFacts {
  const text = { title: e.title, body: e.body, fields: e.fields, sections: e.sections, kind: e.kind, type: e.type };
  // An error's rule is its fix when it has one (ruleText); the fix of other kinds is asked only when promoting.
  const fix = isErrorEntry(e) ? (fixText(text) ?? null) : undefined;
  const rule = fix ?? ruleText(text);
  const facts: EntryFacts = {
    rule,
    pathInText: namesPath(e.body),
    functionInText: namesFunction(e.body),
    quarantineField: hasQuarantineField(e.fields),
    confirmedInBody: confirmedInBody(e.body),
    promotedCopy: namesSourceAndPromotion(e.fields),
  };
  if (fix !== undefined) facts.fix = fix;
  const confirmed = confirmedField(e.fields);
  if (confirmed !== undefined) facts.confirmedField = confirmed;
  const admission = admissionSignals(e.fields);
  if (admission) facts.admission = admission;
  return facts;
}

const SIGNAL_PREFIXES = ['admission.', 'signals.', 'amac.'];
const SIGNAL_KEYS = new Set<string>(ADMISSION_FIELDS);

/** A-MAC signals written in an entry's fields (`admission.novelty: 0.8`, `signals.type`, `amac.score`…). */
export function admissionSignals(fields: Record<string, string>): Record<string, number> | undefined {
  const out: Record<string, number> = {};
  for (const key of Object.keys(fields)) {
    const lower = key.toLowerCase();
    const prefix = SIGNAL_PREFIXES.find((p) => lower.startsWith(p));
    const name = prefix ? lower.slice(prefix.length) : lower;
    if (!SIGNAL_KEYS.has(name)) continue;
    const n = Number(fields[key]);
    if (Number.isFinite(n)) out[name] = n;
  }
  return Object.keys(out).length ? out : undefined;
}
