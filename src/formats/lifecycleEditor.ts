// The lifecycle's EntryEditor (an interface of the pure core) implemented by this layer's surgical edits:
// the core plans with it, without depending on any on-disk format.
import type { EntryEditor } from '../core/entryEditor';
import { appendEntry, entryText, markPromoted, parseFile, removeEntry, setField } from './index';

export const formatsEditor: EntryEditor = {
  markPromoted: (text, e, to) => markPromoted(text, e, to.join(', ')),
  setStatus: (text, e, status) => setField(text, e, e.format === 'json-entry' || e.format === 'jsonl' ? 'status' : 'Status', status),
  remove: (text, e) => removeEntry(text, e),
  append: (dest, e, sourceText) => appendEntry(dest ?? '', entryText(sourceText, e), e.format),
  parse: (root, file, text, rootKind) => parseFile({ root, file, text, rootKind }).entries,
};
