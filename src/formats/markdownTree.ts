// The markdown facts every reader needs, with 1-based line positions: which lines are hidden
// (inside a closed code fence, an HTML comment or front matter), the ATX headings outside them,
// and the top-level bullets. CommonMark decides what is a fence or a comment, so a `## [` inside
// either is never an entry; we then read headings line by line from the source so a heading's
// line is exactly where it was written. Parsing markdown is the costly part of reading a file, so
// it is done only where it can change the answer (markdownRanges.ts), and bullets only on demand.
import type grayMatter from 'gray-matter';
import type { Diagnostic } from '../core/model';
import { Eol, type TextLines } from './eol';
import { lineScanFences, parseRange, riskyRanges, toEndQuiet, type Found, type Span } from './markdownRanges';

export interface Heading {
  line: number;
  depth: number;
  /** Heading text without the #s, surrounding whitespace and closing #s. */
  text: string;
}

export type { Span } from './markdownRanges';
export { markdownParseCount } from './markdownRanges';

export interface MarkdownScan {
  tl: TextLines;
  lineCount: number;
  /** hidden[line] — inside a closed fence, an HTML comment or front matter (index 0 unused). */
  hidden: boolean[];
  /** code[line] — part of a fenced code block (closed or not), fence lines included. */
  code: boolean[];
  headings: Heading[];
  /** Top-level list items (not nested, not inside quotes). */
  bullets: Span[];
  frontMatter?: { endLine: number; data: Record<string, unknown> };
  diagnostics: Diagnostic[];
}

const ATX_RE = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;

export function parseAtx(line: string): { depth: number; text: string } | undefined {
  const m = ATX_RE.exec(line);
  if (!m) return undefined;
  const text = (m[2] ?? '').replace(/(?:^|[ \t]+)#+$/, '').trim();
  return { depth: m[1].length, text };
}

/** Index of the first heading below `line` (headings are in line order): binary search, so entry loops stay linear. */
export function firstHeadingAfter(headings: Heading[], line: number): number {
  let lo = 0;
  let hi = headings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (headings[mid].line <= line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function markRange(arr: boolean[], from: number, to: number): void {
  for (let l = from; l <= to && l < arr.length; l += 1) arr[l] = true;
}

// gray-matter brings js-yaml (and loads esprima from outside the bundle): loaded only once a file has
// front matter to read, so the many runs that meet none (every capture) do not pay for it.
let matterFn: typeof grayMatter | undefined;
function matter(text: string): ReturnType<typeof grayMatter> {
  matterFn ??= require('gray-matter') as typeof grayMatter;
  return matterFn(text, {});
}

function readFrontMatter(tl: TextLines, file: string, diagnostics: Diagnostic[]): MarkdownScan['frontMatter'] {
  if (tl.lines[0]?.trimEnd() !== '---') return undefined;
  let close = -1;
  for (let i = 1; i < Math.min(tl.lines.length, 200); i += 1) {
    const l = tl.lines[i].trimEnd();
    if (l === '---' || l === '...') {
      close = i;
      break;
    }
    if (/^#{1,6}\s/.test(l)) return undefined; // a thematic break followed by markdown, not front matter
  }
  if (close < 1) return undefined;
  const block = tl.lines.slice(1, close);
  if (!block.some((l) => /^[\w"'-][^:]*:/.test(l))) return undefined;
  try {
    const yamlText = '---\n' + block.join('\n') + '\n---\n';
    const data = matter(yamlText).data as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
    return { endLine: close + 1, data: data as Record<string, unknown> };
  } catch (e) {
    diagnostics.push({ file, line: 1, severity: 'warning', message: `The front matter (lines 1–${close + 1}) is not valid YAML, so its fields were not read: ${(e as Error).message.split('\n')[0]}` });
    return undefined;
  }
}

export interface ScanOptions {
  /** Parse the whole file in one go instead of only its risky pieces (the reference the pieces are checked against). */
  whole?: boolean;
}

// Recent scans by text: a file read again unchanged (a reload, an edit planned after a read) is not
// scanned again. Scans are never changed by their readers; each caller gets its own diagnostics.
const recent = new Map<string, MarkdownScan>();
const RECENT_MAX = 256;
const RECENT_MAX_CHARS = 8_000_000; // keeps the remembered texts to a few MB whatever the file sizes
let recentChars = 0;

function forFile(scan: MarkdownScan, file: string): MarkdownScan {
  const diagnostics = scan.diagnostics.map((d) => ({ ...d, file }));
  return Object.create(scan, { diagnostics: { value: diagnostics, enumerable: true, writable: true } }) as MarkdownScan;
}

/** Drop the remembered scans (benchmarks measuring a cold read). */
export function forgetScans(): void {
  recent.clear();
  recentChars = 0;
}

/** The markdown facts of a text (see MarkdownScan); diagnostics name `file`. */
export function scanMarkdown(text: string, file: string, options: ScanOptions = {}): MarkdownScan {
  if (options.whole) return computeScan(text, file, options);
  let scan = recent.get(text);
  if (scan) recent.delete(text);
  else {
    scan = computeScan(text, file, options);
    recentChars += text.length;
  }
  recent.set(text, scan);
  while (recent.size > RECENT_MAX || (recentChars > RECENT_MAX_CHARS && recent.size > 1)) {
    const oldest = recent.keys().next().value as string;
    recent.delete(oldest);
    recentChars -= oldest.length;
  }
  return forFile(scan, file);
}

function computeScan(text: string, file: string, options: ScanOptions): MarkdownScan {
  const tl = Eol.split(text);
  const n = tl.lines.length;
  const hidden = new Array<boolean>(n + 2).fill(false);
  const code = new Array<boolean>(n + 2).fill(false);
  const diagnostics: Diagnostic[] = [];
  const frontMatter = readFrontMatter(tl, file, diagnostics);
  if (frontMatter) markRange(hidden, 1, frontMatter.endLine);
  const commit = (f: Found) => {
    for (const [a, z] of f.code) {
      markRange(code, a, z);
      markRange(hidden, a, z);
    }
    for (const [a, z] of f.hidden) markRange(hidden, a, z);
    for (const l of f.codeStarts) code[l] = true;
    diagnostics.push(...f.diagnostics);
  };
  // From a piece (or a restart) on to the end: an unclosed fence or comment hides nothing, so the
  // text after its opening line is parsed again on its own (bounded, so stray fences stay linear enough).
  const toEnd = (fromLine: number): Found[] => {
    const all: Found[] = [];
    let from = fromLine;
    for (let rounds = 0; from >= 1 && from <= n && rounds <= 20; rounds += 1) {
      const f = parseRange(text, tl, file, from, n);
      commit(f);
      all.push(f);
      from = f.restartAt || 0;
    }
    return all;
  };
  // Most files read exactly line by line as a whole; only the others are cut into pieces.
  const wholeFast = options.whole || !n ? undefined : lineScanFences(tl.lines, 1, n);
  for (const [a, z] of wholeFast ?? []) {
    markRange(code, a, z);
    markRange(hidden, a, z);
  }
  const ranges: [number, number][] = options.whole ? (n ? [[1, n]] : []) : wholeFast ? [] : riskyRanges(tl);
  let wholeFinds: Found[] | undefined = options.whole ? [] : undefined;
  for (const [a, z] of ranges) {
    const fast = options.whole ? undefined : lineScanFences(tl.lines, a, z);
    if (fast) {
      commit({ code: fast, hidden: [], codeStarts: [], bullets: [], diagnostics: [], restartAt: 0, dirty: false });
      continue;
    }
    const f = z >= n ? undefined : parseRange(text, tl, file, a, z);
    if (f && !f.dirty) {
      commit(f);
      continue;
    }
    const rest = toEnd(a);
    if (a === 1) wholeFinds = rest;
    break;
  }

  const headings: Heading[] = [];
  for (let i = 0; i < n; i += 1) {
    if (hidden[i + 1]) continue;
    const h = parseAtx(tl.lines[i]);
    if (h) headings.push({ line: i + 1, depth: h.depth, text: h.text });
  }
  // Top-level list items are needed only by readers of files without entry headings: found on
  // first use, from a parse of the whole file (the one above when there was one).
  let bullets: Span[] | undefined;
  const scan: MarkdownScan = {
    tl, lineCount: n, hidden, code, headings, frontMatter, diagnostics,
    get bullets(): Span[] {
      if (!bullets) {
        const finds = wholeFinds ?? (n ? toEndQuiet(text, tl, file) : []);
        bullets = finds.flatMap((f) => f.bullets).filter((b) => !hidden[b.line]);
      }
      return bullets;
    },
  };
  return scan;
}

