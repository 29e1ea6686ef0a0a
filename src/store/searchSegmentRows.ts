// What the search segment's file table keeps about each file for the store (its root kind, format, stamp, hash and
// when it was verified), packed as the segment writes it and read back as rows.
import type { SegmentFile, SegmentReader } from '../core/searchSegment';
import type { RootSpec } from './discover';
import type { FileStamp } from './readLearningsFile';

/** What the segment file table keeps about a file beside its entries. */
export interface FileInfo {
  rootKind: RootSpec['kind'];
  format: string;
  stamp: FileStamp;
  hash?: string;
  verifiedAt: number;
}
export type Row = SegmentFile & { info: FileInfo };
/** FileInfo as the segment's file table keeps it (read whole by every hook: no keys). */
type PackedInfo = [RootSpec['kind'], string, number, number, number | null, string | null, number];
export const packInfo = (i: FileInfo | undefined): PackedInfo | undefined => i && [i.rootKind, i.format, i.stamp.mtimeMs, i.stamp.size, i.stamp.ino ?? null, i.hash ?? null, i.verifiedAt];

export function rowsOf(seg: SegmentReader): Row[] {
  return seg.files().map((f) => {
    if (!Array.isArray(f.info)) throw new Error('segment: a file table row without its stamp');
    const [rootKind, format, mtimeMs, size, ino, hash, verifiedAt] = f.info as PackedInfo;
    const stamp: FileStamp = ino === null ? { mtimeMs, size } : { mtimeMs, size, ino };
    return { ...f, info: hash === null ? { rootKind, format, stamp, verifiedAt } : { rootKind, format, stamp, hash, verifiedAt } };
  });
}
