// Surgical edits: pure text in → text out, touching only the lines they mean to. Line endings
// (per line), BOM, trailing spaces, a missing final newline, unknown fields and sections all
// survive. An entry passed in must come from parsing this same text; a stale one is refused.
import type { Entry, FormatId } from '../core/model';
import { entryFieldLines, isEntryOpener } from './entryBuild';
import { Eol, type EolString, type TextLines } from './eol';
import { normKey, renderFieldLine, unwrapValue, type FieldLine } from './fields';
import { MEMORY_ID_RE, memoryId } from './ids';
import { setJsonKey, setJsonlKey, type JsonValue } from './jsonEdit';
import { scanMarkdown } from './markdownTree';

export type FieldValue = JsonValue;
export type EntryRef = Pick<Entry, 'format' | 'line' | 'endLine' | 'file'> & Partial<Pick<Entry, 'sourceId' | 'kind'>>;

export class EditError extends Error {}

const RULE_RE = /^\s*([-*_])(\s*\1){2,}\s*$/;

function checkRange(tl: TextLines, e: EntryRef): void {
  if (e.line < 1 || e.endLine < e.line || e.endLine > tl.lines.length) {
    throw new EditError(`${e.file}:${e.line}: the entry is no longer where it was read (the file has ${tl.lines.length} lines); read the file again.`);
  }
  const first = tl.lines[e.line - 1];
  if (e.sourceId && MEMORY_ID_RE.test(e.sourceId)) {
    // A memory id (the store repeats it as sourceId for a duplicate): the rule line must still be in the range.
    if (!tl.lines.slice(e.line - 1, e.endLine).some((l) => memoryId(l) === e.sourceId)) {
      throw new EditError(`${e.file}:${e.line}: expected the rule ${e.sourceId} here; the file changed since it was read.`);
    }
    return;
  }
  const key = e.sourceId?.split(' ').pop();
  if (e.format !== 'json-entry' && key && !first.includes(key) && !first.includes(e.sourceId!)) {
    throw new EditError(`${e.file}:${e.line}: expected entry ${e.sourceId} on this line; the file changed since it was read.`);
  }
}

/** Insert lines after 1-based line `after` (0 = at the top), using `eol`; a missing final newline stays missing. */
function insertLines(tl: TextLines, after: number, add: string[], eol: EolString): void {
  if (add.length === 0) return;
  const terms = add.map(() => eol as string);
  if (after === tl.lines.length && after > 0 && tl.terminators[after - 1] === '') {
    tl.terminators[after - 1] = eol;
    terms[terms.length - 1] = '';
  }
  tl.lines.splice(after, 0, ...add);
  tl.terminators.splice(after, 0, ...terms);
}

function removeLines(tl: TextLines, from: number, to: number): void {
  const hadFinal = tl.terminators[tl.terminators.length - 1] !== '';
  tl.lines.splice(from - 1, to - from + 1);
  tl.terminators.splice(from - 1, to - from + 1);
  if (!hadFinal && tl.lines.length) tl.terminators[tl.lines.length - 1] = '';
}

function asMarkdown(value: FieldValue): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

// The last scan, reused when several edits are planned against the same text.
let lastScan: { text: string; scan: ReturnType<typeof scanMarkdown> } | undefined;

function fieldsOf(text: string, e: EntryRef): { tl: TextLines; fields: FieldLine[]; headingLike: boolean } {
  if (lastScan?.text !== text) lastScan = { text, scan: scanMarkdown(text, e.file) };
  // A fresh, editable copy of the lines over the cached scan (its other facts, bullets on demand, are shared).
  const scan: ReturnType<typeof scanMarkdown> = Object.create(lastScan.scan, { tl: { value: Eol.split(text) } });
  const first = scan.tl.lines[e.line - 1] ?? '';
  const headingLike = isEntryOpener(first);
  return { tl: scan.tl, fields: entryFieldLines(scan, e.line, e.endLine, headingLike, 'all'), headingLike };
}

/** Fields that belong in an entry's header block (under its heading); every other key is metadata-like. */
const HEADER_KEYS = new Set(['logged', 'priority', 'status', 'area', 'promoted', 'promoted to']);
const META_HEADING_RE = /^ {0,3}#{1,6}\s+(metadata|meta|元数据)\s*#*\s*$/i;

/** The entry's `### Metadata` section: its heading line and last content line, or undefined. */
function metadataSection(lines: string[], e: EntryRef): { heading: number; last: number } | undefined {
  for (let l = e.line + 1; l <= e.endLine; l += 1) {
    if (!META_HEADING_RE.test(lines[l - 1])) continue;
    let next = l + 1;
    while (next <= e.endLine && !/^ {0,3}#{1,6}\s/.test(lines[next - 1])) next += 1;
    let last = next - 1;
    while (last > l && (lines[last - 1].trim() === '' || RULE_RE.test(lines[last - 1]))) last -= 1;
    return { heading: l, last };
  }
  return undefined;
}

/**
 * Where and how a missing field is written. A key that is not a header field (Variant-N, Source,
 * Tags, Last-Seen…) goes under the entry's `### Metadata` section when it has one, in that
 * section's style (`- Key: v` when it is still empty); otherwise a field goes next to its kin.
 */
function placeNewField(tl: TextLines, e: EntryRef, fields: FieldLine[], key: string, value: string): { after: number; lines: string[] } {
  const lines = tl.lines;
  const firstSub = (() => {
    for (let l = e.line + 1; l <= e.endLine; l += 1) if (/^ {0,3}#{1,6}\s/.test(lines[l - 1])) return l;
    return e.endLine + 1;
  })();
  const end = (f: FieldLine) => f.blockEnd ?? f.line;
  const meta = /^\s*#/.test(lines[e.line - 1] ?? '') && !HEADER_KEYS.has(normKey(key)) ? metadataSection(lines, e) : undefined;
  if (meta) {
    const metaFields = fields.filter((f) => f.line > meta.heading && f.line <= meta.last);
    const last = metaFields[metaFields.length - 1];
    if (last) return { after: Math.max(end(last), meta.last), lines: [renderFieldLine(last.style, last.lead, key, value)] };
    const field = renderFieldLine('plain', '- ', key, value);
    if (meta.last > meta.heading) return { after: meta.last, lines: [field] };
    return { after: meta.heading, lines: [field] };
  }
  const header = fields.filter((f) => f.line < firstSub);
  const pick = (header.length ? header : fields).slice(-1)[0];
  if (pick) return { after: end(pick), lines: [renderFieldLine(pick.style, pick.lead, key, value)] };
  const first = lines[e.line - 1];
  if (!/^\s*#/.test(first)) {
    // A bullet entry: the field goes on an indented line of its own inside the bullet.
    const indent = (/^(\s*)/.exec(first)?.[1] ?? '') + '  ';
    return { after: e.endLine, lines: [renderFieldLine('plain', indent, key, value)] };
  }
  const style = e.format === 'per-user' ? '- ' : '';
  const field = renderFieldLine('bold', style, key, value);
  const next = lines[e.line];
  return { after: e.line, lines: next === undefined || next.trim() === '' ? ['', field] : ['', field, ''] };
}

/** Set a field's value in the entry's own style, or add it in that style when missing. */
export function setField(text: string, entry: EntryRef, key: string, value: FieldValue): string {
  if (entry.format === 'json-entry') return setJsonKey(text, key, value);
  const eol = Eol.detect(text);
  if (entry.format === 'jsonl') {
    const tl = Eol.split(text);
    checkRange(tl, entry);
    tl.lines[entry.line - 1] = setJsonlKey(tl.lines[entry.line - 1], key, value);
    return Eol.join(tl);
  }
  const { tl, fields } = fieldsOf(text, entry);
  checkRange(tl, entry);
  const v = asMarkdown(value);
  const f = fields.find((x) => normKey(x.key) === normKey(key));
  if (f) {
    if (f.value === v || (!f.value.includes('\n') && unwrapValue(f.value) === v)) return text; // already so: not a byte changes
    const line = tl.lines[f.line - 1];
    const pad = v !== '' && f.valueStart > 0 && !/\s/.test(line[f.valueStart - 1]) ? ' ' : '';
    tl.lines[f.line - 1] = line.slice(0, f.valueStart) + pad + v + line.slice(f.valueEnd);
    if (f.blockEnd) removeLines(tl, f.line + 1, f.blockEnd);
    return Eol.join(tl);
  }
  const place = placeNewField(tl, entry, fields, key, v);
  insertLines(tl, place.after, place.lines, eol);
  return Eol.join(tl);
}

/** The entry's own text, as written (with the file's line endings). */
export function entryText(text: string, entry: EntryRef): string {
  if (entry.format === 'json-entry') return text;
  const tl = Eol.split(text);
  checkRange(tl, entry);
  return tl.lines.slice(entry.line - 1, entry.endLine).map((l, i) => l + (tl.terminators[entry.line - 1 + i] || Eol.detect(text))).join('');
}

/** Append a rendered entry at the end of a file, separated the way the file separates entries. */
export function appendEntry(text: string, block: string, format?: FormatId): string {
  const eol = Eol.detect(text.includes('\n') ? text : block);
  const blockLines = Eol.normalize(block.replace(/^(?:\r?\n)+/, '').replace(/(?:\r?\n)+$/, ''), eol).split(eol);
  const tl = Eol.split(text);
  if (tl.lines.every((l) => l.trim() === '')) return tl.bom + blockLines.join(eol) + eol;
  const last = tl.lines[tl.lines.length - 1];
  const logLike = format === 'jsonl';
  const bulletAfterBullet = /^\s*[-*+]\s/.test(last) && /^[-*+]\s/.test(blockLines[0]);
  const add = logLike || bulletAfterBullet || last.trim() === '' ? blockLines : ['', ...blockLines];
  insertLines(tl, tl.lines.length, add, eol);
  return Eol.join(tl);
}

/** Remove an entry with the separator that belongs to it; a JSON entry file becomes '' (delete it). */
export function removeEntry(text: string, entry: EntryRef): string {
  if (entry.format === 'json-entry') return '';
  const tl = Eol.split(text);
  checkRange(tl, entry);
  const lines = tl.lines;
  const isHeading = entry.format !== 'jsonl' && /^\s*#/.test(lines[entry.line - 1]);
  let to = entry.endLine;
  let from = entry.line;
  if (isHeading) {
    let k = to + 1;
    let rules = 0;
    while (k <= lines.length && (lines[k - 1].trim() === '' || (RULE_RE.test(lines[k - 1]) && rules++ === 0))) k += 1;
    to = k - 1;
    if (k > lines.length) while (from > 1 && lines[from - 2].trim() === '') from -= 1;
  } else if (entry.format !== 'jsonl') {
    // A bullet or whole-file entry: take blank lines with it only where they would otherwise pile up —
    // at the end of the file (none left dangling), or below it when a blank line (or the top) is above.
    const blank = (l: number) => lines[l - 1].trim() === '';
    let k = to + 1;
    while (k <= lines.length && blank(k)) k += 1;
    if (k > lines.length) {
      to = k - 1;
      while (from > 1 && blank(from - 1)) from -= 1;
    } else if (from === 1 || blank(from - 1)) to = k - 1;
  }
  removeLines(tl, from, to);
  return Eol.join(tl);
}

/** Move an entry: removed from one text, appended to another (line endings follow the target). */
export function moveEntry(fromText: string, toText: string, entry: EntryRef, toFormat?: FormatId): { from: string; to: string } {
  const block = entryText(fromText, entry);
  return { from: removeEntry(fromText, entry), to: appendEntry(toText, block, toFormat ?? entry.format) };
}

/**
 * Mark an entry promoted: status `promoted` (`promoted_to_global` when the target is a _global
 * file) and `**Promoted**: <target>` in the entry's own style; JSON gets `"status": "promoted"`
 * and `"promoted_to": <target>`.
 */
export function markPromoted(text: string, entry: EntryRef, target: string): string {
  if (entry.format === 'json-entry' || entry.format === 'jsonl') {
    return setField(setField(text, entry, 'status', 'promoted'), entry, 'promoted_to', target);
  }
  const status = /(^|\/)_global\//.test(target) ? 'promoted_to_global' : 'promoted';
  const before = Eol.split(text).lines.length;
  const t1 = setField(text, entry, 'Status', status);
  const grown = { ...entry, endLine: entry.endLine + Eol.split(t1).lines.length - before };
  return setField(t1, grown, 'Promoted', target);
}
