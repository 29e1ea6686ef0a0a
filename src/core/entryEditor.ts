// The text edits the lifecycle needs from the formats layer, as one small interface: planners stay testable
// and the formats layer stays the only code that knows how each on-disk format is written.
import type { Entry } from './model';

export interface EntryEditor {
  /** Status promoted in the entry's own format (`**Status**: promoted` + `**Promoted**: …`, JSON status/promoted_to). */
  markPromoted(text: string, e: Entry, to: string[], at: string): string;
  /** Set the entry's status field (added when missing). */
  setStatus(text: string, e: Entry, status: string): string;
  /** The file text without the entry (surrounding separators tidied by the format). */
  remove(text: string, e: Entry): string;
  /** The entry appended to `dest` (undefined: a new file) in the destination's style. */
  append(dest: string | undefined, e: Entry, sourceText: string): string;
  /** Re-read a file's entries after an edit (for citations that point at the new lines). */
  parse(root: string, file: string, text: string, rootKind: 'workspace' | 'home'): Entry[];
}

/** The entry's exact text as written (heading line through endLine). */
export function entryText(text: string, e: Pick<Entry, 'line' | 'endLine'>): string {
  const lines = text.split(/(?<=\n)/);
  return lines.slice(e.line - 1, e.endLine).join('');
}
