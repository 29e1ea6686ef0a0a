// Assessment: scores → PROMOTE / KEEP / PRUNE with the reasons a person can check by hand.
import type { Entry } from './model';
import { citation } from './model';
import { isMetaRecord } from './ruleText';
import { PROMOTE_AT, PRUNE_BELOW, daysBetween, lastSeenAt, parseWhen, roundScores, scoreEntry, type Scores } from './scorer';

export type Action = 'PROMOTE' | 'KEEP' | 'PRUNE';

export interface Assessment {
  id: string;
  title: string;
  citation: string;
  scores: Scores;
  action: Action;
  reasons: string[];
}

/** Statuses after which an entry has left staging (promotion, pruning, archiving, cross-user promotion). */
const LEFT_STAGING = new Set(['promoted', 'promoted_to_global', 'archived', 'pruned', 'discarded', 'forgotten', 'superseded', 'wont_fix', 'wontfix', 'rejected']);
/** Kinds that are never promoted into rules: requests, follow-ups, profiles and the lifecycle's own records. */
const NOT_RULES = new Set(['feature', 'follow-up', 'profile', 'log', 'discarded', 'knowledge']);

export function normalizedStatus(e: Pick<Entry, 'status'>): string {
  return (e.status ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** Quarantined by the gate (instruction-like text): status, a Quarantine field, or a `quarantined` tag. */
export function isQuarantined(e: Pick<Entry, 'status' | 'fields' | 'tags'>): boolean {
  if (normalizedStatus(e).startsWith('quarantine')) return true;
  if (Object.keys(e.fields).some((k) => /^quarantine/i.test(k) && !/^(no|false|0)?$/i.test(e.fields[k].trim()))) return true;
  return e.tags.some((t) => t.toLowerCase() === 'quarantined');
}

/** The entries `assess` looks at: staged, still open, and of a kind that can become a rule. */
export function isAssessable(e: Entry): boolean {
  return e.tier === 'staging' && !isMetaRecord(e) && !NOT_RULES.has(e.kind) && !LEFT_STAGING.has(normalizedStatus(e));
}

export const SIA_MIN_RECURRENCE = 3;
export const SIA_MIN_TASKS = 2;
export const SIA_WINDOW_DAYS = 30;

/**
 * The self-improving-agent rule: Recurrence-Count ≥ 3, seen in ≥ 2 distinct tasks, and all of it within a
 * 30-day window (First-Seen, else Logged → Last-Seen). Returns the reason when it holds.
 */
export function siaRule(e: Entry): string | undefined {
  if (e.format !== 'sia-markdown') return undefined;
  const tasks = new Set(e.tasks.map((t) => t.trim()).filter(Boolean));
  if (e.recurrence < SIA_MIN_RECURRENCE || tasks.size < SIA_MIN_TASKS) return undefined;
  const first = parseWhen(e.firstSeen) ?? parseWhen(e.logged);
  const last = lastSeenAt(e);
  if (first === undefined || last === undefined) return undefined;
  const span = daysBetween(Math.min(first, last), Math.max(first, last));
  if (span > SIA_WINDOW_DAYS) return undefined;
  return `self-improving-agent rule: recurrence ${e.recurrence} ≥ ${SIA_MIN_RECURRENCE} across ${tasks.size} tasks within ${Math.round(span)} days`;
}

const f2 = (n: number) => n.toFixed(2);

export function assessEntry(e: Entry, nowMs: number): Assessment {
  const scores = scoreEntry(e, nowMs);
  const reasons: string[] = [];
  let action: Action;
  if (scores.composite >= PROMOTE_AT) {
    action = 'PROMOTE';
    reasons.push(`composite ${f2(scores.composite)} ≥ ${f2(PROMOTE_AT)}`);
  } else if (scores.composite < PRUNE_BELOW) {
    action = 'PRUNE';
    reasons.push(`composite ${f2(scores.composite)} < ${f2(PRUNE_BELOW)}`);
  } else {
    action = 'KEEP';
    reasons.push(`composite ${f2(scores.composite)} between ${f2(PRUNE_BELOW)} and ${f2(PROMOTE_AT)}: keep maturing`);
  }
  const sia = siaRule(e);
  if (sia && action !== 'PROMOTE') {
    action = 'PROMOTE';
    reasons.push(sia);
  }
  if (lastSeenAt(e) === undefined) reasons.push('no Last-Seen/Logged/First-Seen date: freshness 0');
  if (action === 'PROMOTE' && isQuarantined(e)) {
    action = 'KEEP';
    reasons.push('quarantined by the gate (reads like an instruction to an agent): never promoted');
  }
  return { id: e.id, title: e.title, citation: citation(e), scores: roundScores(scores), action, reasons };
}

/** Assess every staged entry, in a stable order (file, then line). */
export function assessAll(entries: readonly Entry[], nowMs: number): Assessment[] {
  return entries
    .filter(isAssessable)
    .slice()
    .sort((a, b) => a.root.localeCompare(b.root) || a.file.localeCompare(b.file) || a.line - b.line)
    .map((e) => assessEntry(e, nowMs));
}
