// "Move to tier…" from the tree: a person's explicit choice, planned with the core's own pieces
// (PlanBuilder, the formats' surgical edits, the home tiers' destinations) and applied like any plan.
// No rule is decided here: which tier an entry *earns* stays in src/core/tiers.ts.
import type { EntryEditor } from '../core/entryEditor';
import type { Entry, Tier } from '../core/model';
import { citation } from '../core/model';
import { PlanBuilder, type Plan, type ReadText } from '../core/plan';
import { destinationFor, homeTierOf } from '../core/tiers';

const HOME_TIERS: readonly Tier[] = ['HOT', 'WARM', 'COLD'];

/** Where an entry may be moved by hand: home memory between HOT/WARM/COLD; project learnings between staging and archived. */
export function moveTargets(e: Entry, homeRoot: string | undefined): Tier[] {
  if (homeRoot && e.root === homeRoot && homeTierOf(e.file)) return HOME_TIERS.filter((t) => t !== e.tier);
  if (e.kind === 'log') return [];
  return (['staging', 'archived'] as Tier[]).filter((t) => t !== e.tier);
}

export function planManualMove(e: Entry, tier: Tier, opts: { homeRoot: string | undefined; read: ReadText; editor: EntryEditor; nowMs: number }): Plan {
  const allowed = moveTargets(e, opts.homeRoot);
  if (!allowed.includes(tier)) {
    const why = tier === 'promoted' ? 'use Promote, which writes the rules file' : `it can go to ${allowed.join(', ') || 'no other tier'}`;
    throw new Error(`"${e.title}" cannot be moved to ${tier} by hand: ${why}.`);
  }
  const b = new PlanBuilder(opts.read);
  const at = new Date(opts.nowMs).toISOString();
  const text = b.read(e.root, e.file);
  if (text === undefined) throw new Error(`${e.file} no longer exists`);
  if (HOME_TIERS.includes(tier)) {
    const dest = destinationFor(e, tier as 'HOT' | 'WARM' | 'COLD');
    b.write(e.root, dest, opts.editor.append(b.read(e.root, dest), e, text), `${e.id}: ${e.tier} → ${tier} (moved by hand)`);
    b.write(e.root, e.file, opts.editor.remove(b.read(e.root, e.file) ?? '', e), `${e.id}: moved to ${dest}`);
    return b.build('tiers', at, [`${e.tier} → ${tier}: ${e.title} (${citation(e)}) → ${dest}`]);
  }
  const status = tier === 'archived' ? 'archived' : 'pending';
  b.write(e.root, e.file, opts.editor.setStatus(text, e, status), `${e.id}: status ${status} (moved by hand)`);
  return b.build('tiers', at, [`${e.tier} → ${tier}: ${e.title} (${citation(e)})`]);
}
