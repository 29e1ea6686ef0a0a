// The search segment: everything a search or a hook needs about the entries of a set of roots, as bytes that can
// be read by range (segmentBytes.ts), so a one-shot process reads a few kilobytes instead of parsing every file.
// Sections: the full-text index (retrievalIndexWrite.ts), the entries as JSON with their offsets, the file table,
// id → documents (links and duplicate ids), related file name → documents, and the session's candidates. Pure.
//
// A segment plus a small one for the files changed since it was written, the older copies of those files masked,
// is searched as one (`combine`): the scores are those of a fresh build (live statistics, retrievalIndex.ts), and
// ties are broken by the position a fresh build would give each entry (root order, then file path, then line).
import type { Entry } from './model';
import { IndexReader, type IndexPart, type IndexTotals } from './retrievalIndex';
import { normalizePath } from './retrievalPaths';
import { writeIndex } from './retrievalIndexWrite';
import type { DocTerms } from './retrievalIndex';
import { packFiles, unpackFiles, type PackedFiles, type SegmentFile } from './searchSegmentFiles';
import { ByteReader, ByteWriter, TableReader, bytesOf, fromUtf8, memorySource, readContainer, u32s, utf8, writeContainer, writeTable, type ByteSource } from './segmentBytes';

export const SEGMENT_VERSION = 4;
export type { SegmentFile } from './searchSegmentFiles';

export interface SegmentInput {
  /** In the store's order: by root (as `roots` lists them), then file path; a file's entries together. */
  entries: readonly Entry[];
  roots: readonly string[];
  /** Every file read, in the same order, with or without entries. */
  files?: readonly Omit<SegmentFile, 'first' | 'count'>[];
  /** Each entry's id as its file wrote it (before the store made repeats across files unique); default: the id. */
  rawIds?: readonly string[];
  /** The searched text of an entry; undefined: not a search result. */
  terms: (e: Entry) => DocTerms | undefined;
  /** Named lists of entries read without the rest (a session start's candidates, by section). */
  lists?: Readonly<Record<string, (e: Entry) => boolean>>;
  /** Keep the entries themselves (a segment on disk); an in-memory one reads them from the caller's array. */
  withEntries: boolean;
  meta?: unknown;
}

/** A file's name: related files match by path suffix (samePath), so only entries naming that file name can match. */
export const fileName = (p: string): string => normalizePath(p).split('/').pop() ?? '';

function docList(docs: readonly number[]): Uint8Array {
  const w = new ByteWriter();
  let last = 0;
  for (const d of docs) {
    w.varint(d - last);
    last = d;
  }
  return w.done();
}
function readDocList(v: Uint8Array | undefined): number[] {
  if (!v) return [];
  const r = new ByteReader(v);
  const out: number[] = [];
  for (let d = 0; !r.done; ) out.push((d += r.varint()));
  return out;
}

export function writeSegment(input: SegmentInput): Uint8Array {
  const { entries } = input;
  const searched = new Uint8Array(entries.length);
  const index = writeIndex(
    (function* () {
      for (let d = 0; d < entries.length; d++) {
        const terms = input.terms(entries[d]);
        searched[d] = terms ? 1 : 0;
        yield terms ?? null;
      }
    })(),
  );
  const keys = new Map<string, number[]>();
  const related = new Map<string, number[]>();
  const ids = new Map<string, number[]>();
  const lists = new Map<string, number[]>(Object.keys(input.lists ?? {}).map((k) => [k, []]));
  const add = (map: Map<string, number[]>, k: string, d: number) => {
    const list = map.get(k);
    if (!list) map.set(k, [d]);
    else if (list[list.length - 1] !== d) list.push(d);
  };
  const body = new ByteWriter();
  const offsets = new Uint32Array(entries.length + 1);
  entries.forEach((e, d) => {
    if (searched[d]) {
      for (const k of [e.id, e.sourceId]) if (k) add(keys, k, d);
      for (const rf of e.relatedFiles) if (fileName(rf)) add(related, fileName(rf), d);
    }
    add(ids, input.rawIds?.[d] ?? e.id, d);
    for (const [name, pick] of Object.entries(input.lists ?? {})) if (pick(e)) lists.get(name)!.push(d);
    if (input.withEntries) {
      body.bytes(utf8(JSON.stringify(e)));
      if (body.length > 0xffffffff) throw new Error('segment: entries over 4 GB');
      offsets[d + 1] = body.length;
    }
  });
  const files: SegmentFile[] = [];
  let d = 0;
  for (const f of input.files ?? []) {
    const first = d;
    while (d < entries.length && entries[d].root === f.root && entries[d].file === f.file) d++;
    files.push({ ...f, first, count: d - first });
  }
  if (input.files && d !== entries.length) throw new Error('segment: entries not in file order');
  const table = (m: Map<string, number[]>) => writeTable([...m].map(([k, v]): [string, Uint8Array] => [k, docList(v)]));
  return writeContainer(SEGMENT_VERSION, { roots: input.roots, totals: index.totals, meta: input.meta ?? null }, {
    ...index.sections,
    keys: table(keys),
    ids: table(ids),
    related: table(related),
    lists: table(lists),
    files: utf8(JSON.stringify(packFiles(files))),
    entries: body.done(),
    entryAt: input.withEntries ? bytesOf(offsets) : new Uint8Array(0),
  });
}

/** A segment read by range. Throws (on open or on a read) when the bytes are not a whole segment of this version. */
export class SegmentReader {
  readonly index: IndexReader;
  readonly roots: readonly string[];
  readonly meta: unknown;
  private readonly s: Record<string, ByteSource>;
  private readonly keyTable: TableReader;
  private readonly relatedTable: TableReader;
  private readonly idTable: TableReader;
  private readonly listTable: TableReader;
  private fileList?: SegmentFile[];

  constructor(src: ByteSource) {
    const c = readContainer(src, SEGMENT_VERSION);
    const m = c.meta as { roots: string[]; totals: IndexTotals; meta: unknown };
    this.s = c.sections;
    for (const name of ['dict', 'post', 'len', 'flags', 'fuzzy', 'keys', 'ids', 'related', 'lists', 'files', 'entries', 'entryAt']) if (!this.s[name]) throw new Error(`segment: no ${name}`);
    this.roots = m.roots;
    this.meta = m.meta;
    this.index = new IndexReader(this.s, m.totals);
    if (this.s.flags.size !== m.totals.docs) throw new Error('segment: flags do not match');
    this.keyTable = new TableReader(this.s.keys);
    this.relatedTable = new TableReader(this.s.related);
    this.idTable = new TableReader(this.s.ids);
    this.listTable = new TableReader(this.s.lists);
  }
  static fromBytes(bytes: Uint8Array): SegmentReader {
    return new SegmentReader(memorySource(bytes));
  }
  get docs(): number {
    return this.index.totals.docs;
  }
  /** Whether the entries themselves were written (SegmentInput.withEntries). */
  get holdsEntries(): boolean {
    return this.s.entryAt.size > 0;
  }
  /** The size of the file table, known before it is read. */
  get fileTableBytes(): number {
    return this.s.files.size;
  }
  files(): SegmentFile[] {
    return (this.fileList ??= unpackFiles(JSON.parse(fromUtf8(this.s.files.read(0, this.s.files.size))) as PackedFiles));
  }
  entry(doc: number): Entry {
    const [from, to] = u32s(this.s.entryAt.read(doc * 4, 8));
    return JSON.parse(fromUtf8(this.s.entries.read(from, to - from))) as Entry;
  }
  /** Searched documents with this id or source id, in order. */
  keyDocs(key: string): number[] {
    return readDocList(this.keyTable.get(key));
  }
  /** Every document whose file wrote this id, in order. */
  idDocs(rawId: string): number[] {
    return readDocList(this.idTable.get(rawId));
  }
  /** Searched documents naming a related file with this file name, in order. */
  relatedDocs(name: string): number[] {
    return readDocList(this.relatedTable.get(name));
  }
  /** The documents of a named list (SegmentInput.lists), in order. */
  listDocs(name: string): number[] {
    return readDocList(this.listTable.get(name));
  }
}

/** What the search engine reads: the index parts, each document's entry, and the lookups (as handles, in order). */
export interface SearchSource {
  parts: IndexPart[];
  rank(handle: number): number;
  entry(handle: number): Entry;
  keyDocs(key: string): number[];
  relatedDocs(name: string): number[];
  listDocs(name: string): number[];
}

/** One segment over the caller's entries (in memory: the entries are not copied). */
export function singleSource(seg: SegmentReader, entries?: readonly Entry[]): SearchSource {
  return {
    parts: [{ index: seg.index, base: 0 }],
    rank: (h) => h,
    entry: entries ? (h) => entries[h] : (h) => seg.entry(h),
    keyDocs: (k) => seg.keyDocs(k),
    relatedDocs: (n) => seg.relatedDocs(n),
    listDocs: (n) => seg.listDocs(n),
  };
}

/** Masked documents up to which combine() counts their terms from their entries (about a millisecond each 20). */
const MASKED_TERMS_MAX = 2_000;

/**
 * A segment with the documents of `masked` files left out, and `delta` (a segment of the files that changed, over
 * `deltaEntries`) after it: searched as one index built afresh over the live entries would be.
 */
export function combine(base: SegmentReader, masked: ReadonlySet<string>, delta: SegmentReader, deltaEntries: readonly Entry[], terms?: SegmentInput['terms']): SearchSource {
  const files = base.files();
  const mask = new Uint8Array(base.docs);
  let maskedDocs = 0;
  for (const f of files) {
    if (!masked.has(f.abs)) continue;
    mask.fill(1, f.first, f.first + f.count);
    maskedDocs += f.count;
  }
  // How many masked documents hold each term, from their entries' terms (the writer's `terms`), so a term's live
  // document frequency is its stored one minus this instead of a walk through all its postings. Only for a few.
  let counts: Map<string, number> | undefined;
  const maskedTerms =
    terms && maskedDocs <= MASKED_TERMS_MAX && base.holdsEntries
      ? () => {
          if (counts) return counts;
          counts = new Map();
          const searched = base.index.flags();
          for (let d = 0; d < mask.length; d++) {
            if (!mask[d] || !searched[d]) continue;
            const dt = terms(base.entry(d));
            if (dt) for (const t of new Set(dt.flat())) counts.set(t, (counts.get(t) ?? 0) + 1);
          }
          return counts;
        }
      : undefined;
  const rootIdx = (r: string) => {
    const i = base.roots.indexOf(r);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const after = (e: { root: string; file: string }, f: SegmentFile) => rootIdx(f.root) - rootIdx(e.root) || (f.file > e.file ? 1 : f.file < e.file ? -1 : 0);
  // Each changed entry goes just before the first document of the first file that sorts after its file.
  const pos = deltaEntries.map((e) => {
    let lo = 0;
    let hi = files.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (after(e, files[mid]) > 0) hi = mid;
      else lo = mid + 1;
    }
    return lo < files.length ? files[lo].first : base.docs;
  });
  const rank = new Float64Array(deltaEntries.length);
  for (let i = 0; i < pos.length; ) {
    let j = i;
    while (j < pos.length && pos[j] === pos[i]) j++;
    for (let k = i; k < j; k++) rank[k] = pos[i] - 1 + (k - i + 1) / (j - i + 1);
    i = j;
  }
  const N = base.docs;
  const rankOf = (h: number) => (h < N ? h : rank[h - N]);
  const merge = (a: number[], b: number[]) => [...a.filter((d) => !mask[d]), ...b.map((d) => d + N)].sort((x, y) => rankOf(x) - rankOf(y));
  return {
    parts: [
      { index: base.index, base: 0, masked: mask, maskedTerms },
      { index: delta.index, base: N },
    ],
    rank: rankOf,
    entry: (h) => (h < N ? base.entry(h) : deltaEntries[h - N]),
    keyDocs: (k) => merge(base.keyDocs(k), delta.keyDocs(k)),
    relatedDocs: (n) => merge(base.relatedDocs(n), delta.relatedDocs(n)),
    listDocs: (n) => merge(base.listDocs(n), delta.listDocs(n)),
  };
}
