// The lifecycle's EntryEditor backed by the formats layer's surgical edits (src/formats/edit.ts).
import type { EntryEditor } from './entryEditor';
import { appendEntry, entryText, markPromoted, parseFile, removeEntry, setField } from '../formats/index';

export const formatsEditor: EntryEditor = {
  markPromoted: (text, e, to) => markPromoted(text, e, to.join(', ')),
  setStatus: (text, e, status) => setField(text, e, e.format === 'json-entry' || e.format === 'jsonl' ? 'status' : 'Status', status),
  remove: (text, e) => removeEntry(text, e),
  append: (dest, e, sourceText) => appendEntry(dest ?? '', entryText(sourceText, e), e.format),
  parse: (root, file, text, rootKind) => parseFile({ root, file, text, rootKind }).entries,
};
