// Writes what the gate decided into the format the root already uses (DESIGN.md "The data it must read
// and write"): a self-improving-agent root gets an appended `## [LRN-YYYYMMDD-NNN]` / `ERR-` block, a
// per-user capture goes to `.learnings/<user>/LEARNINGS.md|ERRORS.md`, a fresh root gets one JSON file
// per entry under `.learnings/entries/{type}/` (merge-friendly in git: no shared file is rewritten).
// Duplicates and merges update the existing entry in place (recurrence, last-seen, wording history).
// A file the person also edits is never rewritten from an unverified read: new entries are appended
// (O_APPEND), and the one in-place edit is made only from a read verified against what the capture saw.
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { CaptureType, Entry, FormatId } from '../../core/model';
import { USER_ID_PATTERN } from '../../core/namespaces';
import type { CaptureInput, GateOutcome } from '../../core/gate/gate';
import type { DedupCandidate } from '../../core/gate/dedup';
import { lastSeenAt } from '../../core/scorer';
import { appendEntry, parseFile, renderEntry, setField, type EntryDraft } from '../../formats/index';
import { Eol } from '../../formats/eol';
import { resolveInside } from '../../store/paths';
import { appendToFile, createFileExclusiveNow, readIfExists as readAbsIfExists, withFileLock, writeFileAtomicSync } from '../../store/safeWrite';
import { INNER_LOCK_WAIT_MS } from '../../store/fileLock';

/**
 * A capture's write was refused because the file is not what the capture read (an editor saved it
 * meanwhile, it shrank, it is gone): nothing was written, and the capture goes to the pending queue.
 */
export class WriteRefusedError extends Error {}

/** What the capture last saw of a file (its scope snapshot): the write is refused when the file no longer matches. */
export interface KnownFile {
  size: number;
  /** SHA-256 (base64) of the bytes the capture's dedup was derived from. */
  sha256: string;
  /** The ids the file held (for the next id, without reading the file). */
  ids: readonly string[];
  /** Found shorter than before just now (an editor mid-save): nothing may be written to it yet. */
  settling?: boolean;
}

function refuseIfSettling(file: string, known: Pick<KnownFile, 'settling' | 'size'> | undefined): void {
  if (known?.settling) throw new WriteRefusedError(`${file} is shorter than the ${known.size} bytes it held and was changed just now (an editor saving it?): nothing was written`);
}

/** How much of a file's end is read to number a new entry and place it (the rest is never read to append). */
export const APPEND_TAIL_BYTES = 64 * 1024;

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
  /** When the entry was appended to an existing markdown file: the file's size before, and the text appended. */
  appended?: { sizeBefore: number; text: string };
  /** A markdown file's new entry block, as written (to check later that no editor saved over it). */
  block?: string;
}

/** Writes a new admitted (or quarantined) entry. Never overwrites: ids and JSON names are fresh. */
export async function writeNewEntry(root: string, outcome: GateOutcome, now: Date, known?: Pick<KnownFile, 'size' | 'ids' | 'settling'>, waitMs = INNER_LOCK_WAIT_MS): Promise<WrittenEntry> {
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
  const abs = resolveInside(root, target.file);
  refuseIfSettling(target.file, known);
  const kind = c.type === 'error' ? 'error' : c.type === 'feature' && target.format === 'sia-markdown' ? 'feature' : 'learning';
  const blockFor = (tailText: string, wholeFile: boolean): string => {
    id = nextId(`${tailText}\n${(known?.ids ?? []).map((x) => `[${x}]`).join('\n')}`, target.prefix, now);
    const draft = draftFor(c, outcome, id, kind, now, status ?? (target.format === 'per-user' ? 'active' : 'pending'));
    if (target.format === 'per-user') {
      const title = one(c.content).slice(0, 80);
      const context = [c.files.length ? `files: ${c.files.join(', ')}` : '', c.domains.length ? `domain: ${c.domains.join(', ')}` : ''].filter(Boolean).join('; ');
      Object.assign(draft, { title, details: one(c.content), context: context || undefined, category: c.type });
    }
    const block = renderEntry(target.format, draft, Eol.detect(tailText || '\n'));
    const header = wholeFile && tailText.trim() === '' && target.format === 'per-user' ? `# ${target.file.endsWith('ERRORS.md') ? 'Errors' : 'Learnings'}\n\n` : '';
    const newText = appendEntry(header || tailText, block, target.format);
    if (!newText.startsWith(tailText)) throw new Error(`${target.file}: the entry could not be placed after the file's last line`);
    return newText.slice(tailText.length);
  };
  // A new file is created whole or not at all; an existing one is only appended to (O_APPEND), never
  // read and rewritten: an editor saving it meanwhile can never have its text replaced by this capture.
  if (!existsSync(abs)) {
    try {
      const text = blockFor('', true);
      createFileExclusiveNow(abs, text);
      return { id, file: target.file, block: text };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  const result = await withFileLock(
    abs,
    () =>
      appendToFile(
        abs,
        (tail, size) => {
          if (known && size < known.size) throw new WriteRefusedError(`${target.file} holds ${size} bytes, fewer than the ${known.size} it held when this capture read it (being saved by an editor?): nothing was written`);
          return blockFor(tail.toString('utf8'), size === tail.length);
        },
        APPEND_TAIL_BYTES,
      ),
    { waitMs },
  );
  return { id, file: target.file, appended: { sizeBefore: result.sizeBefore, text: result.text }, block: result.text };
}

/**
 * Records a recurrence on the entry `id` of `file`: recurrence + 1 and last-seen now; for a merge the new
 * wording is kept too (JSON: `history`; markdown: a `Variant-N` metadata line). Edits only those fields.
 * The one write that must rewrite a file, so it is made only from a verified read: under the file's lock
 * the file must still be exactly what the capture's dedup saw (`known`: size + SHA-256), and it is read
 * again right before the rename; any difference refuses the write (WriteRefusedError), nothing written.
 * Resolves with the file's text as written.
 */
export async function recordRecurrence(root: string, file: string, id: string, outcome: GateOutcome, now: Date, known?: KnownFile, waitMs = INNER_LOCK_WAIT_MS): Promise<string> {
  const abs = resolveInside(root, file);
  const iso = now.toISOString();
  refuseIfSettling(file, known);
  return withFileLock(
    abs,
    () => {
      let bytes: Buffer;
      try {
        bytes = readFileSync(abs);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new WriteRefusedError(`${file}: gone before the recurrence of ${id} could be recorded`);
        throw e;
      }
      if (known && (bytes.length !== known.size || sha256Of(bytes) !== known.sha256)) {
        throw new WriteRefusedError(`${file} changed since this capture read it (${known.size} → ${bytes.length} bytes): the recurrence of ${id} was not written`);
      }
      const old = bytes.toString('utf8');
      const entry = parseFile({ root, file, text: old, rootKind: 'workspace' }).entries.filter((e) => e.id === id).pop();
      if (!entry) throw new WriteRefusedError(`${file}: the entry ${id} is no longer there`);
      const text = withRecurrence(old, entry, outcome, iso);
      if (text === old) return old;
      const again = readAbsIfExists(abs);
      if (again !== old) throw new WriteRefusedError(`${file} changed while the recurrence of ${id} was being recorded: nothing was written`);
      writeFileAtomicSync(abs, text);
      return text;
    },
    { waitMs },
  );
}

function withRecurrence(old: string, entry: Entry, outcome: GateOutcome, iso: string): string {
  const count = entry.recurrence + 1;
  if (entry.format === 'json-entry') {
    let text = setField(old, entry, 'recurrence', count);
    text = setField(text, entry, 'last_seen', iso);
    if (outcome.decision === 'merged') text = setField(text, entry, 'history', [...jsonHistory(old), `${iso}: ${one(outcome.capture.content)}`]);
    return text;
  }
  const countKey = entry.format === 'per-user' ? 'Recurrence' : 'Recurrence-Count';
  let text = setField(old, entry, countKey, String(count));
  text = setField(text, reread(text, entry), 'Last-Seen', iso);
  if (outcome.decision === 'merged') text = setField(text, reread(text, entry), `Variant-${count}`, `${iso.slice(0, 10)}: ${one(outcome.capture.content)}`);
  return text;
}

export const sha256Of = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('base64');

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
