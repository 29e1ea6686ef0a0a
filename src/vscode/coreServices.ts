// ExtensionServices over the application layer (src/app/workspace.ts), the same object the CLI and the MCP
// server use. This file only adapts shapes and the editor's state (settings, trust, a pinned clock); every
// use case lives in src/app and every rule in src/core.
import * as vscode from 'vscode';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Entry, Tier } from '../core/model';
import { citation, DAY_MS } from '../core/model';
import { renderDigestMarkdown } from '../core/digest';
import type { Plan } from '../core/plan';
import { RULES_FILES, RULES_TARGETS, type RulesTarget } from '../core/promotion';
import { parseScopedTargets, SCOPED_TARGETS } from '../core/scopedRules';
import { THRESHOLD_FLOOR } from '../core/gate/admission';
import { admissionSignals } from '../core/entryFacts';
import { planDiff } from '../store/applyPlan';
import { UndoHistory } from './undoHistory';
import { defaultHome, LearningsStore } from '../store/index';
import { entryCacheOption } from '../store/entryCache';
import { rebuildSearchApart } from './searchApart';
import { BadClockError, pinnedNow } from '../app/clock';
import { HOOK_AGENTS } from '../app/useCases/hooks';
import { Workspace } from '../app/workspace';
import { vscodeDialogs } from './dialogs';
import type { LearningsSettings } from './settings';
import type {
  AssessmentView, CaptureInput, CaptureOutcome, ConflictView, Dialogs, ExtensionServices, ForgetPreview,
  AppliedPlanView, GateHistoryView, GateStatsView, PromotionPlanView, ScoreView, SearchHitView, UndoView,
} from './services';

/** The digest covers the last week (DESIGN.md: weekly digest). */
const DIGEST_SPAN_MS = 7 * DAY_MS;

/** Rules files from settings (file names) → the core's targets; empty: the core's default (those that exist, else CLAUDE.md). */
function rulesTargets(files: readonly string[]): RulesTarget[] {
  const byFile = new Map(RULES_TARGETS.map((t) => [RULES_FILES[t].toLowerCase(), t] as const));
  return [...new Set(files.map((f) => byFile.get(f.trim().replace(/^\.\//, '').toLowerCase())).filter((t): t is RulesTarget => !!t))];
}

export class CoreServices implements ExtensionServices {
  readonly store: LearningsStore;
  readonly ws: Workspace;
  dialogs: Dialogs = vscodeDialogs;
  /** Tests pin the clock through the exported API. */
  fixedNow: number | undefined;
  /** Applied plans that may still be undone, newest last (this session only: undo needs the bytes in memory). */
  private readonly undoHistory = new UndoHistory();

  constructor(
    readonly settings: LearningsSettings,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    // Opened from the per-user entry cache: activation parses only the files changed since the last session.
    const cache = entryCacheOption({ roots: settings.roots.map((r) => resolve(r)), home: resolve(settings.home ?? defaultHome()), reader: 'editor' });
    this.store = new LearningsStore({ roots: settings.roots, home: settings.home, cache });
    this.ws = new Workspace({
      roots: settings.roots,
      home: settings.home,
      store: this.store,
      clock: () => new Date(this.now()),
      log,
      // Read at each use: the settings object is the editor's live one.
      settings: {
        get admissionThreshold() {
          return settings.admissionThreshold;
        },
        get promotionTargets() {
          return rulesTargets(settings.promotionTargets);
        },
      },
      readOnly: () => this.readOnly(),
      rebuildSearchApart,
    });
  }

  now(): number {
    if (this.fixedNow !== undefined) return this.fixedNow;
    // The same pinned clock the CLI honours ($LEARNINGS_NOW, read by the same parser), so a demo or a test sees fixed scores.
    try {
      return (pinnedNow(process.env) ?? new Date()).getTime();
    } catch (e) {
      if (!(e instanceof BadClockError)) throw e;
      this.log(`${e.message}; using the real time`);
      return Date.now();
    }
  }
  readOnly(): boolean {
    return !vscode.workspace.isTrusted;
  }
  admissionThreshold(): number {
    // The gate's one resolve function, with the same inputs a capture uses (setting, the root's
    // overrides file, environment): a setting or tuner may raise the threshold, never take it below the floor.
    return this.ws.admissionConfig().effectiveThreshold;
  }

  assess(): readonly AssessmentView[] {
    return this.ws.assess();
  }
  scoreOf(entry: Entry): ScoreView {
    return this.ws.scoreOf(entry);
  }
  admissionSignals(entry: Entry): Record<string, number> | undefined {
    // The tree's tooltip asks this of every item shown: from the facts kept with the entry, not its text.
    return entry.facts ? entry.facts.admission : admissionSignals(entry.fields);
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
    const { plan, assessments } = this.ws.planPromotion({
      only,
      scopedTargets: parseScopedTargets(this.settings.scopedTargets.filter((t) => (SCOPED_TARGETS as readonly string[]).includes(t))),
      userPatterns: ids === undefined, // Promote Ready also runs the user → global step; a one-item promote does not
    });
    const promoted = assessments.filter((a) => a.action === 'PROMOTE').map((a) => a.id);
    if (ids && promoted.length === 0) {
      const why = assessments.map((a) => `${a.title}: ${a.action} (${a.reasons.join('; ')})`);
      return { ...this.view({ ...plan, edits: [] }, []), summary: why.length ? why : ['not a staged learning'] };
    }
    return this.view(plan, promoted);
  }
  async applyPlan(plan: PromotionPlanView): Promise<string[]> {
    return (await this.applyPlanUndoable(plan)).changed;
  }
  async applyPlanUndoable(plan: PromotionPlanView): Promise<AppliedPlanView> {
    const { changed, undo } = await this.ws.applyUndoable(plan.plan as Plan);
    return { changed, undoId: this.undoHistory.keep(undo) };
  }
  async undo(undoId?: string): Promise<UndoView> {
    if (this.readOnly()) throw new Error('this workspace is untrusted: nothing is written');
    const record = this.undoHistory.take(undoId);
    if (!record) throw new Error(undoId === undefined ? 'there is no promotion to undo' : 'that promotion was already undone (or is too old to undo)');
    return this.ws.undo(record);
  }
  private entry(id: string): Entry {
    const e = this.store.getEntry(id);
    if (!e) throw new Error(`no learning with id ${id}`);
    return e;
  }
  async describeForget(id: string): Promise<ForgetPreview> {
    const e = this.entry(id);
    const { plan } = this.ws.planForget([e]);
    const files = plan.edits.map((x) => `${x.file} (${x.action === 'delete' ? 'deleted' : 'edited'})`);
    return { id, description: `${e.title} — ${e.file}:${e.line}\n\nRemoved from: ${files.join(', ') || 'nothing'}.\nOnly the id and the time are kept in the lifecycle log.` };
  }
  async forget(id: string): Promise<string[]> {
    if (this.readOnly()) throw new Error('this workspace is untrusted: nothing is written');
    return this.ws.apply(this.ws.planForget([this.entry(id)]).plan);
  }
  moveTargets(id: string): Tier[] {
    const e = this.store.getEntry(id);
    return e ? this.ws.moveTargets(e) : [];
  }
  async moveToTier(id: string, tier: Tier): Promise<string[]> {
    if (this.readOnly()) throw new Error('this workspace is untrusted: nothing is written');
    return this.ws.apply(this.ws.planTierMove(this.entry(id), tier));
  }
  async exportZip(destination: string): Promise<{ files: number; bytes: number }> {
    const manifest = await this.ws.exportZip(destination);
    return { files: manifest.files.length, bytes: statSync(destination).size };
  }
  /** Opens the search segment of a large memory ahead of the first search. */
  prepareSearch(): Promise<void> {
    return this.ws.prepareSearch();
  }
  async search(query: string, limit = 50): Promise<readonly SearchHitView[]> {
    return (await this.ws.searchUnrecorded(query, limit))
      .map((r) => ({ entry: this.store.getEntry(r.id), score: r.score }))
      .filter((h): h is SearchHitView => !!h.entry);
  }
  async digest(): Promise<string> {
    return renderDigestMarkdown(this.ws.digest(DIGEST_SPAN_MS));
  }
  async gateStats(): Promise<GateStatsView> {
    const s = this.ws.gateStats();
    if (!s) return { considered: 0, admitted: 0, quarantined: 0, threshold: this.admissionThreshold(), floor: THRESHOLD_FLOOR };
    return { considered: s.total, admitted: s.admitted, quarantined: s.quarantined, threshold: s.effectiveThreshold, floor: s.floor };
  }
  async gateHistory(): Promise<GateHistoryView[]> {
    return this.ws.gateHistory();
  }
  async capture(input: CaptureInput): Promise<CaptureOutcome> {
    const r = await this.ws.capture({ type: input.type, content: input.content, files: input.files, functions: input.functions, domains: input.domain ? [input.domain] : [], user: this.store.user, trigger: 'vscode' });
    return { decision: r.decision, message: r.reasons.join('; '), id: r.id ?? undefined, file: r.file ?? undefined };
  }
  conflicts(): readonly ConflictView[] {
    const entries = this.store.entries();
    const byCitation = new Map(entries.map((e) => [citation(e), e.id] as const));
    return this.ws.conflicts()
      .filter((c) => c.needsPerson)
      .map((c) => ({ ids: c.details.map((d) => d.id ?? byCitation.get(d.citation)).filter((x): x is string => !!x), title: c.subject, reason: c.reason }));
  }
  async installHooks(agent: string, command?: string): Promise<string[]> {
    // The same merge `learnings hook install` does: our entries added, the rest of the config untouched.
    const r = await this.ws.installHooks(agent, command);
    return r.added.length ? [join(r.root, r.file)] : [];
  }
  hookAgents(): readonly string[] {
    return HOOK_AGENTS;
  }
}
