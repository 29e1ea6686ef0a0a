// The home memory's tier plan: move entries to the tier their use earns (tiers.ts), then compact files over
// their limit (HOT ≤ 100 lines, WARM ≤ 200 lines): merge near-duplicates (gate Jaccard > 0.85), archive the
// least-used to archive/, never touch a confirmed preference. Merging removes text, so it is only planned when
// the caller allows it (`--yes`); moving to archive/ keeps every byte.
import { MERGE_THRESHOLD } from './gate/dedup';
import { textSimilarity } from './gate/trigrams';
import type { EntryEditor } from './entryEditor';
import type { Entry } from './model';
import { citation } from './model';
import { HOME_LIFECYCLE_LOG, PlanBuilder, lifecycleLine, type LifecycleEvent, type Plan, type ReadText } from './plan';
import { isConfirmed, ruleText } from './ruleText';
import { countLines, decideTier, destinationFor, homeTierOf, lastActive, lineLimitOf, usageStats, type TierDecision, type UsageEvent, type UsageStats } from './tiers';

export interface TierPlanInput {
  /** Entries of the home root (others are ignored). */
  entries: readonly Entry[];
  homeRoot: string;
  usage: readonly UsageEvent[];
  nowMs: number;
  read: ReadText;
  editor: EntryEditor;
  /** Files' modification times (home-relative path → ms), the last resort for undated entries. */
  fileMtimes?: ReadonlyMap<string, number>;
  /** Plan merges (they remove the duplicate's text): only with the person's explicit yes. */
  allowMerge: boolean;
}

export interface CompactionStep {
  file: string;
  action: 'merge' | 'archive' | 'over-limit';
  id?: string;
  into?: string;
  detail: string;
}

export interface TierPlan {
  plan: Plan;
  decisions: TierDecision[];
  compaction: CompactionStep[];
  /** Merges that were found but not planned because the caller did not allow removals. */
  mergesNeedingYes: number;
}

function bottomUp(list: Entry[]): Entry[] {
  return list.slice().sort((a, b) => a.file.localeCompare(b.file) || b.line - a.line);
}

export function planTiers(input: TierPlanInput): TierPlan {
  const at = new Date(input.nowMs).toISOString();
  const root = input.homeRoot;
  const b = new PlanBuilder(input.read);
  const notes: string[] = [];
  const events: LifecycleEvent[] = [];
  const stats = usageStats(input.usage, input.nowMs);
  const home = input.entries.filter((e) => e.root === root && homeTierOf(e.file) !== undefined && e.kind !== 'log');
  const decisions = home.map((e) => decideTier(e, stats.get(e.id), input.nowMs, input.fileMtimes?.get(e.file))).filter((d): d is TierDecision => !!d);
  const moving = new Map(decisions.filter((d) => d.destination).map((d) => [d.id, d] as const));

  // Moves: copy each entry (from the file as read) to its destination, then remove it bottom-up.
  const movers = home.filter((e) => moving.has(e.id));
  const original = new Map<string, string>();
  for (const e of movers) if (!original.has(e.file)) original.set(e.file, input.read(root, e.file) ?? '');
  for (const e of movers.slice().sort((x, y) => x.file.localeCompare(y.file) || x.line - y.line)) {
    const d = moving.get(e.id)!;
    b.write(root, d.destination!, input.editor.append(b.read(root, d.destination!), e, original.get(e.file)!), `${e.id}: ${d.current} → ${d.target}`);
    events.push({ at, action: d.target === 'HOT' ? 'raised' : d.target === 'COLD' ? 'archived' : 'demoted', id: e.id, from: e.file, to: d.destination });
    notes.push(`${d.current} → ${d.target}: ${e.title} (${citation(e)}) → ${d.destination} — ${d.reason}`);
  }
  for (const e of bottomUp(movers)) b.write(root, e.file, input.editor.remove(b.read(root, e.file) ?? '', e), `${e.id}: moved to ${moving.get(e.id)!.destination}`);

  // Compaction of every HOT/WARM file that is (or became) over its limit.
  const compaction: CompactionStep[] = [];
  let mergesNeedingYes = 0;
  const files = new Set([...home.map((e) => e.file), ...[...moving.values()].map((d) => d.destination!)]);
  for (const file of [...files].sort()) {
    const limit = lineLimitOf(file);
    const text = b.read(root, file);
    if (limit === undefined || text === undefined || countLines(text) <= limit) continue;
    const current = input.editor.parse(root, file, text, 'home');
    const useOf = (e: Entry): UsageStats | undefined => stats.get(e.id);
    const remove = new Map<Entry, CompactionStep>();
    // 1. Near-duplicates: keep the confirmed one, else the most used, else the first written.
    for (let i = 0; i < current.length; i++) {
      for (let j = i + 1; j < current.length; j++) {
        const [x, y] = [current[i], current[j]];
        if (remove.has(x) || remove.has(y) || textSimilarity(ruleText(x), ruleText(y)) <= MERGE_THRESHOLD) continue;
        const rank = (e: Entry) => [isConfirmed(e) ? 1 : 0, useOf(e)?.total ?? 0];
        const [rx, ry] = [rank(x), rank(y)];
        const keepX = rx[0] !== ry[0] ? rx[0] > ry[0] : rx[1] >= ry[1];
        const [keep, drop] = keepX ? [x, y] : [y, x];
        if (isConfirmed(drop)) continue;
        if (!input.allowMerge) {
          mergesNeedingYes++;
          continue;
        }
        remove.set(drop, { file, action: 'merge', id: drop.id, into: keep.id, detail: `"${ruleText(drop)}" merged into ${citation(keep)} (same learning)` });
      }
    }
    // 2. Archive the least used (oldest activity first) until the file fits; confirmed preferences stay.
    let lines = countLines(text) - [...remove.keys()].reduce((n, e) => n + (e.endLine - e.line + 1), 0);
    const archivable = current
      .filter((e) => !remove.has(e) && !isConfirmed(e))
      .map((e) => ({ e, uses: useOf(e)?.recent ?? 0, active: lastActive(e, useOf(e), input.fileMtimes?.get(file)) ?? 0 }))
      .sort((p, q) => p.uses - q.uses || p.active - q.active || q.e.line - p.e.line);
    const archived: Entry[] = [];
    for (const { e } of archivable) {
      if (lines <= limit) break;
      archived.push(e);
      lines -= e.endLine - e.line + 1;
      remove.set(e, { file, action: 'archive', id: e.id, into: destinationFor(e, 'COLD'), detail: `${e.title} archived to ${destinationFor(e, 'COLD')} (least used)` });
    }
    if (lines > limit) compaction.push({ file, action: 'over-limit', detail: `${file} stays ${lines - limit} line(s) over its ${limit}-line limit: the rest are confirmed preferences${mergesNeedingYes ? ' or merges awaiting --yes' : ''}` });
    const base = text;
    for (const e of archived.slice().sort((x, y) => x.line - y.line)) {
      const dest = destinationFor(e, 'COLD');
      b.write(root, dest, input.editor.append(b.read(root, dest), e, base), `${e.id}: archived (compaction)`);
      events.push({ at, action: 'archived', id: e.id, from: file, to: dest });
    }
    for (const e of bottomUp([...remove.keys()])) {
      b.write(root, file, input.editor.remove(b.read(root, file) ?? '', e), remove.get(e)!.detail);
      const step = remove.get(e)!;
      compaction.push(step);
      if (step.action === 'merge') events.push({ at, action: 'merged', id: e.id, from: file, to: step.into });
    }
  }
  for (const s of compaction) notes.push(`compaction ${s.action}: ${s.detail}`);
  if (mergesNeedingYes > 0) notes.push(`${mergesNeedingYes} merge(s) of near-duplicates need --yes (they remove text)`);
  if (events.length > 0) b.append(root, HOME_LIFECYCLE_LOG, events.map(lifecycleLine).join(''), 'lifecycle log');
  if (notes.length === 0) notes.push('every entry is in the tier its use earns; no file is over its limit');
  return { plan: b.build('tiers', at, notes), decisions, compaction, mergesNeedingYes };
}
