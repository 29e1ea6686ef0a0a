// ExtensionServices implemented by the same core and store the CLI uses. This file only adapts
// shapes; every rule (scores, gate, promotion, forgetting, tiers, search) lives in src/core.
import * as vscode from 'vscode';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Entry, Tier } from '../core/model';
import { citation, DAY_MS } from '../core/model';
import { assessAll } from '../core/assess';
import { findConflicts } from '../core/conflicts';
import { buildDigest, renderDigestMarkdown } from '../core/digest';
import { planForget } from '../core/forget';
import { formatsEditor } from '../formats/lifecycleEditor';
import type { Plan } from '../core/plan';
import { planPromotion, RULES_FILES, RULES_TARGETS, type RulesTarget } from '../core/promotion';
import { searchEntries } from '../core/retrieval';
import { planTierMove, tierMoveTargets } from '../core/tierMove';
import { applyPlan, planDiff, readFromDisk } from '../store/applyPlan';
import { readLifecycleEvents } from '../store/usageLog';
import { exportZip } from '../store/exportZip';
import { captureLearning } from '../store/capturePipeline';
import { admissionConfigFor, gateHistory, gateStats } from '../store/gateAudit';
import { HOOK_AGENTS, installHooks, type HookAgent } from '../cli/hooks/installHooks';
import { scoreEntry } from '../core/scorer';
import { resolveAdmissionConfig, THRESHOLD_FLOOR } from '../core/gate/admission';
import { LearningsStore } from '../store/index';
import { vscodeDialogs } from './dialogs';
import type { LearningsSettings } from './settings';
import type {
  AssessmentView, CaptureInput, CaptureOutcome, ConflictView, Dialogs, ExtensionServices, ForgetPreview,
  GateHistoryView, GateStatsView, PromotionPlanView, ScoreView, SearchHitView,
} from './services';

const AMAC_SIGNALS = ['type', 'novelty', 'confidence', 'recency', 'utility', 'score'];
/** The digest covers the last week (DESIGN.md: weekly digest). */
const DIGEST_SPAN_MS = 7 * DAY_MS;

export class CoreServices implements ExtensionServices {
  readonly store: LearningsStore;
  dialogs: Dialogs = vscodeDialogs;
  /** Tests pin the clock through the exported API. */
  fixedNow: number | undefined;

  constructor(
    readonly settings: LearningsSettings,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    this.store = new LearningsStore({ roots: settings.roots, home: settings.home });
  }

  now(): number {
    if (this.fixedNow !== undefined) return this.fixedNow;
    // The same pinned clock the CLI honours ($LEARNINGS_NOW), so a demo or a test sees fixed scores.
    const pinned = process.env.LEARNINGS_NOW ? Date.parse(process.env.LEARNINGS_NOW) : NaN;
    return Number.isFinite(pinned) ? pinned : Date.now();
  }
  readOnly(): boolean {
    return !vscode.workspace.isTrusted;
  }
  admissionThreshold(): number {
    // The gate's one resolve function, with the same inputs a capture uses (setting, the root's
    // overrides file, environment): a setting or tuner may raise the threshold, never take it below the floor.
    const g = this.gateRoot();
    if (g) return g.config.effectiveThreshold;
    return resolveAdmissionConfig({ settings: { threshold: this.settings.admissionThreshold }, env: process.env }, this.log).effectiveThreshold;
  }

  assess(): readonly AssessmentView[] {
    return assessAll(this.store.entries(), this.now());
  }
  scoreOf(entry: Entry): ScoreView {
    return scoreEntry(entry, this.now());
  }
  admissionSignals(entry: Entry): Record<string, number> | undefined {
    const out: Record<string, number> = {};
    for (const [key, value] of Object.entries(entry.fields)) {
      const name = key.replace(/^(admission|signals|amac)\./i, '').toLowerCase();
      const n = Number(value);
      if (AMAC_SIGNALS.includes(name) && Number.isFinite(n)) out[name] = n;
    }
    return Object.keys(out).length ? out : undefined;
  }

  private homeRoot(): string | undefined {
    return this.store.roots().find((r) => r.kind === 'home')?.path;
  }

  /** Rules files from settings (file names) → the core's targets; empty: the core's default (those that exist, else CLAUDE.md). */
  private rulesTargets(): RulesTarget[] | undefined {
    const byFile = new Map(RULES_TARGETS.map((t) => [RULES_FILES[t].toLowerCase(), t] as const));
    const wanted = this.settings.promotionTargets.map((f) => byFile.get(f.trim().replace(/^\.\//, '').toLowerCase())).filter((t): t is RulesTarget => !!t);
    return wanted.length ? [...new Set(wanted)] : undefined;
  }

  private view(plan: Plan, entryIds: string[]): PromotionPlanView {
    return {
      entryIds,
      summary: [...plan.notes],
      files: plan.edits.map((e) => ({ path: join(e.root, e.file), relPath: e.file, before: e.before ?? '', after: e.after ?? '', diff: planDiff(e) })),
      plan,
    };
  }

  async planPromotion(ids?: readonly string[]): Promise<PromotionPlanView> {
    // "Promote ready" promotes exactly what is ready; pruning stays a separate, explicit step (the CLI's `promote`).
    const only = new Set(ids ?? this.assess().filter((a) => a.action === 'PROMOTE').map((a) => a.id));
    const { plan, assessments } = planPromotion({
      entries: this.store.entries(),
      nowMs: this.now(),
      read: readFromDisk,
      editor: formatsEditor,
      targets: this.rulesTargets(),
      only,
      homeRoot: this.homeRoot(),
    });
    const promoted = assessments.filter((a) => a.action === 'PROMOTE').map((a) => a.id);
    if (ids && promoted.length === 0) {
      const why = assessments.map((a) => `${a.title}: ${a.action} (${a.reasons.join('; ')})`);
      return { ...this.view({ ...plan, edits: [] }, []), summary: why.length ? why : ['not a staged learning'] };
    }
    return this.view(plan, promoted);
  }
  async applyPlan(plan: PromotionPlanView): Promise<string[]> {
    if (this.readOnly()) throw new Error('this workspace is untrusted: nothing is written');
    return (await applyPlan(plan.plan as Plan)).changed;
  }
  async describeForget(id: string): Promise<ForgetPreview> {
    const e = this.store.getEntry(id);
    if (!e) throw new Error(`no learning with id ${id}`);
    const { plan } = planForget({ entries: this.store.entries(), forget: [e], nowMs: this.now(), read: readFromDisk, editor: formatsEditor, homeRoot: this.homeRoot() });
    const files = plan.edits.map((x) => `${x.file} (${x.action === 'delete' ? 'deleted' : 'edited'})`);
    return { id, description: `${e.title} — ${e.file}:${e.line}\n\nRemoved from: ${files.join(', ') || 'nothing'}.\nOnly the id and the time are kept in the lifecycle log.` };
  }
  async forget(id: string): Promise<string[]> {
    if (this.readOnly()) throw new Error('this workspace is untrusted: nothing is written');
    const e = this.store.getEntry(id);
    if (!e) throw new Error(`no learning with id ${id}`);
    const { plan } = planForget({ entries: this.store.entries(), forget: [e], nowMs: this.now(), read: readFromDisk, editor: formatsEditor, homeRoot: this.homeRoot() });
    const changed = (await applyPlan(plan)).changed;
    await this.store.refreshFiles(changed);
    return changed;
  }
  moveTargets(id: string): Tier[] {
    const e = this.store.getEntry(id);
    return e ? tierMoveTargets(e, this.homeRoot()) : [];
  }
  async moveToTier(id: string, tier: Tier): Promise<string[]> {
    if (this.readOnly()) throw new Error('this workspace is untrusted: nothing is written');
    const e = this.store.getEntry(id);
    if (!e) throw new Error(`no learning with id ${id}`);
    const plan = planTierMove(e, tier, { homeRoot: this.homeRoot(), read: readFromDisk, editor: formatsEditor, nowMs: this.now() });
    const changed = (await applyPlan(plan)).changed;
    await this.store.refreshFiles(changed);
    return changed;
  }
  async exportZip(destination: string): Promise<{ files: number; bytes: number }> {
    const manifest = await exportZip(this.store.roots(), destination, { user: this.store.user, now: new Date(this.now()) });
    return { files: manifest.files.length, bytes: statSync(destination).size };
  }
  search(query: string, limit = 50): readonly SearchHitView[] {
    return searchEntries(this.store.entries(), query, limit)
      .map((r) => ({ entry: this.store.getEntry(r.id), score: r.score }))
      .filter((h): h is SearchHitView => !!h.entry);
  }
  async digest(): Promise<string> {
    const now = this.now();
    const entries = this.store.entries();
    const d = buildDigest(entries, readLifecycleEvents(this.store.roots()), findConflicts(entries), now - DIGEST_SPAN_MS, now);
    return renderDigestMarkdown(d);
  }
  private workspaceRoot(): string {
    const root = this.store.roots().find((r) => r.kind === 'workspace');
    if (!root) throw new Error('open a folder first: learnings are captured into its .learnings/');
    return root.path;
  }
  /** The gate's log and config for the first workspace root (where captures are written). */
  private gateRoot(): { root: string; config: ReturnType<typeof admissionConfigFor> } | undefined {
    const root = this.store.roots().find((r) => r.kind === 'workspace')?.path;
    return root ? { root, config: admissionConfigFor(root, { threshold: this.settings.admissionThreshold }, process.env, this.log) } : undefined;
  }
  async gateStats(): Promise<GateStatsView> {
    const g = this.gateRoot();
    if (!g) return { considered: 0, admitted: 0, quarantined: 0, threshold: this.admissionThreshold(), floor: THRESHOLD_FLOOR };
    const s = gateStats(g.root, new Date(this.now()), g.config);
    return { considered: s.total, admitted: s.admitted, quarantined: s.quarantined, threshold: s.effectiveThreshold, floor: s.floor };
  }
  async gateHistory(): Promise<GateHistoryView[]> {
    const g = this.gateRoot();
    return g ? gateHistory(g.root, new Date(this.now()), g.config) : [];
  }
  async capture(input: CaptureInput): Promise<CaptureOutcome> {
    if (this.readOnly()) throw new Error('this workspace is untrusted: nothing is written');
    const root = this.workspaceRoot();
    const r = await captureLearning({
      root,
      now: new Date(this.now()),
      settings: { threshold: this.settings.admissionThreshold },
      env: process.env,
      log: this.log,
      input: { type: input.type, content: input.content, files: input.files, functions: input.functions, domains: input.domain ? [input.domain] : [], user: this.store.user, trigger: 'vscode' },
    });
    if (r.file) await this.store.refreshFile(join(root, r.file));
    return { decision: r.decision, message: r.reasons.join('; '), id: r.id ?? undefined, file: r.file ?? undefined };
  }
  conflicts(): readonly ConflictView[] {
    const entries = this.store.entries();
    const byCitation = new Map(entries.map((e) => [citation(e), e.id] as const));
    return findConflicts(entries)
      .filter((c) => c.needsPerson)
      .map((c) => ({ ids: c.details.map((d) => d.id ?? byCitation.get(d.citation)).filter((x): x is string => !!x), title: c.subject, reason: c.reason }));
  }
  async installHooks(agent: string, command?: string): Promise<string[]> {
    if (this.readOnly()) throw new Error('this workspace is untrusted: nothing is written');
    if (!(HOOK_AGENTS as readonly string[]).includes(agent)) throw new Error(`unknown agent ${JSON.stringify(agent)}: expected ${HOOK_AGENTS.join(', ')}`);
    const root = this.workspaceRoot();
    // The same merge `learnings hook install` does: our entries added, the rest of the config untouched.
    const r = await installHooks(root, agent as HookAgent, command);
    return r.added.length ? [join(root, r.file)] : [];
  }
  hookAgents(): readonly string[] {
    return HOOK_AGENTS;
  }
}
