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

function share(key: string, value: unknown, intern: Interner): unknown {
  if (typeof value === 'string') return INTERNED.has(key) ? intern.of(value) : value;
  if (Array.isArray(value)) {
    if (!value.length) return EMPTY_LIST;
    if (INTERNED_LISTS.has(key)) return value.map((v: unknown) => (typeof v === 'string' ? intern.of(v) : v));
  }
  return value;
}

/**
 * The store's copy of entries read from one file: metadata (with `facts`, not enumerable: it is derived) and the
 * text as getters. `entries` are the parse's (with text) or the entry cache's (without, with their facts).
 */
export function residentEntries(entries: readonly Entry[], origin: Omit<TextOrigin, 'entries'>, intern: Interner): Entry[] {
  const o = origin as TextOrigin;
  o.entries = entries.map((e, pos) => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(e)) {
      if (TEXT_KEYS.has(key) || key === 'facts') continue;
      out[key] = share(key, (e as unknown as Record<string, unknown>)[key], intern);
    }
    const facts: EntryFacts = e.facts ?? entryFacts(e);
    if (facts.rule === e.title) facts.rule = out.title as string;
    Object.defineProperties(out, TEXT_ACCESSORS);
    Object.defineProperty(out, 'facts', { value: facts, writable: true, configurable: true });
    Object.defineProperty(out, ORIGIN, { value: o });
    Object.defineProperty(out, POS, { value: pos });
    return out as unknown as Entry;
  });
  return o.entries;
}

/** A copy with some properties changed that keeps the text lazy (a spread would read it). */
export function copyEntry(e: Entry, patch: Partial<Entry>): Entry {
  return Object.assign(Object.defineProperties({}, Object.getOwnPropertyDescriptors(e)) as Entry, patch);
}

/** What the entry cache keeps of an entry: its metadata and facts, never its text. */
export function entryMetadata(e: Entry): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(e)) if (!TEXT_KEYS.has(key)) out[key] = (e as unknown as Record<string, unknown>)[key];
  if (e.facts) out.facts = e.facts;
  return out;
}

/** Whether two entries say the same, without reading their text when both carry its fingerprint. */
export function sameEntry(a: Entry, b: Entry): boolean {
  if (a === b) return true;
  if (a.facts && b.facts) return a.facts.textHash === b.facts.textHash && JSON.stringify(entryMetadata(a)) === JSON.stringify(entryMetadata(b));
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
