// Finds the learnings files under a root: walks the tree with the same skip rules the watcher uses,
// keeps what the formats layer recognises, and never enters another user's private folder.
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, isAbsolute } from 'node:path';
import type { FormatId } from '../core/model';
import { detectFormat, type RootKind } from '../formats/index';
import { isOtherUsersPath } from './paths';

export interface RootSpec {
  /** Absolute path. */
  path: string;
  kind: RootKind;
}

export interface DiscoveredFile {
  root: string;
  rootKind: RootKind;
  /** Relative to root, forward slashes. */
  file: string;
  abs: string;
  format: FormatId;
}

export interface WalkOptions {
  user?: string;
  /** How many directory levels below the root are entered (default 8). */
  maxDepth?: number;
  /** Which files are learnings files (default: the formats layer's detectFormat). */
  detect?: typeof detectFormat;
  /** Told each folder the walk reads (absolute path; `linked` when reached through a symbolic link). */
  onDir?: (abs: string, linked: boolean) => void;
}

export const DEFAULT_MAX_DEPTH = 8;

/** Build output, dependencies and tool caches: never learnings, often huge. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'out', 'build', 'coverage', 'target', '__pycache__', 'venv', 'bower_components']);
/** Dot-directories that hold learnings; every other dot-directory (.git, .vscode-test, .venv…) is skipped. */
const KEPT_DOT_DIRS = new Set(['.learnings', '.patterns', '.knowledge']);

export function isSkippedDirName(name: string): boolean {
  if (SKIPPED_DIRS.has(name)) return true;
  return name.startsWith('.') && !KEPT_DOT_DIRS.has(name);
}

/**
 * Whether a path (relative to its root, forward slashes) is outside what the store reads:
 * under a skipped directory, deeper than maxDepth, or in another user's folder.
 * Shared by the walk and the watcher so both see the same set of files.
 */
export function isIgnoredRel(rel: string, isDir: boolean, opts: WalkOptions = {}): boolean {
  if (rel === '') return false;
  const parts = rel.split('/');
  const dirParts = isDir ? parts : parts.slice(0, -1);
  if (dirParts.length > (opts.maxDepth ?? DEFAULT_MAX_DEPTH)) return true;
  if (dirParts.some(isSkippedDirName)) return true;
  return isOtherUsersPath(rel, opts.user, isDir);
}

function inside(root: string, abs: string): boolean {
  const rel = relative(root, abs);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Every learnings file under `root`, sorted by path. A missing root yields nothing. The calls are synchronous: a
 * walk is thousands of tiny calls, and awaiting each cost more than the calls (a one-shot hook walks every time). */
export async function discoverFiles(root: RootSpec, opts: WalkOptions = {}): Promise<DiscoveredFile[]> {
  let realRoot: string;
  try {
    realRoot = realpathSync(root.path);
  } catch {
    return [];
  }
  const found: DiscoveredFile[] = [];
  const visited = new Set<string>([realRoot]); // real directories already walked: symlink loops end here

  async function walk(dirAbs: string, dirRel: string, dirReal: string): Promise<void> {
    let names: import('node:fs').Dirent[];
    try {
      names = readdirSync(dirAbs, { withFileTypes: true });
    } catch {
      return; // unreadable or vanished meanwhile: nothing to index
    }
    for (const d of names) {
      const abs = join(dirAbs, d.name);
      const rel = dirRel ? `${dirRel}/${d.name}` : d.name;
      let isDir = d.isDirectory();
      let isFile = d.isFile();
      let real = join(dirReal, d.name);
      if (d.isSymbolicLink()) {
        // Follow a link only when it stays inside the root; one that leaves it is skipped.
        try {
          real = realpathSync(abs);
          if (!inside(realRoot, real)) continue;
          const st = statSync(real);
          isDir = st.isDirectory();
          isFile = st.isFile();
        } catch {
          continue; // dangling link
        }
      }
      if (isDir) {
        if (isIgnoredRel(rel, true, opts) || visited.has(real)) continue;
        visited.add(real);
        opts.onDir?.(abs, d.isSymbolicLink());
        await walk(abs, rel, real);
      } else if (isFile) {
        if (isIgnoredRel(rel, false, opts)) continue;
        const format = (opts.detect ?? detectFormat)(rel, root.kind);
        if (format) found.push({ root: root.path, rootKind: root.kind, file: rel, abs, format });
      }
    }
  }

  opts.onDir?.(root.path, false);
  await walk(root.path, '', realRoot);
  found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return found;
}
