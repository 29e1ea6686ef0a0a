// The search segment's file table (searchSegment.ts): one row per learnings file, packed small because every hook
// reads it whole. Pure.

/** One learnings file as the segment knows it. `info` is the store's (stamp, hash, when verified): opaque here. */
export interface SegmentFile {
  abs: string;
  root: string;
  file: string;
  /** Its entries are documents first … first + count − 1. */
  first: number;
  count: number;
  /** Some entry of it shares its id with another entry (`X` and `X#2`): editing it may rename others. */
  dupes: boolean;
  info?: unknown;
}

/** The file table as written: the roots once, then a row per file — [root's index, file, its absolute path when it is
 * not `root/file`, first, count, dupes (1/0), info] — a hook reads it whole, so it is kept small (no keys, no paths
 * written twice). */
export type PackedFiles = [string[], [number, string, string | null, number, number, number, unknown][]];

export function packFiles(files: readonly SegmentFile[]): PackedFiles {
  const roots: string[] = [];
  const at = new Map<string, number>();
  const rows = files.map((f): PackedFiles[1][number] => {
    let r = at.get(f.root);
    if (r === undefined) at.set(f.root, (r = roots.push(f.root) - 1));
    return [r, f.file, f.abs === `${f.root}/${f.file}` ? null : f.abs, f.first, f.count, f.dupes ? 1 : 0, f.info ?? null];
  });
  return [roots, rows];
}

export function unpackFiles([roots, rows]: PackedFiles): SegmentFile[] {
  return rows.map(([r, file, abs, first, count, dupes, info]) => {
    const root = roots[r];
    const f: SegmentFile = { abs: abs ?? `${root}/${file}`, root, file, first, count, dupes: dupes === 1 };
    if (info !== null) f.info = info;
    return f;
  });
}
