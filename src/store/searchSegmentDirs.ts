// Which learnings files the roots hold, without walking them every time. A full walk (discoverFiles, as the store
// does) records every folder it read with its mtime; while no folder's mtime moved (a file created, deleted or
// renamed changes its folder's mtime; an append does not), the files are those the segments' file tables list, and
// only they are stat'ed. A folder is trusted on its mtime only when that is older, by RACY_MARGIN_MS, than the
// walk (the entry cache's racy rule); a walk through a symbolic link is never trusted (its target's folders are
// not the walk's). Derived data in a small file beside the segments: missing or broken → a full walk.
import { readFileSync, statSync } from 'node:fs';
import { sep } from 'node:path';
import { discoverFiles, type DiscoveredFile, type RootSpec } from './discover';
import { RACY_MARGIN_MS } from './entryCache';
import type { LearningsStore } from './learningsStore';
import { replaceDerivedFile } from './safeWrite';
import { ensureCacheDir } from './searchSegmentFile';

/** The folders of the last full walk, for the base segment `base`. -1: a root that did not exist. */
export interface FolderStamps {
  base: string;
  /** The delta segment the walk's files were written with (its id), null with none: the tables list the files of
   * the last walk only while base and delta are the very ones that walk left. */
  delta?: string | null;
  walkedAt: number;
  dirs: Record<string, number>;
}

const mtimeOf = (abs: string): number => {
  try {
    return statSync(abs).mtimeMs;
  } catch {
    return -1;
  }
};

/** Every learnings file of the roots, each under its most specific root, and the folders read (none when a
 * symbolic link was followed: then the next open walks again). */
export async function walkRoots(store: LearningsStore, roots: readonly RootSpec[], user: string | undefined, clock: () => number): Promise<{ files: DiscoveredFile[]; stamps?: Omit<FolderStamps, 'base'> }> {
  const walkedAt = clock();
  const dirs: Record<string, number> = {};
  let linked = false;
  for (const r of roots) dirs[r.path] = mtimeOf(r.path);
  const onDir = (abs: string, viaLink: boolean) => {
    linked ||= viaLink;
    dirs[abs] = mtimeOf(abs);
  };
  const lists = await Promise.all(roots.map((r) => discoverFiles(r, { user, onDir })));
  const out = new Map<string, DiscoveredFile>();
  // A file under a root nested in another is found twice and belongs to the most specific root (rootFor).
  const nested = roots.some((a) => roots.some((b) => a !== b && (b.path + sep).startsWith(a.path + sep)));
  for (const f of lists.flat()) if ((!nested || store.rootFor(f.abs)?.path === f.root) && !out.has(f.abs)) out.set(f.abs, f);
  return { files: [...out.values()], stamps: linked ? undefined : { walkedAt, dirs } };
}

export function readFolderStamps(path: string): FolderStamps | undefined {
  try {
    const v = JSON.parse(readFileSync(path, 'utf8')) as FolderStamps;
    return typeof v.base === 'string' && typeof v.walkedAt === 'number' && typeof v.dirs === 'object' && v.dirs !== null ? v : undefined;
  } catch {
    return undefined;
  }
}

export function writeFolderStamps(path: string, stamps: FolderStamps): boolean {
  ensureCacheDir(path);
  return replaceDerivedFile(path, JSON.stringify(stamps));
}

/** True when every folder of the last walk is as it was then, and was already so by the racy margin. */
export function foldersUnchanged(stamps: FolderStamps): boolean {
  for (const [abs, mtime] of Object.entries(stamps.dirs)) {
    const now = mtimeOf(abs);
    if (now !== mtime || (now >= 0 && now >= stamps.walkedAt - RACY_MARGIN_MS)) return false;
  }
  return true;
}
