// The snapshot's append path (captureSnapshot.ts): when a capture appends an entry block to a
// self-improving-agent file, the file's record is extended with the new entries instead of the whole
// file being parsed again — but only where that provably gives what a re-parse gives.
import type { DedupCandidate } from '../../core/gate/dedup';
import type { FormatId } from '../../core/model';
import { Eol } from '../../formats/eol';
import { lineScanFences } from '../../formats/markdownRanges';

/** What a file's text yields for the snapshot. */
export interface Derived {
  candidates: DedupCandidate[];
  /** isAppendable: entries can be appended to this text without re-reading the rest. */
  appendable: boolean;
}

/** What the append path needs of a file's record: whether its text was appendable, and its candidates' ids. */
export interface AppendBase {
  appendable: boolean;
  candidates: readonly (readonly [string, string, number | null])[];
}

// A link reference definition further down can change how earlier text reads.
const LINK_DEFINITION_RE = /^ {0,3}\[[^\]]+\]:/m;
const ENTRY_HEADING_RE = /^## \[[^\]]+\]/;
const ENTRY_HEADING_LINE_RE = /^ {0,3}#{2,3}\s/;

/**
 * Whether a file's text can have entries appended without a re-parse (see appendedCandidates): every
 * entry starts at an entry heading (so the file reads by headings before and after), and nothing in it
 * can hide lines or run on past its end — fences all closed at column 0, no HTML blocks or comments
 * (lineScanFences finds exactly that) and no front matter, which text further down could close.
 */
export function isAppendable(text: string, entryLines: readonly number[]): boolean {
  if (entryLines.length === 0) return false;
  const { lines } = Eol.split(text);
  if (lines[0]?.trimEnd() === '---') return false;
  if (!entryLines.every((l) => ENTRY_HEADING_LINE_RE.test(lines[l - 1] ?? ''))) return false;
  return lineScanFences(lines, 1, lines.length) !== undefined;
}

/**
 * The candidates an appended tail adds to a file, or undefined when a re-parse is needed instead.
 * Appending entry blocks to a self-improving-agent file leaves every earlier entry exactly as it read
 * when the old text was appendable (isAppendable: read by headings, ending in a clean state with nothing
 * the tail could close or join), the new text is the old text plus the tail, the tail is appendable on its
 * own, starts with an entry heading (so it ends the last old entry where its blank lines and rules already
 * ended it) and defines no link references, and the tail's ids are new (per-file id numbering leaves them as
 * they are). Then the file's entries are the old ones followed by the tail's, read on their own — and the
 * whole is appendable again (the line scan carries no state past a clean end).
 */
export function appendedCandidates<F extends { format: FormatId }>(rec: AppendBase, f: F, oldText: string, newText: string, derive: (file: F, text: string) => Derived): DedupCandidate[] | undefined {
  if (f.format !== 'sia-markdown' || !rec.appendable || rec.candidates.length === 0) return undefined;
  if (oldText.length === 0 || newText.length <= oldText.length || !newText.startsWith(oldText)) return undefined;
  const tail = newText.slice(oldText.length);
  const firstLine = /^(?:[ \t]*(?:\r\n|\n|\r))*([^\r\n]*)/.exec(tail)?.[1] ?? '';
  if (!ENTRY_HEADING_RE.test(firstLine) || LINK_DEFINITION_RE.test(tail)) return undefined;
  const derived = derive(f, tail);
  if (!derived.appendable || derived.candidates.length === 0) return undefined;
  const old = new Set(rec.candidates.map((c) => c[0]));
  if (derived.candidates.some((c) => old.has(c.id) || old.has(c.id.replace(/#\d+$/, '')))) return undefined;
  return derived.candidates;
}
