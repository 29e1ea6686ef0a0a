// The per-user cache folder: $XDG_CACHE_HOME/learnings-explorer, else ~/.cache/learnings-explorer. Derived data
// only (the command's code cache, the hooks' entry cache): deleting it costs time, never data.
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

export function userCacheDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.cache'), 'learnings-explorer');
}
