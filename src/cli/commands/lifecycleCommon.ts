// Shared by the lifecycle commands (assess, promote, tiers, conflicts, search, forget, digest, export,
// patterns, mcp): open the store for the global options, show or apply a plan. Not a command itself.
import type { Command } from 'commander';
import type { Entry } from '../../core/model';
import type { Plan } from '../../core/plan';
import type { Workspace } from '../../app/workspace';
import { planDiff, renderPlan } from '../../store/applyPlan';
import { getContext, openWorkspace, type CliContext } from '../context';
import { printResult, safeText } from '../output';

export interface Loaded {
  ctx: CliContext;
  ws: Workspace;
}

/** The validated global options and the workspace they describe, loaded. */
export async function loadAll(cmd: Command): Promise<Loaded> {
  const ctx = getContext(cmd);
  return { ctx, ws: await openWorkspace(ctx) };
}

/**
 * The one rule of every command that writes a plan (promote, archive, forget, tiers, patterns): it previews by
 * default and writes with `--yes` (alias `--apply`). `--dry-run` is still accepted (it is the default now).
 */
export function planFlags(cmd: Command): Command {
  return cmd
    .option('--yes', 'write the plan (without it: preview only)')
    .option('--apply', 'same as --yes')
    .option('--dry-run', 'preview only: the default (kept so older scripts still run)');
}

export interface PlanFlagValues {
  yes?: boolean;
  apply?: boolean;
  dryRun?: boolean;
}

export function wantsWrite(o: PlanFlagValues): boolean {
  return Boolean((o.yes || o.apply) && !o.dryRun);
}

/** An id or query that matches nothing is an error (exit 1), never a quiet "nothing to do". */
export function requireKnownIds(entries: readonly Entry[], ids: readonly string[]): void {
  const known = new Set(entries.flatMap((e) => [e.id, e.sourceId].filter((x): x is string => !!x)));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw new Error(`no learning with id ${missing.join(', ')}`);
}

/** Entry ids for `--id` values given as written in the file (sourceId) or as the store's id. */
export function idsOf(entries: readonly Entry[], ids: readonly string[]): Set<string> {
  const want = new Set(ids);
  return new Set(entries.filter((e) => want.has(e.id) || (e.sourceId !== undefined && want.has(e.sourceId))).map((e) => e.id));
}

export interface PlanOutput {
  dryRun: boolean;
  notes: string[];
  edits: { root: string; file: string; action: string; reasons: string[]; diff: string }[];
  /** Absolute paths written (empty on a dry run). */
  applied: string[];
}

/** Prints the plan (with diffs on a dry run) and applies it unless `dryRun`; `extra` joins the JSON output. */
export async function showAndApply(ctx: CliContext, ws: Workspace, plan: Plan, dryRun: boolean, extra: Record<string, unknown> = {}): Promise<PlanOutput> {
  const applied = dryRun ? [] : await ws.apply(plan);
  const out: PlanOutput = {
    dryRun,
    notes: plan.notes,
    edits: plan.edits.map((e) => ({ root: e.root, file: e.file, action: e.action, reasons: e.reasons, diff: planDiff(e) })),
    applied,
  };
  printResult(ctx.json, { ...extra, ...out }, () => {
    const text = safeText(renderPlan(plan, dryRun));
    if (dryRun) return `${text}\n\nDry run: nothing was written.${plan.edits.length > 0 ? ' Run again with --yes (or --apply) to write it.' : ''}`;
    return `${text}\n\n${applied.length} file(s) written.`;
  });
  return out;
}
