// Shared by the lifecycle commands (assess, promote, tiers, conflicts, search, forget, digest, export,
// patterns, mcp): open the store for the global options, show or apply a plan. Not a command itself.
import type { Command } from 'commander';
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
    if (dryRun) return `${text}\n\nDry run: nothing was written.`;
    return `${text}\n\n${applied.length} file(s) written.`;
  });
  return out;
}
