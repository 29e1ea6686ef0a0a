// Assessment: scores → PROMOTE / KEEP / PRUNE with the reasons a person can check by hand. PRUNE is advice for the
// explicit archive step (`learnings archive`); promote never archives.
import type { Entry } from './model';
import { citation, DAY_MS } from './model';
import { fixText, isDerivedRecord, isErrorEntry } from './ruleText';
import { PROMOTE_AT, PRUNE_BELOW, daysBetween, formatScore, lastActiveAt, lastSeenAt, parseWhen, reaches, roundScores, scoreEntry, type Scores } from './scorer';

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

/** A Quarantine field set to anything but no/false/0. */
export function hasQuarantineField(fields: Readonly<Record<string, string>>): boolean {
  return Object.keys(fields).some((k) => /^quarantine/i.test(k) && !/^(no|false|0)?$/i.test(fields[k].trim()));
}

/** Quarantined by the gate (instruction-like text): status, a Quarantine field, or a `quarantined` tag. */
export function isQuarantined(e: Pick<Entry, 'status' | 'fields' | 'tags' | 'facts'>): boolean {
  if (normalizedStatus(e).startsWith('quarantine')) return true;
  if (e.facts ? e.facts.quarantineField : hasQuarantineField(e.fields)) return true;
  return e.tags.some((t) => t.toLowerCase() === 'quarantined');
}

/**
 * Per-user memory (seed 003): a user's learnings and profile, `_global/` and the `PAT-` patterns promoted from them.
 * They belong to people, not to the code: never promoted into project rules files nor scored for archiving; they
 * move only by the user → global step (`learnings patterns`, also run by a plain promote).
 */
export function isPerUserMemory(e: Pick<Entry, 'format' | 'user' | 'kind' | 'file'> & { sourceId?: string }): boolean {
  return e.format === 'per-user' || e.user !== undefined || e.kind === 'profile' || /^PAT-/i.test(e.sourceId ?? '') || /(^|\/)\.learnings\/_global\//.test(e.file);
}

/** The entries `assess` looks at: staged, still open, of a kind that can become a rule, and not per-user memory. */
export function isAssessable(e: Entry): boolean {
  return e.tier === 'staging' && !isDerivedRecord(e) && !NOT_RULES.has(e.kind) && !isPerUserMemory(e) && !LEFT_STAGING.has(normalizedStatus(e));
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

/** Why an axis is low, in words a person can check against the entry (only axes that hold the score down). */
function lowAxisReasons(e: Entry, scores: Scores, nowMs: number, lastUsedMs: number | undefined): string[] {
  const out: string[] = [];
  if (scores.recurrence < 0.6) out.push(`recurrence ${formatScore(scores.recurrence)}: seen ${e.recurrence} time${e.recurrence === 1 ? '' : 's'} (full at 5)`);
  const active = lastActiveAt(e, lastUsedMs);
  if (active === undefined) out.push('freshness 0: no Last-Seen/Logged/First-Seen date, no date in its id, never used');
  else if (scores.freshness < 0.5) {
    const days = Math.round(daysBetween(active, nowMs));
    out.push(`freshness ${formatScore(scores.freshness)}: last ${lastUsedMs !== undefined && lastUsedMs >= (lastSeenAt(e) ?? -Infinity) ? 'used' : 'seen'} ${days} day${days === 1 ? '' : 's'} ago (halves every 14 days)`);
  }
  if (scores.specificity < 0.4) out.push(`specificity ${formatScore(scores.specificity)}: no file path${scores.specificity > 0 ? '' : ', function or example'}`);
  if (scores.impact < 0.3) out.push(`impact ${formatScore(scores.impact)}: ${e.domains.length} domain(s), ${e.relatedFiles.length} related file(s)`);
  return out;
}

/** `lastUsedMs`: the entry's latest use (usage log); it counts for freshness as much as a written date. */
export function assessEntry(e: Entry, nowMs: number, lastUsedMs?: number): Assessment {
  const scores = scoreEntry(e, nowMs, lastUsedMs);
  const shown = formatScore(scores.composite);
  const reasons: string[] = [];
  let action: Action;
  const sia = siaRule(e);
  if (reaches(scores.composite, PROMOTE_AT)) {
    action = 'PROMOTE';
    reasons.push(`composite ${shown} ≥ ${PROMOTE_AT.toFixed(2)}`);
  } else if (sia) {
    // The recurrence rule is the reason; the composite is shown as what it is, not as "keep maturing".
    action = 'PROMOTE';
    reasons.push(sia, `composite ${shown} is below ${PROMOTE_AT.toFixed(2)} on its own`);
  } else if (!reaches(scores.composite, PRUNE_BELOW)) {
    action = 'PRUNE';
    reasons.push(`composite ${shown} < ${PRUNE_BELOW.toFixed(2)}: a candidate for \`learnings archive\` (never archived by promote)`);
  } else {
    action = 'KEEP';
    reasons.push(`composite ${shown} between ${PRUNE_BELOW.toFixed(2)} and ${PROMOTE_AT.toFixed(2)}: keep maturing`);
  }
  if (action !== 'PROMOTE') reasons.push(...lowAxisReasons(e, scores, nowMs, lastUsedMs));
  else if (lastActiveAt(e, lastUsedMs) === undefined) reasons.push('no date and never used: freshness 0');
  if (action === 'PROMOTE' && isErrorEntry(e) && !fixText(e)) {
    action = 'KEEP';
    reasons.push('an error with no fix (Suggested Fix / Workaround / Resolution / Action): not promotable until its fix is written');
  }
  if (action === 'PROMOTE' && isQuarantined(e)) {
    action = 'KEEP';
    reasons.push('quarantined by the gate (reads like an instruction to an agent): never promoted');
  }
  return { id: e.id, title: e.title, citation: citation(e), scores: roundScores(scores), action, reasons };
}

/** Latest use per entry id, from usage events (`{id, at}`); future-dated lines are ignored. */
export function lastUses(events: Iterable<{ id: string; at: string }>, nowMs: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const ev of events) {
    const at = parseWhen(ev.at);
    if (!ev.id || at === undefined || at > nowMs + DAY_MS) continue;
    if ((out.get(ev.id) ?? -Infinity) < at) out.set(ev.id, Math.min(at, nowMs));
  }
  return out;
}

/**
 * What to show instead of a score for entries that are not assessed: a HOT/WARM/COLD home-memory rule sits where
 * its use put it, a promoted learning is a rule, per-user memory moves by the cross-user step. Undefined: assessed.
 */
export function notScoredLabel(e: Entry): string | undefined {
  if (e.tier === 'HOT' || e.tier === 'WARM' || e.tier === 'COLD') return `${e.tier} rule (placed by use, not scored)`;
  if (isDerivedRecord(e)) return 'derived record (not a learning)';
  if (isPerUserMemory(e)) return 'per-user memory (not scored for project rules)';
  if (e.tier === 'promoted' || /^promoted/.test(normalizedStatus(e))) return 'promoted rule';
  if (e.tier === 'archived' || LEFT_STAGING.has(normalizedStatus(e))) return normalizedStatus(e) || 'archived';
  return undefined;
}

/** Assess every staged entry, in a stable order (file, then line). */
export function assessAll(entries: readonly Entry[], nowMs: number, lastUsed?: ReadonlyMap<string, number>): Assessment[] {
  return entries
    .filter(isAssessable)
    .slice()
    .sort((a, b) => a.root.localeCompare(b.root) || a.file.localeCompare(b.file) || a.line - b.line)
    .map((e) => assessEntry(e, nowMs, lastUsed?.get(e.id)));
}
