// Turns a line range of a markdown file into an Entry: its fields (every style), sections, body
// text, and the model properties the known fields map to. Used by every markdown reader.
import { entryTier } from '../core/tiers';
import { CAPTURE_TYPES, emptyEntry, type CaptureType, type Diagnostic, type Entry, type EntryKind, type LinkType } from '../core/model';
import { matchFieldLine, normKey, splitFunctions, splitList, idsIn, titleText, unwrapValue, type FieldLine } from './fields';
import { firstHeadingAfter, type MarkdownScan } from './markdownTree';
import type { PathInfo } from './paths';

export interface RawEntry {
  line: number;
  endLine: number;
  /** Heading depth, or 0 when the entry starts with a bullet / is a whole file. */
  depth: number;
  kind: EntryKind;
  id: string;
  sourceId?: string;
  category?: string;
  title?: string;
  logged?: string;
  /** The entry is a whole file: its first line may already hold a field. */
  wholeFile?: boolean;
  /** Unbolded `Key: value` lines: 'all' reads any key as a field, 'known' only well-known ones. */
  plain: 'all' | 'known';
}

const RULE_LINE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const META_SECTION = /^(metadata|meta|resolution|元数据)$/i;

/** A first line that opens an entry (heading, bullet, `[ID]`) is never itself one of its fields. */
export function isEntryOpener(line: string): boolean {
  return /^\s*(#|[-*+•]\s|\d+[.)]\s|\[)/.test(line);
}

/** Field lines of an entry's range, outside code; a key alone on its line takes the block below. */
export function entryFieldLines(scan: MarkdownScan, line: number, endLine: number, skipFirst: boolean, plain: 'all' | 'known'): FieldLine[] {
  const out: FieldLine[] = [];
  let section = '';
  const lines = scan.tl.lines;
  for (let l = skipFirst ? line + 1 : line; l <= endLine; l += 1) {
    if (scan.code[l] || scan.hidden[l]) continue;
    const text = lines[l - 1];
    const h = /^ {0,3}#{1,6}[ \t]+(.*)$/.exec(text);
    if (h) {
      section = h[1].trim();
      continue;
    }
    const f = matchFieldLine(text, l, META_SECTION.test(section) ? 'all' : plain);
    if (!f) continue;
    if (f.value === '') {
      // The value is the block below the key (after at most one blank line), up to a blank line or the next field.
      let s = l + 1;
      if (s <= endLine && lines[s - 1].trim() === '') s += 1;
      let e = s - 1;
      // Under a bulleted key only deeper-indented lines belong to it; under a bare key, bullets do too.
      const bulleted = /[-*+•]|\d[.)]/.test(f.lead);
      const ownIndent = /^\s*/.exec(text)![0].length;
      for (let k = s; k <= endLine; k += 1) {
        const t = lines[k - 1];
        if (!scan.code[k]) {
          const isBullet = /^\s*(?:[-*+•]|\d+[.)])\s/.test(t);
          if (t.trim() === '' || /^ {0,3}#/.test(t) || RULE_LINE.test(t)) break;
          if (bulleted && /^\s*/.exec(t)![0].length <= ownIndent) break;
          if (!isBullet && matchFieldLine(t, k, 'none')) break;
        }
        e = k;
      }
      if (e >= s) {
        f.blockEnd = e;
        f.value = lines.slice(s - 1, e).join('\n').trim();
      }
    }
    out.push(f);
  }
  return out;
}

/** Markdown without its markup noise, for search and display. */
export function plainText(lines: string[]): string {
  return lines
    .filter((l) => !/^\s*(`{3,}|~{3,})/.test(l) && !/^\s*([-*_])(\s*\1){2,}\s*$/.test(l))
    .map((l) => (MARKUP_OR_ODD_SPACE.test(l) ? plainLine(l) : l))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Anything `plainLine` could change: a leading marker, emphasis, code ticks, a comment, odd or edge spacing.
 * Most lines of an entry have none of it and are kept as they are (the same result, without six passes). */
const MARKUP_OR_ODD_SPACE = /^\s|\s$|[^\S ]| {2}|^(?:#|>|[-*+•]|\d)|\*\*|`|<!--/;

function plainLine(line: string): string {
  let l = line;
  if (LEADING_MARKER.test(l)) {
    l = l
      .replace(/^\s*#{1,6}\s+/, '')
      .replace(/^\s*>+\s?/, '')
      .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '');
  }
  // Each pass below only when it has something to do (long body lines make every scan count).
  if (l.includes('**') || l.includes('`')) l = l.replace(/\*\*|`/g, ''); // not `__`: part of names like __init__.py far more often than emphasis
  if (l.includes('<!--')) l = l.replace(/<!--.*?-->/g, '');
  if (ODD_SPACE.test(l)) l = l.replace(/\s+/g, ' ');
  return l.trim();
}

const LEADING_MARKER = /^\s*(?:#|>|[-*+•]|\d)/;
const ODD_SPACE = /[^\S ]| {2}/;

/** The first line of a block that holds text, as written minus its list/quote/heading marker. */
function firstTextLine(block: string): string {
  for (const l of block.split('\n')) {
    if (/^\s*(`{3,}|~{3,})/.test(l) || /^\s*([-*_])(\s*\1){2,}\s*$/.test(l) || /^\s*<!--/.test(l)) continue;
    const t = l.replace(/^\s*>+\s?/, '').replace(/^\s*#{1,6}\s+/, '').replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '').trim();
    if (t !== '') return titleText(t);
  }
  return '';
}

function setOnce<K extends 'logged' | 'priority' | 'status' | 'category' | 'firstSeen' | 'lastSeen' | 'patternKey' | 'promotedTo' | 'title'>(e: Entry, k: K, v: string): void {
  if (v !== '' && (e[k] === undefined || e[k] === '')) (e as unknown as Record<string, string>)[k] = v;
}

const LINK_KEYS: Record<string, LinkType> = {
  'see also': 'see_also',
  'superseded-by': 'superseded_by',
  'superseded by': 'superseded_by',
  'depends-on': 'depends_on',
  'depends on': 'depends_on',
  'similar-to': 'similar_to',
  'similar to': 'similar_to',
};

/** Map the known fields onto the model; every field stays in `fields` as written too. */
export function applyKnownFields(e: Entry, fields: Record<string, string>): void {
  for (const [rawKey, value] of Object.entries(fields)) {
    const k = normKey(rawKey.replace(/ \(\d+\)$/, ''));
    const v = value.trim();
    if (LINK_KEYS[k]) {
      for (const t of idsIn(v)) e.links.push({ type: LINK_KEYS[k], target: t });
      continue;
    }
    switch (k) {
      case 'logged': case 'logged at': case 'timestamp': case 'date': case 'created': case 'time': case 'mentioned': case '触发时间': case '创建时间':
        setOnce(e, 'logged', v); break;
      case 'priority': case '优先级':
        e.priority = e.priority ?? v; break;
      case 'severity': case 'urgency': case '严重程度':
        setOnce(e, 'priority', v); break;
      case 'status': case '状态':
        setOnce(e, 'status', v); break;
      case 'area': case 'areas': case 'domain': case 'domains':
        e.domains.push(...splitList(v)); break;
      case 'category': case 'type': case '类别':
        setOnce(e, 'category', v); break;
      case 'tags':
        e.tags.push(...splitList(v)); break;
      case 'related files': case 'files': case 'file':
        e.relatedFiles.push(...splitList(v)); break;
      case 'functions': case 'function':
        e.functions.push(...splitFunctions(v)); break;
      case 'pattern-key': case 'pattern key':
        setOnce(e, 'patternKey', v); break;
      case 'recurrence-count': case 'recurrence': {
        const n = parseInt(v, 10);
        if (Number.isFinite(n) && n > 0) e.recurrence = n;
        break;
      }
      case 'first-seen': case 'first seen': setOnce(e, 'firstSeen', v); break;
      case 'last-seen': case 'last seen': setOnce(e, 'lastSeen', v); break;
      case 'promoted': case 'promoted to': case 'promoted-to': setOnce(e, 'promotedTo', v); break;
      case 'tasks': case 'task': case 'task ids': case 'source-task': case 'source task': case 'seen in': case 'sessions':
        e.tasks.push(...idsIn(v)); break;
      case 'example': case 'examples': if (v) e.hasExample = true; break;
      case 'observed in': e.observedIn = splitList(v); break;
      case 'promoted from': e.promotedFrom = idsIn(v); break;
      case 'summary': case 'learning': case 'requested': case 'lesson': case 'item': case 'pattern': case 'title':
        setOnce(e, 'title', v.split('\n')[0]); break;
      default:
    }
  }
  e.domains = [...new Set(e.domains)];
  e.tags = [...new Set(e.tags)];
  e.relatedFiles = [...new Set(e.relatedFiles.map((f) => f.replace(/^`|`$/g, '')))];
  e.functions = [...new Set(e.functions)];
}

/** The entry's tier from its file's and its status (the one rule: core/tiers.ts entryTier). */
export function tierFor(info: PathInfo, status: string | undefined): Entry['tier'] {
  return entryTier(info.tier, status);
}

export function captureTypeFor(kind: EntryKind, category: string | undefined): CaptureType | undefined {
  const c = (category ?? '').toLowerCase().replace(/[\s-]+/g, '_');
  if ((CAPTURE_TYPES as readonly string[]).includes(c)) return c as CaptureType;
  if (kind === 'correction' || kind === 'error' || kind === 'pattern') return kind;
  return undefined;
}

export function buildEntry(scan: MarkdownScan, root: string, file: string, info: PathInfo, raw: RawEntry, diagnostics: Diagnostic[]): Entry {
  const lines = scan.tl.lines;
  const fieldLines = entryFieldLines(scan, raw.line, raw.endLine, !raw.wholeFile || isEntryOpener(lines[raw.line - 1] ?? ''), raw.plain);
  const fields: Record<string, string> = {};
  for (const f of fieldLines) {
    let key = f.key;
    for (let n = 2; key in fields; n += 1) key = `${f.key} (${n})`;
    fields[key] = f.value.includes('\n') ? f.value : unwrapValue(f.value);
    if (f.value === '') diagnostics.push({ file, line: f.line, severity: 'info', message: `The field "${f.key}" has no value.` });
  }
  const sections: Record<string, string> = {};
  const inner: MarkdownScan['headings'] = [];
  for (let i = firstHeadingAfter(scan.headings, raw.line); i < scan.headings.length && scan.headings[i].line <= raw.endLine; i += 1) inner.push(scan.headings[i]);
  inner.forEach((h, i) => {
    const end = (inner[i + 1]?.line ?? raw.endLine + 1) - 1;
    let name = h.text;
    for (let n = 2; name in sections; n += 1) name = `${h.text} (${n})`;
    sections[name] = lines.slice(h.line, end).join('\n').trim();
  });
  const e = emptyEntry({ id: raw.id, format: info.format, kind: raw.kind, root, file, line: raw.line, endLine: raw.endLine, title: '' });
  e.sourceId = raw.sourceId;
  e.namespace = info.namespace;
  if (info.namespaceName) e.namespaceName = info.namespaceName;
  if (info.user) e.user = info.user;
  e.fields = fields;
  e.sections = sections;
  e.category = raw.category;
  if (raw.title) e.title = raw.title;
  applyKnownFields(e, fields);
  if (raw.logged) e.logged = e.logged ?? raw.logged;
  const summary = Object.entries(sections).find(([k]) => /^(summary|requested capability|what happened|摘要|概要)$/i.test(k))?.[1];
  if (!raw.title && summary) e.title = firstTextLine(summary);
  if (!e.title) e.title = raw.category ?? raw.sourceId ?? info.basename;
  e.title = titleText(e.title).slice(0, 200);
  const bodyFrom = raw.depth > 0 && !raw.wholeFile ? raw.line : raw.line - 1;
  e.body = plainText(lines.slice(bodyFrom, raw.endLine));
  for (let l = raw.line; l <= raw.endLine; l += 1) if (scan.code[l]) e.hasExample = true;
  if (Object.keys(sections).some((k) => /example/i.test(k))) e.hasExample = true;
  e.type = captureTypeFor(e.kind, e.category);
  e.tier = tierFor(info, e.status);
  return e;
}
