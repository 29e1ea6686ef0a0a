// Field lines in every style people write them: `**Key**: v`, `**Key:** v`, `- **Key**: v`,
// `- Key: v` (Metadata bullets), indented `Key: v` (correction bullets), full-width colons too.
// Each field keeps where its value sits in the line, so an edit replaces exactly those characters.

export type FieldStyle = 'bold' | 'bold-inside' | 'plain';

export interface FieldLine {
  key: string;
  /** Inline value (trimmed); for a key alone on its line, the block below it. */
  value: string;
  line: number;
  style: FieldStyle;
  /** Everything before the key: indentation and list marker. */
  lead: string;
  /** Inline value range in the line (value text excludes trailing whitespace). */
  valueStart: number;
  valueEnd: number;
  /** Lines after `line` that hold the value when it is not inline (inclusive), else undefined. */
  blockEnd?: number;
}

const LEAD = String.raw`^([ \t]*(?:[-*+•]|\d+[.)])?[ \t]*)`;
const BOLD_OUT = new RegExp(LEAD + String.raw`\*\*([^*\n]{1,60}?)\*\*[ \t]*([:：])[ \t]*`);
const BOLD_IN = new RegExp(LEAD + String.raw`\*\*([^*\n]{1,60}?)([:：])\*\*[ \t]*`);
const PLAIN = new RegExp(LEAD + String.raw`([A-Za-z][\w /()'-]{0,38}?|[^\x00-\x7F\s:：*#>\[\]]{1,12})[ \t]*([:：])(?:[ \t]+|$)`);

/** Keys read as fields even without bold, wherever they stand in an entry. */
export const KNOWN_KEYS = new Set([
  'logged', 'priority', 'status', 'area', 'source', 'related files', 'tags', 'see also', 'pattern-key', 'recurrence-count',
  'first-seen', 'last-seen', 'promoted', 'promoted to', 'category', 'type', 'context', 'confirmed', 'item', 'mentioned',
  'urgency', 'supersedes', 'superseded-by', 'depends-on', 'similar-to', 'resolved', 'commit/pr', 'notes', 'reproducible',
  'suggested fix', 'tasks', 'task', 'source-task', 'example', 'severity', 'observed in', 'promoted from', 'files', 'functions',
]);

export function normKey(key: string): string {
  return key.trim().toLowerCase().replace(/[\s_]+/g, ' ').replace(/[:：]$/, '');
}

/**
 * A field written on one line, or undefined. Bold keys are always fields; unbolded `Key: value`
 * lines are fields with `plain` = 'all' (Metadata sections, correction bullets) or, with 'known',
 * only for the well-known keys — so prose like `- Token: x` in Details stays prose.
 */
export function matchFieldLine(text: string, lineNo: number, plain: 'all' | 'known' | 'none'): FieldLine | undefined {
  let m = BOLD_IN.exec(text);
  let style: FieldStyle = 'bold-inside';
  if (!m) {
    m = BOLD_OUT.exec(text);
    style = 'bold';
  }
  if (!m) {
    if (plain === 'none') return undefined;
    m = PLAIN.exec(text);
    style = 'plain';
    if (!m) return undefined;
    // `- Key: value` is a field only as a bullet or an indented line, and never a URL or a time.
    if ((plain === 'known' || m[1] === '') && !KNOWN_KEYS.has(normKey(m[2]))) return undefined;
    if (/^https?$/i.test(m[2]) || /^\d/.test(m[2])) return undefined;
  }
  const key = m[2].trim();
  if (key === '' || /[`[\]]/.test(key)) return undefined;
  const valueStart = m[0].length;
  const rest = text.slice(valueStart);
  const valueEnd = valueStart + rest.trimEnd().length;
  return { key, value: text.slice(valueStart, valueEnd), line: lineNo, style, lead: m[1], valueStart, valueEnd };
}

/**
 * A value as written, minus the markdown markers that wrap ALL of it (`**v**`, `*v*`, `~~v~~`,
 * `` `v` ``); markers inside it stay. `_`/`__` are never taken as markers: dunder names such as
 * `__init__` are far commoner in learnings than underscore emphasis.
 */
export function unwrapValue(value: string): string {
  let v = value.trim();
  for (;;) {
    const m = /^(\*\*|\*|~~|`+)(?=\S)([^\n]*?\S)\1$/.exec(v);
    if (!m || m[2].includes(m[1])) return v;
    v = m[2].trim();
  }
}

/** A title as written: a leading bold label loses its markers (`**Commits**: small` → `Commits: small`), then unwrapValue. */
export function titleText(value: string): string {
  const v = value.trim().replace(/^\*\*([^*\n]{1,60}?)\*\*([ \t]*[:：])/, '$1$2').replace(/^\*\*([^*\n]{1,60}?[:：])\*\*/, '$1');
  return unwrapValue(v);
}

/** Split a list-ish value: `a, b`, `` `a`, `b` ``, `[A], [B]`, `a; b`. */
export function splitList(value: string): string[] {
  return value
    .split(/[,;，、\n]/)
    .map((s) => s.replace(/^[\s\-*•]+/, '').replace(/^[`"'[(]+|[`"'\])]+$/g, '').trim())
    .filter((s) => s !== '' && !/^(none|n\/a|-|—)$/i.test(s));
}

/** A function name as stored: no list marker, quotes or backticks, and no argument list (`install()` → `install`). */
export function functionName(raw: string): string {
  let s = raw.replace(/^[\s\-*•]+/, '').trim().replace(/^[`"']+|[`"']+$/g, '').trim();
  // Drop one trailing balanced argument list, whatever it holds: `toCents(amount)` → `toCents`.
  if (s.endsWith(')')) {
    let depth = 0;
    for (let i = s.length - 1; i >= 0; i -= 1) {
      if (s[i] === ')') depth += 1;
      else if (s[i] === '(' && --depth === 0) {
        if (i > 0) s = s.slice(0, i).trimEnd();
        break;
      }
    }
  }
  return s.replace(/^[`"']+|[`"']+$/g, '').trim();
}

/** Split a list of function names on commas/semicolons/newlines outside parentheses: `a(), b(x, y); c`. */
export function splitFunctions(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of value) {
    if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if ((ch === ')' || ch === ']' || ch === '}') && depth > 0) depth -= 1;
    if (depth === 0 && /[,;，、\n]/.test(ch)) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  parts.push(cur);
  return parts.map(functionName).filter((s) => s !== '' && !/^(none|n\/a|-|—)$/i.test(s));
}

/** Ids (LRN-…, ERR-…) mentioned in a value, else its list items. */
export function idsIn(value: string): string[] {
  const ids = value.match(/\b[A-Z]{2,5}-[A-Za-z0-9_-]*\d[A-Za-z0-9_-]*/g);
  return ids && ids.length ? [...new Set(ids)] : splitList(value);
}

/** Render a field line in a given style: used when a field is missing and must be added. */
export function renderFieldLine(style: FieldStyle, lead: string, key: string, value: string): string {
  const v = value === '' ? '' : ' ' + value;
  if (style === 'bold-inside') return `${lead}**${key}:**${v}`;
  if (style === 'bold') return `${lead}**${key}**:${v}`;
  return `${lead}${key}:${v}`;
}
