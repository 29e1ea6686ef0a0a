// The extension's one port onto the domain: everything a command, view or the dashboard does goes
// through these services, which adapt the SAME core and store the CLI uses (coreServices.ts).
// Dialogs are part of the port so extension-host tests can answer them without mocking `vscode`.
import type * as vscode from 'vscode';
import type { Entry, Tier } from '../core/model';
import type { LearningsStore } from '../store/index';
import type { Assessment } from '../core/assess';
import type { Scores } from '../core/scorer';
import type { CaptureType } from '../core/model';

/** The core's own shapes: one vocabulary from the scorer to the dashboard. */
export type ScoreView = Scores;
export type AssessmentView = Assessment;

/** One file a plan would change: absolute path, its text before and after, and a unified diff. */
export interface PlannedFileChange {
  path: string;
  relPath: string;
  before: string;
  after: string;
  diff: string;
}

/** A promotion plan as the core made it; `plan` is the core's own object, handed back to applyPlan unchanged. */
export interface PromotionPlanView {
  entryIds: string[];
  summary: string[];
  files: PlannedFileChange[];
  plan: unknown;
}

/** An applied plan that can be undone: the files it changed and the id to undo it by. */
export interface AppliedPlanView {
  /** Absolute paths written or deleted. */
  changed: string[];
  undoId: string;
}

/** What an undo did, per file (absolute paths). */
export interface UndoView {
  restored: string[];
  removed: string[];
  /** Files left as they are because they changed after the promotion, with why. */
  refused: { path: string; reason: string }[];
}

export interface SearchHitView {
  entry: Entry;
  score: number;
}

export interface ConflictView {
  ids: string[];
  title: string;
  reason: string;
}

export interface GateStatsView {
  considered: number;
  admitted: number;
  quarantined: number;
  threshold: number;
  floor: number;
}

/** One UTC day of gate decisions, with the effective threshold in force and the floor. */
export interface GateHistoryView extends GateStatsView {
  /** ISO start of the day. */
  at: string;
}

export interface CaptureInput {
  type: CaptureType;
  content: string;
  files: string[];
  functions: string[];
  domain?: string;
}

export interface CaptureOutcome {
  /** admitted | merged | duplicate | quarantined | rejected … as the gate said. */
  decision: string;
  message: string;
  id?: string;
  file?: string;
}

export interface ForgetPreview {
  id: string;
  description: string;
}

/** The dialogs commands need; tests swap in answers through the extension's exported API. */
export interface Dialogs {
  pick<T extends vscode.QuickPickItem>(items: readonly T[], options: vscode.QuickPickOptions): Promise<T | undefined>;
  input(options: vscode.InputBoxOptions): Promise<string | undefined>;
  /** A modal question; resolves to the chosen action label, undefined when cancelled. */
  confirm(message: string, detail: string, ...actions: string[]): Promise<string | undefined>;
  saveLocation(options: vscode.SaveDialogOptions): Promise<vscode.Uri | undefined>;
  info(message: string): void;
  /** A notification with buttons; resolves to the button chosen (undefined when dismissed). Callers never wait on it. */
  notify(message: string, ...actions: string[]): Promise<string | undefined>;
  error(message: string): void;
}

export interface ExtensionServices {
  readonly store: LearningsStore;
  dialogs: Dialogs;
  /** The clock, in one place (tests may pin it). */
  now(): number;
  /** Untrusted workspace: read-only (every write refuses with a message). */
  readOnly(): boolean;
  /** The admission threshold after the gate's own clamp (never below the floor). */
  admissionThreshold(): number;
  assess(): readonly AssessmentView[];
  /** Score of any entry (also those no longer staged), for badges and tooltips. */
  scoreOf(entry: Entry): ScoreView;
  /** Recorded A-MAC signals of an entry, when its file carries them. */
  admissionSignals(entry: Entry): Record<string, number> | undefined;
  planPromotion(ids?: readonly string[]): Promise<PromotionPlanView>;
  /** Applies exactly that plan through the store; resolves to the changed files (absolute). */
  applyPlan(plan: PromotionPlanView): Promise<string[]>;
  /** Applies that plan and keeps what it takes to undo it (every touched file's bytes before and after). */
  applyPlanUndoable(plan: PromotionPlanView): Promise<AppliedPlanView>;
  /** Undoes an applied plan (the latest when no id): files still exactly as written go back byte for byte. */
  undo(undoId?: string): Promise<UndoView>;
  describeForget(id: string): Promise<ForgetPreview>;
  forget(id: string): Promise<string[]>;
  /** The tiers a person may move this entry to by hand. */
  moveTargets(id: string): Tier[];
  moveToTier(id: string, tier: Tier): Promise<string[]>;
  exportZip(destination: string): Promise<{ files: number; bytes: number }>;
  search(query: string, limit?: number): Promise<readonly SearchHitView[]>;
  digest(): Promise<string>;
  gateStats(): Promise<GateStatsView>;
  /** The gate log per UTC day, oldest first (empty before the gate saw anything). */
  gateHistory(): Promise<GateHistoryView[]>;
  capture(input: CaptureInput): Promise<CaptureOutcome>;
  conflicts(): readonly ConflictView[];
  /** Writes the agent hook configuration for `agent` into the workspace; resolves to the files written. */
  /** Merges the agent's hooks (running `command`, default `learnings hook <agent>`); resolves to the files changed. */
  installHooks(agent: string, command?: string): Promise<string[]>;
  hookAgents(): readonly string[];
}
