// Path safety for everything the store reads or writes: ids and relative paths that come from
// input (CLI flags, hook payloads, MCP calls, file contents) must never reach outside their root.
import { realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { USER_ID_PATTERN } from '../core/namespaces';

/** A per-user folder name: the opaque 12-char base64url public id (seed 003), defined once in core. */
export { USER_ID_PATTERN };

/** Returns the id when it is a well-formed user id; throws a message fit for a person otherwise. */
export function validateUserId(id: string): string {
  if (typeof id !== 'string' || !USER_ID_PATTERN.test(id)) {
    const shown = JSON.stringify(String(id));
    const why = /[\\/]|\.\./.test(String(id)) ? ' (path-like values are refused)' : '';
    throw new Error(`invalid user id ${shown}${why}: expected exactly 12 characters of A-Z a-z 0-9 _ -`);
  }
  return id;
}

/** `relative(root, abs)` with forward slashes, the form every entry and diagnostic carries. */
export function toRelPosix(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}

function isWithin(root: string, abs: string): boolean {
  const rel = relative(root, abs);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** realpath of the longest existing prefix of `abs`, with the missing tail appended (for files about to be created). */
function realpathOfExistingPrefix(abs: string): string {
  const tail: string[] = [];
  let cur = abs;
  for (;;) {
    try {
      return join(realpathSync(cur), ...tail.reverse());
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw e;
      const parent = resolve(cur, '..');
      if (parent === cur) return abs;
      tail.push(cur.slice(parent.length).replace(/^[\\/]+/, ''));
      cur = parent;
    }
  }
}

/**
 * The absolute path of `rel` inside `root`. Throws when `rel` is absolute, climbs out with `..`,
 * or resolves (through a symlink anywhere on the way) to somewhere outside the root.
 */
export function resolveInside(root: string, rel: string): string {
  if (typeof rel !== 'string' || rel === '' || rel.includes('\0')) throw new Error(`invalid path ${JSON.stringify(rel)}`);
  if (isAbsolute(rel) || /^[A-Za-z]:/.test(rel) || rel.startsWith('\\')) {
    throw new Error(`path ${JSON.stringify(rel)} must be relative to ${root}`);
  }
  const absRoot = resolve(root);
  const abs = resolve(absRoot, rel);
  if (!isWithin(absRoot, abs)) throw new Error(`path ${JSON.stringify(rel)} escapes its root ${absRoot}`);
  const realRoot = realpathOfExistingPrefix(absRoot);
  const real = realpathOfExistingPrefix(abs);
  if (!isWithin(realRoot, real)) throw new Error(`path ${JSON.stringify(rel)} leads outside its root ${absRoot} (through a symlink)`);
  return abs;
}

/**
 * True when `rel` (relative to a root, forward slashes) lies in another user's folder
 * `.learnings/<12-char id>/…`. With no user set (the operator view) nothing is private.
 * A folder name shaped like an id is treated as a user's folder: erring towards privacy.
 */
export function isOtherUsersPath(rel: string, user: string | undefined, isDir = false): boolean {
  if (user === undefined) return false;
  const parts = rel.split('/');
  const folders = isDir ? parts.length : parts.length - 1; // a file's own name is never a user folder
  for (let i = 0; i + 1 < folders; i++) {
    if (parts[i] !== '.learnings') continue;
    const folder = parts[i + 1];
    if (USER_ID_PATTERN.test(folder) && folder !== user) return true;
  }
  return false;
}
