// A recurrence recorded in a large self-improving-agent file without parsing the whole file: the entry's
// own region (its heading up to the next `## [` heading) is parsed and edited alone, and the file is
// written back as the bytes before it, the edited region and the bytes after it.
//
// This reads as a whole-file parse would only under conditions that are checked, else the caller parses
// the whole file as before (recurrence path in captureWriter.ts):
//  - the file read clean as a whole when the capture derived it (isAppendable: every entry starts at an
//    entry heading, every fence closed at column 0, no HTML blocks or comments, no front matter), and the
//    bytes are exactly those (size + SHA-256, checked by the caller);
//  - `[id]` occurs once in the whole file, on a `## [id]` line: that line is the entry's heading in the
//    whole-file reading, so it is outside any fence and the region starts in the clean state;
//  - the region on its own is clean too and reads as exactly one entry, `id`; the next `## ` heading
//    line (or the end) ends it in both readings, an ATX heading being a block of its own;
//  - the file defines no link reference (which could change how text elsewhere reads) and has no `\r`
//    (line endings detected on the region are the file's), and does not start with a byte order mark.
import type { Entry } from '../../core/model';
import { parseFile } from '../../formats/index';
import { isAppendable } from './appendedEntries';

export interface EntryRegion {
  /** Byte offsets of the region in the file: [start, end). */
  start: number;
  end: number;
  /** The region's text. */
  text: string;
  /** The entry as it reads in the region (lines relative to the region). */
  entry: Entry;
}

/** What a recurrence wrote (captureWriter.recordRecurrence): the file's whole new text, or the entry's new region; the file's new digest. */
export interface RecurrenceWritten {
  text?: string;
  region?: { id: string; text: string };
  size: number;
  sha256: string;
}

const LINK_DEFINITION_LINE_RE = /^ {0,3}\[[^\]]+\]:/;

/** Whether some line of `bytes` is a link reference definition (found from each `]:`, read back to its line start). */
export function hasLinkDefinition(bytes: Buffer): boolean {
  for (let i = bytes.indexOf(']:'); i !== -1; i = bytes.indexOf(']:', i + 2)) {
    const lineStart = bytes.lastIndexOf(0x0a, i) + 1;
    if (LINK_DEFINITION_LINE_RE.test(bytes.subarray(lineStart, i + 2).toString('utf8'))) return true;
  }
  return false;
}

/** The region of entry `id` in a sia-markdown file's bytes, or undefined when the conditions above do not all hold. */
export function entryRegion(bytes: Buffer, root: string, file: string, id: string): EntryRegion | undefined {
  if (bytes.length === 0 || bytes[0] === 0xef || bytes.includes(0x0d)) return undefined;
  const marker = Buffer.from(`[${id}]`, 'utf8');
  const at = bytes.indexOf(marker);
  if (at < 3 || bytes.indexOf(marker, at + 1) !== -1) return undefined;
  const start = at - 3;
  if (bytes.toString('utf8', start, at) !== '## ' || (start > 0 && bytes[start - 1] !== 0x0a)) return undefined;
  const next = bytes.indexOf('\n## ', at);
  const end = next === -1 ? bytes.length : next + 1;
  if (hasLinkDefinition(bytes)) return undefined;
  const text = bytes.toString('utf8', start, end);
  const entries = parseFile({ root, file, text, rootKind: 'workspace' }).entries;
  if (entries.length !== 1 || entries[0].id !== id || entries[0].format !== 'sia-markdown') return undefined;
  if (!isAppendable(text, [entries[0].line]) || entries[0].line !== 1) return undefined;
  return { start, end, text, entry: entries[0] };
}
