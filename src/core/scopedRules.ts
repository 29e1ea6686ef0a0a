// Path-scoped rules files: a learning whose related files share a folder (or name one glob) becomes a rule the
// agent loads only for that code, in each agent's own format (../docs/lifecycle.md, "Scoped rules"):
//   Copilot  .github/instructions/<topic>.instructions.md   front matter `applyTo: "glob"` (+ description)
//   Claude   .claude/rules/<topic>.md                        front matter `paths: "glob"` (a quoted string: the
//                                                            YAML-list form was ignored by some versions)
//   Cursor   .cursor/rules/<topic>.mdc                       front matter description, globs, alwaysApply: false
//   AGENTS   <folder>/AGENTS.md                              the nearest AGENTS.md applies; no front matter
// The front matter is written only when the tool creates the file; after that the file is the person's and only
// the managed block inside it changes (managedBlock.ts keeps its guarantees).
import type { Entry } from './model';

export type ScopedTarget = 'claude' | 'copilot' | 'cursor' | 'agents';
export const SCOPED_TARGETS: readonly ScopedTarget[] = ['claude', 'copilot', 'cursor', 'agents'];

export interface Scope {
  /** The folder every related file lies in (no trailing slash); undefined for a glob-only scope. */
  folder?: string;
  /** The glob the rule applies to: `folder/**`, or the one glob the entry names. */
  glob: string;
  /** File-name stem for the scoped files: `src/api` → `src-api`. */
  topic: string;
}

/** Characters a path may hold to be written into front matter and file names unquoted-safe. */
const SAFE_PATH = /^[A-Za-z0-9._@+\-/*]+$/;
const GLOB_CHAR = /[*?[\]{}]/;
/** Folders whose rules would be about the tool's own files, not the code. */
const NOT_CODE = /^(\.learnings|\.knowledge|knowledge\/_discarded|\.git)(\/|$)/;

function cleanPath(raw: string): string | undefined {
  const p = raw.trim().replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
  if (!p || p.startsWith('/') || /^[A-Za-z]:/.test(p) || p.split('/').includes('..') || !SAFE_PATH.test(p)) return undefined;
  return p;
}

/** The folder a path or glob lives in: everything before the first segment holding a glob character. */
function folderOf(p: string): string[] {
  const parts = p.split('/');
  const stop = parts.findIndex((s) => GLOB_CHAR.test(s));
  return stop >= 0 ? parts.slice(0, stop) : parts.slice(0, -1);
}

export function topicOf(glob: string): string {
  const t = glob
    .replace(/\*+/g, ' ')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return (t || 'all').slice(0, 60);
}

/**
 * The scope of an entry's related files: their deepest common folder (`folder/**`), or — when the entry names a
 * single glob at the root (`**\/*.sql`) — that glob. Undefined when the files span the whole repository, a path is
 * unusable (absolute, `..`, odd characters) or the folder is the tool's own.
 */
export function scopeOf(files: readonly string[]): Scope | undefined {
  const paths = [...new Set(files.map(cleanPath))];
  if (paths.length === 0 || paths.some((p) => p === undefined)) return undefined;
  const clean = paths as string[];
  let common = folderOf(clean[0]);
  for (const p of clean.slice(1)) {
    const f = folderOf(p);
    let i = 0;
    while (i < common.length && i < f.length && common[i] === f[i]) i++;
    common = common.slice(0, i);
  }
  const folder = common.join('/');
  if (folder) return NOT_CODE.test(folder) ? undefined : { folder, glob: `${folder}/**`, topic: topicOf(folder) };
  if (clean.length === 1 && GLOB_CHAR.test(clean[0])) return { glob: clean[0], topic: topicOf(clean[0]) };
  return undefined;
}

export function scopeOfEntry(e: Pick<Entry, 'relatedFiles'>): Scope | undefined {
  return scopeOf(e.relatedFiles);
}

/** The rules file of `target` for `scope`; undefined when the target cannot express it (AGENTS.md needs a folder). */
export function scopedFile(target: ScopedTarget, scope: Scope): string | undefined {
  switch (target) {
    case 'copilot':
      return `.github/instructions/${scope.topic}.instructions.md`;
    case 'claude':
      return `.claude/rules/${scope.topic}.md`;
    case 'cursor':
      return `.cursor/rules/${scope.topic}.mdc`;
    case 'agents':
      return scope.folder ? `${scope.folder}/AGENTS.md` : undefined;
  }
}

/** The text a new scoped file starts with (its front matter), before the managed block is added. */
export function scopedFileHeader(target: ScopedTarget, scope: Scope): string {
  const description = `Rules learned for ${scope.glob} (written by learnings promote)`;
  switch (target) {
    case 'copilot':
      return `---\napplyTo: ${JSON.stringify(scope.glob)}\ndescription: ${JSON.stringify(description)}\n---\n`;
    case 'claude':
      return `---\npaths: ${JSON.stringify(scope.glob)}\n---\n`;
    case 'cursor':
      // Cursor reads `globs` as a comma-separated list, written without quotes.
      return `---\ndescription: ${description}\nglobs: ${scope.glob}\nalwaysApply: false\n---\n`;
    case 'agents':
      return '';
  }
}

/** Parses a scoped-target list (`claude,copilot`, repeated flags, `none`); throws naming what it did not know. */
export function parseScopedTargets(values: readonly string[]): ScopedTarget[] {
  const out = new Set<ScopedTarget>();
  for (const v of values.flatMap((x) => x.split(',')).map((x) => x.trim().toLowerCase()).filter(Boolean)) {
    if (v === 'none') continue;
    if (v === 'all') SCOPED_TARGETS.forEach((t) => out.add(t));
    else if ((SCOPED_TARGETS as readonly string[]).includes(v)) out.add(v as ScopedTarget);
    else throw new Error(`unknown scoped target ${JSON.stringify(v)}: expected ${SCOPED_TARGETS.join(', ')}, all or none`);
  }
  return [...out];
}
