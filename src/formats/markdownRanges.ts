// Where a file's hidden lines are, found as cheaply as is exact: fenced code read line by line
// when that is exact, else mdast-util-from-markdown over only the pieces that can hide anything.
// markdownTree.ts puts the findings together; these are its parts.
import type * as MdastFromMarkdown from 'mdast-util-from-markdown';
import type { Diagnostic } from '../core/model';
import { Eol, type TextLines } from './eol';

export interface Span {
  line: number;
  endLine: number;
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number }; end: { line: number } };
}

// mdast-util-from-markdown (micromark and its tables) is set up only when a file has a piece that needs
// the markdown parser; files read line by line (most learnings files) never load it.
let mdast: typeof MdastFromMarkdown | undefined;
const fromMarkdown = (source: string) => (mdast ??= require('mdast-util-from-markdown') as typeof MdastFromMarkdown).fromMarkdown(source);

let parses = 0;
/** How many markdown parses have run in this process (a cost figure for tests and benchmarks). */
export function markdownParseCount(): number {
  return parses;
}

const FENCE_OPEN_RE = /(`{3,}|~{3,})/;

/** Strip container prefixes (blockquote markers, indentation) so a fence line can be recognised. */
function fenceCore(line: string): string {
  return line.replace(/^[ \t>]*/, '');
}

/** How many blockquotes a line is in ("> > x": 2). */
const quoteDepth = (line: string): number => (/^[ \t>]*/.exec(line)![0].match(/>/g) ?? []).length;

/** Whether `line` closes the fence `opening` opened: the same marker, at least as long, in as many blockquotes (a
 * "> ```" line is the content of a fence opened outside a quote, not its end). */
function isClosingFence(line: string, marker: string, opening: string): boolean {
  const m = /^(`{3,}|~{3,})[ \t]*$/.exec(fenceCore(line));
  return !!m && m[1][0] === marker[0] && m[1].length >= marker.length && quoteDepth(line) === quoteDepth(opening);
}

/**
 * Whether the fence's last line is its own content (a "\t```" four columns in is content, not the end, also under a fence
 * opened three spaces in, where the parser keeps part of the tab as spaces): the parser ran to the end of the text with it
 * inside, so its content has as many lines as follow the opening line.
 */
function endsInContent(start: number, end: number, value: string): boolean {
  return value !== '' && value.split('\n').length >= end - start;
}

/** What one parse of a line range found; committed to the scan only when the range ended clean. */
export interface Found {
  code: [number, number][];
  hidden: [number, number][];
  codeStarts: number[];
  bullets: Span[];
  diagnostics: Diagnostic[];
  restartAt: number;
  /** The range ended inside a block that may run on past it (unclosed fence, comment, <pre>…): parse on to the end. */
  dirty: boolean;
}

// An HTML block of these kinds does not end at a blank line, so it can run past a range's end.
const LONG_HTML_RE = /^\s*<(?:!|\?|(?:pre|script|style|textarea)(?:[\s>]|$))/i;

/**
 * Parse lines fromLine..toLine (toLine = n: to the end) with mdast and collect fences, comments
 * and top-level list items, with 1-based file lines.
 */
export function parseRange(text: string, tl: TextLines, file: string, fromLine: number, toLine: number): Found {
  const n = tl.lines.length;
  const found: Found = { code: [], hidden: [], codeStarts: [], bullets: [], diagnostics: [], restartAt: 0, dirty: false };
  const whole = fromLine === 1 && toLine >= n;
  const source = whole ? Eol.stripBom(text) : tl.lines.slice(fromLine - 1, toLine).join('\n');
  let tree: MdNode;
  try {
    parses += 1;
    tree = fromMarkdown(source) as unknown as MdNode;
  } catch (e) {
    found.diagnostics.push({ file, line: fromLine, severity: 'warning', message: `The markdown could not be parsed (${(e as Error).message}); headings were read line by line.` });
    return found;
  }
  const off = fromLine - 1;
  const toEnd = toLine >= n;
  let lastContent = Math.min(toLine, n);
  while (lastContent > fromLine && /^[ \t]*$/.test(tl.lines[lastContent - 1])) lastContent -= 1;
  const visit = (node: MdNode, depth: number, inQuote: boolean): void => {
    const pos = node.position;
    if (pos && node.type === 'code') {
      const start = pos.start.line + off;
      const end = pos.end.line + off;
      const core = fenceCore(tl.lines[start - 1] ?? '');
      const open = FENCE_OPEN_RE.exec(core);
      if (open && core.startsWith(open[1])) {
        const closed = end > start && isClosingFence(tl.lines[end - 1] ?? '', open[1], tl.lines[start - 1] ?? '') && !endsInContent(start, end, node.value ?? '');
        if (!toEnd && !closed && end >= lastContent) found.dirty = true;
        else if (closed || end < n) found.code.push([start, end]);
        else {
          found.codeStarts.push(start);
          found.diagnostics.push({ file, line: start, severity: 'warning', message: `The code block opened at line ${start} (${open[1]}) is never closed; the rest of the file is still read for entries.` });
          found.restartAt = found.restartAt || start + 1;
        }
      }
    } else if (pos && node.type === 'html') {
      const value = node.value ?? '';
      const start = pos.start.line + off;
      const end = pos.end.line + off;
      const comment = value.trimStart().startsWith('<!--');
      const closedComment = comment && value.includes('-->');
      if (!toEnd && end >= lastContent && !closedComment && LONG_HTML_RE.test(value)) found.dirty = true;
      else if (closedComment) found.hidden.push([start, end]);
      else if (comment) {
        found.diagnostics.push({ file, line: start, severity: 'warning', message: `The HTML comment opened at line ${start} is never closed with -->; the rest of the file is still read for entries.` });
        if (end >= n) found.restartAt = found.restartAt || start + 1;
      }
    } else if (node.type === 'list' && depth === 1 && !inQuote) {
      for (const item of node.children ?? []) {
        if (item.position) found.bullets.push({ line: item.position.start.line + off, endLine: item.position.end.line + off });
      }
    }
    for (const c of node.children ?? []) visit(c, depth + 1, inQuote || node.type === 'blockquote');
  };
  visit(tree, 0, false);
  return found;
}

// Lines that may start or hold something hiding text: a fence, a comment or any other HTML.
const RISKY_RE = /```|~~~|</;
const ATX_COL0_RE = /^#{1,6}(?:[ \t]|$)/;
const BLANK_RE = /^[ \t]*$/;

/**
 * The line ranges that need a markdown parse. A file is cut before every unindented ATX heading
 * that follows a blank line: there every container, paragraph and short HTML block has ended, so
 * a piece parsed on its own reads exactly as in the whole file — provided the piece before it did
 * not end inside a fence, comment or long HTML block (checked after parsing; then the parse runs
 * on to the end). A piece with no ``` / ~~~ / < in it can hide nothing and is not parsed at all.
 */
export function riskyRanges(tl: TextLines): [number, number][] {
  const lines = tl.lines;
  const n = lines.length;
  const out: [number, number][] = [];
  let pieceStart = 1;
  let pieceRisky = false;
  const close = (end: number) => {
    if (!pieceRisky) return;
    const last = out[out.length - 1];
    if (last && last[1] === pieceStart - 1) last[1] = end;
    else out.push([pieceStart, end]);
  };
  for (let l = 1; l <= n; l += 1) {
    const line = lines[l - 1];
    if (l > 1 && ATX_COL0_RE.test(line) && BLANK_RE.test(lines[l - 2])) {
      close(l - 1);
      pieceStart = l;
      pieceRisky = false;
    }
    if (!pieceRisky && RISKY_RE.test(line)) pieceRisky = true;
  }
  close(n);
  return out;
}

const COL0_FENCE_RE = /^(`{3,}|~{3,})(.*)$/;
const CLOSING_FENCE_RE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
// A `<` that may open an HTML block: first thing on the line after indentation, quote and list markers.
const LINE_START_HTML_RE = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+[ \t>]*)*</;
const NESTED_FENCE_RE = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+[ \t>]*)*(?:```|~~~)/;

/**
 * Fenced code blocks of lines a..z read line by line, or undefined when that would not be exact.
 * Exact when every fence opens at column 0 (then it is a top-level block whatever came before:
 * a fence ends any list, quote or paragraph) and closes inside the range, and outside the blocks
 * no line starts with `<` (an HTML block) or holds `<!--`. A `<` inside a line is inline HTML or
 * text, which cannot change blocks and hides nothing. Anything else — an indented or quoted fence,
 * HTML blocks, comments — is left to the markdown parser.
 */
export function lineScanFences(lines: string[], a: number, z: number): [number, number][] | undefined {
  const blocks: [number, number][] = [];
  let open: { line: number; char: string; len: number } | undefined;
  for (let l = a; l <= z; l += 1) {
    const line = lines[l - 1];
    if (open) {
      const c = CLOSING_FENCE_RE.exec(line);
      if (c && c[1][0] === open.char && c[1].length >= open.len) {
        blocks.push([open.line, l]);
        open = undefined;
      }
      continue;
    }
    if (line.includes('<!--') || LINE_START_HTML_RE.test(line)) return undefined;
    const f = COL0_FENCE_RE.exec(line);
    if (f && !(f[1][0] === '`' && f[2].includes('`'))) {
      open = { line: l, char: f[1][0], len: f[1].length };
      continue;
    }
    if (NESTED_FENCE_RE.test(line)) return undefined;
  }
  return open ? undefined : blocks;
}

/** The whole-file parses (with restarts) without touching a scan: for bullets on demand. */
export function toEndQuiet(text: string, tl: TextLines, file: string): Found[] {
  const all: Found[] = [];
  let from = 1;
  for (let rounds = 0; from >= 1 && from <= tl.lines.length && rounds <= 20; rounds += 1) {
    const f = parseRange(text, tl, file, from, tl.lines.length);
    all.push(f);
    from = f.restartAt || 0;
  }
  return all;
}
