// The application layer: one object per workspace (roots, home, user, clock, log) that owns every use case.
// The CLI commands, the MCP server and the editor are adapters over it: they parse input, call one method,
// and render the answer. Each method is one use case in src/app/useCases/<name>.ts; to add one, write that
// file, add a method here, and one thin adapter per surface (docs/architecture.md).
import type { CaptureInput } from '../core/gate/gate';
import type { Entry, Tier } from '../core/model';
import type { Plan } from '../core/plan';
import { assessAll, lastUses, type Assessment } from '../core/assess';
import { findConflicts, type Conflict } from '../core/conflicts';
import { scoreEntry, type Scores } from '../core/scorer';
import { applyPlan, type ApplyResult } from '../store/applyPlan';
import { undoPlan, type UndoOutcome, type UndoRecord } from '../store/undoPlan';
import { LearningsStore, defaultHome } from '../store/learningsStore';
import { entryCacheOption } from '../store/entryCache';
import { readUsage } from '../store/usageLog';
import type { HookEvent } from './hooks/payload';
import type { UseCaseContext, WorkspaceSettings } from './useCases/context';
import { capture } from './useCases/capture';
import { digest } from './useCases/digest';
import { planForget, selectToForget } from './useCases/forget';
import { admissionConfig, gateHistory, gateStats } from './useCases/gateAudit';
import { handleHook, installHooks } from './useCases/hooks';
import { planPromote, type PromoteRequest } from './useCases/promote';
import { planArchive } from './useCases/archive';
import { search, searchAndRecordUses } from './useCases/search';
import { prepareSearch } from './useCases/searchSource';
import { promptContext } from './useCases/promptContext';
import { learningStats } from './useCases/stats';
import { moveTargets, planTierMove } from './useCases/tierMove';
import { planTiersAndCompaction } from './useCases/compaction';
import { planPatterns } from './useCases/userPatterns';

export type { WorkspaceSettings };

export interface WorkspaceOptions {
  roots: readonly string[];
  /** The home memory folder (it may not exist); undefined: $LEARNINGS_HOME or ~/self-improving; null: none. */
  home?: string | null;
  user?: string;
  /** The clock; every decision reads the time through it. */
  clock: () => Date;
  log?: (line: string) => void;
  env?: Readonly<Record<string, string | undefined>>;
  settings?: WorkspaceSettings;
  /** True when nothing may be written (an untrusted folder): every write use case refuses. */
  readOnly?: () => boolean;
  /** An already-open store over the same roots (the editor keeps one watching). */
  store?: LearningsStore;
  /** See UseCaseContext.rebuildSearchApart. */
  rebuildSearchApart?: UseCaseContext['rebuildSearchApart'];
}

export class Workspace implements UseCaseContext {
  readonly store: LearningsStore;
  readonly user: string | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly settings: WorkspaceSettings;
  private readonly options: WorkspaceOptions;
  readonly rebuildSearchApart?: UseCaseContext['rebuildSearchApart'];
  private usage?: { readAt: number; map: ReadonlyMap<string, number> };

  constructor(options: WorkspaceOptions) {
    this.options = options;
    this.env = options.env ?? process.env;
    this.user = options.user;
    this.settings = options.settings ?? {};
    this.rebuildSearchApart = options.rebuildSearchApart;
    const home = options.home === undefined ? defaultHome(this.env) : options.home;
    // The per-user entry cache (store/entryCache.ts), as the hooks use it: a command opens a large memory without
    // parsing every file again, only those changed since. Off with LEARNINGS_ENTRY_CACHE=off.
    const cache = entryCacheOption({ roots: [...options.roots], home: home ?? undefined, user: options.user }, this.env);
    this.store = options.store ?? new LearningsStore({ roots: [...options.roots], home, user: options.user, cache });
  }

  /** A workspace whose store is loaded. */
  static async open(options: WorkspaceOptions): Promise<Workspace> {
    const ws = new Workspace(options);
    await ws.store.load();
    return ws;
  }

  now(): Date {
    return this.options.clock();
  }
  log(line: string): void {
    this.options.log?.(line);
  }
  homeRoot(): string | undefined {
    return this.store.roots().find((r) => r.kind === 'home')?.path;
  }
  captureRoot(): string | undefined {
    return this.store.roots().find((r) => r.kind === 'workspace')?.path;
  }
  readOnly(): boolean {
    return this.options.readOnly?.() ?? false;
  }
  private assertWritable(): void {
    if (this.readOnly()) throw new Error('this workspace is untrusted: nothing is written');
  }

  entries(): Entry[] {
    return this.store.entries();
  }
  /** Read from the usage log at most once a second (the tree asks for every row's score). */
  lastUsed(): ReadonlyMap<string, number> {
    const t = Date.now();
    if (!this.usage || t - this.usage.readAt > 1000) this.usage = { readAt: t, map: lastUses(readUsage(this.store.roots()), this.now().getTime()) };
    return this.usage.map;
  }
  assess(): Assessment[] {
    return assessAll(this.store.entries(), this.now().getTime(), this.lastUsed());
  }
  scoreOf(entry: Entry): Scores {
    return scoreEntry(entry, this.now().getTime(), this.lastUsed().get(entry.id));
  }
  conflicts(): Conflict[] {
    return findConflicts(this.store.entries());
  }

  /** Applies a plan (every edit locked and atomic) and re-reads the files it changed; resolves to their paths. */
  async apply(plan: Plan): Promise<string[]> {
    return (await this.applyUndoable(plan)).changed;
  }

  /** Applies a plan and keeps what it needs to be undone: every touched file's bytes before and after. */
  async applyUndoable(plan: Plan): Promise<ApplyResult> {
    this.assertWritable();
    const result = await applyPlan(plan);
    await this.store.refreshFiles(result.changed);
    return result;
  }

  /** Restores every file an applied plan touched, byte for byte, unless it changed since (then it is left as it is). */
  async undo(record: UndoRecord): Promise<UndoOutcome> {
    this.assertWritable();
    const out = await undoPlan(record);
    await this.store.refreshFiles([...out.restored, ...out.removed]);
    return out;
  }

  planPromotion = (req?: PromoteRequest) => planPromote(this, req);
  planArchive = (only?: ReadonlySet<string>) => planArchive(this, only);
  selectToForget = (idOrQuery: string) => selectToForget(this, idOrQuery);
  planForget = (forget: Entry[]) => planForget(this, forget);
  moveTargets = (entry: Entry): Tier[] => moveTargets(this, entry);
  planTierMove = (entry: Entry, tier: Tier): Plan => planTierMove(this, entry, tier);
  planTiers = (allowMerge: boolean) => planTiersAndCompaction(this, allowMerge);
  planUserPatterns = () => planPatterns(this);
  searchUnrecorded = (query: string, limit: number) => search(this, query, limit);
  prepareSearch = () => prepareSearch(this);
  search = (query: string, limit: number, via: string, shown?: (e: Entry) => boolean) => searchAndRecordUses(this, query, limit, via, shown);
  promptContext = (prompt: string, files: readonly string[], via: string) => promptContext(this, prompt, files, via);
  digest = (spanMs: number) => digest(this, spanMs);
  // Loaded when used: the zip library is a tenth of the command's start-up, and only an export needs it.
  exportZip = async (destination: string) => (await import('./useCases/exportZip')).exportZip(this, destination);
  stats = () => learningStats(this);
  admissionConfig = () => admissionConfig(this);
  gateStats = () => gateStats(this);
  gateHistory = () => gateHistory(this);
  handleHook = (agent: string, ev: HookEvent) => handleHook(this, agent, ev);

  async capture(input: CaptureInput) {
    this.assertWritable();
    return capture(this, input);
  }
  async installHooks(agent: string, command?: string) {
    this.assertWritable();
    return installHooks(this, agent, command);
  }
}
