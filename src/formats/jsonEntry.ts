// The structured pipeline's JSON: one entry per file (`.learnings/entries/{category}/{timestamp}.json`,
// seed "Entry Format": id, type, timestamp, content, context{domain, files, functions, trigger},
// recurrence, hash, scores, status, promoted_to) and JSON Lines logs (`.learnings/*.jsonl`, one
// entry per non-empty line). Unknown keys are kept in `fields`; broken JSON is a diagnostic with its line.
import type * as JsoncParser from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import { CAPTURE_TYPES, emptyEntry, type CaptureType, type Diagnostic, type Entry, type EntryKind, type ParseResult } from '../core/model';
import { tierFor } from './entryBuild';
import { Eol } from './eol';
import { splitFunctions } from './fields';
import { contentId, uniquifyIds } from './ids';
import type { PathInfo } from './paths';

// jsonc-parser is set up on first use only: a run that reads no JSON entry (most captures) does not pay for it.
let jsonc: typeof JsoncParser | undefined;
const jsoncParser = (): typeof JsoncParser => (jsonc ??= require('jsonc-parser') as typeof JsoncParser);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function isObject(v: unknown): v is Record<string, Json> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** `{context: {domain: "x"}}` → `{"context.domain": "x"}`; arrays of scalars → `a, b`. */
export function flatten(obj: Record<string, Json>, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix + k;
    if (isObject(v)) flatten(v, key + '.', out);
    else if (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')) out[key] = v.map(String).join(', ');
    else out[key] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

function strings(v: Json | undefined): string[] {
  if (typeof v === 'string') return v.trim() ? [v.trim()] : [];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string' && x.trim() !== '');
  return [];
}

function firstString(o: Record<string, Json>, keys: string[]): string | undefined {
  for (const k of keys) {
    const v = o[k];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
}

const TYPE_KIND: Record<string, EntryKind> = { correction: 'correction', error: 'error', pattern: 'pattern', knowledge_gap: 'learning', best_practice: 'learning', failure: 'failure' };

function kindFor(o: Record<string, Json>, info: PathInfo): EntryKind {
  const t = typeof o.type === 'string' ? o.type.toLowerCase() : '';
  if (TYPE_KIND[t]) return TYPE_KIND[t];
  const b = info.basename.toLowerCase();
  if (b.startsWith('failure')) return 'failure';
  if (b.startsWith('error') || info.category === 'errors') return 'error';
  if (b.startsWith('correction') || info.category === 'corrections') return 'correction';
  if (info.format === 'jsonl') return b.startsWith('learning') ? 'learning' : 'log';
  return 'learning';
}

/** An Entry from one JSON object occupying lines [line, endLine]. */
export function entryFromObject(o: Record<string, Json>, root: string, file: string, info: PathInfo, line: number, endLine: number, fallbackId: string): Entry {
  const ctx = isObject(o.context) ? o.context : {};
  const content = firstString(o, ['content', 'title', 'summary', 'message', 'text', 'lesson', 'right', 'error']);
  const head = firstString(o, ['check', 'name', 'tool', 'command']);
  const title = (content ?? (head ? [head, firstString(o, ['head', 'phase'])].filter(Boolean).join(': ') : undefined) ?? fallbackId).split('\n')[0].slice(0, 200);
  const e = emptyEntry({ id: typeof o.id === 'string' && o.id ? o.id : fallbackId, format: info.format, kind: kindFor(o, info), root, file, line, endLine, title });
  if (typeof o.id === 'string' && o.id) e.sourceId = o.id;
  e.fields = flatten(o);
  e.category = info.category ?? (typeof o.category === 'string' ? o.category : undefined);
  const type = typeof o.type === 'string' ? o.type : undefined;
  if (type && (CAPTURE_TYPES as readonly string[]).includes(type)) e.type = type as CaptureType;
  e.status = typeof o.status === 'string' ? o.status : undefined;
  e.priority = firstString(o, ['priority', 'severity']);
  e.logged = firstString(o, ['timestamp', 'ts', 'time', 'date', 'logged', 'created']);
  e.firstSeen = firstString(o, ['first_seen', 'firstSeen']);
  e.lastSeen = firstString(o, ['last_seen', 'lastSeen']);
  e.domains = strings(ctx.domain ?? o.domain);
  e.relatedFiles = strings(ctx.files ?? o.files ?? ctx.file);
  e.functions = [...new Set(strings(ctx.functions ?? o.functions ?? ctx.function).flatMap(splitFunctions))];
  e.tags = strings(o.tags);
  if (typeof o.recurrence === 'number' && o.recurrence > 0) e.recurrence = Math.floor(o.recurrence);
  e.patternKey = firstString(o, ['pattern_key', 'patternKey']);
  if (typeof o.promoted_to === 'string' && o.promoted_to) e.promotedTo = o.promoted_to;
  e.tasks = strings(o.tasks ?? o.sessions);
  e.hasExample = typeof o.example === 'string' || Array.isArray(o.examples);
  for (const [k, t] of [['superseded_by', 'superseded_by'], ['depends_on', 'depends_on'], ['similar_to', 'similar_to'], ['see_also', 'see_also']] as const) {
    for (const target of strings(o[k])) e.links.push({ type: t, target });
  }
  const body = [content, firstString(o, ['wrong']), firstString(o, ['right']), typeof ctx.trigger === 'string' ? ctx.trigger : undefined, firstString(o, ['head', 'fix'])];
  e.body = body.filter((x): x is string => !!x).join('\n');
  e.tier = tierFor(info, e.status);
  return e;
}

function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text[i] === '\n') line += 1;
  return line;
}

export function readJsonEntry(text: string, root: string, file: string, info: PathInfo): ParseResult {
  const diagnostics: Diagnostic[] = [];
  const body = Eol.stripBom(text);
  if (body.trim() === '') return { entries: [], diagnostics: [{ file, line: 1, severity: 'info', message: 'This JSON file is empty.' }] };
  const errors: ParseError[] = [];
  const value = jsoncParser().parse(body, errors, { allowTrailingComma: true }) as Json;
  for (const err of errors.slice(0, 5)) diagnostics.push({ file, line: lineOfOffset(body, err.offset), severity: 'error', message: `Invalid JSON (${jsoncParser().printParseErrorCode(err.error)}); what could be read was kept.` });
  const lastLine = Eol.split(text).lines.length;
  const entries: Entry[] = [];
  if (isObject(value)) entries.push(entryFromObject(value, root, file, info, 1, Math.max(1, lastLine), file));
  else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      if (isObject(v)) entries.push(entryFromObject(v, root, file, info, 1, Math.max(1, lastLine), `${file}#${i + 1}`));
    });
  } else diagnostics.push({ file, line: 1, severity: 'warning', message: 'This JSON file holds no entry object.' });
  uniquifyIds(entries);
  return { entries, diagnostics };
}

export function readJsonl(text: string, root: string, file: string, info: PathInfo): ParseResult {
  const diagnostics: Diagnostic[] = [];
  const entries: Entry[] = [];
  Eol.split(text).lines.forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (t === '') return;
    let v: unknown;
    try {
      v = JSON.parse(t);
    } catch (e) {
      const why = e instanceof RangeError ? 'nested too deeply to read' : `not valid JSON (${(e as Error).message})`;
      diagnostics.push({ file, line, severity: 'error', message: `Line ${line} is ${why}; it was skipped.` });
      return;
    }
    if (!isObject(v)) {
      diagnostics.push({ file, line, severity: 'warning', message: `Line ${line} is JSON but not an object; it was skipped.` });
      return;
    }
    // One line costs only itself: a line whose object is too deep (or odd) to read is reported and skipped.
    try {
      entries.push(entryFromObject(v, root, file, info, line, line, contentId(file, t)));
    } catch (e) {
      const why = e instanceof RangeError ? 'nested too deeply to read' : `unreadable (${(e as Error).message})`;
      diagnostics.push({ file, line, severity: 'error', message: `Line ${line} is ${why}; it was skipped.` });
    }
  });
  if (entries.length === 0 && diagnostics.length === 0) diagnostics.push({ file, line: 1, severity: 'info', message: 'This log has no lines yet.' });
  uniquifyIds(entries);
  return { entries, diagnostics };
}
