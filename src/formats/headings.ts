// Which headings start an entry, and what their text says (written id, date, category, title).
// THE RULE: a level-2 or level-3 heading starts an entry when its text begins with `[`, with an id
// (`[A-Z]{2,5}-…` holding a digit: LRN-20260101-001, ERR-…, FEAT-…, PAT-…, CORR-…, REQ-…, FUP-…)
// or with a date (YYYY-MM-DD). Template placeholders (YYYYMMDD, XXX, HHMM, NNN, {…}) never do.
import type { EntryKind } from '../core/model';
import type { FileRole } from './paths';

/** An id as written: prefix, dash, then id characters, at least one of them a digit. */
export const ID_RE = /^([A-Z]{2,5})-(?=[A-Za-z0-9_.-]*\d)[A-Za-z0-9_.-]*[A-Za-z0-9]/;
/** A leading date, optionally with a time (`2026-03-27 18:52`, `2026-01-31 1:05 PM`, `2026-03-06T10:00`). */
export const DATE_RE = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?)?/;
const PLACEHOLDER_RE = /YYYY|XXX|HHMM|NNN|\{[^}]*\}|<[^>]*>/;

export interface EntryHeading {
  /** What the heading is keyed by: a written id, a date, or some other bracketed text. */
  by: 'id' | 'date' | 'bracket';
  /** The id / date / bracket text as written. */
  sourceId: string;
  prefix?: string;
  /** Text after the id (or bracket), separators removed: a category, a title, or both. */
  rest: string;
  /** The heading opens `[` and never closes it. */
  unclosed: boolean;
}

export function isPlaceholder(s: string): boolean {
  return PLACEHOLDER_RE.test(s);
}

function stripSeparator(s: string): string {
  return s.replace(/^\s*(?:[-—–:·|]+\s*)?/, '').trim();
}

/** The entry a heading text starts, or undefined (not an entry, or a template placeholder). */
export function classifyHeading(text: string): EntryHeading | undefined {
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    const inner = (close === -1 ? text.slice(1) : text.slice(1, close)).trim();
    const after = close === -1 ? '' : text.slice(close + 1);
    if (isPlaceholder(inner) || inner === '') return undefined;
    const id = ID_RE.exec(inner);
    const date = DATE_RE.exec(inner);
    if (close === -1) {
      // `## [LRN-20260101-001 title`: read the id if there is one, the rest is the title.
      const key = id?.[0] ?? date?.[0] ?? inner.split(/\s/)[0];
      return { by: id ? 'id' : date ? 'date' : 'bracket', sourceId: key, prefix: id?.[1], rest: stripSeparator(inner.slice(key.length)), unclosed: true };
    }
    if (id) return { by: 'id', sourceId: id[0], prefix: id[1], rest: stripSeparator(inner.slice(id[0].length) + after), unclosed: false };
    if (date) return { by: 'date', sourceId: inner, rest: stripSeparator(after), unclosed: false };
    return { by: 'bracket', sourceId: inner, rest: stripSeparator(after), unclosed: false };
  }
  const id = ID_RE.exec(text);
  if (id && !isPlaceholder(id[0])) return { by: 'id', sourceId: id[0], prefix: id[1], rest: stripSeparator(text.slice(id[0].length)), unclosed: false };
  const date = DATE_RE.exec(text);
  if (date) return { by: 'date', sourceId: date[0], rest: stripSeparator(text.slice(date[0].length)), unclosed: false };
  return undefined;
}

/** An entry heading: level 2 or 3 and classified. */
export function entryHeading(depth: number, text: string): EntryHeading | undefined {
  return depth === 2 || depth === 3 ? classifyHeading(text) : undefined;
}

const PREFIX_KIND: Record<string, EntryKind> = {
  LRN: 'learning',
  ERR: 'error',
  RUN: 'error',
  FEAT: 'feature',
  REQ: 'feature',
  FR: 'feature',
  PAT: 'pattern',
  CORR: 'correction',
  COR: 'correction',
  FUP: 'follow-up',
};

const ROLE_KIND: Partial<Record<FileRole, EntryKind>> = {
  learnings: 'learning',
  errors: 'error',
  features: 'feature',
  corrections: 'correction',
  patterns: 'pattern',
  'follow-ups': 'follow-up',
  profile: 'profile',
};

/** Kind from the id prefix when it names one, else from the file it is in. */
export function kindOf(prefix: string | undefined, role: FileRole, fallback: EntryKind = 'learning'): EntryKind {
  return (prefix && PREFIX_KIND[prefix]) || ROLE_KIND[role] || fallback;
}

/**
 * After the id a heading holds a category (`best_practice`), a title, or `category — title`.
 * A single token without spaces is taken as the category (the self-improving-agent convention).
 */
export function splitCategoryTitle(rest: string): { category?: string; title?: string } {
  if (rest === '') return {};
  const dash = /^(\S+)\s+[—–]\s+(.+)$/.exec(rest);
  if (dash) return { category: dash[1], title: dash[2].trim() };
  if (/^[\w./-]+$/.test(rest)) return { category: rest };
  return { title: rest };
}
