// The markdown facts every reader needs, with 1-based line positions: which lines are hidden
// (inside a closed code fence, an HTML comment or front matter), the ATX headings outside them,
// and the top-level bullets. mdast-util-from-markdown decides what is a fence or a comment, so a
// `## [` inside either is never an entry; we then read headings line by line from the source so
// a heading's line is exactly where it was written.
import { fromMarkdown } from 'mdast-util-from-markdown';
import matter from 'gray-matter';
import type { Diagnostic } from '../core/model';
import { Eol, type TextLines } from './eol';

export interface Heading {
  line: number;
  depth: number;
  /** Heading text without the #s, surrounding whitespace and closing #s. */
  text: string;
}

export interface Span {
  line: number;
  endLine: number;
}

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

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number }; end: { line: number } };
}

const ATX_RE = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
const FENCE_OPEN_RE = /(`{3,}|~{3,})/;

export function parseAtx(line: string): { depth: number; text: string } | undefined {
  const m = ATX_RE.exec(line);
  if (!m) return undefined;
  const text = (m[2] ?? '').replace(/(?:^|[ \t]+)#+$/, '').trim();
  return { depth: m[1].length, text };
}

function markRange(arr: boolean[], from: number, to: number): void {
  for (let l = from; l <= to && l < arr.length; l += 1) arr[l] = true;
}

/** Strip container prefixes (blockquote markers, indentation) so a fence line can be recognised. */
function fenceCore(line: string): string {
  return line.replace(/^[ \t>]*/, '');
}

function isClosingFence(line: string, marker: string): boolean {
  const m = /^(`{3,}|~{3,})[ \t]*$/.exec(fenceCore(line));
  return !!m && m[1][0] === marker[0] && m[1].length >= marker.length;
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
    const data = matter(yamlText, {}).data as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
    return { endLine: close + 1, data: data as Record<string, unknown> };
  } catch (e) {
    diagnostics.push({ file, line: 1, severity: 'warning', message: `The front matter (lines 1–${close + 1}) is not valid YAML, so its fields were not read: ${(e as Error).message.split('\n')[0]}` });
    return undefined;
  }
}

export function scanMarkdown(text: string, file: string): MarkdownScan {
  const tl = Eol.split(text);
  const n = tl.lines.length;
  const hidden = new Array<boolean>(n + 2).fill(false);
  const code = new Array<boolean>(n + 2).fill(false);
  const diagnostics: Diagnostic[] = [];
  const bullets: Span[] = [];
  const frontMatter = readFrontMatter(tl, file, diagnostics);
  if (frontMatter) markRange(hidden, 1, frontMatter.endLine);

  // Parse from `fromLine` on; an unclosed fence or comment hides nothing, so the text after its
  // opening line is parsed again on its own (bounded, so a file of stray fences stays linear enough).
  const analyze = (fromLine: number, rounds: number): void => {
    let tree: MdNode | undefined;
    const source = fromLine === 1 ? Eol.stripBom(text) : tl.lines.slice(fromLine - 1).join('\n');
    try {
      tree = fromMarkdown(source) as unknown as MdNode;
    } catch (e) {
      diagnostics.push({ file, line: fromLine, severity: 'warning', message: `The markdown could not be parsed (${(e as Error).message}); headings were read line by line.` });
      return;
    }
    const off = fromLine - 1;
    let restartAt = 0;
    const visit = (node: MdNode, depth: number, inQuote: boolean): void => {
      const pos = node.position;
      if (pos && node.type === 'code') {
        const start = pos.start.line + off;
        const end = pos.end.line + off;
        const core = fenceCore(tl.lines[start - 1] ?? '');
        const open = FENCE_OPEN_RE.exec(core);
        if (open && core.startsWith(open[1])) {
          const closed = end > start && isClosingFence(tl.lines[end - 1] ?? '', open[1]);
          if (closed || end < n) {
            markRange(code, start, end);
            markRange(hidden, start, end);
          } else {
            code[start] = true;
            diagnostics.push({ file, line: start, severity: 'warning', message: `The code block opened at line ${start} (${open[1]}) is never closed; the rest of the file is still read for entries.` });
            restartAt = restartAt || start + 1;
          }
        }
      } else if (pos && node.type === 'html' && (node.value ?? '').trimStart().startsWith('<!--')) {
        if ((node.value ?? '').includes('-->')) markRange(hidden, pos.start.line + off, pos.end.line + off);
        else {
          diagnostics.push({ file, line: pos.start.line + off, severity: 'warning', message: `The HTML comment opened at line ${pos.start.line + off} is never closed with -->; the rest of the file is still read for entries.` });
          if (pos.end.line + off >= n) restartAt = restartAt || pos.start.line + off + 1;
        }
      } else if (node.type === 'list' && depth === 1 && !inQuote) {
        for (const item of node.children ?? []) {
          if (item.position) bullets.push({ line: item.position.start.line + off, endLine: item.position.end.line + off });
        }
      }
      for (const c of node.children ?? []) visit(c, depth + 1, inQuote || node.type === 'blockquote');
    };
    visit(tree, 0, false);
    if (restartAt && restartAt <= n && rounds < 20) analyze(restartAt, rounds + 1);
  };
  analyze(1, 0);

  const headings: Heading[] = [];
  for (let i = 0; i < n; i += 1) {
    if (hidden[i + 1]) continue;
    const h = parseAtx(tl.lines[i]);
    if (h) headings.push({ line: i + 1, depth: h.depth, text: h.text });
  }
  const visibleBullets = bullets.filter((b) => !hidden[b.line]);
  return { tl, lineCount: n, hidden, code, headings, bullets: visibleBullets, frontMatter, diagnostics };
}
