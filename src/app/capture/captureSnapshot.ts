// The capture scope's dedup candidates, kept between captures. Every capture is a fresh process (an
// agent hook, `learnings capture`), and re-reading and re-parsing every file of the scope on each one
// made its cost grow with the store. The snapshot keeps, per file of the scope, what the gate compares
// a capture with (toCandidate: id, learning text, last seen) under the file's stamp (size, mtime,
// inode) and content hash; a file whose stamp changed is read again, and re-parsed only when its
// content changed too.
//
// It is derived data: missing, unreadable, corrupt, of another version or another scope, it is
// rebuilt from the files and never an error. It holds nothing the files do not hold (their learning
// texts, already redacted before they were written). One snapshot per scope, kept where that scope
// lives: the shared scope's in `.learnings/_meta/`, a user's in that user's own folder, so a capture
// for one user never reads another's and a user's export never carries another user's text.
//
// Racy stamps (git's racy-index rule): a file written in the same mtime tick as it was read could
// change again without its stamp changing. A record is trusted on its stamp alone only when the
// file's mtime is older, by a safe margin, than the moment its content was last verified; otherwise
// the file is read again and its hash compared.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import type { DedupCandidate } from '../../core/gate/dedup';
import type { FormatId } from '../../core/model';
import { classifyPath } from '../../formats/paths';
import { DEDUP_FORMATS, inCaptureScope, type KnownFile } from './captureWriter';
import { DEFAULT_MAX_FILE_BYTES } from '../../store/readLearningsFile';
import { loadRecords, producerId, saveRecords, type FileRecord } from '../../store/snapshotRecords';
import { resolveInside } from '../../store/paths';
import { appendedCandidates, type Derived } from './appendedEntries';

export { appendedCandidates, isAppendable, type Derived } from './appendedEntries';

export { SNAPSHOT_VERSION } from '../../store/snapshotRecords';
/** A file modified less than this before its content was verified is not trusted on its stamp (clock ticks, FAT's 2 s, skew). */
export const RACY_MARGIN_MS = 3_000;
/** A file found shorter than last seen and modified less than this ago is taken to be mid-save (truncated, not yet rewritten). */
export const SHRINK_SETTLE_MS = 2_000;

/** Where the snapshot of a scope lives (root-relative). Not .json/.md: no reader takes it for entries. */
export function snapshotPath(user: string | undefined): string {
  return user === undefined ? '.learnings/_meta/capture-scope.cache' : `.learnings/${user}/.capture-scope.cache`;
}

/** A file of the capture scope, in the order the scope is walked. */
export interface ScopeFile {
  /** Root-relative, forward slashes. */
  file: string;
  abs: string;
  format: FormatId;
}

/** The files a capture in `root` (for `user`) is compared with: that scope's files only, not the whole tree. */
export function listCaptureScope(root: string, user: string | undefined): ScopeFile[] {
  const out: ScopeFile[] = [];
  const walk = (absDir: string, rel: string, depth: number): void => {
    let names: Dirent[];
    try {
      names = readdirSync(absDir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const d of names) {
      const r = `${rel}/${d.name}`;
      if (d.isDirectory()) {
        if (depth < 4 && inCaptureScope(`${r}/x`, user)) walk(join(absDir, d.name), r, depth + 1);
        continue;
      }
      if (!d.isFile() || !inCaptureScope(r, user)) continue;
      const format = classifyPath(r, 'workspace')?.format;
      if (format && DEDUP_FORMATS.has(format)) out.push({ file: r, abs: join(absDir, d.name), format });
    }
  };
  walk(resolveInside(root, '.learnings'), '.learnings', 0);
  return out;
}

const sameStamp = (r: FileRecord, size: number, mtimeNs: string, ino: string) => r.size === size && r.mtimeNs === mtimeNs && r.ino === ino;

export interface ScopeCandidates {
  /** The scope's candidates, in the order the scope's files and their entries come. */
  candidates: DedupCandidate[];
  /** id → the file (root-relative) holding it; for a repeated id, the last one, as a Map over the entries keeps. */
  fileOf: Map<string, string>;
  /** Files parsed in this call (the others came from the snapshot). */
  parsed: string[];
  /** What the capture saw of `file` (size, hash, ids), for verified writes (captureWriter.ts); undefined when it was not read. */
  known(file: string): KnownFile | undefined;
  /** Files of the scope left out because they are over the scan limit (as `scan` leaves them out). */
  skipped: string[];
  /**
   * After this capture appended `text` to `file` (which held `sizeBefore` bytes, under the file's lock):
   * brings the file's record up to date without re-parsing the whole file, when that is provably what a
   * re-parse would give (appendedCandidates). Returns whether it did.
   */
  noteAppend(file: string, sizeBefore: number, text: string): boolean;
  /** After this capture rewrote `file` (a recurrence recorded) to `text`: the record is derived from that text now, not by the next capture. */
  noteRewritten(file: string, text: string): void;
}

export interface SnapshotOptions {
  /** Derives a file's candidates from its text (the formats layer + toCandidate). */
  derive: (file: ScopeFile, text: string) => Derived;
  /** The wall clock, for the racy-stamp rule (not the capture's --now). */
  clock?: () => number;
  /** false: neither read nor write the snapshot (every file parsed, as without one). */
  useSnapshot?: boolean;
  /** Files larger than this are left out, as `scan` leaves them out (default DEFAULT_MAX_FILE_BYTES). */
  maxFileBytes?: number;
}

/**
 * The dedup candidates of the capture scope of `root` for `user`, from the snapshot where a file is
 * unchanged and from its text where not; the snapshot is brought up to date. Call it under the
 * capture lock: captures are the only writers of the snapshot.
 */
export function scopeCandidates(root: string, user: string | undefined, opts: SnapshotOptions): ScopeCandidates {
  const clock = opts.clock ?? Date.now;
  const useSnapshot = opts.useSnapshot !== false;
  const scope = user ?? '';
  const snapAbs = resolveInside(root, snapshotPath(user));
  const producer = producerId();
  const stored = useSnapshot ? loadRecords(snapAbs, scope, producer) : new Map<string, FileRecord>();
  const next = new Map<string, FileRecord>();
  let changed = stored.size === 0;
  const candidates: DedupCandidate[] = [];
  const fileOf = new Map<string, string>();
  const parsed: string[] = [];
  const skipped: string[] = [];
  const settling = new Set<string>();
  const maxBytes = opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const files = listCaptureScope(root, user);
  for (const f of files) {
    let st;
    try {
      st = statSync(f.abs, { bigint: true });
    } catch {
      continue; // gone since it was listed
    }
    const size = Number(st.size);
    const mtimeNs = st.mtimeNs.toString();
    const ino = st.ino.toString();
    const mtimeMs = Number(st.mtimeNs / 1_000_000n);
    if (size > maxBytes) {
      skipped.push(f.file);
      continue;
    }
    let rec = stored.get(f.file);
    if (rec && size < rec.size && clock() - mtimeMs < SHRINK_SETTLE_MS) {
      // Shorter than last seen, just now: most likely an editor between truncating and writing it. Its
      // last whole state stands until it settles; no write is made to it meanwhile (known().settling).
      settling.add(f.file);
      next.set(f.file, rec);
      for (const [id, text, seenAt] of rec.candidates) candidates.push({ id, text, seenAt: seenAt ?? undefined }), fileOf.set(id, f.file);
      continue;
    }
    if (!(rec && sameStamp(rec, size, mtimeNs, ino) && mtimeMs < rec.verifiedAt - RACY_MARGIN_MS)) {
      const verifiedAt = clock();
      let bytes: Buffer;
      try {
        bytes = readFileSync(f.abs);
      } catch {
        continue; // unreadable now: left out, as a failed read always was
      }
      const sha256 = createHash('sha256').update(bytes).digest('base64');
      if (rec && rec.sha256 === sha256) {
        rec = { ...rec, size, mtimeNs, ino, verifiedAt };
      } else {
        const derived = opts.derive(f, bytes.toString('utf8'));
        parsed.push(f.file);
        rec = { size, mtimeNs, ino, sha256, verifiedAt, candidates: derived.candidates.map(toStored), appendable: derived.appendable };
      }
      changed = true;
    }
    next.set(f.file, rec);
    for (const [id, text, seenAt] of rec.candidates) {
      candidates.push({ id, text, seenAt: seenAt ?? undefined });
      fileOf.set(id, f.file);
    }
  }
  if (next.size !== stored.size) changed = true;
  // An empty scope (a fresh root) has nothing worth keeping: no file is written for it.
  if (useSnapshot && changed && (next.size > 0 || stored.size > 0)) saveRecords(snapAbs, scope, producer, next);  const noteAppend = (file: string, sizeBefore: number, text: string): boolean => {
    const rec = next.get(file);
    const f = files.find((x) => x.file === file);
    if (!useSnapshot || !rec || !f || rec.size !== sizeBefore) return false;
    let bytes: Buffer, st;
    try {
      st = statSync(f.abs, { bigint: true });
      if (Number(st.size) > maxBytes) return false;
      bytes = readFileSync(f.abs);
    } catch {
      return false;
    }
    const appended = Buffer.from(text, 'utf8');
    if (bytes.length !== sizeBefore + appended.length || !bytes.subarray(sizeBefore).equals(appended) || sha256Of(bytes.subarray(0, sizeBefore)) !== rec.sha256) return false;
    const added = appendedCandidates(rec, f, bytes.subarray(0, sizeBefore).toString('utf8'), bytes.toString('utf8'), opts.derive);
    if (!added) return false;
    // Stamped now, so racy: the next capture compares the content hash before trusting it.
    const candidates = [...rec.candidates, ...added.map(toStored)];
    next.set(file, { size: Number(st.size), mtimeNs: st.mtimeNs.toString(), ino: st.ino.toString(), sha256: sha256Of(bytes), verifiedAt: clock(), candidates, appendable: true });
    saveRecords(snapAbs, scope, producer, next);
    return true;
  };
  const known = (file: string): KnownFile | undefined => {
    const rec = next.get(file);
    return rec && { size: rec.size, sha256: rec.sha256, ids: rec.candidates.map((c) => c[0]), settling: settling.has(file) };
  };
  const noteRewritten = (file: string, text: string): void => {
    const f = files.find((x) => x.file === file);
    if (!useSnapshot || !f) return;
    let st;
    try {
      st = statSync(f.abs, { bigint: true });
    } catch {
      return;
    }
    const derived = opts.derive(f, text);
    next.set(file, { size: Number(st.size), mtimeNs: st.mtimeNs.toString(), ino: st.ino.toString(), sha256: sha256Of(text), verifiedAt: clock(), candidates: derived.candidates.map(toStored), appendable: derived.appendable });
    saveRecords(snapAbs, scope, producer, next);
  };
  return { candidates, fileOf, parsed, skipped, known, noteAppend, noteRewritten };
}

const toStored = (c: DedupCandidate): [string, string, number | null] => [c.id, c.text, c.seenAt !== undefined && Number.isFinite(c.seenAt) ? c.seenAt : null];
const sha256Of = (data: string | Buffer) => createHash('sha256').update(data).digest('base64');
