// Writes what the gate decided into the format the root already uses (DESIGN.md "The data it must read
// and write"): a self-improving-agent root gets an appended `## [LRN-YYYYMMDD-NNN]` / `ERR-` block, a
// per-user capture goes to `.learnings/<user>/LEARNINGS.md|ERRORS.md`, a fresh root gets one JSON file
// per entry under `.learnings/entries/{type}/` (merge-friendly in git: no shared file is rewritten).
// Duplicates and merges update the existing entry in place (recurrence, last-seen, wording history).
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { CaptureType, Entry, FormatId } from '../../core/model';
import type { CaptureInput, GateOutcome } from '../../core/gate/gate';
import type { DedupCandidate } from '../../core/gate/dedup';
import { lastSeenAt } from '../../core/scorer';
import { USER_ID_PATTERN } from '../../core/namespaces';
import { appendEntry, parseFile, renderEntry, setField, type EntryDraft } from '../../formats/index';
import { Eol } from '../../formats/eol';
import { resolveInside } from '../../store/paths';
import { createFileExclusiveNow, editFileNow } from '../../store/blockingWrite';

export type CaptureTarget =
  | { format: 'sia-markdown'; file: string; prefix: 'LRN' | 'ERR' | 'FEAT' }
  | { format: 'per-user'; file: string; prefix: string }
  | { format: 'json-entry'; dir: string };

/** The formats a capture can land in and a duplicate can be counted on. */
export const DEDUP_FORMATS: ReadonlySet<FormatId> = new Set<FormatId>(['sia-markdown', 'per-user', 'json-entry']);

/** Where a capture of `type` goes in `root` (relative paths), chosen from what the root already has. */
export function chooseTarget(root: string, type: CaptureType, user: string | undefined): CaptureTarget {
  const isError = type === 'error';
  if (user !== undefined) {
    return { format: 'per-user', file: `.learnings/${user}/${isError ? 'ERRORS' : 'LEARNINGS'}.md`, prefix: `${isError ? 'ERR' : 'LRN'}-${user}` };
  }
  const sia = ['LEARNINGS.md', 'ERRORS.md', 'FEATURE_REQUESTS.md'].some((f) => existsSync(resolveInside(root, `.learnings/${f}`)));
  // Feature requests have their own self-improving-agent file (FEAT- ids); per-user folders keep them in LEARNINGS.md.
  if (sia && type === 'feature') return { format: 'sia-markdown', file: '.learnings/FEATURE_REQUESTS.md', prefix: 'FEAT' };
  if (sia) return { format: 'sia-markdown', file: `.learnings/${isError ? 'ERRORS' : 'LEARNINGS'}.md`, prefix: isError ? 'ERR' : 'LRN' };
  return { format: 'json-entry', dir: `.learnings/entries/${type}` };
}

/** Is `file` (relative) in the capture scope: that user's folder, or the root's shared .learnings files? */
export function inCaptureScope(file: string, user: string | undefined): boolean {
  if (user !== undefined) return file.startsWith(`.learnings/${user}/`);
  if (!file.startsWith('.learnings/')) return false;
  const second = file.split('/')[1] ?? '';
  return !USER_ID_PATTERN.test(second) && second !== '_global' && second !== '_meta';
}

/** The learning text of an entry, as a capture's content is compared with it. */
export function learningText(e: Entry): string {
  return e.sections.Summary ?? e.sections['Requested Capability'] ?? e.fields.Learning ?? e.fields.content ?? e.title;
}

export function toCandidate(e: Entry): DedupCandidate {
  // The same reading of Last-Seen → Logged → First-Seen as the freshness score, so the 30-day window and
  // the score agree on when an entry was last seen (timestamps such as `2026-03-27 18:52` included).
  return { id: e.id, text: learningText(e), seenAt: lastSeenAt(e) };
}

const one = (s: string) => s.replace(/\s+/g, ' ').trim();
const ymd = (now: Date) => now.toISOString().slice(0, 10).replace(/-/g, '');

/** The next `PREFIX-YYYYMMDD-NNN` id for a day in a file's text (max existing + 1, 3 digits). */
export function nextId(text: string, prefix: string, now: Date): string {
  const stem = `${prefix}-${ymd(now)}-`;
  let max = 0;
  const re = new RegExp(`\\[${stem.replace(/[-]/g, '\\-')}(\\d+)\\]`, 'g');
  for (const m of text.matchAll(re)) max = Math.max(max, Number(m[1]));
  return `${stem}${String(max + 1).padStart(3, '0')}`;
}

function draftFor(c: CaptureInput, outcome: GateOutcome, id: string, kind: EntryDraft['kind'], now: Date, status: string | undefined): EntryDraft {
  const iso = now.toISOString();
  const fields: Record<string, string> = {};
  if (c.functions.length) fields.Functions = c.functions.join(', ');
  if (c.task) fields.Tasks = c.task;
  if (c.trigger) fields.Trigger = one(c.trigger);
  if (outcome.decision === 'quarantined') fields.Quarantine = outcome.gate.injection.join(', ');
  return {
    id,
    kind,
    title: c.content,
    category: c.type,
    type: c.type,
    status,
    logged: iso,
    details: c.example ? `Example:\n\`\`\`\n${c.example}\n\`\`\`` : undefined,
    source: c.trigger?.startsWith('hook') ? 'agent hook' : 'learnings capture',
    relatedFiles: c.files,
    functions: c.functions,
    domain: c.domains.join(', ') || undefined,
    recurrence: 1,
    firstSeen: iso,
    lastSeen: iso,
    hash: outcome.hash,
    trigger: c.trigger,
    fields,
  };
}

export interface WrittenEntry {
  id: string;
  /** Path relative to the root. */
  file: string;
  /** When the entry was appended to an existing markdown file: that file's text before and after. */
  appended?: { oldText: string; newText: string };
}

/** Writes a new admitted (or quarantined) entry. Never overwrites: ids and JSON names are fresh. */
export async function writeNewEntry(root: string, outcome: GateOutcome, now: Date): Promise<WrittenEntry> {
  const c = outcome.capture;
  const target = chooseTarget(root, c.type, c.user);
  const status = outcome.decision === 'quarantined' ? 'quarantined' : undefined;
  if (target.format === 'json-entry') {
    const stamp = now.toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
    const id = createHash('sha256').update(`${outcome.hash}\n${now.toISOString()}\n${Math.random()}`).digest('hex').slice(0, 8);
    const file = `${target.dir}/${stamp}-${id}.json`;
    const draft = draftFor(c, outcome, id, c.type === 'error' ? 'error' : c.type === 'correction' ? 'correction' : c.type === 'pattern' ? 'pattern' : c.type === 'feature' ? 'feature' : 'learning', now, status ?? 'staging');
    const obj = JSON.parse(renderEntry('json-entry', { ...draft, fields: {} })) as Record<string, unknown>;
    Object.assign(obj, {
      first_seen: draft.firstSeen,
      last_seen: draft.lastSeen,
      ...(c.example ? { example: c.example } : {}),
      ...(c.task ? { tasks: [c.task] } : {}),
      ...(c.user ? { user: c.user } : {}),
      ...(status ? { quarantine: outcome.gate.injection } : {}),
      admission: { score: outcome.admission.score, effective_threshold: outcome.admission.effectiveThreshold },
      signals: outcome.admission.signals,
      history: [],
    });
    createFileExclusiveNow(resolveInside(root, file), `${JSON.stringify(obj, null, 2)}\n`);
    return { id, file };
  }
  let id = '';
  let appended: WrittenEntry['appended'];
  const abs = resolveInside(root, target.file);
  await editFileNow(abs, (old) => {
    const text = old ?? '';
    id = nextId(text, target.prefix, now);
    const kind = c.type === 'error' ? 'error' : c.type === 'feature' && target.format === 'sia-markdown' ? 'feature' : 'learning';
    const draft = draftFor(c, outcome, id, kind, now, status ?? (target.format === 'per-user' ? 'active' : 'pending'));
    if (target.format === 'per-user') {
      const title = one(c.content).slice(0, 80);
      const context = [c.files.length ? `files: ${c.files.join(', ')}` : '', c.domains.length ? `domain: ${c.domains.join(', ')}` : ''].filter(Boolean).join('; ');
      Object.assign(draft, { title, details: one(c.content), context: context || undefined, category: c.type });
    }
    const block = renderEntry(target.format, draft, Eol.detect(text || '\n'));
    const header = text.trim() === '' && target.format === 'per-user' ? `# ${target.file.endsWith('ERRORS.md') ? 'Errors' : 'Learnings'}\n\n` : '';
    const newText = appendEntry(header || text, block, target.format);
    appended = old === undefined ? undefined : { oldText: old, newText };
    return newText;
  });
  return { id, file: target.file, appended };
}

/**
 * Records a recurrence on an existing entry: recurrence + 1 and last-seen now; for a merge the new
 * wording is kept too (JSON: `history`; markdown: a `Variant-N` metadata line). Edits only those fields.
 * Resolves with the file's text as written.
 */
export async function recordRecurrence(root: string, entry: Entry, outcome: GateOutcome, now: Date): Promise<string | undefined> {
  const abs = resolveInside(root, entry.file);
  const iso = now.toISOString();
  const { text: written } = await editFileNow(abs, (old) => {
    if (old === undefined) throw new Error(`${entry.file}: the entry ${entry.id} disappeared before it could be updated`);
    const count = entry.recurrence + 1;
    if (entry.format === 'json-entry') {
      let text = setField(old, entry, 'recurrence', count);
      text = setField(text, entry, 'last_seen', iso);
      if (outcome.decision === 'merged') {
        const prior = jsonHistory(old);
        text = setField(text, entry, 'history', [...prior, `${iso}: ${one(outcome.capture.content)}`]);
      }
      return text;
    }
    const countKey = entry.format === 'per-user' ? 'Recurrence' : 'Recurrence-Count';
    let text = setField(old, entry, countKey, String(count));
    text = setField(text, reread(text, entry), 'Last-Seen', iso);
    if (outcome.decision === 'merged') text = setField(text, reread(text, entry), `Variant-${count}`, `${iso.slice(0, 10)}: ${one(outcome.capture.content)}`);
    return text;
  });
  return written;
}

function jsonHistory(text: string): string[] {
  try {
    const h = (JSON.parse(Eol.stripBom(text)) as { history?: unknown }).history;
    return Array.isArray(h) ? h.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The entry as it reads in the edited text (a field added above moved its end line). */
function reread(text: string, entry: Entry): Entry {
  const parsed = parseFile({ root: entry.root, file: entry.file, text, rootKind: 'workspace' });
  const again = parsed.entries.find((e) => e.line === entry.line && (e.sourceId ?? e.id) === (entry.sourceId ?? entry.id));
  if (!again) throw new Error(`${entry.file}:${entry.line}: could not find ${entry.id} again after editing it`);
  return again;
}
