// What the dashboard needs from the rest of the extension, as one narrow port. The extension's
// services (the same core the CLI calls) are adapted to it in fromExtensionServices.ts, so the
// dashboard never computes a rule itself and its message handling is testable without VS Code.
// No `vscode` import here on purpose.
import type { Entry } from '../../core/model';
import type { AdmissionPoint, AdmissionSignals, FileDiff, ScoreBreakdown, SearchHit } from '../../shared/protocol';
import type { PlannedFileChange } from '../services';

/** One staged learning as the core assessed it (`learnings assess`). */
export interface AssessedLearning {
  id: string;
  scores: ScoreBreakdown;
  action: 'PROMOTE' | 'KEEP' | 'PRUNE';
  reasons: string[];
}

/** A promotion the core planned: the diffs to show, and how to apply exactly that plan. */
export interface PromotionPreview {
  files: FileDiff[];
  /** Each file's text before and after, for the diff editor. */
  changes: PlannedFileChange[];
  summary: string[];
  /** Applies the plan through the store; resolves to the files it changed (relative paths) and the id to undo it by. */
  apply(): Promise<{ changedFiles: string[]; undoId: string }>;
}

/** What an undo did, with paths relative to their root. */
export interface UndoResult {
  restored: string[];
  removed: string[];
  refused: { file: string; reason: string }[];
}

export interface DashboardSource {
  /** Resolves once the store has read its files; the first state waits for it (a restored panel opens before that). */
  whenLoaded?(): PromiseLike<void>;
  entries(): readonly Entry[];
  assess(): Promise<readonly AssessedLearning[]>;
  /** Gate decisions over time, oldest first (empty when nothing was logged). */
  admissionHistory(): Promise<readonly AdmissionPoint[]>;
  /** The threshold the gate applies now (already clamped by the core) and its floor. */
  admissionNow(): Promise<{ threshold: number; floor: number }>;
  /** The A-MAC signals recorded (or recomputed by the core) for one learning. */
  admissionSignals(id: string): Promise<AdmissionSignals | undefined>;
  /** The scorer's cut-offs, for the histogram's lines. */
  readonly thresholds: { promoteAt: number; pruneBelow: number };
  planPromotion(ids: readonly string[]): Promise<PromotionPreview>;
  /** Undoes an applied promotion: every file still exactly as written goes back byte for byte. */
  undo(undoId: string): Promise<UndoResult>;
  /** What forgetting would remove (shown in the confirmation), then the removal itself. */
  describeForget(id: string): Promise<string>;
  forget(id: string): Promise<void>;
  exportZip(destination: string): Promise<void>;
  search(query: string): Promise<readonly SearchHit[]>;
  onDidChange(listener: () => void): { dispose(): void };
  /** Untrusted workspace (or no writable root): the dashboard shows, never changes. */
  readOnly(): boolean;
}
