// Undo of an applied plan: every file the plan touched goes back to the exact bytes it held before,
// files the plan created are removed, and folders it created are removed again once empty. A file
// someone changed after the plan was applied is never overwritten: undo refuses for that file (and
// says so) and restores the others, because their bytes are still exactly what the plan wrote.
import { existsSync, promises as fsp } from 'node:fs';
import { withFileLock, writeFileAtomicSync } from './safeWrite';

export interface UndoFile {
  /** Absolute path. */
  path: string;
  /** The bytes before the plan; undefined when the plan created the file. */
  before: Buffer | undefined;
  /** The bytes the plan wrote; undefined when the plan deleted the file. */
  written: Buffer | undefined;
}

export interface UndoRecord {
  files: UndoFile[];
  /** Folders the plan created, deepest first (removed when empty after the undo). */
  createdFolders: string[];
}

export interface UndoOutcome {
  /** Files put back to their bytes before the plan (absolute). */
  restored: string[];
  /** Files the plan had created and the undo removed (absolute). */
  removed: string[];
  /** Files left as they are, with why (they changed after the plan was applied). */
  refused: { path: string; reason: string }[];
}

async function readBytes(abs: string): Promise<Buffer | undefined> {
  try {
    return await fsp.readFile(abs);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Two files' bytes (undefined: no file) are the same. */
export function sameBytes(a: Buffer | undefined, b: Buffer | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.equals(b);
}

/** Why the file may not be put back, or undefined when it still holds exactly what the plan left. */
function changedSince(f: UndoFile, now: Buffer | undefined): string | undefined {
  if (sameBytes(now, f.written)) return undefined;
  if (f.written === undefined) return 'was created again after the change; left as it is';
  if (now === undefined) return 'was deleted after the change; left as it is';
  return 'was edited after the change; left as it is (undo would lose that edit)';
}

async function undoFile(f: UndoFile, out: UndoOutcome): Promise<void> {
  const now = await readBytes(f.path);
  const why = changedSince(f, now);
  if (why) {
    out.refused.push({ path: f.path, reason: why });
    return;
  }
  if (f.before === undefined) {
    if (now !== undefined) await fsp.unlink(f.path);
    out.removed.push(f.path);
    return;
  }
  writeFileAtomicSync(f.path, f.before); // temp file, fsync, rename: the one atomic write
  out.restored.push(f.path);
}

/** Puts back what `applyPlan` changed, file by file, each under its lock (taken in path order, as applyPlan does). */
export async function undoPlan(record: UndoRecord): Promise<UndoOutcome> {
  const out: UndoOutcome = { restored: [], removed: [], refused: [] };
  const ordered = record.files.slice().sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const f of ordered) await withFileLock(f.path, () => undoFile(f, out));
  for (const dir of record.createdFolders) {
    if (!existsSync(dir)) continue;
    // Only an empty folder goes: anything put there meanwhile stays with its folder.
    await fsp.rmdir(dir).catch(() => undefined);
  }
  return out;
}
