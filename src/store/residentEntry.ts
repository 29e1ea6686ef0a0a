// Entries as the store keeps them: the metadata resident, the text (body, fields, sections) read from the entry's
// file when something asks for it. At 100k entries the text was two thirds of what the store held; every-entry
// code (the tree, scoring, trust, conflicts, the dashboard's lists) reads the facts kept with the metadata
// (core/entryFacts.ts) instead, and only what shows or promotes one entry reads its text.
//
// The text properties are enumerable getters on the entry itself, so an entry still reads, copies (`{...e}`),
// prints and compares as a plain object with its text; the getter re-reads the file, checks that its content hash
// is the one indexed, re-parses it (a few recently parsed files are kept) and takes the entry at the same position.
// A file changed since it was indexed: the store is told to re-read it (its views then refresh), and the text
// returned is that of the entry with the same id in the file as it is now, or empty when it is gone.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { entryFacts } from '../core/entryFacts';
import type { Entry, EntryFacts } from '../core/model';
import type { RootKind } from '../formats/index';
import { hashText } from './readLearningsFile';

/** The part of an entry read from its file on demand. */
export interface EntryText {
  body: string;
  fields: Record<string, string>;
  sections: Record<string, string>;
}
const TEXT_KEYS = new Set(['body', 'fields', 'sections']);
const EMPTY_TEXT: EntryText = Object.freeze({ body: '', fields: Object.freeze({}), sections: Object.freeze({}) }) as EntryText;

/** One file as it was indexed: enough to read it again and to tell whether it is still what was indexed. */
export interface TextOrigin {
  abs: string;
  root: string;
  file: string;
  rootKind: RootKind;
  hash: string;
  /** The file's entries as the store holds them, by position (a parse returns them in file order). */
  entries: Entry[];
  reader: EntryTextReader;
}

const ORIGIN = Symbol('textOrigin');
const POS = Symbol('textPosition');
type Resident = Entry & { [ORIGIN]: TextOrigin; [POS]: number };

function textOf(e: Resident): EntryText {
  return e[ORIGIN].reader.text(e[ORIGIN], e[POS]);
}

// One getter function per key shared by every entry: V8 then gives entries of the same shape one hidden class.
function accessor(key: keyof EntryText): PropertyDescriptor {
  return {
    enumerable: true,
    configurable: true,
    get(this: Resident) {
      return textOf(this)[key];
    },
    set(this: Entry, value: unknown) {
      Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
    },
  };
}
const TEXT_ACCESSORS: PropertyDescriptorMap = { body: accessor('body'), fields: accessor('fields'), sections: accessor('sections') };

/** Strings that repeat across entries (roots, files, formats, tiers, users, statuses): one copy each. */
const INTERNED = new Set(['root', 'file', 'format', 'kind', 'tier', 'namespace', 'namespaceName', 'category', 'type', 'status', 'priority', 'user']);
const INTERNED_LISTS = new Set(['tags', 'domains']);
const EMPTY_LIST: readonly never[] = Object.freeze([]);
/** Past this many distinct strings the table stops growing (it is a saving, never a requirement). */
const INTERN_LIMIT = 100_000;

export class Interner {
  private readonly table = new Map<string, string>();
  of(s: string): string {
    const got = this.table.get(s);
    if (got !== undefined) return got;
    if (this.table.size < INTERN_LIMIT && s.length <= 200) this.table.set(s, s);
    return s;
  }
}

/** Shares repeated strings and empty lists, in place (same keys, same order: the object keeps its hidden class). */
function share(e: Record<string, unknown>, intern: Interner): void {
  for (const key of Object.keys(e)) {
    const value = e[key];
    if (typeof value === 'string') {
      if (INTERNED.has(key)) e[key] = intern.of(value);
    } else if (Array.isArray(value)) {
      if (!value.length) e[key] = EMPTY_LIST;
      else if (INTERNED_LISTS.has(key)) e[key] = value.map((v: unknown) => (typeof v === 'string' ? intern.of(v) : v));
    }
  }
}

/**
 * The store's copy of entries read from one file: metadata, `facts` (not enumerable: derived) and the text as
 * getters. From a parse (`facts` not given: worked out here from the text), the metadata goes through JSON once:
 * that drops the text, and gives strings of their own, where a slice of the file's text would keep the whole file
 * alive, in objects V8 keeps compact (a property-by-property copy ends as a hash table). From the entry cache
 * (`facts` given, the objects fresh from JSON.parse), they are used as they are.
 */
export function residentEntries(entries: readonly Entry[], origin: Omit<TextOrigin, 'entries'>, intern: Interner, from: { text: string } | { facts: readonly EntryFacts[] }): { entries: Entry[]; json?: string } {
  const o = origin as TextOrigin;
  let json: string | undefined;
  let metas = entries as readonly unknown[];
  let factsList: readonly EntryFacts[];
  if ('text' in from) {
    const lines = lineHashes(from.text);
    // One JSON text per file: parsed back here, and written as is into the entry cache's line for the file.
    json = JSON.stringify({ entries: entries.map(entryMetadata), facts: entries.map((e) => ({ ...entryFacts(e), textHash: lines(e.line, e.endLine) })) });
    ({ entries: metas, facts: factsList } = JSON.parse(json) as { entries: unknown[]; facts: EntryFacts[] });
  } else {
    factsList = from.facts;
  }
  o.entries = metas.map((m, pos) => {
    const out = m as Record<string, unknown>;
    const facts = factsList[pos];
    share(out, intern);
    if (facts.rule === out.title) facts.rule = out.title;
    if (facts.fix === facts.rule) facts.fix = facts.rule;
    if (out.sourceId === out.id) out.sourceId = out.id;
    Object.defineProperties(out, TEXT_ACCESSORS);
    Object.defineProperty(out, 'facts', { value: facts, writable: true, configurable: true });
    Object.defineProperty(out, ORIGIN, { value: o });
    Object.defineProperty(out, POS, { value: pos });
    return out as unknown as Entry;
  });
  return { entries: o.entries, json };
}

/** The fingerprint of a file's lines `from`..`to` (1-based, inclusive): an entry's text is read from its lines. */
function lineHashes(text: string): (from: number, to: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (from, to) => {
    const slice = text.slice(starts[Math.max(0, from - 1)] ?? text.length, starts[Math.max(from, to)] ?? text.length);
    return createHash('sha1').update(slice).digest().readUInt32LE(0);
  };
}

/** A copy with some properties changed that keeps the text lazy (a spread would read it). */
export function copyEntry(e: Entry, patch: Partial<Entry>): Entry {
  return Object.assign(Object.defineProperties({}, Object.getOwnPropertyDescriptors(e)) as Entry, patch);
}

/** An entry without its text (what the entry cache keeps, with the facts beside it). */
export function entryMetadata(e: Entry): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(e)) if (!TEXT_KEYS.has(key)) out[key] = (e as unknown as Record<string, unknown>)[key];
  return out;
}

/** Whether two entries say the same, without reading their text when both carry its fingerprint. */
export function sameEntry(a: Entry, b: Entry): boolean {
  if (a === b) return true;
  if (a.facts?.textHash !== undefined && b.facts?.textHash !== undefined) return a.facts.textHash === b.facts.textHash && JSON.stringify(entryMetadata(a)) === JSON.stringify(entryMetadata(b));
  return JSON.stringify(a) === JSON.stringify(b);
}

interface ParsedFile {
  hash: string;
  ids: string[];
  texts: EntryText[];
}

export interface TextReaderOptions {
  /** Parses a file's text as the store does. */
  parse: (origin: TextOrigin, text: string) => Entry[];
  /** Called when a file no longer has the content it was indexed with: the store re-reads it. */
  onStale: (abs: string) => void;
  /** How bytes are read (tests count it). */
  read?: (abs: string) => Buffer;
  /** Parsed files kept (default 8): a view that shows one entry and then its neighbours reads its file once. */
  keep?: number;
}

export class EntryTextReader {
  private readonly parsed = new Map<string, ParsedFile>();
  /** Files read for text since the store was made (tests and the benchmark check that bulk paths read none). */
  reads = 0;

  constructor(private readonly opts: TextReaderOptions) {}

  text(origin: TextOrigin, pos: number): EntryText {
    let got = this.parsed.get(origin.abs);
    if (got && got.hash === origin.hash) {
      this.parsed.delete(origin.abs);
      this.parsed.set(origin.abs, got); // most recently used last
    } else {
      got = this.load(origin);
    }
    if (got.hash === origin.hash) return got.texts[pos] ?? EMPTY_TEXT;
    this.opts.onStale(origin.abs);
    const id = origin.entries[pos]?.id;
    const at = got.ids[pos] === id ? pos : got.ids.indexOf(id);
    return got.texts[at] ?? EMPTY_TEXT;
  }

  /** Forgets what was parsed (a store that reloads). */
  clear(): void {
    this.parsed.clear();
  }

  private load(origin: TextOrigin): ParsedFile {
    this.reads++;
    let buf: Buffer;
    try {
      buf = (this.opts.read ?? readFileSync)(origin.abs);
    } catch {
      return { hash: '', ids: [], texts: [] }; // gone or unreadable: stale, the store finds out why
    }
    let entries: Entry[] = [];
    try {
      entries = this.opts.parse(origin, buf.toString('utf8'));
    } catch {
      /* the store's own read of this file reports the parse error */
    }
    const got: ParsedFile = { hash: hashText(buf), ids: entries.map((e) => e.id), texts: entries.map((e) => ({ body: e.body, fields: e.fields, sections: e.sections })) };
    this.parsed.set(origin.abs, got);
    if (this.parsed.size > (this.opts.keep ?? 8)) this.parsed.delete(this.parsed.keys().next().value!);
    return got;
  }
}
