// What every use case is given: the loaded store, the clock, where the home memory and captures live, and the log.
import type { LearningsStore } from '../../store/learningsStore';
import type { RulesTarget } from '../../core/promotion';
import type { ScopedTarget } from '../../core/scopedRules';

export interface UseCaseContext {
  readonly store: LearningsStore;
  now(): Date;
  /** The home memory root when it exists (worked out once, from the store's roots). */
  homeRoot(): string | undefined;
  /** The first workspace root: where captures, the gate log and hook settings are written. */
  captureRoot(): string | undefined;
  readonly user: string | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly settings: WorkspaceSettings;
  log(line: string): void;
  /** Latest use per entry id (the usage log): freshness counts it as much as a written date. */
  lastUsed(): ReadonlyMap<string, number>;
  /**
   * Builds the search segment of these roots in a process of its own and resolves true once it is on disk (the
   * editor: a large rebuild would hold its shared extension host for seconds and hundreds of MB). Absent: built here.
   */
  readonly rebuildSearchApart?: (spec: SearchRoots) => Promise<boolean>;
}

/** Which memory a search segment is of. */
export interface SearchRoots {
  roots: string[];
  home: string | null;
  user?: string;
}

/** What a person may set (the editor's settings; the CLI leaves them empty). */
export interface WorkspaceSettings {
  /** A-MAC admission threshold; may raise the gate's, never lower it below the floor. */
  admissionThreshold?: number;
  /** Rules files promotion writes to; empty: those that exist, else CLAUDE.md. */
  promotionTargets?: readonly RulesTarget[];
  /** Path-scoped rules files promotion also writes (default: none). */
  scopedTargets?: readonly ScopedTarget[];
}
