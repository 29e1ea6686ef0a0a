// The usage log (an entry is "used" when it is cited: a search result, an MCP search hit, a hook's context
// injection, a CodeLens followed; its latest use keeps its freshness score up) and the lifecycle log (what promote/tiers/forget did). Both are JSON Lines
// under `_meta/`: `.learnings/_meta/*.jsonl` in a workspace root, `_meta/*.jsonl` in the home memory.
import { existsSync, readFileSync } from 'node:fs';
import type { Entry } from '../core/model';
import { parseLifecycle } from '../core/digest';
import type { LifecycleEvent } from '../core/plan';
import type { UsageEvent } from '../core/tiers';
import type { RootSpec } from './discover';
import { resolveInside } from './paths';
import { ensureMetaIgnored } from './metaIgnore';
import { appendToFile, closingNewline, withFileLock } from './safeWrite';

export const USAGE_LOG = '.learnings/_meta/usage.jsonl';
export const HOME_USAGE_LOG = '_meta/usage.jsonl';
export const LIFECYCLE_LOG_FILE = '.learnings/_meta/lifecycle.jsonl';
export const HOME_LIFECYCLE_LOG_FILE = '_meta/lifecycle.jsonl';

export function usageLogPath(root: RootSpec): string {
  return resolveInside(root.path, root.kind === 'home' ? HOME_USAGE_LOG : USAGE_LOG);
}

function readLines(abs: string): string[] {
  if (!existsSync(abs)) return [];
  return readFileSync(abs, 'utf8').split(/\r?\n/);
}

/** Every usage line of every root (malformed lines skipped: a log never stops a command). */
export function readUsage(roots: readonly RootSpec[]): UsageEvent[] {
  const out: UsageEvent[] = [];
  for (const r of roots) {
    for (const line of readLines(usageLogPath(r))) {
      if (!line.trim()) continue;
      try {
        const v = JSON.parse(line) as Partial<UsageEvent>;
        if (typeof v.id === 'string' && typeof v.at === 'string') out.push({ id: v.id, at: v.at, via: typeof v.via === 'string' ? v.via : undefined });
      } catch {
        /* skipped */
      }
    }
  }
  return out;
}

export function readLifecycleEvents(roots: readonly RootSpec[]): LifecycleEvent[] {
  const out: LifecycleEvent[] = [];
  for (const r of roots) {
    const abs = resolveInside(r.path, r.kind === 'home' ? HOME_LIFECYCLE_LOG_FILE : LIFECYCLE_LOG_FILE);
    if (existsSync(abs)) out.push(...parseLifecycle(readFileSync(abs, 'utf8')));
  }
  return out;
}

/**
 * Records that entries were used (one line each, in the log of the root each entry lives in). `via` says how: a
 * search result, an MCP hit, a hook's context injection, a CodeLens followed, a search result opened. In a
 * workspace the log is runtime state, ignored by git (`.learnings/_meta/.gitignore`), so use never dirties a repo.
 */
export async function recordUses(entries: readonly Pick<Entry, 'id' | 'root'>[], roots: readonly RootSpec[], via: string, at: Date): Promise<void> {
  // One locked, synced append per log, not per entry: a session start cites dozens of learnings at once.
  const lines = new Map<string, string[]>();
  const logOf = new Map<string, string>(); // each root's log path, worked out (and its _meta ignored) once
  for (const e of entries) {
    const root = roots.find((r) => r.path === e.root);
    if (!root) continue;
    let abs = logOf.get(root.path);
    if (abs === undefined) {
      if (root.kind !== 'home') ensureMetaIgnored(root.path);
      logOf.set(root.path, (abs = usageLogPath(root)));
    }
    lines.set(abs, [...(lines.get(abs) ?? []), JSON.stringify({ id: e.id, at: at.toISOString(), via })]);
  }
  for (const [abs, list] of lines) await withFileLock(abs, () => void appendToFile(abs, (tail) => `${closingNewline(tail)}${list.join('\n')}\n`));
}
