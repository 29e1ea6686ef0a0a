// Which learnings files the roots hold, without walking them every time. A full walk (discoverFiles, as the store
// does) records every folder it read with its mtime; while no folder's mtime moved (a file created, deleted or
// renamed changes its folder's mtime; an append does not), the files are those the segments' file tables list, and
// only they are stat'ed. A folder is trusted on its mtime only when that is older, by RACY_MARGIN_MS, than the
// walk (the entry cache's racy rule); a walk through a symbolic link is never trusted (its target's folders are
// not the walk's). Derived data in a small file beside the segments: missing or broken → a full walk.
// A `_meta` folder is the exception: the machine records kept there (hook sessions, the capture snapshot) are replaced
// by every hook and capture, so its mtime moves all the time while its learnings files (the promotion log) seldom do.
// It is listed on every open instead (one readdir), and its mtime is not recorded.
// A folder whose mtime moved is listed again by itself (relistMoved): a capture's lock or temp file, created and
// removed beside a learnings file, moves its folder and used to send every hook of the next seconds through a full
// walk (at 10,000 files, ~200 ms). Only a new folder, a symbolic link or many moved folders need the walk.
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { detectFormat } from '../formats/index';
import { discoverFiles, isIgnoredRel, type DiscoveredFile, type RootSpec } from './discover';
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
  /** When a folder was listed again by itself after the walk (relistMoved); else walkedAt. */
  at?: Record<string, number>;
  /** Folders listed on every open instead of trusted on their mtime (`_meta`), relative to their root. */
  listed?: ListedFolder[];
}

export interface ListedFolder {
  root: string;
  rootKind: RootSpec['kind'];
  dir: string;
}

const LISTED_NAME = '_meta';

const mtimeOf = (abs: string): number => {
  try {
    return statSync(abs).mtimeMs;
  } catch {
    return -1;
  }
};

/** Whether one root lies inside another (then a file belongs to the most specific, `rootFor`). */
const nestedRoots = (roots: readonly RootSpec[]): boolean => roots.some((a) => roots.some((b) => a !== b && (b.path + sep).startsWith(a.path + sep)));

/** The learnings file a folder entry is, as the walk would find it (`rel`: the folder, relative to its root), or undefined. */
function learningsFile(root: string, rootKind: RootSpec['kind'], rel: string, d: Dirent, user: string | undefined): DiscoveredFile | undefined {
  const file = rel ? `${rel}/${d.name}` : d.name;
  if (!d.isFile() || isIgnoredRel(file, false, { user })) return undefined;
  const format = detectFormat(file, rootKind);
  return format ? { root, rootKind, file, abs: join(root, file), format } : undefined;
}

/** Every learnings file of the roots, each under its most specific root, and the folders read (none when a
 * symbolic link was followed: then the next open walks again). */
export async function walkRoots(store: LearningsStore, roots: readonly RootSpec[], user: string | undefined, clock: () => number): Promise<{ files: DiscoveredFile[]; stamps?: Omit<FolderStamps, 'base'> }> {
  const walkedAt = clock();
  const dirs: Record<string, number> = {};
  let linked = false;
  const listed: ListedFolder[] = [];
  for (const r of roots) dirs[r.path] = mtimeOf(r.path);
  const onDir = (r: RootSpec) => (abs: string, viaLink: boolean) => {
    linked ||= viaLink;
    if (basename(abs) === LISTED_NAME && abs !== r.path) listed.push({ root: r.path, rootKind: r.kind, dir: relative(r.path, abs).split(sep).join('/') });
    else dirs[abs] = mtimeOf(abs);
  };
  const lists = await Promise.all(roots.map((r) => discoverFiles(r, { user, onDir: onDir(r) })));
  const out = new Map<string, DiscoveredFile>();
  // A file under a root nested in another is found twice and belongs to the most specific root (rootFor).
  const nested = nestedRoots(roots);
  for (const f of lists.flat()) if ((!nested || store.rootFor(f.abs)?.path === f.root) && !out.has(f.abs)) out.set(f.abs, f);
  return { files: [...out.values()], stamps: linked ? undefined : { walkedAt, dirs, listed } };
}

/** Whether a file (relative to its root) lies directly in one of the listed folders. */
export function inListed(listed: readonly ListedFolder[], root: string, file: string): boolean {
  const at = file.lastIndexOf('/');
  const dir = at < 0 ? '' : file.slice(0, at);
  return listed.some((l) => l.root === root && l.dir === dir);
}

/** The learnings files directly in the listed folders now (as the walk would find them). */
export function listedFiles(listed: readonly ListedFolder[], user: string | undefined): DiscoveredFile[] {
  const out: DiscoveredFile[] = [];
  for (const l of listed) {
    let names;
    try {
      names = readdirSync(join(l.root, l.dir), { withFileTypes: true });
    } catch {
      continue; // gone meanwhile: nothing of it to index
    }
    for (const d of names) {
      const f = learningsFile(l.root, l.rootKind, l.dir, d, user);
      if (f) out.push(f);
    }
  }
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
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

/** More moved folders than this and the roots are walked again (a checkout, a sync): listing them one by one would not pay. */
export const RELIST_MAX = 64;

/**
 * The learnings files of the folders that moved since the last walk (or were still within the racy margin of their
 * listing), each listed again by itself, and the stamps to record. Every other folder is as the walk left it, so its
 * files are those the file tables list. undefined when only a full walk will do: a new folder, a symbolic link,
 * nested roots, or more than RELIST_MAX moved folders.
 */
export function relistMoved(stamps: FolderStamps, roots: readonly RootSpec[], user: string | undefined, clock: () => number): { moved: Set<string>; files: DiscoveredFile[]; stamps: Omit<FolderStamps, 'base'> } | undefined {
  const moved = new Map<string, number>();
  for (const [abs, mtime] of Object.entries(stamps.dirs)) {
    const now = mtimeOf(abs);
    if (now !== mtime || (now >= 0 && now >= (stamps.at?.[abs] ?? stamps.walkedAt) - RACY_MARGIN_MS)) moved.set(abs, now);
    if (moved.size > RELIST_MAX) return undefined;
  }
  if (moved.size === 0) return { moved: new Set(), files: [], stamps };
  if (nestedRoots(roots)) return undefined;
  const listedAt = clock();
  const files: DiscoveredFile[] = [];
  for (const [abs, now] of moved) {
    if (now < 0) continue; // gone: nothing of it to index (its parent moved too and no longer lists it)
    const root = roots.find((r) => abs === r.path || abs.startsWith(r.path + sep));
    if (!root) return undefined;
    const rel = relative(root.path, abs).split(sep).join('/');
    let names;
    try {
      names = readdirSync(abs, { withFileTypes: true });
    } catch {
      return undefined;
    }
    for (const d of names) {
      if (d.isSymbolicLink()) return undefined;
      if (d.isDirectory()) {
        const dir = rel ? `${rel}/${d.name}` : d.name;
        if (isIgnoredRel(dir, true, { user })) continue;
        const listed = d.name === LISTED_NAME && (stamps.listed ?? []).some((l) => l.root === root.path && l.dir === dir);
        if (!listed && !(join(abs, d.name) in stamps.dirs)) return undefined; // a new folder: walk
      }
      const f = learningsFile(root.path, root.kind, rel, d, user);
      if (f) files.push(f);
    }
  }
  const dirs = { ...stamps.dirs, ...Object.fromEntries(moved) };
  const at = { ...stamps.at, ...Object.fromEntries([...moved.keys()].map((abs) => [abs, listedAt])) };
  const { walkedAt, listed } = stamps;
  return { moved: new Set(moved.keys()), files, stamps: { walkedAt, dirs, at, listed } };
}

/** Whether a file lies directly in one of these folders. */
export const inFolders = (folders: ReadonlySet<string>, abs: string): boolean => folders.size > 0 && folders.has(dirname(abs));

/**
 * Files read again after their segment row was written and found unchanged (same hash): their stamp and when. A
 * file changed within the racy margin of its row's read is read again by every open until something rewrites its
 * row; once it has been found unchanged after the margin, this record lets the next opens trust its stamp.
 */
export type Reverified = Record<string, { mtimeMs: number; size: number; hash: string; verifiedAt: number }>;

export function readReverified(path: string): Reverified {
  try {
    const v = JSON.parse(readFileSync(path, 'utf8')) as Reverified;
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

export function writeReverified(path: string, v: Reverified): void {
  ensureCacheDir(path);
  replaceDerivedFile(path, JSON.stringify(v));
}
