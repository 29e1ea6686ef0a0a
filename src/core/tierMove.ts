// A tier move a person asked for ("Move to Tier…" in the editor; the CLI could offer the same):
// planned with the lifecycle's own pieces (PlanBuilder, the home tiers' destinations, the formats'
// surgical edits through EntryEditor) and applied like any plan. Which tier an entry *earns* stays in
// tiers.ts; this only carries out an explicit choice. Pure: files come in through `read`, time as `nowMs`.
import type { EntryEditor } from './entryEditor';
import type { Entry, Tier } from './model';
import { citation } from './model';
import { PlanBuilder, type Plan, type ReadText } from './plan';
import { destinationFor, homeTierOf } from './tiers';

const HOME_TIERS: readonly Tier[] = ['HOT', 'WARM', 'COLD'];

/** Where an entry may be moved by hand: home memory between HOT/WARM/COLD; project learnings between staging and archived. */
export function tierMoveTargets(e: Entry, homeRoot: string | undefined): Tier[] {
  if (homeRoot && e.root === homeRoot && homeTierOf(e.file)) return HOME_TIERS.filter((t) => t !== e.tier);
  if (e.kind === 'log') return [];
  return (['staging', 'archived'] as Tier[]).filter((t) => t !== e.tier);
}

export interface TierMoveInputs {
  /** The home-memory root, when there is one (its files carry the HOT/WARM/COLD tiers). */
  homeRoot: string | undefined;
  read: ReadText;
  editor: EntryEditor;
  nowMs: number;
}

/** The plan for moving `e` to `target`; throws (naming the entry) when that move is not one a person may make. */
export function planTierMove(e: Entry, target: Tier, i: TierMoveInputs): Plan {
  const allowed = tierMoveTargets(e, i.homeRoot);
  if (!allowed.includes(target)) {
    const why = target === 'promoted' ? 'use Promote, which writes the rules file' : `it can go to ${allowed.join(', ') || 'no other tier'}`;
    throw new Error(`"${e.title}" cannot be moved to ${target} by hand: ${why}.`);
  }
  const b = new PlanBuilder(i.read);
  const at = new Date(i.nowMs).toISOString();
  const text = b.read(e.root, e.file);
  if (text === undefined) throw new Error(`${e.file} no longer exists`);
  if (HOME_TIERS.includes(target)) {
    const dest = destinationFor(e, target as 'HOT' | 'WARM' | 'COLD');
    b.write(e.root, dest, i.editor.append(b.read(e.root, dest), e, text), `${e.id}: ${e.tier} → ${target} (moved by hand)`);
    b.write(e.root, e.file, i.editor.remove(b.read(e.root, e.file) ?? '', e), `${e.id}: moved to ${dest}`);
    return b.build('tiers', at, [`${e.tier} → ${target}: ${e.title} (${citation(e)}) → ${dest}`]);
  }
  const status = target === 'archived' ? 'archived' : 'pending';
  b.write(e.root, e.file, i.editor.setStatus(text, e, status), `${e.id}: status ${status} (moved by hand)`);
  return b.build('tiers', at, [`${e.tier} → ${target}: ${e.title} (${citation(e)})`]);
}
