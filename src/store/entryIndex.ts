// The derived in-memory index: every file's parsed entries, in a stable order, with ids made
// unique across the whole store. Rebuildable from the per-file records at any time.
import type { Diagnostic, Entry } from '../core/model';
import type { EntryFacts, FormatId } from '../core/model';
import type { RootKind } from '../formats/index';
import type { FileStamp } from './readLearningsFile';
import { copyEntry, sameEntry } from './residentEntry';

/** What the store remembers about one file between reads. */
export interface FileRecord {
  abs: string;
  root: string;
  rootKind: RootKind;
  file: string;
  format: FormatId;
  stamp: FileStamp;
  /** Content hash of the bytes last read; undefined when the file was skipped. */
  hash?: string;
  /** Entries as the format returned them (never mutated: the index copies when it renames). */
  entries: Entry[];
  diagnostics: Diagnostic[];
  /** In the entry cache only: each entry's facts (the entries there are metadata alone). */
  facts?: EntryFacts[];
  /** Entries and facts as JSON (`{"entries":…,"facts":…}`), kept from the parse until the entry cache is written. */
  cacheJson?: string;
}

export interface BuiltIndex {
  entries: Entry[];
  byId: Map<string, Entry>;
  diagnostics: Diagnostic[];
}

function compareRecords(rootOrder: Map<string, number>) {
  return (a: FileRecord, b: FileRecord): number => {
    const ra = rootOrder.get(a.root) ?? Number.MAX_SAFE_INTEGER;
    const rb = rootOrder.get(b.root) ?? Number.MAX_SAFE_INTEGER;
    if (ra !== rb) return ra - rb;
    return a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
  };
}

/**
 * Orders records by root (as configured) then path, and gives a repeated id a `#2`, `#3`…
 * suffix in that order, so the same files always yield the same ids. A repeat inside one
 * root is reported (it is ambiguous data); the same id in two projects is normal.
 */
export function buildIndex(records: Iterable<FileRecord>, rootOrder: Map<string, number>): BuiltIndex {
  const sorted = [...records].sort(compareRecords(rootOrder));
  const entries: Entry[] = [];
  const byId = new Map<string, Entry>();
  const diagnostics: Diagnostic[] = [];
  for (const rec of sorted) {
    for (const d of rec.diagnostics) diagnostics.push(d.root ? d : { ...d, root: rec.root });
    for (const parsed of rec.entries) {
      let e = parsed;
      const first = byId.get(parsed.id);
      if (first) {
        let n = 2;
        while (byId.has(`${parsed.id}#${n}`)) n++;
        e = copyEntry(parsed, { id: `${parsed.id}#${n}`, sourceId: parsed.sourceId ?? parsed.id });
        if (first.root === parsed.root) {
          diagnostics.push({
            root: rec.root,
            file: parsed.file,
            line: parsed.line,
            severity: 'info',
            message: `duplicate id ${parsed.id} (first at ${first.file}:${first.line}); indexed as ${e.id}`,
          });
        }
      }
      byId.set(e.id, e);
      entries.push(e);
    }
  }
  return { entries, byId, diagnostics };
}

/** Ids added, removed, and updated (the same id saying something else, its text included) between two indexes. */
export function indexChange(before: ReadonlyMap<string, Entry>, after: ReadonlyMap<string, Entry>): { added: string[]; removed: string[]; updated: string[] } {
  const change = { added: [] as string[], removed: [] as string[], updated: [] as string[] };
  for (const [id, e] of after) {
    const old = before.get(id);
    if (!old) change.added.push(id);
    else if (!sameEntry(old, e)) change.updated.push(id);
  }
  for (const id of before.keys()) if (!after.has(id)) change.removed.push(id);
  return change;
}
