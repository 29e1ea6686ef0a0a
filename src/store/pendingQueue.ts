// Captures that could not be written in time are kept here, never dropped: the capture lock was held
// longer than a hook may wait (CAPTURE_LOCK_WAIT_MS), or the file changed underneath the capture (an
// editor saving it) so the write was refused rather than made from a read that no longer holds.
//
// One file per capture, created exclusively (no lock needed, so a hook that could not get the capture
// lock can still queue): `.learnings/_meta/pending/` for the shared scope, `.learnings/<user>/.pending/`
// for a user's (a user's text never lands in a shared folder). The `.pending` extension keeps every
// reader from taking them for entries. What is kept is the capture AFTER secret redaction (the gate's
// redactCapture): nothing reaches disk here that the gate would not write. The next capture in that
// scope, under the capture lock, runs the queued ones through the gate first (oldest first) and removes
// each one it wrote.
import { readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { CaptureInput } from '../core/gate/gate';
import { createFileExclusiveNow } from './safeWrite';
import { resolveInside } from './paths';

export const PENDING_VERSION = 1;

/** Where a scope's queued captures live (root-relative). */
export function pendingDir(user: string | undefined): string {
  return user === undefined ? '.learnings/_meta/pending' : `.learnings/${user}/.pending`;
}

export interface PendingCapture {
  format: 'learnings-pending-capture';
  version: number;
  /** Why it was queued (shown by the next capture that drains it). */
  reason: string;
  queuedAt: string;
  /** The capture's own time (its --now), kept so the entry says when it happened. */
  at: string;
  /** The capture, secrets already redacted. */
  input: CaptureInput;
}

export interface QueuedItem {
  /** Root-relative path of the queued file. */
  file: string;
  item: PendingCapture;
}

/** Queues a (redacted) capture; returns the root-relative file it went to. */
export function queueCapture(root: string, input: CaptureInput, at: Date, reason: string, clock: () => number = Date.now): string {
  const item: PendingCapture = { format: 'learnings-pending-capture', version: PENDING_VERSION, reason, queuedAt: new Date(clock()).toISOString(), at: at.toISOString(), input };
  const stamp = new Date(clock()).toISOString().replace(/[:.]/g, '-');
  const file = `${pendingDir(input.user)}/${stamp}-${process.pid}-${randomBytes(4).toString('hex')}.pending`;
  createFileExclusiveNow(resolveInside(root, file), `${JSON.stringify(item)}\n`);
  return file;
}

function isPending(v: unknown): v is PendingCapture {
  const p = v as PendingCapture;
  return !!p && p.format === 'learnings-pending-capture' && p.version === PENDING_VERSION && typeof p.at === 'string' && !!p.input && typeof p.input.content === 'string';
}

/**
 * The queued captures of a scope, oldest first (names start with the time they were queued). A file
 * that cannot be read as one is reported through `warn` with its name and left where it is.
 */
export function listPending(root: string, user: string | undefined, warn: (m: string) => void): QueuedItem[] {
  const dir = pendingDir(user);
  let names: string[];
  try {
    names = readdirSync(resolveInside(root, dir)).filter((n) => n.endsWith('.pending')).sort();
  } catch {
    return [];
  }
  const out: QueuedItem[] = [];
  for (const n of names) {
    const file = `${dir}/${n}`;
    try {
      const v = JSON.parse(readFileSync(resolveInside(root, file), 'utf8')) as unknown;
      if (isPending(v)) out.push({ file, item: v });
      else warn(`${file}:1: not a queued capture of this version; left in place`);
    } catch (e) {
      warn(`${file}:1: could not be read (${(e as Error).message}); left in place`);
    }
  }
  return out;
}

/**
 * A capture appended to a markdown file the person may have open: kept until a later capture has seen
 * its block still in the file after the file settled. An editor saving a buffer it read before the
 * append (truncate, then write its older text) removes the block; the next capture finds it missing
 * and writes the capture again. Same folder and rules as queued captures (redacted, `.written`).
 */
export interface WrittenRecord {
  format: 'learnings-written-capture';
  version: number;
  /** Root-relative target file. */
  file: string;
  /** The entry block exactly as appended. */
  block: string;
  writtenAt: number;
  at: string;
  input: CaptureInput;
}

/** How long after its write a block must still be in its file, the file unchanged for a while, before its record is dropped. */
export const WRITTEN_CONFIRM_MS = 2_000;

export function recordWritten(root: string, file: string, block: string, input: CaptureInput, at: Date, clock: () => number = Date.now): void {
  const rec: WrittenRecord = { format: 'learnings-written-capture', version: PENDING_VERSION, file, block, writtenAt: clock(), at: at.toISOString(), input };
  const stamp = new Date(clock()).toISOString().replace(/[:.]/g, '-');
  createFileExclusiveNow(resolveInside(root, `${pendingDir(input.user)}/${stamp}-${process.pid}-${randomBytes(4).toString('hex')}.written`), `${JSON.stringify(rec)}\n`);
}

export function listWritten(root: string, user: string | undefined): { file: string; rec: WrittenRecord }[] {
  const dir = pendingDir(user);
  let names: string[];
  try {
    names = readdirSync(resolveInside(root, dir)).filter((n) => n.endsWith('.written')).sort();
  } catch {
    return [];
  }
  const out: { file: string; rec: WrittenRecord }[] = [];
  for (const n of names) {
    try {
      const rec = JSON.parse(readFileSync(resolveInside(root, `${dir}/${n}`), 'utf8')) as WrittenRecord;
      if (rec && rec.format === 'learnings-written-capture' && typeof rec.block === 'string' && typeof rec.file === 'string' && rec.input) out.push({ file: `${dir}/${n}`, rec });
    } catch {
      /* torn by a crash before it was whole: it never confirmed anything */
    }
  }
  return out;
}

/** Removes a queued capture once it has been written. */
export function removePending(root: string, file: string): void {
  try {
    unlinkSync(resolveInside(root, file));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}
