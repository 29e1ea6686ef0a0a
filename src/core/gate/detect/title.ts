// Titles and rule text distilled from an event: the instruction or the fact, not the raw prompt
// ("no, that is wrong: always check X" → "Always check X"). Rejection openers and standing-instruction
// openers are dropped, polite filler at the ends is trimmed, the first letter is capitalised.
import type { LangRules } from './correctionRules';
import { capitalize, clip } from './text';

const FILLER_START = /^(?:(?:please|pls|ok(?:ay)?|so|and|but|also|just|oh|hey|alright|again|once more|hmm+|well|look|listen)[,!]?\s+)+/i;
const FILLER_END = /(?:[,;]?\s+(?:please|pls|thanks|thank you|ok\??|okay\??|again|谢谢|拜托|お願いします|부탁해요|bitte|merci|por favor|obrigad[oa]|пожалуйста))+\s*([.!。！]?)$/iu;
const REJECTION_START = /^(?:(?:no+|nope|nah|wrong|incorrect|not quite)\s*[,.!:;—–-]+|(?:that|this|it)(?:'s| is) (?:wrong|incorrect|not right|not correct)\s*[,.!:;—–-]*)\s*/i;

/** The rule a sentence carries, in its own language: openers and filler removed, capitalised, ≤ 300 chars. */
export function distillRule(sentence: string, lang?: LangRules): string {
  let s = sentence.trim().replace(/\s+/g, ' ');
  for (let i = 0; i < 3; i++) {
    const before = s;
    s = s.replace(FILLER_START, '').replace(REJECTION_START, '');
    if (lang) s = s.replace(lang.opener, '');
    if (s === before) break;
  }
  s = s.replace(FILLER_END, '$1').replace(/^[\s—–:;,.-]+/, '').trim();
  if (s.length < 3) s = sentence.trim(); // nothing left: keep what was said
  return clip(capitalize(s), 300);
}

/** A feature request's title: the capability asked for, capitalised ("a way to export CSV" → "A way to export CSV"). */
export function distillCapability(text: string): string {
  const s = text.trim().replace(/\s+/g, ' ').replace(/^[\s:,;—–-]+/, '').replace(/^(?:to|that|if|for|dass|que|che|dat|że|żeby)\s+/i, '').replace(FILLER_END, '$1').replace(/[.!?。！？]+$/u, '').replace(/(?:就好了|就好|就更好了|とか)$/u, '');
  return clip(capitalize(s), 200);
}
