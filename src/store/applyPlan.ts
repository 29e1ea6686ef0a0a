// Applies a core Plan to disk: every file is written atomically under its lock, and nothing is written at all
// unless every file still holds the text the plan was computed against (a concurrent edit → re-plan).
// The CLI, the MCP server and the VS Code extension all apply plans through this one function.
import { existsSync, promises as fsp, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { FileEdit, Plan, ReadText } from '../core/plan';
import { resolveInside } from './paths';
import { withFileLock, writeFileAtomicSync } from './safeWrite';
import { sameBytes, type UndoRecord } from './undoPlan';

export class PlanConflictError extends Error {}

/** Reads plan inputs from disk (undefined when missing); paths are confined to their root. */
export const readFromDisk: ReadText = (root, file) => {
  const abs = resolveInside(root, file);
  return existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
};

function stale(edit: FileEdit, current: string | undefined): string | undefined {
  switch (edit.action) {
    case 'create':
      return current === undefined || current === edit.after ? undefined : 'was created meanwhile';
    case 'update':
    case 'delete':
      return current === edit.before ? undefined : current === undefined ? 'was deleted meanwhile' : 'changed since the plan was made';
    case 'append':
      return undefined; // logs: appended to whatever they hold by then
  }
}

function newText(edit: FileEdit, current: string | undefined): string | undefined {
  if (edit.action === 'append') {
    const appended = edit.appended ?? '';
    if (current === edit.before) return edit.after;
    const cur = current ?? '';
    const eol = cur.includes('\r\n') ? '\r\n' : '\n';
    return cur + (cur.length > 0 && !cur.endsWith('\n') && !/^\r?\n/.test(appended) ? eol : '') + appended;
  }
  return edit.after;
}

export interface ApplyResult {
  /** Absolute paths of the files written or deleted. */
  changed: string[];
  /** What it takes to put every touched file back byte for byte (see undoPlan.ts). */
  undo: UndoRecord;
}

/** Folders that do not exist yet above `abs`, deepest first: the plan (or its locks) creates them. */
function missingFolders(abs: string): string[] {
  const out: string[] = [];
  for (let dir = dirname(abs); !existsSync(dir) && dirname(dir) !== dir; dir = dirname(dir)) out.push(dir);
  return out;
}

/**
 * Writes the plan. Checks every precondition first and refuses the whole plan if one fails (nothing written);
 * then takes the lock of every file it touches (in path order, so two plans never deadlock), checks every
 * precondition again under those locks, and only then writes, file by file, each atomically. A capture
 * appending to one of the files meanwhile waits for the plan instead of making it fail half-applied.
 */
export interface ApplyOptions {
  /** Called right before each file is re-checked and written (tests use it to play an editor saving meanwhile). */
  beforeWrite?: (abs: string) => void;
}

export async function applyPlan(plan: Plan, opts: ApplyOptions = {}): Promise<ApplyResult> {
  const targets = plan.edits.map((e) => ({ edit: e, abs: resolveInside(e.root, e.file) }));
  for (const { edit, abs } of targets) {
    const why = stale(edit, existsSync(abs) ? readFileSync(abs, 'utf8') : undefined);
    if (why) throw new PlanConflictError(`${edit.file} ${why}; nothing was written — run the command again`);
  }
  const ordered = [...new Set(targets.map((t) => t.abs))].sort();
  // Before the locks: taking a lock creates the file's folder.
  const createdFolders = [...new Set(ordered.flatMap(missingFolders))].sort((a, b) => b.length - a.length);
  const underLocks = async (i: number): Promise<ApplyResult> => (i < ordered.length ? withFileLock(ordered[i], () => underLocks(i + 1)) : writeAll(targets, createdFolders, opts));
  return underLocks(0);
}

async function writeAll(targets: { edit: FileEdit; abs: string }[], createdFolders: string[], opts: ApplyOptions): Promise<ApplyResult> {
  const current = new Map<string, Buffer | undefined>();
  for (const { edit, abs } of targets) {
    const bytes = existsSync(abs) ? await fsp.readFile(abs) : undefined;
    const why = stale(edit, bytes?.toString('utf8'));
    if (why) throw new PlanConflictError(`${edit.file} ${why}; nothing was written — run the command again`);
    current.set(abs, bytes);
  }
  const changed: string[] = [];
  const undo: UndoRecord = { files: [], createdFolders };
  for (const { edit, abs } of targets) {
    const bytes = current.get(abs);
    const cur = bytes?.toString('utf8');
    const text = edit.action === 'delete' ? undefined : newText(edit, cur);
    if (edit.action !== 'delete' && (text === undefined || text === cur)) continue;
    // An editor does not take our locks: the file is read once more right before it is replaced, and a file
    // that changed since the plan was checked stops the plan — what was already written goes back as it was.
    opts.beforeWrite?.(abs);
    const now = existsSync(abs) ? readFileSync(abs) : undefined;
    if (!sameBytes(now, bytes)) {
      rollBack(undo);
      throw new PlanConflictError(`${edit.file} changed while the plan was being written (saved in an editor?); every file is back as it was — run the command again`);
    }
    if (edit.action === 'delete') {
      if (bytes !== undefined) await fsp.unlink(abs);
      undo.files.push({ path: abs, before: bytes, written: undefined });
    } else {
      writeFileAtomicSync(abs, text!);
      undo.files.push({ path: abs, before: bytes, written: Buffer.from(text!, 'utf8') });
    }
    changed.push(abs);
  }
  return { changed, undo };
}

/** Puts back, newest first, the files this plan already wrote (we still hold their locks). */
function rollBack(undo: UndoRecord): void {
  for (const f of [...undo.files].reverse()) {
    if (f.before === undefined) {
      if (existsSync(f.path)) rmSync(f.path);
    } else writeFileAtomicSync(f.path, f.before);
  }
}

/** A unified diff per edit, as `--dry-run` prints it and the extension shows it. */
export function planDiff(edit: FileEdit): string {
  const from = edit.action === 'create' ? '/dev/null' : `a/${edit.file}`;
  const to = edit.action === 'delete' ? '/dev/null' : `b/${edit.file}`;
  return createTwoFilesPatch(from, to, edit.before ?? '', edit.after ?? '', undefined, undefined, { context: 3 });
}

export function renderPlan(plan: Plan, withDiffs: boolean): string {
  const out: string[] = [...plan.notes.map((n) => `• ${n}`)];
  if (plan.edits.length === 0) out.push('No file changes.');
  else out.push('', `${plan.edits.length} file(s) would change:`);
  for (const e of plan.edits) {
    out.push(`  ${e.action.padEnd(6)} ${e.file}${plan.edits.some((x) => x.root !== e.root) ? `  (${e.root})` : ''}`);
  }
  if (withDiffs) for (const e of plan.edits) out.push('', planDiff(e).trimEnd());
  return out.join('\n');
}
