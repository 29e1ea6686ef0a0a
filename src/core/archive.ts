// Archiving low scorers: its own, explicit step (`learnings archive`, previewed first, written with --yes), never a
// side effect of promote. PRUNE-assessed entries get `Status: archived` (JSON: `pruned`) and a line in the discard
// log; home-memory entries move to archive/ (COLD). Per-user memory is never assessed, so never archived here.
import { assessAll, type Assessment } from './assess';
import type { EntryEditor } from './entryEditor';
import type { Entry } from './model';
import { citation } from './model';
import { DISCARD_LOG, DISCARD_LOG_HEADER, HOME_LIFECYCLE_LOG, LIFECYCLE_LOG, PROMOTION_LOG, PROMOTION_LOG_HEADER, PlanBuilder, lifecycleLine, type Plan, type ReadText } from './plan';
import { addRepoHygiene } from './repoHygiene';
import { formatScore } from './scorer';
import { destinationFor } from './tiers';

export interface ArchiveInput {
  entries: readonly Entry[];
  nowMs: number;
  read: ReadText;
  editor: EntryEditor;
  /** Only these entry ids; default: every entry assessed PRUNE. */
  only?: ReadonlySet<string>;
  homeRoot?: string;
  lastUsed?: ReadonlyMap<string, number>;
}

export interface ArchiveResult {
  plan: Plan;
  /** The assessments of the entries archived (PRUNE only). */
  archived: Assessment[];
}

export function planArchive(input: ArchiveInput): ArchiveResult {
  const at = new Date(input.nowMs).toISOString();
  const byId = new Map(input.entries.map((e) => [e.id, e] as const));
  const archived = assessAll(input.entries, input.nowMs, input.lastUsed).filter((a) => a.action === 'PRUNE' && (!input.only || input.only.has(a.id)));
  const b = new PlanBuilder(input.read);
  const notes: string[] = [];
  const items = archived
    .map((a) => ({ a, e: byId.get(a.id)! }))
    .sort((x, y) => x.e.root.localeCompare(y.e.root) || x.e.file.localeCompare(y.e.file) || y.e.line - x.e.line);
  for (const { a, e } of items) {
    const id = e.sourceId ?? e.id;
    const score = formatScore(a.scores.composite);
    const text = b.read(e.root, e.file);
    if (text === undefined) throw new Error(`${e.file}: missing while planning the archiving of ${e.id}`);
    if (input.homeRoot !== undefined && e.root === input.homeRoot) {
      const dest = destinationFor(e, 'COLD');
      b.write(e.root, dest, input.editor.append(b.read(e.root, dest), e, text), `${id}: archived (COLD)`);
      b.write(e.root, e.file, input.editor.remove(text, e), `${id}: moved to ${dest}`);
      b.append(e.root, HOME_LIFECYCLE_LOG, lifecycleLine({ at, action: 'archived', id, from: e.file, to: dest, score: a.scores.composite }), 'lifecycle log');
      notes.push(`ARCHIVE ${id} (${score}) → ${dest}`);
      continue;
    }
    b.write(e.root, e.file, input.editor.setStatus(text, e, e.format === 'json-entry' ? 'pruned' : 'archived'), `${id}: status archived`);
    b.append(e.root, DISCARD_LOG, `- ${at.slice(0, 10)} | ${id} | ${JSON.stringify(e.title)} | score ${score} | ${citation(e)}\n`, `${id}: archived`, DISCARD_LOG_HEADER);
    b.append(e.root, PROMOTION_LOG, `- ${at} ARCHIVE ${id} "${e.title}" (score ${score}) → ${DISCARD_LOG}\n`, 'promotion log', PROMOTION_LOG_HEADER);
    b.append(e.root, LIFECYCLE_LOG, lifecycleLine({ at, action: 'pruned', id, to: DISCARD_LOG, score: a.scores.composite }), 'lifecycle log');
    notes.push(`ARCHIVE ${id} (${score}): ${a.reasons.join('; ')} → ${DISCARD_LOG}`);
  }
  if (items.length === 0) notes.push('nothing scores below the archive threshold');
  addRepoHygiene(b, [...new Set(items.map((x) => x.e.root).filter((r) => r !== input.homeRoot))]);
  return { plan: b.build('archive', at, notes), archived };
}
