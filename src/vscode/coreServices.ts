// ExtensionServices implemented by the same core and store the CLI uses. This file only adapts
// shapes; every rule (scores, gate, promotion, forgetting, tiers, search) lives in src/core.
import * as vscode from 'vscode';
import type { Entry, Tier } from '../core/model';
import { assessAll } from '../core/assess';
import { scoreEntry } from '../core/scorer';
import { resolveAdmissionConfig, THRESHOLD_FLOOR } from '../core/gate/admission';
import { LearningsStore } from '../store/index';
import { vscodeDialogs } from './dialogs';
import type { LearningsSettings } from './settings';
import type {
  AssessmentView, CaptureInput, CaptureOutcome, ConflictView, Dialogs, ExtensionServices, ForgetPreview,
  GateStatsView, PromotionPlanView, ScoreView, SearchHitView,
} from './services';

/** A core capability that has not landed in this build. */
export class NotAvailableError extends Error {
  constructor(what: string) {
    super(`${what} is not available in this build of Learnings Explorer`);
  }
}

const AMAC_SIGNALS = ['type', 'novelty', 'confidence', 'recency', 'utility'];

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
    // The gate's one resolve function: a setting may raise the threshold, never take it below the floor.
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
      const name = key.replace(/^(scores|signals|amac)\./i, '').toLowerCase();
      const n = Number(value);
      if (AMAC_SIGNALS.includes(name) && Number.isFinite(n)) out[name] = n;
    }
    return Object.keys(out).length ? out : undefined;
  }

  async planPromotion(ids?: readonly string[]): Promise<PromotionPlanView> {
    void ids;
    throw new NotAvailableError('Promotion planning');
  }
  async applyPlan(plan: PromotionPlanView): Promise<string[]> {
    void plan;
    throw new NotAvailableError('Applying a plan');
  }
  async describeForget(id: string): Promise<ForgetPreview> {
    const e = this.store.getEntry(id);
    if (!e) throw new Error(`no learning with id ${id}`);
    return { id, description: `${e.title} (${e.file}:${e.line})` };
  }
  async forget(id: string): Promise<string[]> {
    void id;
    throw new NotAvailableError('Forgetting');
  }
  async moveToTier(id: string, tier: Tier): Promise<string[]> {
    void id;
    void tier;
    throw new NotAvailableError('Moving between tiers');
  }
  async exportZip(destination: string): Promise<{ files: number; bytes: number }> {
    void destination;
    throw new NotAvailableError('ZIP export');
  }
  search(query: string, limit = 50): readonly SearchHitView[] {
    void query;
    void limit;
    throw new NotAvailableError('Search');
  }
  async digest(): Promise<string> {
    throw new NotAvailableError('The digest');
  }
  async gateStats(): Promise<GateStatsView> {
    return { considered: 0, admitted: 0, quarantined: 0, threshold: this.admissionThreshold(), floor: THRESHOLD_FLOOR };
  }
  async capture(input: CaptureInput): Promise<CaptureOutcome> {
    void input;
    throw new NotAvailableError('Capture');
  }
  conflicts(): readonly ConflictView[] {
    return [];
  }
  async installHooks(agent: string): Promise<string[]> {
    void agent;
    throw new NotAvailableError('Hook set-up');
  }
  hookAgents(): readonly string[] {
    return ['claude', 'codex', 'copilot'];
  }
}
