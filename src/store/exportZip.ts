// Full export (seed 002 "all files as ZIP"): every file of every workspace root's learnings folders, the rules
// files the managed block lives in, and the whole home memory — byte for byte — plus manifest.json with a
// SHA-256 per file. With a user set, other users' folders are left out, as everywhere else.
import { RULES_FILES } from '../core/promotion';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from './safeWrite';
import { zipSync, type Zippable } from 'fflate';
import type { RootSpec } from './discover';
import { isOtherUsersPath, resolveInside } from './paths';

/** Folders of a workspace root that hold learnings (DESIGN.md layouts). */
export const LEARNINGS_DIRS = ['.learnings', '.patterns', '.knowledge', 'knowledge/_discarded', 'self-improving'];
export const RULES_FILE_PATHS = Object.values(RULES_FILES);

export interface ManifestFile {
  path: string;
  root: string;
  sha256: string;
  bytes: number;
}

export interface ExportManifest {
  createdAt: string;
  user: string | null;
  roots: { name: string; path: string; kind: string }[];
  files: ManifestFile[];
}

/**
 * Lock sidecars (and locks being made, taken over or removed), temp files of in-flight writes and the hooks'
 * runtime state (per-session search counters, the capture scope cache) are not data: they stay out of an export.
 */
const RUNTIME_STATE = new Set(['hook-sessions.json', 'capture-scope.cache']);
function isTransient(name: string): boolean {
  return /\.lock(\.\d+\.[0-9a-f]+\.(new|gone)|\.takeover)?$/.test(name) || name.endsWith('.cache') || RUNTIME_STATE.has(name) || /^\..+\.\d+\.[0-9a-f]+\.tmp$/.test(name) || /\.tmp-\d+/.test(name);
}

function walk(root: string, rel: string, out: string[], user: string | undefined): void {
  const abs = join(root, rel); // names come from readdir and links are never followed: it stays inside
  let st;
  try {
    st = lstatSync(abs);
  } catch {
    return;
  }
  if (st.isSymbolicLink()) return; // never follow a link out of the root
  if (st.isFile()) {
    if (!isOtherUsersPath(rel, user)) out.push(rel);
    return;
  }
  if (!st.isDirectory() || isOtherUsersPath(rel, user, true)) return;
  for (const name of readdirSync(abs).sort()) if (!isTransient(name)) walk(root, `${rel}/${name}`, out, user);
}

/** The files an export holds, per root (relative paths, forward slashes, sorted). */
export function exportFiles(root: RootSpec, user?: string): string[] {
  const out: string[] = [];
  if (root.kind === 'home') {
    if (!existsSync(root.path)) return [];
    for (const name of readdirSync(root.path).sort()) if (!isTransient(name)) walk(root.path, name, out, user);
    return out;
  }
  for (const d of LEARNINGS_DIRS) if (existsSync(join(root.path, d))) walk(root.path, d, out, user);
  for (const f of RULES_FILE_PATHS) if (existsSync(join(root.path, f))) walk(root.path, f, out, user);
  return [...new Set(out)].sort();
}

/** Folder names inside the ZIP: `home/` for the home memory, `workspace-N-<name>/` for each workspace root. */
export function zipFolderNames(roots: readonly RootSpec[]): string[] {
  let n = 0;
  return roots.map((r) => (r.kind === 'home' ? 'home' : `workspace-${++n}-${r.path.split(/[\\/]/).filter(Boolean).pop() ?? 'root'}`.replace(/[^\w.-]+/g, '_')));
}

export async function exportZip(roots: readonly RootSpec[], out: string, opts: { user?: string; now: Date }): Promise<ExportManifest> {
  const names = zipFolderNames(roots);
  const zip: Zippable = {};
  const manifest: ExportManifest = { createdAt: opts.now.toISOString(), user: opts.user ?? null, roots: [], files: [] };
  // ZIP dates run 1980-2099; the export's own clock outside that range is stored as 1980-01-01.
  const year = opts.now.getUTCFullYear();
  const mtime = year >= 1980 && year <= 2099 ? opts.now : new Date('1980-01-01T00:00:00Z');
  roots.forEach((root, i) => {
    manifest.roots.push({ name: names[i], path: root.path, kind: root.kind });
    for (const rel of exportFiles(root, opts.user)) {
      const bytes = readFileSync(resolveInside(root.path, rel));
      const path = `${names[i]}/${rel}`;
      zip[path] = [new Uint8Array(bytes), { mtime }];
      manifest.files.push({ path, root: names[i], sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length });
    }
  });
  zip['manifest.json'] = [new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`), { mtime }];
  const data = zipSync(zip, { level: 6 });
  await writeFileAtomicBytes(out, data);
  return manifest;
}

async function writeFileAtomicBytes(abs: string, data: Uint8Array): Promise<void> {
  writeFileAtomicSync(abs, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
}
