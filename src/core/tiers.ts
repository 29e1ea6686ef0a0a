// HOT / WARM / COLD for the home memory (seed 002): where an entry lives follows how it is used.
// Used 3× in 7 days → HOT; unused 30 days → WARM; unused 90 days → COLD. Pure: uses and `now` come in.
import type { Entry, Tier } from './model';
import { citation, DAY_MS } from './model';
import { isConfirmed } from './ruleText';
import { lastSeenAt, parseWhen } from './scorer';

export const HOT_USES = 3;
export const HOT_WINDOW_DAYS = 7;
export const WARM_AFTER_DAYS = 30;
export const COLD_AFTER_DAYS = 90;
export const HOT_MAX_LINES = 100;
export const WARM_MAX_LINES = 200;

/** One line of usage.jsonl: an entry was cited (search result, MCP search, hook injection, CodeLens followed). */
export interface UsageEvent {
  id: string;
  at: string;
  via?: string;
}

export interface UsageStats {
  /** Uses within the last 7 days (before `now`; future-dated lines are ignored). */
  recent: number;
  total: number;
  lastUsed?: number;
}

/** Folds usage lines into per-id stats. Lines that do not parse are skipped (a log is never a reason to fail). */
export function usageStats(events: Iterable<UsageEvent>, nowMs: number): Map<string, UsageStats> {
  const out = new Map<string, UsageStats>();
  for (const ev of events) {
    const at = parseWhen(ev.at);
    if (!ev.id || at === undefined || at > nowMs) continue;
    const s = out.get(ev.id) ?? { recent: 0, total: 0 };
    s.total++;
    if (nowMs - at <= HOT_WINDOW_DAYS * DAY_MS) s.recent++;
    if (s.lastUsed === undefined || at > s.lastUsed) s.lastUsed = at;
    out.set(ev.id, s);
  }
  return out;
}

/** The tier a home-memory file stands for: memory.md HOT; projects/, domains/ WARM; archive/ COLD; others untiered. */
export function homeTierOf(file: string): 'HOT' | 'WARM' | 'COLD' | undefined {
  if (file === 'memory.md') return 'HOT';
  if (/^(projects|domains)\/[^/]+\.md$/.test(file)) return 'WARM';
  if (file.startsWith('archive/')) return 'COLD';
  return undefined;
}

export function lineLimitOf(file: string): number | undefined {
  const t = homeTierOf(file);
  return t === 'HOT' ? HOT_MAX_LINES : t === 'WARM' ? WARM_MAX_LINES : undefined;
}

export interface TierDecision {
  id: string;
  title: string;
  citation: string;
  current: 'HOT' | 'WARM' | 'COLD';
  target: 'HOT' | 'WARM' | 'COLD';
  /** Where the entry moves (relative to the home root) when target ≠ current. */
  destination?: string;
  uses7d: number;
  /** ISO time of the last use, or of the entry's own date / the file's when it was never used. */
  lastActive?: string;
  idleDays?: number;
  reason: string;
}

/**
 * Last activity: the last use; never used → the entry's own Last-Seen/Logged/First-Seen; undated → the file's
 * modification time when the store supplies it. Unknown → the entry stays where it is (never demoted blind).
 */
export function lastActive(e: Entry, stats: UsageStats | undefined, fileMtimeMs?: number): number | undefined {
  return stats?.lastUsed ?? lastSeenAt(e) ?? fileMtimeMs;
}

/** Where an entry goes when it changes tier. WARM: its project/domain file, else domains/general.md. COLD: archive/<its file>. */
export function destinationFor(e: Entry, target: 'HOT' | 'WARM' | 'COLD'): string {
  if (target === 'HOT') return 'memory.md';
  if (target === 'COLD') return e.file.startsWith('archive/') ? e.file : `archive/${e.file}`;
  const fromArchive = e.file.startsWith('archive/') ? e.file.slice('archive/'.length) : undefined;
  if (fromArchive && homeTierOf(fromArchive) === 'WARM') return fromArchive;
  const safe = (s: string) => s.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '') || 'general';
  if (e.namespace === 'project' && e.namespaceName) return `projects/${safe(e.namespaceName)}.md`;
  if (e.namespace === 'domain' && e.namespaceName) return `domains/${safe(e.namespaceName)}.md`;
  return 'domains/general.md';
}

export function decideTier(e: Entry, stats: UsageStats | undefined, nowMs: number, fileMtimeMs?: number): TierDecision | undefined {
  const current = homeTierOf(e.file);
  if (!current) return undefined;
  const uses7d = stats?.recent ?? 0;
  const active = lastActive(e, stats, fileMtimeMs);
  const idleDays = active === undefined ? undefined : Math.max(0, (nowMs - active) / DAY_MS);
  let target: TierDecision['target'] = current;
  let reason: string;
  if (uses7d >= HOT_USES) {
    target = 'HOT';
    reason = `used ${uses7d}× in the last ${HOT_WINDOW_DAYS} days`;
  } else if (idleDays === undefined) {
    reason = 'never used and undated: stays';
  } else if (isConfirmed(e) && idleDays >= WARM_AFTER_DAYS) {
    reason = `confirmed preference: never demoted (unused for ${Math.floor(idleDays)} days)`;
  } else if (idleDays >= COLD_AFTER_DAYS && current !== 'COLD') {
    target = 'COLD';
    reason = `unused for ${Math.floor(idleDays)} days (≥ ${COLD_AFTER_DAYS})`;
  } else if (idleDays >= WARM_AFTER_DAYS && current === 'HOT') {
    target = 'WARM';
    reason = `unused for ${Math.floor(idleDays)} days (≥ ${WARM_AFTER_DAYS})`;
  } else {
    reason = `last active ${Math.floor(idleDays)} days ago: stays ${current}`;
  }
  return {
    id: e.id,
    title: e.title,
    citation: citation(e),
    current,
    target,
    destination: target === current ? undefined : destinationFor(e, target),
    uses7d,
    lastActive: active === undefined ? undefined : new Date(active).toISOString(),
    idleDays: idleDays === undefined ? undefined : Math.floor(idleDays),
    reason,
  };
}

/**
 * THE rule for an entry's tier, decided once when the entry is read (formats/entryBuild.ts) and read as
 * `entry.tier` by every surface — tree, search, MCP, dashboard. The file's tier comes from its path
 * (formats/paths.ts: memory.md HOT, projects/ and domains/ WARM, archive/ COLD, .learnings/ staging,
 * .knowledge/ promoted); a status of promoted or archived moves a staged entry; home tiers stay as they are.
 */
export function entryTier(fileTier: Tier, status: string | undefined): Tier {
  if (fileTier === 'HOT' || fileTier === 'WARM' || fileTier === 'COLD') return fileTier;
  const s = (status ?? '').toLowerCase();
  if (/^promoted/.test(s)) return 'promoted';
  if (/(won'?t|wont)[ _-]?fix|pruned|archived|discard|rejected/.test(s)) return 'archived';
  return fileTier;
}

/** The tier to show for an entry: the one `entryTier` gave it when it was read (kept for callers that ask). */
export function displayTier(e: Pick<Entry, 'tier'>): Tier {
  return e.tier;
}

export function countLines(text: string): number {
  if (text.length === 0) return 0;
  const n = text.split(/\r?\n/).length;
  return text.endsWith('\n') ? n - 1 : n;
}
