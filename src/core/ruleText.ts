// What an entry says as a rule, in one line: the text promoted into rules files, compared for conflicts and for
// "the same learning" across users. Picks the most actionable field each format has.
import type { Entry } from './model';

/** Sections/fields in the order they are preferred (self-improving-agent, per-user, JSON entry, free-form). */
const PREFERRED = ['Suggested Action', 'Action', 'Suggested Fix', 'Fix', 'Global action', 'Learning', 'Lesson', 'Pattern', 'Summary', 'content', 'Rule'];

function firstLine(text: string): string {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').trim();
    if (line && !line.startsWith('```')) return line;
  }
  return '';
}

function oneLine(text: string, max = 240): string {
  const s = text.replace(/\s+/g, ' ').trim();
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

/** Keys compared the way people vary them: case, spaces, `_` and `-` ignored (`Suggested Action` = `suggested_action`). */
// Memoised: every entry's field and section names are compared against a dozen keys when it is read, and the
// names are few (`Summary`, `Logged`, `context.domain`…), so each is normalised once.
const KEY_CACHE = new Map<string, string>();
const keyOf = (k: string): string => {
  let v = KEY_CACHE.get(k);
  if (v === undefined) {
    v = k.toLowerCase().replace(/[\s_-]+/g, '');
    if (KEY_CACHE.size < 10_000) KEY_CACHE.set(k, v);
  }
  return v;
};

function lookup(map: Record<string, string>, key: string): string | undefined {
  const want = keyOf(key);
  const k = Object.keys(map).find((x) => keyOf(x) === want);
  return k === undefined ? undefined : map[k];
}

/**
 * Where an error's fix is written, compared without case, spaces, `_` and `-`: self-improving-agent
 * `### Suggested Fix`, `Workaround`, `Resolution`, per-user `**Action**`, JSON `fix` / `suggested_fix` /
 * `resolution` / `workaround` / `solution` (also nested: `resolution.fix`).
 */
const FIX_KEYS = ['suggestedfix', 'fix', 'workaround', 'resolution', 'solution', 'howtofix', 'remedy', 'suggestedaction', 'action', 'correctaction'];
/** Sub-fields of a Resolution that are bookkeeping, not the fix (`- **Resolved**: 2026-…`, `- **Commit/PR**: #12`). */
const BOOKKEEPING = /^(resolved|resolvedat|date|commit|commitpr|pr|status|by|time|when)$/;

/** The first line of a fix section that says what to do: `**Notes**: …` inside a Resolution, never its date. */
function fixLine(text: string): string {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').trim();
    if (!line || line.startsWith('```')) continue;
    const kv = /^\*\*([^*]+)\*\*\s*:\s*(.*)$/.exec(line) ?? /^([A-Za-z][\w /-]{0,20}):\s+(.*)$/.exec(line);
    if (kv && BOOKKEEPING.test(keyOf(kv[1]))) continue;
    const value = (kv && /^(notes?|fix|action|how|workaround|solution)$/.test(keyOf(kv[1])) ? kv[2] : line).replace(/\*\*/g, '').replace(/:\s*$/, '').trim();
    if (value) return value;
  }
  return '';
}

/** A sentence of prose that states the fix: "Fixed by …", "Workaround: …", "Resolved by …", "To fix it, …". */
const FIX_SENTENCE = /^(?:fixed by|fix(?:ed)?\s*:|workaround\s*:|solution\s*:|resolved by|resolution\s*:|to fix\b)/i;

/**
 * An error's fix in one line, or undefined when it has none (then the error is not promotable). From a fix section
 * or field first; else from a sentence of its text that states the fix, prefixed with the title so the rule says
 * when it applies.
 */
export function fixText(e: Pick<Entry, 'sections' | 'fields'> & Partial<Pick<Entry, 'body' | 'title' | 'facts'>>): string | undefined {
  if (e.facts?.fix !== undefined) return e.facts.fix ?? undefined;
  // Each key normalised once (sections first, then fields, in their order), then looked for in FIX_KEYS order.
  const keyed = [e.sections, e.fields].flatMap((map) => Object.entries(map).map(([k, v]) => [keyOf(k.split('.').pop()!), v] as const));
  for (const want of FIX_KEYS) {
    for (const [k, v] of keyed) {
      if (k !== want) continue;
      const line = fixLine(v);
      if (line && !/^(n\/?a|none|tbd|todo|unknown|-+)\.?$/i.test(line)) return oneLine(line);
    }
  }
  let sentence: string | undefined;
  for (const raw of (e.body ?? '').split(/(?<=[.!?])\s+|\r?\n/)) {
    const x = raw.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(/\*\*/g, '').trim();
    if (FIX_SENTENCE.test(x)) {
      sentence = x;
      break;
    }
  }
  if (!sentence) return undefined;
  const title = (e.title ?? '').replace(/\*\*/g, '').trim();
  return oneLine(title && !sentence.toLowerCase().includes(title.toLowerCase()) ? `${title}: ${sentence}` : sentence);
}

/** Errors (and JSON captures of type error) are promoted by their fix, never by their symptom. */
export function isErrorEntry(e: Pick<Entry, 'kind' | 'type'>): boolean {
  return e.kind === 'error' || e.kind === 'failure' || e.type === 'error';
}

/**
 * The rule an entry states. An error: its fix (see fixText), else — for display only, it is never promoted — its
 * title. Others: the preferred section/field's first line, else its title, else its body's first line.
 */
export function ruleText(e: Pick<Entry, 'sections' | 'fields' | 'title' | 'body'> & Partial<Pick<Entry, 'kind' | 'type' | 'facts'>>): string {
  if (e.facts) return e.facts.rule;
  if (e.kind !== undefined && isErrorEntry({ kind: e.kind, type: e.type })) {
    const fix = fixText(e);
    if (fix) return fix;
  }
  for (const key of PREFERRED) {
    const v = lookup(e.sections, key) ?? lookup(e.fields, key);
    const line = v === undefined ? '' : firstLine(v);
    if (line) return oneLine(line.replace(/\*\*/g, ''));
  }
  const title = e.title.trim();
  if (title && !/^(correction|insight|knowledge_gap|best_practice|error|feature|learning)$/i.test(title)) return oneLine(title);
  return oneLine(firstLine(e.body) || title);
}

/** The full learning text used for "the same learning" (gate dedup): the learning itself, not its metadata. */
export function learningText(e: Pick<Entry, 'sections' | 'fields' | 'title' | 'body'>): string {
  for (const key of ['Learning', 'content', 'Summary', 'Lesson']) {
    const v = lookup(e.sections, key) ?? lookup(e.fields, key);
    if (v && v.trim()) return v.trim();
  }
  return (e.body || e.title).trim();
}

/** True when a person confirmed this preference (`Confirmed: yes`, `[confirmed]`, a `confirmed` tag); pending/no are not. */
export function isConfirmed(e: Pick<Entry, 'fields' | 'tags' | 'body' | 'status' | 'facts'>): boolean {
  const field = e.facts ? e.facts.confirmedField : confirmedField(e.fields);
  if (field !== undefined) return field;
  if (e.tags.some((t) => t.toLowerCase() === 'confirmed')) return true;
  if ((e.status ?? '').trim().toLowerCase() === 'confirmed') return true;
  return e.facts ? e.facts.confirmedInBody : confirmedInBody(e.body);
}

/** The Confirmed field's verdict; undefined when there is no such field. */
export function confirmedField(fields: Record<string, string>): boolean | undefined {
  const field = lookup(fields, 'Confirmed');
  return field === undefined ? undefined : /^\s*(yes|y|true|confirmed|✓|✅)/i.test(field);
}

/** `Confirmed: yes`, `[confirmed]`, `✓ confirmed` written in the text. */
export function confirmedInBody(body: string): boolean {
  if (!/confirmed/i.test(body)) return false; // both patterns below need the word: most bodies are settled here
  return /(^|\n)\s*(?:[-*]\s*)?\**confirmed\**\s*:\s*(yes|y|true|✓|✅)/i.test(body) || /[[(]confirmed[\])]|✓ confirmed|✅ confirmed/i.test(body);
}

/**
 * Machine logs kept next to the learnings (`_meta/usage.jsonl`, `_meta/lifecycle.jsonl`): the formats layer reads
 * every .jsonl as entries, but these lines are records about entries, never learnings themselves.
 */
export function isMetaRecord(e: Pick<Entry, 'file' | 'format'>): boolean {
  return e.format === 'jsonl' && /(^|\/)_meta\/[^/]+\.jsonl$/.test(e.file);
}

/**
 * True for records derived from learnings rather than learnings themselves: promotion-log and discard-log lines,
 * the `.knowledge/` copy promote writes (it cites its source), and `_meta` machine logs. Totals, search results and
 * lists count each learning once by leaving these out.
 */
export function isDerivedRecord(e: Pick<Entry, 'file' | 'format' | 'kind' | 'fields' | 'facts'>): boolean {
  if (isMetaRecord(e)) return true;
  if (e.kind === 'log' || e.kind === 'discarded' || e.format === 'promotion-log' || e.format === 'discard-log') return true;
  if (e.format === 'knowledge' || e.kind === 'knowledge' || /(^|\/)\.knowledge\//.test(e.file)) {
    // A hand-written knowledge note is a learning; the copy promote writes names its Source and when it was promoted.
    return e.facts ? e.facts.promotedCopy : namesSourceAndPromotion(e.fields);
  }
  return false;
}

/** Fields naming a Source and when (or where) it was promoted: what promote writes into a `.knowledge` copy. */
export function namesSourceAndPromotion(fields: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(fields).map((k) => k.toLowerCase());
  return keys.includes('source') && (keys.includes('promoted') || keys.includes('rule in'));
}
