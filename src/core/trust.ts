// The outbound trust check (DESIGN.md "Gate"; docs/security.md): every piece of learning text that leaves
// for an agent — a rules-file line, injected session/prompt context, a CodeLens, an MCP search result —
// passes through here first, and the capture-time quarantine uses the same rules.
//   1. fold: NFKC (full-width letters and compatibility forms become plain ones), then every format (Cf),
//      zero-width, bidi, variation-selector and filler character removed, control characters made spaces;
//   2. judge: the folded text (and a copy with Cyrillic/Greek look-alikes and markdown marks folded) against
//      trustPatterns.ts — instructions aimed at the agent, download-and-run, decode-and-run, exfiltration,
//      destructive commands; any hit refuses the text (the caller drops it, never shows part of it);
//   3. escape: what is shown is one line, `<!--` / `-->` defused, so nothing can open a hidden comment or
//      leave the managed block; file names in citations get the same treatment (a newline prints as `\n`).
// Pure: strings in, strings out. Text beyond MAX_TRUST_SCAN is refused rather than shown unchecked.
import { isQuarantined } from './assess';
import type { Entry } from './model';
import { downloadThenRun, HARM_RULES } from './trustPatterns';

/** Longest text judged; longer text is refused (an agent-facing line is a few hundred characters). */
export const MAX_TRUST_SCAN = 100_000;

// Format characters (bidi controls, zero-width joiners, soft hyphen, tag characters…), variation selectors,
// and the fillers that render as nothing (Hangul fillers, braille blank, Mongolian separator).
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_SEPARATORS = /[\u2028\u2029\u0085]/g;

/** NFKC, invisible characters removed, control characters made spaces; line breaks kept. */
export function foldText(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').replace(LINE_SEPARATORS, '\n').replace(CONTROL, ' ').normalize('NFKC');
}

// Letters of other scripts that look like Latin ones ("іgnore previous іnstructions" with a Cyrillic і).
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S',
  α: 'a', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', Α: 'A', Β: 'B', Ε: 'E', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Χ: 'X',
  ı: 'i', ɡ: 'g', ℓ: 'l',
};
const LOOK_ALIKE_RE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

function latinLookalikes(text: string): string {
  return text.replace(LOOK_ALIKE_RE, (c) => LOOK_ALIKES[c] ?? c).replace(/[*`]+/g, '').replace(/\\([|&;$()<>])/g, '$1');
}

/** The verdicts on the last texts judged: an entry's text is judged for being shown and again for its line. */
const judged = new Map<string, readonly string[]>();
const JUDGED_MAX = 64;

/** Verdicts kept beyond this process (store/trustMemo.ts): texts this very build judged harmless before. */
export interface VerdictMemo {
  safe(text: string): boolean;
  remember(text: string): void;
}
let memo: VerdictMemo | undefined;

/** Judge with `m` consulted first and told of every harmless verdict (undefined: judge everything). */
export function useVerdictMemo(m: VerdictMemo | undefined): void {
  memo = m;
}

/** Every harmful kind in the text (each once); empty = nothing instruction-like or dangerous. */
export function harmfulKinds(text: string): string[] {
  let kinds = judged.get(text);
  if (!kinds) {
    if (judged.size >= JUDGED_MAX) judged.clear();
    judged.set(text, (kinds = memo?.safe(text) ? [] : judge(text)));
  }
  if (kinds.length === 0) memo?.remember(text);
  return [...kinds];
}

function judge(text: string): string[] {
  const folded = foldText(text.length > MAX_TRUST_SCAN ? text.slice(0, MAX_TRUST_SCAN) : text);
  const variants = [folded];
  // Tag characters (U+E0020–E007E) spell ASCII invisibly: the judged copy reads what they spell.
  const spelled = text.replace(/[\u{E0020}-\u{E007E}]/gu, (c) => String.fromCharCode(c.codePointAt(0)! - 0xe0000));
  if (spelled !== text) variants.push(foldText(spelled.length > MAX_TRUST_SCAN ? spelled.slice(0, MAX_TRUST_SCAN) : spelled));
  for (const v of [...variants]) {
    const plain = latinLookalikes(v);
    if (plain !== v) variants.push(plain);
  }
  const kinds = new Set<string>();
  if (text.length > MAX_TRUST_SCAN) kinds.add('too-long-to-check');
  for (const v of variants) {
    for (const r of HARM_RULES) {
      if (kinds.has(r.kind)) continue;
      const m = r.re.exec(v);
      if (m && (!r.valid || r.valid(m[0]))) kinds.add(r.kind);
    }
    if (!kinds.has('pipe-to-shell') && downloadThenRun(v)) kinds.add('pipe-to-shell');
  }
  return [...kinds];
}

/** `<!--` and `-->` defused (a rules file or an agent's markdown never gets a hidden comment or a fake marker). */
export function defuseComments(text: string): string {
  return text.replace(/<!--/g, '&lt;!--').replace(/--!?>/g, '--&gt;');
}

/** One line to show: folded, every line break and run of spaces made one space, comments defused. */
export function oneSafeLine(text: string): string {
  return defuseComments(foldText(text).replace(/\s+/g, ' ').trim());
}

/** A file name or `file:line` as a citation prints it: a line break becomes a visible `\n`, comments defused. */
export function safeCitation(path: string): string {
  return defuseComments(foldText(path).replace(/\r\n|\r|\n/g, '\\n').replace(/\t/g, '\\t'));
}

export interface TrustVerdict {
  /** false: the text must not reach an agent at all. */
  ok: boolean;
  /** The text as it may be shown (one line, comments defused); '' when refused. */
  text: string;
  /** Why it was refused (harmful kinds). */
  kinds: string[];
}

/** The check every exit calls: refuse harmful text, otherwise the one-line, defused form of it. */
export function checkOutbound(text: string): TrustVerdict {
  const kinds = harmfulKinds(text);
  return kinds.length > 0 ? { ok: false, text: '', kinds } : { ok: true, text: oneSafeLine(text), kinds };
}

/**
 * A line of agent-facing context, `- text (citation)`: undefined when the text is refused. `extra` is more
 * of the entry's own text that must pass too (its body, when only the title is shown).
 */
export function agentLine(text: string, cite: string, extra = ''): string | undefined {
  const v = checkOutbound(text);
  if (!v.ok || (extra && harmfulKinds(extra).length > 0)) return undefined;
  return `- ${v.text} (${safeCitation(cite)})`;
}

/** Whether an entry may be shown to an agent at all: not quarantined, and neither its title nor its body refused. */
export function entryMayReachAgent(e: Pick<Entry, 'status' | 'fields' | 'tags' | 'title' | 'body' | 'facts'>): boolean {
  return !isQuarantined(e) && harmfulKinds(`${e.title}\n${e.body}`).length === 0;
}
