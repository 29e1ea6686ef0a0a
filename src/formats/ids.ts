// Entry ids. The rules (also summarised at the top of index.ts):
//  - an entry with a written id (LRN-20260101-001, CORR-…, PAT-…) has exactly that id;
//  - a dated or bracketed heading without one is `<file>#<date or bracket text>`;
//  - anything else (bullets, whole files, JSON lines) is `<file>#<8-hex hash of its normalised first
//    line>` — independent of line numbers, so inserting text above it does not change its id;
//  - home-memory rules (bullets, whole files, and headings without a written id, outside corrections.md)
//    are `mem-<8-hex hash of the normalised rule text>`: no file name in it, so a tier move
//    (memory.md → domains/x.md → archive/…) keeps the id and the entry's usage history;
//  - the n-th repeat of the same id inside one file gets `#n` appended (n ≥ 2), so ids stay unique
//    within the file and still contain the written id.
import type { Entry } from '../core/model';

/** FNV-1a, 32 bit, as 8 hex digits: small, deterministic, no crypto needed for a name. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export function contentId(file: string, firstLine: string): string {
  return `${file}#${shortHash(firstLine.toLowerCase().replace(/\s+/g, ' ').trim())}`;
}

/** The rule text a memory id is made from: no list marker or heading #s, case and spacing folded. */
function ruleText(line: string): string {
  return line.replace(/^\s*(?:#{1,6}\s+|(?:[-*+•]|\d+[.)])\s+)/, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Id of a home-memory rule, the same in whichever tier file it stands. */
export function memoryId(firstLine: string): string {
  return `mem-${shortHash(ruleText(firstLine))}`;
}

export const MEMORY_ID_RE = /^mem-[0-9a-f]{8}$/;

/** Make ids unique within one file, in file order: repeats get `#2`, `#3`… */
export function uniquifyIds(entries: Entry[]): void {
  const seen = new Map<string, number>();
  for (const e of entries) {
    const n = (seen.get(e.id) ?? 0) + 1;
    seen.set(e.id, n);
    if (n > 1) e.id = `${e.id}#${n}`;
  }
}
