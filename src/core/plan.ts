// Plans are data: the core decides what every file should become, the store applies it atomically, and the CLI,
// the MCP server and the VS Code extension all show and apply the very same object.

export type EditAction = 'create' | 'update' | 'append' | 'delete';

export interface FileEdit {
  /** Absolute root the file belongs to. */
  root: string;
  /** Path relative to the root, forward slashes. */
  file: string;
  /**
   * create: the file must not exist; update: the file must still equal `before`; append: `appended` is added to
   * whatever the file holds when applied (logs other processes also append to); delete: must still equal `before`.
   */
  action: EditAction;
  /** The text the plan was computed against (undefined when the file did not exist). */
  before?: string;
  /** The text after the edit (undefined for delete). */
  after?: string;
  /** For append: exactly the text added (the store adds a line break first when the file lacks a final one). */
  appended?: string;
  /** Why, one line each, for people reading the plan. */
  reasons: string[];
}

export interface Plan {
  kind: 'promote' | 'archive' | 'tiers' | 'forget' | 'patterns';
  /** ISO time the plan was made for (the `now` it was computed with). */
  at: string;
  edits: FileEdit[];
  /** Human-readable lines: what happens and why (also what was skipped). */
  notes: string[];
}

/** Reads the current text of a file, undefined when missing. The store passes one in; tests pass a map. */
export type ReadText = (root: string, file: string) => string | undefined;

interface Pending {
  root: string;
  file: string;
  before?: string;
  text?: string;
  appendOnly: boolean;
  appended: string;
  deleted: boolean;
  reasons: string[];
}

/** Accumulates edits so several changes to one file compose into a single FileEdit. */
export class PlanBuilder {
  private readonly pending = new Map<string, Pending>();
  constructor(private readonly readText: ReadText) {}

  private slot(root: string, file: string): Pending {
    const key = `${root}\u0000${file}`;
    let p = this.pending.get(key);
    if (!p) {
      const before = this.readText(root, file);
      p = { root, file, before, text: before, appendOnly: true, appended: '', deleted: false, reasons: [] };
      this.pending.set(key, p);
    }
    return p;
  }

  /** The file's text as the plan so far leaves it. */
  read(root: string, file: string): string | undefined {
    const p = this.slot(root, file);
    return p.deleted ? undefined : p.text;
  }

  write(root: string, file: string, text: string, reason: string): void {
    const p = this.slot(root, file);
    if (p.text === text && !p.deleted) return;
    p.text = text;
    p.deleted = false;
    p.appendOnly = false;
    p.reasons.push(reason);
  }

  /** Append lines (each ending with `eol`) to a log; creates the file with `header` when missing. */
  append(root: string, file: string, lines: string, reason: string, header = ''): void {
    const p = this.slot(root, file);
    const cur = p.deleted ? undefined : p.text;
    let add = lines;
    if (cur === undefined) add = header + lines;
    else if (cur.length > 0 && !cur.endsWith('\n') && !/^\r?\n/.test(lines)) add = (cur.includes('\r\n') ? '\r\n' : '\n') + lines;
    p.text = (cur ?? '') + add;
    p.appended += add;
    p.deleted = false;
    p.reasons.push(reason);
  }

  delete(root: string, file: string, reason: string): void {
    const p = this.slot(root, file);
    p.deleted = true;
    p.appendOnly = false;
    p.reasons.push(reason);
  }

  /** Files (relative) of `root` this plan changes so far. */
  touched(root: string): string[] {
    const out: string[] = [];
    for (const p of this.pending.values()) if (p.root === root && (p.deleted || p.text !== p.before)) out.push(p.file);
    return out;
  }

  edits(): FileEdit[] {
    const out: FileEdit[] = [];
    for (const p of this.pending.values()) {
      if (p.deleted) {
        if (p.before !== undefined) out.push({ root: p.root, file: p.file, action: 'delete', before: p.before, reasons: p.reasons });
        continue;
      }
      if (p.text === undefined || p.text === p.before) continue;
      if (p.before === undefined) out.push({ root: p.root, file: p.file, action: 'create', after: p.text, reasons: p.reasons });
      else if (p.appendOnly) out.push({ root: p.root, file: p.file, action: 'append', before: p.before, after: p.text, appended: p.appended, reasons: p.reasons });
      else out.push({ root: p.root, file: p.file, action: 'update', before: p.before, after: p.text, reasons: p.reasons });
    }
    return out.sort((a, b) => a.root.localeCompare(b.root) || a.file.localeCompare(b.file));
  }

  build(kind: Plan['kind'], at: string, notes: string[]): Plan {
    return { kind, at, edits: this.edits(), notes };
  }
}

/** A line added to the human log and the machine log at once (the jsonl never holds learning text). */
export interface LifecycleEvent {
  at: string;
  action: 'promoted' | 'pruned' | 'archived' | 'demoted' | 'raised' | 'merged' | 'forgotten' | 'pattern';
  id: string;
  to?: string;
  from?: string;
  score?: number;
}

export const LIFECYCLE_LOG = '.learnings/_meta/lifecycle.jsonl';
export const HOME_LIFECYCLE_LOG = '_meta/lifecycle.jsonl';
export const PROMOTION_LOG = '.learnings/_meta/promotion-log.md';
export const PROMOTION_LOG_HEADER = '# Promotion log\n\nWhat `learnings` promoted, pruned and archived, newest last.\n\n';
export const DISCARD_LOG = 'knowledge/_discarded/LOG.md';
export const DISCARD_LOG_HEADER = '# Discarded learnings\n\nArchived by `learnings archive` (composite score < 0.3), asked for and previewed first. Kept here, never deleted.\n\n';

export function lifecycleLine(e: LifecycleEvent): string {
  const ordered: Record<string, unknown> = { at: e.at, action: e.action, id: e.id };
  if (e.from !== undefined) ordered.from = e.from;
  if (e.to !== undefined) ordered.to = e.to;
  if (e.score !== undefined) ordered.score = Math.round(e.score * 1000) / 1000;
  return JSON.stringify(ordered) + '\n';
}
