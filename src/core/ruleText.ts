// What an entry says as a rule, in one line: the text promoted into rules files, compared for conflicts and for
// "the same learning" across users. Picks the most actionable field each format has.
import type { Entry } from './model';

/** Sections/fields in the order they are preferred (self-improving-agent, per-user, JSON entry, free-form). */
const PREFERRED = ['Suggested Action', 'Action', 'Global action', 'Learning', 'Lesson', 'Pattern', 'Summary', 'content', 'Rule'];

function firstLine(text: string): string {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').trim();
    if (line && !line.startsWith('```')) return line;
  }
  return '';
}

function oneLine(text: string, max = 240): string {
  const s = text.replace(/\s+/g, ' ').trim();
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

function lookup(map: Record<string, string>, key: string): string | undefined {
  const k = Object.keys(map).find((x) => x.toLowerCase() === key.toLowerCase());
  return k === undefined ? undefined : map[k];
}

/** The rule an entry states: its preferred section/field's first line, else its title, else its body's first line. */
export function ruleText(e: Pick<Entry, 'sections' | 'fields' | 'title' | 'body'>): string {
  for (const key of PREFERRED) {
    const v = lookup(e.sections, key) ?? lookup(e.fields, key);
    const line = v === undefined ? '' : firstLine(v);
    if (line) return oneLine(line.replace(/\*\*/g, ''));
  }
  const title = e.title.trim();
  if (title && !/^(correction|insight|knowledge_gap|best_practice|error|feature|learning)$/i.test(title)) return oneLine(title);
  return oneLine(firstLine(e.body) || title);
}

/** The full learning text used for "the same learning" (gate dedup): the learning itself, not its metadata. */
export function learningText(e: Pick<Entry, 'sections' | 'fields' | 'title' | 'body'>): string {
  for (const key of ['Learning', 'content', 'Summary', 'Lesson']) {
    const v = lookup(e.sections, key) ?? lookup(e.fields, key);
    if (v && v.trim()) return v.trim();
  }
  return (e.body || e.title).trim();
}

/** True when a person confirmed this preference (`Confirmed: yes`, `[confirmed]`, a `confirmed` tag); pending/no are not. */
export function isConfirmed(e: Pick<Entry, 'fields' | 'tags' | 'body' | 'status'>): boolean {
  const field = lookup(e.fields, 'Confirmed');
  if (field !== undefined) return /^\s*(yes|y|true|confirmed|✓|✅)/i.test(field);
  if (e.tags.some((t) => t.toLowerCase() === 'confirmed')) return true;
  if ((e.status ?? '').trim().toLowerCase() === 'confirmed') return true;
  return /(^|\n)\s*(?:[-*]\s*)?\**confirmed\**\s*:\s*(yes|y|true|✓|✅)/i.test(e.body) || /[[(]confirmed[\])]|✓ confirmed|✅ confirmed/i.test(e.body);
}

/**
 * Machine logs kept next to the learnings (`_meta/usage.jsonl`, `_meta/lifecycle.jsonl`): the formats layer reads
 * every .jsonl as entries, but these lines are records about entries, never learnings themselves.
 */
export function isMetaRecord(e: Pick<Entry, 'file' | 'format'>): boolean {
  return e.format === 'jsonl' && /(^|\/)_meta\/[^/]+\.jsonl$/.test(e.file);
}

/**
 * Records derived from learnings, never learnings themselves: `.knowledge/` copies promote writes, the lines of
 * the promotion and discard logs, and the machine logs under `_meta/`. Counting them would count a learning twice.
 */
export function isDerivedRecord(e: Pick<Entry, 'file' | 'format' | 'kind'>): boolean {
  return isMetaRecord(e) || e.kind === 'log' || e.format === 'knowledge' || e.format === 'promotion-log' || e.format === 'discard-log';
}
