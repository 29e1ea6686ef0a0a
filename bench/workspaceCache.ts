// Generated workspaces kept between benchmark runs: a 1M-entry workspace takes minutes to write, so each
// one is generated once per (entries, files, seed, generator source) and reused. A run changes what it
// uses (captures append entries, hooks and the search write derived files), so before reuse the workspace
// is put back as generated: files the run added are removed, files it appended to are cut back to their
// generated length (their first bytes checked against the generated hash); anything else changed, or a
// generated file missing, and the workspace is generated again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, unlinkSync, writeFileSync, openSync, readSync, closeSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { writeWorkspace, type Workspace, type WorkspaceSpec } from './generate';

/** The generator's own source: a change to it is a different workspace. */
const GENERATOR_SOURCES = ['generate.ts', 'renderers.ts', 'textGen.ts', 'vocabulary.ts'];

interface Manifest {
  key: string;
  workspace: Workspace;
  /** Every generated file (relative to the workspace folder): [size, mtimeMs, sha1]. */
  files: Record<string, [number, number, string]>;
}

function walk(dir: string, out: string[] = [], dirs: string[] = []): string[] {
  let names;
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const d of names) {
    const p = join(dir, d.name);
    if (d.isDirectory()) dirs.push(p), walk(p, out, dirs);
    else out.push(p);
  }
  return out;
}

function sha1Prefix(abs: string, length: number): string {
  const fd = openSync(abs, 'r');
  try {
    const hash = createHash('sha1');
    const chunk = Buffer.allocUnsafe(1 << 20);
    for (let pos = 0; pos < length; ) {
      const n = readSync(fd, chunk, 0, Math.min(chunk.length, length - pos), pos);
      if (n === 0) break;
      hash.update(chunk.subarray(0, n));
      pos += n;
    }
    return hash.digest('hex');
  } finally {
    closeSync(fd);
  }
}

function keyOf(spec: Omit<WorkspaceSpec, 'dir'>): string {
  const src = createHash('sha1');
  for (const f of GENERATOR_SOURCES) src.update(readFileSync(join(__dirname, f)));
  return `${spec.entries}e-${spec.files}f-s${spec.seed}-g${src.digest('hex').slice(0, 10)}`;
}

/** Puts a reused workspace back as generated; false when it cannot be (then it is generated again). */
function restore(dir: string, m: Manifest): boolean {
  const seen = new Set<string>();
  // Folders a run added (a queue, a cache folder) go too, with whatever is in them.
  const keep = new Set<string>();
  for (const rel of Object.keys(m.files)) for (let d = dirname(rel); d !== '.' && !keep.has(d); d = dirname(d)) keep.add(d);
  const dirs: string[] = [];
  for (const root of ['project', 'home']) walk(join(dir, root), [], dirs);
  for (const d of dirs) if (!keep.has(relative(dir, d))) rmSync(d, { recursive: true, force: true });
  for (const abs of [...walk(join(dir, 'project')), ...walk(join(dir, 'home'))]) {
    const rel = relative(dir, abs);
    const rec = m.files[rel];
    if (!rec) {
      unlinkSync(abs); // added by an earlier run: a capture's new file, a derived index, a log
      continue;
    }
    seen.add(rel);
    const st = statSync(abs);
    if (st.size === rec[0] && st.mtimeMs === rec[1]) continue;
    if (st.size < rec[0] || sha1Prefix(abs, rec[0]) !== rec[2]) return false;
    if (st.size > rec[0]) truncateSync(abs, rec[0]); // appended to by a capture: cut back
  }
  return seen.size === Object.keys(m.files).length;
}

/**
 * The workspace of `spec` under `cacheRoot`, generated on first use and reused (restored) afterwards.
 * `reused` says which; `ms` how long getting it took.
 */
export function cachedWorkspace(cacheRoot: string, spec: Omit<WorkspaceSpec, 'dir'>): Workspace & { reused: boolean; dir: string } {
  const key = keyOf(spec);
  const dir = join(cacheRoot, key);
  const manifestPath = join(dir, 'manifest.json');
  if (existsSync(manifestPath)) {
    try {
      const m = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      if (m.key === key && restore(dir, m)) return { ...m.workspace, reused: true, dir };
    } catch {
      /* a broken manifest: generate again */
    }
  }
  rmSync(dir, { recursive: true, force: true });
  const workspace = writeWorkspace({ ...spec, dir });
  const files: Manifest['files'] = {};
  for (const abs of [...walk(join(dir, 'project')), ...walk(join(dir, 'home'))]) {
    const st = statSync(abs);
    files[relative(dir, abs)] = [st.size, st.mtimeMs, sha1Prefix(abs, st.size)];
  }
  writeFileSync(manifestPath, JSON.stringify({ key, workspace, files } satisfies Manifest));
  return { ...workspace, reused: false, dir };
}
