// The capture scope snapshot's file (captureSnapshot.ts): its records, how they are loaded (anything
// missing, broken or of another build is simply not there) and saved (whole, under a temp name).
import { readFileSync, statSync } from 'node:fs';
import { replaceDerivedFile } from './safeWrite';

/** Bump when what a record holds, or how candidates are derived from a file, changes. */
export const SNAPSHOT_VERSION = 2;

export interface FileRecord {
  size: number;
  mtimeNs: string;
  ino: string;
  sha256: string;
  /** When (ms, this machine's clock) the content was last read and found to have this hash. */
  verifiedAt: number;
  /** [id, text, seenAt or null] per entry, in file order. */
  candidates: [string, string, number | null][];
  /** isAppendable held for the file's text (appendedEntries.ts). */
  appendable: boolean;
}

interface SnapshotDoc {
  format: 'learnings-capture-scope';
  version: number;
  /** Which build derived the candidates: another build may parse differently, so its snapshot is not reused. */
  producer: string;
  scope: string;
  files: Record<string, FileRecord>;
}


/** What the candidates were derived with: this build of the code (a rebuilt bundle may parse differently). */
/** The build's own id, set by the bundler in every bundle of one build (scripts/bundles.mjs); absent when run from source. */
declare const LEARNINGS_BUILD_ID: string | undefined;

export function producerId(): string {
  // The editor's bundle and the command's come from the same sources in one build: one id, so each uses the other's
  // derived data (a hook's search segment serves the editor's first search) instead of rebuilding its own.
  if (typeof LEARNINGS_BUILD_ID === 'string') return `${SNAPSHOT_VERSION}:build-${LEARNINGS_BUILD_ID}`;
  let build = 'unknown';
  try {
    if (typeof __filename === 'string') {
      const st = statSync(__filename);
      build = `${st.size}:${st.mtimeMs}`;
    }
  } catch {
    /* keep 'unknown' */
  }
  return `${SNAPSHOT_VERSION}:${build}`;
}

export function isRecord(v: unknown): v is FileRecord {
  const r = v as FileRecord;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.size === 'number' &&
    typeof r.mtimeNs === 'string' &&
    typeof r.ino === 'string' &&
    typeof r.sha256 === 'string' &&
    typeof r.verifiedAt === 'number' &&
    typeof r.appendable === 'boolean' &&
    Array.isArray(r.candidates) &&
    r.candidates.every((c) => Array.isArray(c) && c.length === 3 && typeof c[0] === 'string' && typeof c[1] === 'string' && (c[2] === null || typeof c[2] === 'number'))
  );
}

/** The stored records of this scope, or none when the snapshot is missing, broken or not ours. */
export function loadRecords(abs: string, scope: string, producer: string): Map<string, FileRecord> {
  const out = new Map<string, FileRecord>();
  let doc: SnapshotDoc;
  try {
    doc = JSON.parse(readFileSync(abs, 'utf8')) as SnapshotDoc;
  } catch {
    return out;
  }
  if (!doc || doc.format !== 'learnings-capture-scope' || doc.version !== SNAPSHOT_VERSION || doc.producer !== producer || doc.scope !== scope) return out;
  if (typeof doc.files !== 'object' || doc.files === null) return out;
  for (const [file, rec] of Object.entries(doc.files)) if (isRecord(rec)) out.set(file, rec);
  return out;
}

/** Writes the snapshot whole under a temp name and renames it into place; a failure only costs the next capture a re-parse. */
export function saveRecords(abs: string, scope: string, producer: string, records: Map<string, FileRecord>): void {
  const doc: SnapshotDoc = { format: 'learnings-capture-scope', version: SNAPSHOT_VERSION, producer, scope, files: Object.fromEntries(records) };
  replaceDerivedFile(abs, JSON.stringify(doc));
}

