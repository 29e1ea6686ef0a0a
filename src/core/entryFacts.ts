// What every-entry code needs from an entry's text, worked out once from the whole entry (when the store reads its
// file), so the store can keep entries without their text and read it from the file only when one is shown.
// The functions that consume these (ruleText, fixText, isConfirmed, isDerivedRecord, isQuarantined,
// entryMayReachAgent, specificitySignals) compute the same answer from the text when an entry carries no facts:
// entryFacts(e) must equal what they return for e — test/unit/core/entryFacts.test.ts holds them to it.
import { ADMISSION_FIELDS } from './gate/admission';
import type { Entry, EntryFacts } from './model';
import { hasQuarantineField } from './assess';
import { confirmedField, confirmedInBody, fixText, namesSourceAndPromotion, ruleText } from './ruleText';
import { namesFunction, namesPath } from './scorer';
import { harmfulKinds } from './trust';

type TextOf = Pick<Entry, 'title' | 'body' | 'fields' | 'sections' | 'kind' | 'type'>;

export function entryFacts(e: TextOf): EntryFacts {
  const text = { title: e.title, body: e.body, fields: e.fields, sections: e.sections, kind: e.kind, type: e.type };
  const rule = ruleText(text);
  const fix = fixText(text);
  const facts: EntryFacts = {
    rule,
    pathInText: namesPath(e.body),
    functionInText: namesFunction(e.body),
    quarantineField: hasQuarantineField(e.fields),
    confirmedInBody: confirmedInBody(e.body),
    harmfulText: harmfulKinds(`${e.title}\n${e.body}`).length > 0,
    promotedCopy: namesSourceAndPromotion(e.fields),
    textHash: textHash(e),
  };
  if (fix !== undefined) facts.fix = fix === rule ? rule : fix;
  const confirmed = confirmedField(e.fields);
  if (confirmed !== undefined) facts.confirmedField = confirmed;
  const admission = admissionSignals(e.fields);
  if (admission) facts.admission = admission;
  return facts;
}

/** A-MAC signals written in an entry's fields (`admission.novelty: 0.8`, `signals.type`, `amac.score`…). */
export function admissionSignals(fields: Record<string, string>): Record<string, number> | undefined {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(fields)) {
    const name = key.replace(/^(admission|signals|amac)\./i, '').toLowerCase();
    const n = Number(value);
    if ((ADMISSION_FIELDS as readonly string[]).includes(name) && Number.isFinite(n)) out[name] = n;
  }
  return Object.keys(out).length ? out : undefined;
}

/** FNV-1a (32 bits) of body, fields and sections, in a shape no two different texts share. */
export function textHash(e: Pick<Entry, 'body' | 'fields' | 'sections'>): number {
  const s = JSON.stringify([e.body, Object.entries(e.fields), Object.entries(e.sections)]);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
