// The domain model every layer shares. Pure types: no fs, no vscode, no clock.

/** Which on-disk layout an entry was read from (DESIGN.md, "The data it must read and write"). */
export type FormatId =
  | 'sia-markdown' // self-improving-agent LEARNINGS/ERRORS/FEATURE_REQUESTS(.md), corrections.md, requests.md, days/*/error.md
  | 'per-user' // .learnings/_global/*, .learnings/{user_id}/*, PROFILE.md, FOLLOW_UPS
  | 'promotion-log' // .learnings/_meta/promotion-log.md
  | 'json-entry' // .learnings/entries/{category}/{timestamp}.json
  | 'jsonl' // .learnings/*.jsonl machine logs
  | 'pattern-staging' // .patterns/{domain}_pattern.md
  | 'knowledge' // .knowledge/*.md (permanent)
  | 'discard-log' // knowledge/_discarded/LOG.md
  | 'single-entry' // one learning per markdown file
  | 'home-memory'; // ~/self-improving/: memory.md, index.md, projects/, domains/, archive/, corrections.md

export type EntryKind =
  | 'learning'
  | 'error'
  | 'feature'
  | 'pattern'
  | 'correction'
  | 'follow-up'
  | 'profile'
  | 'rule' // a bullet/section of home memory
  | 'knowledge'
  | 'discarded'
  | 'failure'
  | 'log'; // promotion-log lines

/** The five capture types of the structured pipeline (seed 000), and feature requests (FEATURE_REQUESTS.md, `FEAT-…`). */
export type CaptureType = 'correction' | 'error' | 'knowledge_gap' | 'best_practice' | 'pattern' | 'feature';
/** One day in milliseconds (windows, ages and decay are counted in days). */
export const DAY_MS = 86_400_000;

export const CAPTURE_TYPES: readonly CaptureType[] = ['correction', 'error', 'knowledge_gap', 'best_practice', 'pattern', 'feature'];

/** Where an entry lives in the memory lifecycle. */
export type Tier = 'HOT' | 'WARM' | 'COLD' | 'staging' | 'promoted' | 'archived';
export const TIERS: readonly Tier[] = ['HOT', 'WARM', 'COLD', 'staging', 'promoted', 'archived'];

export type NamespaceScope = 'global' | 'domain' | 'project';

export type LinkType = 'see_also' | 'superseded_by' | 'depends_on' | 'similar_to';
export interface Link {
  type: LinkType;
  target: string; // an entry id as written (e.g. LRN-20260101-001) or a path
}

export type Severity = 'error' | 'warning' | 'info';

/** A problem found while reading a file. `file` is relative to its root, `line` 1-based. */
export interface Diagnostic {
  root?: string;
  file: string;
  line: number;
  severity: Severity;
  message: string;
}

export interface Entry {
  /** Stable id: the id written in the file when there is one (made unique within a root), else derived from file + heading. */
  id: string;
  /** The id exactly as written in the file (LRN-20260101-001, CORR-…, 2026-03-27 18:52), if any. */
  sourceId?: string;
  format: FormatId;
  kind: EntryKind;
  /** Absolute path of the root the file was found under. */
  root: string;
  /** Path relative to root, with forward slashes. */
  file: string;
  /** 1-based first line (the heading line for markdown entries). */
  line: number;
  /** 1-based last line, inclusive. */
  endLine: number;
  title: string;
  category?: string;
  /** Capture type when known (JSON entries, or mapped from category). */
  type?: CaptureType;
  status?: string;
  priority?: string;
  /** ISO timestamps as written (not normalised) when present. */
  logged?: string;
  firstSeen?: string;
  lastSeen?: string;
  user?: string;
  namespace: NamespaceScope;
  /** Domain or project name for domain/project namespaces. */
  namespaceName?: string;
  tier: Tier;
  relatedFiles: string[];
  functions: string[];
  domains: string[];
  tags: string[];
  links: Link[];
  recurrence: number;
  /** Task/session ids it was seen in (self-improving-agent promotion rule). */
  tasks: string[];
  patternKey?: string;
  /** True when the entry carries a concrete example (code fence, Example field). */
  hasExample: boolean;
  /** The entry's text without markup noise, for search, dedup and display. */
  body: string;
  /** Every field it had, known or not, keyed as written (e.g. "Logged", "Related Files", "context.domain"). */
  fields: Record<string, string>;
  /** Named sections (### Summary, ### Details…) → their text. */
  sections: Record<string, string>;
  /** Where it was promoted to, as written (`**Promoted**: CLAUDE.md`, JSON `promoted_to`). */
  promotedTo?: string;
  /** Ids a pattern was promoted from (`- **Promoted from**: [LRN-…], […]`). */
  promotedFrom?: string[];
  /** Users a global pattern was observed in (`- **Observed in**: u1, u2, u3`). */
  observedIn?: string[];
  /**
   * What every-entry code needs from the text, worked out once when the entry was read (core/entryFacts.ts), so
   * that scoring, quarantine, the tree and conflicts never need the text itself, which the store reads from the
   * file only when asked (docs/memory.md). Absent on an entry built by hand: the functions then look at the text.
   */
  facts?: EntryFacts;
}

/** Conclusions drawn from an entry's text (body, fields, sections), kept with its metadata. */
export interface EntryFacts {
  /** ruleText(e): the rule it states, one line. */
  rule: string;
  /** fixText(e) of an error (null: it has none); not worked out for other kinds (the text is read when asked). */
  fix?: string | null;
  /** A path / a `name()` call in the body (the scorer's specificity). */
  pathInText: boolean;
  functionInText: boolean;
  /** A Quarantine field set to anything but no/false/0. */
  quarantineField: boolean;
  /** The Confirmed field's verdict when there is one, else whether the body says it is confirmed. */
  confirmedField?: boolean;
  confirmedInBody: boolean;
  /** Its fields name a Source and when it was promoted: the `.knowledge` copy promote writes. */
  promotedCopy: boolean;
  /** A-MAC signals written in its fields (admission.*, signals.*, amac.*). */
  admission?: Record<string, number>;
  /** A 32-bit fingerprint of the lines it was read from (set by the store): tells an edit of its text apart when its metadata stayed. */
  textHash?: number;
}

export interface ParseResult {
  entries: Entry[];
  diagnostics: Diagnostic[];
}

export function emptyEntry(partial: Pick<Entry, 'id' | 'format' | 'kind' | 'root' | 'file' | 'line' | 'endLine' | 'title'> & Partial<Entry>): Entry {
  return {
    namespace: 'project',
    tier: 'staging',
    relatedFiles: [],
    functions: [],
    domains: [],
    tags: [],
    links: [],
    recurrence: 1,
    tasks: [],
    hasExample: false,
    body: '',
    fields: {},
    sections: {},
    ...partial,
  };
}

/** `file:line` as shown to people and agents. */
export function citation(e: Pick<Entry, 'file' | 'line'>): string {
  return `${e.file}:${e.line}`;
}
