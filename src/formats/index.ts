// Entry point of the formats layer: pick the reader for a path, parse text into entries.
// STUB: replaced by the real readers (see src/formats/*). Pure text in/out, no fs.
import type { FormatId, ParseResult } from '../core/model';

/** A workspace root (a project folder holding .learnings/ etc.) or the home memory (~/self-improving). */
export type RootKind = 'workspace' | 'home';

export interface FileInput {
  root: string; // absolute root path
  file: string; // path relative to root, forward slashes
  text: string; // full file text as read (BOM and line endings untouched)
  rootKind: RootKind;
}

/** The format a file at `file` (relative to a root of `rootKind`) is read with, or undefined when it is not a learnings file. */
export function detectFormat(file: string, rootKind: RootKind): FormatId | undefined {
  void file;
  void rootKind;
  return undefined;
}

export function parseFile(input: FileInput): ParseResult {
  void input;
  return { entries: [], diagnostics: [] };
}
