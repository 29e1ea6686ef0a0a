// Which layout a root-relative path belongs to, and what its place says about the entries in it
// (kind of file, user, namespace, tier). Pure string work, shared by detectFormat and the readers.
import { USER_ID_PATTERN } from '../core/namespaces';
import type { FormatId, NamespaceScope, Tier } from '../core/model';

export type RootKind = 'workspace' | 'home';

/** What a file is for, beyond its format: decides default kind, tier and namespace of its entries. */
export type FileRole =
  | 'learnings'
  | 'errors'
  | 'features'
  | 'corrections'
  | 'patterns'
  | 'follow-ups'
  | 'profile'
  | 'memory'
  | 'index'
  | 'project'
  | 'domain'
  | 'archive'
  | 'other';

export interface PathInfo {
  format: FormatId;
  role: FileRole;
  /** The path as a logical path: flattened corpus names (`owner__repo__.learnings__X.md`) unflattened. */
  logical: string;
  basename: string;
  user?: string;
  namespace: NamespaceScope;
  namespaceName?: string;
  /** Tier every entry of this file starts with (status may still raise it to promoted/archived). */
  tier: Tier;
  /** `{category}` folder of `.learnings/entries/{category}/…json`. */
  category?: string;
}

/** A per-user folder name: the 12-char base64url public id. */
export const USER_ID_RE = USER_ID_PATTERN;
const PER_USER_FILES = new Set(['LEARNINGS.md', 'ERRORS.md', 'PROFILE.md', 'FOLLOW_UPS.md', 'PATTERNS.md']);
/** Names read at the top of a root that is itself a `.learnings` folder; exact case, so a workspace's MEMORY.md is not taken for memory.md. */
const TOP_LEVEL_NAMES = new Set(['LEARNINGS.md', 'ERRORS.md', 'FEATURE_REQUESTS.md', 'PATTERNS.md', 'corrections.md', 'requests.md', 'memory.md', 'PROFILE.md', 'FOLLOW_UPS.md']);
const IGNORED_NAMES = /^(readme|skill|license|changelog|contributing)(\.[a-z]+)?$/i;

/** `owner__repo__.learnings__LEARNINGS.md` → `owner/repo/.learnings/LEARNINGS.md`; other paths unchanged. */
export function unflatten(file: string): string {
  const norm = file.replace(/\\/g, '/');
  const slash = norm.lastIndexOf('/');
  const dir = norm.slice(0, slash + 1);
  const name = norm.slice(slash + 1);
  if (!name.includes('__')) return norm;
  return dir + name.split('__').filter((p) => p !== '').join('/');
}

export function roleOf(basename: string): FileRole {
  const b = basename.toLowerCase().replace(/\.(md|markdown|jsonl?|txt)$/, '');
  if (b === 'learnings') return 'learnings';
  if (b === 'errors' || b === 'error') return 'errors';
  if (b === 'feature_requests' || b === 'requests' || b === 'features') return 'features';
  if (b === 'corrections') return 'corrections';
  if (b === 'patterns') return 'patterns';
  if (b === 'follow_ups' || b === 'followups') return 'follow-ups';
  if (b === 'profile') return 'profile';
  if (b === 'memory') return 'memory';
  if (b === 'index') return 'index';
  return 'other';
}

function homeInfo(parts: string[], logical: string): PathInfo {
  const basename = parts[parts.length - 1];
  const stem = basename.replace(/\.md$/i, '');
  const base: PathInfo = { format: 'home-memory', role: roleOf(basename), logical, basename, namespace: 'global', tier: 'WARM' };
  const dir = parts.slice(0, -1);
  if (dir.includes('archive')) {
    const sub = dir[dir.indexOf('archive') + 1];
    if (sub === 'projects' || sub === 'domains') return { ...base, role: 'archive', tier: 'COLD', namespace: sub === 'projects' ? 'project' : 'domain', namespaceName: stem };
    return { ...base, role: 'archive', tier: 'COLD' };
  }
  if (dir[dir.length - 1] === 'projects') return { ...base, role: 'project', namespace: 'project', namespaceName: stem };
  if (dir[dir.length - 1] === 'domains') return { ...base, role: 'domain', namespace: 'domain', namespaceName: stem };
  if (base.role === 'memory') return { ...base, tier: 'HOT' };
  return base;
}

function learningsInfo(rest: string[], logical: string): PathInfo | undefined {
  const basename = rest[rest.length - 1];
  const lower = basename.toLowerCase();
  const role = roleOf(basename);
  const base = { logical, basename, role, namespace: 'project' as NamespaceScope, tier: 'staging' as Tier };
  // _meta/ holds machine records ABOUT entries (usage.jsonl, lifecycle.jsonl, overrides.json): not entries.
  if (rest[0] === '_meta' && rest.length >= 2 && !/\.(md|markdown)$/.test(lower)) return undefined;
  if (lower.endsWith('.jsonl')) return { ...base, format: 'jsonl' };
  if (lower.endsWith('.json')) {
    if (lower === 'index.json' && rest.length === 1) return undefined; // a derived index, not entries
    const cat = rest[0] === 'entries' && rest.length >= 3 ? rest[1] : rest.length >= 2 ? rest[rest.length - 2] : undefined;
    return { ...base, format: 'json-entry', category: cat };
  }
  if (!/\.(md|markdown)$/.test(lower)) return undefined;
  if (rest.length === 2 && rest[0] === '_meta' && lower === 'promotion-log.md') return { ...base, format: 'promotion-log', namespace: 'global', tier: 'promoted', role: 'other' };
  if (rest.length === 2 && rest[0] === '_global') return { ...base, format: 'per-user', namespace: 'global' };
  if (rest.length === 2 && USER_ID_RE.test(rest[0]) && PER_USER_FILES.has(basename)) return { ...base, format: 'per-user', user: rest[0] };
  if (/^learning-\d{8}/i.test(basename)) return { ...base, format: 'single-entry', role: 'learnings' };
  if (rest.length >= 2 && rest[0] === 'days' && role === 'other') return { ...base, format: 'sia-markdown', role: 'errors' };
  return { ...base, format: 'sia-markdown' };
}

/**
 * Everything the path says about a file, or undefined when it is not a learnings file.
 * Workspace roots: files under `.learnings/`, `.patterns/`, `.knowledge/`, `knowledge/_discarded/`,
 * `self-improving/` at any depth, plus the well-known names at the top of a root that is itself a
 * `.learnings` folder. Home roots: every markdown file.
 */
export function classifyPath(file: string, rootKind: RootKind): PathInfo | undefined {
  const logical = unflatten(file).replace(/^\.\//, '');
  const parts = logical.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.length === 0) return undefined;
  const basename = parts[parts.length - 1];
  if (IGNORED_NAMES.test(basename)) return undefined;
  const lower = basename.toLowerCase();
  const isMd = /\.(md|markdown)$/.test(lower);

  if (rootKind === 'home') {
    if (parts.includes('.learnings')) return learningsInfo(parts.slice(parts.lastIndexOf('.learnings') + 1), logical);
    return isMd ? homeInfo(parts, logical) : undefined;
  }
  // Discard logs first: `.knowledge/_discarded/LOG.md` is archived, not permanent knowledge.
  for (let i = parts.length - 2; i >= 1; i -= 1) {
    if (parts[i] === '_discarded' && (parts[i - 1] === 'knowledge' || parts[i - 1] === '.knowledge') && isMd) {
      return { format: 'discard-log', role: 'other', logical, basename, namespace: 'project', tier: 'archived' };
    }
  }
  const li = parts.lastIndexOf('.learnings');
  if (li !== -1 && li < parts.length - 1) return learningsInfo(parts.slice(li + 1), logical);
  const pi = parts.lastIndexOf('.patterns');
  if (pi !== -1 && pi < parts.length - 1 && isMd) {
    const m = /^(.+?)_pattern\.md$/i.exec(basename);
    return { format: 'pattern-staging', role: 'patterns', logical, basename, namespace: m ? 'domain' : 'project', namespaceName: m?.[1], tier: 'staging' };
  }
  const ki = parts.lastIndexOf('.knowledge');
  if (ki !== -1 && ki < parts.length - 1 && isMd) return { format: 'knowledge', role: 'other', logical, basename, namespace: 'project', tier: 'promoted' };
  const si = parts.lastIndexOf('self-improving');
  if (si !== -1 && si < parts.length - 1) return isMd ? homeInfo(parts.slice(si + 1), logical) : undefined;
  // A root that is itself a `.learnings` folder.
  if (parts.length === 1 && TOP_LEVEL_NAMES.has(basename)) {
    if (lower === 'memory.md') return homeInfo(parts, logical);
    if (lower === 'profile.md' || lower === 'follow_ups.md') return { format: 'per-user', role: roleOf(basename), logical, basename, namespace: 'project', tier: 'staging' };
    return learningsInfo(parts, logical);
  }
  if ((parts[0] === '_global' || parts[0] === '_meta' || parts[0] === 'entries' || parts[0] === 'days') && parts.length >= 2) return learningsInfo(parts, logical);
  if (parts.length === 2 && USER_ID_RE.test(parts[0]) && PER_USER_FILES.has(basename)) return learningsInfo(parts, logical);
  if (parts.length === 1 && /^learning-\d{8}.*\.md$/i.test(basename)) return learningsInfo(parts, logical);
  return undefined;
}
