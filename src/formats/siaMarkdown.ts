// self-improving-agent markdown (LEARNINGS.md, ERRORS.md, FEATURE_REQUESTS.md, requests.md,
// corrections.md, PATTERNS.md, days/<date>/error.md) and the heading-entry machinery the other
// markdown readers share. An entry runs from its heading to just before the next entry heading
// or the next non-entry heading of the same or a higher level, minus trailing blanks and `---`.
import type { Diagnostic, Entry, EntryKind } from '../core/model';
import { buildEntry, type RawEntry } from './entryBuild';
import { DATE_RE, entryHeading, kindOf, splitCategoryTitle } from './headings';
import { titleText, unwrapValue } from './fields';
import { contentId, uniquifyIds } from './ids';
import { firstHeadingAfter, type MarkdownScan } from './markdownTree';
import type { PathInfo } from './paths';

export interface MdContext {
  root: string;
  file: string;
  info: PathInfo;
  scan: MarkdownScan;
  diagnostics: Diagnostic[];
}

const TIMED_BULLET_RE = /^\s*[-*+]\s+\[(\d{1,2}:\d{2})\]\s*(.*)$/;
const BARE_DATE_RE = /^(\d{4}-\d{2}-\d{2})$/;
const RULE_RE = /^\s*([-*_])(\s*\1){2,}\s*$/;

function isBlankOrRule(line: string): boolean {
  return line.trim() === '' || RULE_RE.test(line);
}

/** Pull the end of a range back over blank lines and `---` separators. */
export function trimEnd(ctx: MdContext, line: number, end: number): number {
  let e = end;
  while (e > line && isBlankOrRule(ctx.scan.tl.lines[e - 1]) && !ctx.scan.code[e]) e -= 1;
  return e;
}

/** The start lines of extra entries a reader wants besides headings (e.g. bare `[FUP-…]` lines). */
export type ExtraStarts = (ctx: MdContext) => { line: number; text: string }[];

/**
 * Entries that start at entry headings (THE RULE in headings.ts). In corrections files a bare
 * `## YYYY-MM-DD` day heading whose section holds `- [HH:MM] …` bullets yields one entry per
 * bullet instead (the tiered-memory corrections log).
 */
export function headingEntries(ctx: MdContext, fallbackKind?: EntryKind, extra?: { line: number; text: string }[]): { raws: RawEntry[]; covered: [number, number][] } {
  const { scan, file, info } = ctx;
  const lines = scan.tl.lines;
  type Start = { line: number; depth: number; text: string };
  const starts: Start[] = [];
  const isStart = new Set<number>();
  for (const h of scan.headings) {
    if (entryHeading(h.depth, h.text)) {
      starts.push({ line: h.line, depth: h.depth, text: h.text });
      isStart.add(h.line);
    }
  }
  for (const x of extra ?? []) {
    // Only lines that read as an entry heading would (an id, not a template placeholder such as FUP-XXX-1).
    if (isStart.has(x.line) || !entryHeading(2, x.text)) continue;
    starts.push({ line: x.line, depth: 2, text: x.text });
    isStart.add(x.line);
  }
  starts.sort((a, b) => a.line - b.line);
  const raws: RawEntry[] = [];
  const covered: [number, number][] = [];
  starts.forEach((s, i) => {
    const nextStart = starts[i + 1]?.line ?? scan.lineCount + 1;
    let closer: (typeof scan.headings)[number] | undefined;
    for (let k = firstHeadingAfter(scan.headings, s.line); !closer && k < scan.headings.length && scan.headings[k].line < nextStart; k += 1) {
      const h = scan.headings[k];
      if (h.depth <= s.depth && !isStart.has(h.line)) closer = h;
    }
    const end = trimEnd(ctx, s.line, (closer ? closer.line : nextStart) - 1);
    covered.push([s.line, end]);
    const eh = entryHeading(s.depth, s.text)!;
    if (eh.unclosed) ctx.diagnostics.push({ file, line: s.line, severity: 'warning', message: `The heading "${s.text}" opens "[" but never closes it; it was read as entry ${eh.sourceId}.` });
    const day = info.role === 'corrections' && eh.by === 'date' ? BARE_DATE_RE.exec(s.text) : null;
    const timed = day ? scan.bullets.filter((b) => b.line > s.line && b.line <= end && TIMED_BULLET_RE.test(lines[b.line - 1])) : [];
    if (day && timed.length) {
      for (const b of timed) {
        const m = TIMED_BULLET_RE.exec(lines[b.line - 1])!;
        const when = `${day[1]} ${m[1]}`;
        raws.push({ line: b.line, endLine: b.endLine, depth: 0, kind: 'correction', id: `${file}#${when}`, sourceId: when, title: m[2].trim(), logged: when, plain: 'all' });
      }
      return;
    }
    const kind = kindOf(eh.prefix, info.role, fallbackKind);
    const raw: RawEntry = { line: s.line, endLine: end, depth: s.depth, kind, id: '', sourceId: eh.sourceId, plain: 'known' };
    if (eh.by === 'id') {
      raw.id = eh.sourceId;
      Object.assign(raw, splitCategoryTitle(eh.rest));
    } else {
      raw.id = `${file}#${eh.sourceId}`;
      raw.title = eh.rest || undefined;
      if (eh.by === 'date') raw.logged = eh.sourceId;
    }
    raws.push(raw);
  });
  return { raws, covered };
}

/** Title of a bullet: its bold lead (`- 🧠 **Title** — text`) or its first line. */
export function bulletTitle(line: string): string {
  const t = line.replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '');
  const bold = /^[^\p{L}\p{N}*`[]*\*\*(.+?)\*\*\s*(?:[—–-]|$)/u.exec(t);
  return bold ? unwrapValue(bold[1]) : titleText(t);
}

function nearestHeading(ctx: MdContext, line: number): string | undefined {
  return ctx.scan.headings[firstHeadingAfter(ctx.scan.headings, line - 1) - 1]?.text;
}

/** Top-level bullets outside the given ranges, each an entry. */
export function bulletEntries(ctx: MdContext, kind: EntryKind, covered: [number, number][] = []): RawEntry[] {
  const lines = ctx.scan.tl.lines;
  return ctx.scan.bullets
    .filter((b) => !covered.some(([a, z]) => b.line >= a && b.line <= z))
    .filter((b) => lines[b.line - 1].replace(/^\s*(?:[-*+•]|\d+[.)])\s*/, '').trim() !== '')
    .map((b) => ({
      line: b.line,
      endLine: b.endLine,
      depth: 0,
      kind,
      id: contentId(ctx.file, lines[b.line - 1].trim()),
      title: bulletTitle(lines[b.line - 1]),
      logged: DATE_RE.exec(bulletTitle(lines[b.line - 1]))?.[0],
      category: nearestHeading(ctx, b.line)?.replace(/^[^\p{L}\p{N}]+/u, ''),
      plain: 'all',
    }));
}

/** Lines with real content: not blank, not a heading, not a separator, not hidden (comments, front matter). */
export function contentLines(ctx: MdContext): number[] {
  const out: number[] = [];
  ctx.scan.tl.lines.forEach((t, i) => {
    const l = i + 1;
    if (ctx.scan.hidden[l] && !ctx.scan.code[l]) return;
    if (isBlankOrRule(t) || /^ {0,3}#{1,6}(\s|$)/.test(t)) return;
    out.push(l);
  });
  return out;
}

/** The whole file as one entry (from its first to its last non-blank line). */
export function wholeFileEntry(ctx: MdContext, kind: EntryKind, title?: string): RawEntry | undefined {
  const lines = ctx.scan.tl.lines;
  let first = ctx.scan.frontMatter ? 1 : lines.findIndex((l) => l.trim() !== '') + 1;
  let last = lines.length;
  while (last > 0 && lines[last - 1].trim() === '') last -= 1;
  if (first < 1 || last < first) return undefined;
  const h1 = ctx.scan.headings.find((h) => h.depth === 1)?.text;
  first = Math.min(first, last);
  return { line: first, endLine: last, depth: 1, kind, id: ctx.file, title: title ?? h1 ?? ctx.info.basename.replace(/\.\w+$/, ''), plain: 'known', wholeFile: true };
}

const TEMPLATE_RE = /YYYYMMDD|YYYY-MM-DD|-XXX\]|\{user_id\}/;

/** Build, number and return entries; shared tail of every markdown reader. */
export function finish(ctx: MdContext, raws: RawEntry[]): Entry[] {
  raws.sort((a, b) => a.line - b.line);
  const entries = raws.map((r) => buildEntry(ctx.scan, ctx.root, ctx.file, ctx.info, r, ctx.diagnostics));
  uniquifyIds(entries);
  return entries;
}

/** LEARNINGS/ERRORS/FEATURE_REQUESTS/PATTERNS/corrections-type files. */
export function readSiaMarkdown(ctx: MdContext): Entry[] {
  const { raws } = headingEntries(ctx);
  if (raws.length) return finish(ctx, raws);
  const text = ctx.scan.tl.lines.join('\n');
  if (TEMPLATE_RE.test(text)) {
    ctx.diagnostics.push({ file: ctx.file, line: 1, severity: 'info', message: 'This file holds only the template (placeholder ids such as YYYYMMDD-XXX); it has no entries yet.' });
    return [];
  }
  const kind = kindOf(undefined, ctx.info.role);
  const bullets = bulletEntries(ctx, kind);
  if (bullets.length) return finish(ctx, bullets);
  // Prose alone (a title and a line saying what the file is for — how most of these files start) is
  // not a learning: reading it as one would let `promote` score it and write a Status into the header.
  const prose = contentLines(ctx);
  ctx.diagnostics.push({
    file: ctx.file,
    line: prose[0] ?? 1,
    severity: 'info',
    message: prose.length
      ? 'This file has text but no entries yet: entries start with a heading such as `## [LRN-20260101-001] category` or are bullets.'
      : 'This file has no entries yet (only headings or blank lines).',
  });
  return [];
}
