// Handles the dashboard's messages. Every message is validated against the protocol before
// anything acts on it; promotions are two-step (plan with diffs → explicit confirm of THAT plan);
// forgetting asks through a modal owned by the extension, never by the webview.
// No `vscode` import: the panel passes in a DashboardUi, so this runs under plain mocha too.
import { randomUUID } from 'node:crypto';
import { assertNever, parseWebviewMessage, type ExtensionMessage, type WebviewMessage } from '../../shared/protocol';
import { buildDashboardState } from './dashboardState';
import type { DashboardSource, PromotionPreview } from './dashboardSource';

export interface DashboardUi {
  post(message: ExtensionMessage): void;
  /** A modal yes/no; resolves true only when the person chose `action`. */
  confirm(message: string, detail: string, action: string): Promise<boolean>;
  /** A save dialog for the ZIP; undefined when cancelled. */
  pickZipDestination(): Promise<string | undefined>;
  openSource(id: string): Promise<void>;
  log(line: string): void;
}

interface PendingPlan {
  ids: string[];
  preview: PromotionPreview;
  /** Set when the store changed after the plan was made: its diffs may no longer be what would be written. */
  stale: boolean;
}

export class DashboardController {
  private selectedId: string | null = null;
  private ready = false;
  private readonly plans = new Map<string, PendingPlan>();

  constructor(
    private readonly source: DashboardSource,
    private readonly ui: DashboardUi,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  get selection(): string | null {
    return this.selectedId;
  }

  /** Entry point for everything the webview posts. Invalid messages are logged and dropped. */
  async handle(raw: unknown): Promise<void> {
    const parsed = parseWebviewMessage(raw);
    if (!parsed.ok) {
      this.ui.log(`dashboard: dropped an invalid message (${parsed.error})`);
      return;
    }
    try {
      await this.dispatch(parsed.message);
    } catch (err) {
      this.ui.post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  }

  /** The store changed: outstanding plans are stale and the view is refreshed (once the webview is ready). */
  async storeChanged(): Promise<void> {
    for (const p of this.plans.values()) p.stale = true;
    if (this.ready) await this.pushState();
  }

  async pushState(): Promise<void> {
    const s = this.source;
    await s.whenLoaded?.();
    const [assessed, admission, admissionNow, selectedAdmission] = await Promise.all([
      s.assess(),
      s.admissionHistory(),
      s.admissionNow(),
      this.selectedId === null ? Promise.resolve(undefined) : s.admissionSignals(this.selectedId),
    ]);
    const entries = s.entries();
    if (this.selectedId !== null && !entries.some((e) => e.id === this.selectedId)) this.selectedId = null;
    const state = buildDashboardState({
      entries,
      assessed,
      admission,
      admissionNow,
      thresholds: s.thresholds,
      selectedId: this.selectedId,
      ...(selectedAdmission ? { selectedAdmission } : {}),
      readOnly: s.readOnly(),
      now: this.clock().toISOString(),
    });
    this.ui.post({ type: 'state', state });
  }

  private async dispatch(m: WebviewMessage): Promise<void> {
    switch (m.type) {
      case 'ready':
        this.ready = true;
        return this.pushState();
      case 'refresh':
        return this.pushState();
      case 'select':
        this.selectedId = m.id;
        return this.pushState();
      case 'promote':
        return this.planPromotion(m.ids);
      case 'confirmPromote':
        return this.confirmPromotion(m.planId);
      case 'cancelPromote':
        this.plans.delete(m.planId);
        return;
      case 'forget':
        return this.forget(m.id);
      case 'exportZip':
        return this.exportZip();
      case 'search': {
        const query = m.query.trim();
        const results = query === '' ? [] : await this.source.search(query);
        this.ui.post({ type: 'searchResults', query: m.query, results: [...results] });
        return;
      }
      case 'openSource':
        return this.ui.openSource(m.id);
      default:
        return assertNever(m);
    }
  }

  private refuseWhenReadOnly(what: string): boolean {
    if (!this.source.readOnly()) return false;
    this.ui.post({ type: 'error', message: `${what} is not available: this workspace is not trusted (read-only).` });
    return true;
  }

  private async planPromotion(ids: string[]): Promise<void> {
    if (this.refuseWhenReadOnly('Promote')) return;
    const known = new Set(this.source.entries().map((e) => e.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) {
      this.ui.post({ type: 'error', message: `Unknown learning: ${unknown.join(', ')}` });
      return;
    }
    const preview = await this.source.planPromotion(ids);
    const planId = randomUUID();
    // One plan at a time: the newest plan replaces any older one the person did not confirm.
    this.plans.clear();
    this.plans.set(planId, { ids: [...ids], preview, stale: false });
    this.ui.post({ type: 'promotePlan', planId, ids: [...ids], files: preview.files, summary: preview.summary });
  }

  private async confirmPromotion(planId: string): Promise<void> {
    if (this.refuseWhenReadOnly('Promote')) return;
    const plan = this.plans.get(planId);
    if (!plan) {
      this.ui.post({ type: 'error', message: 'That promotion plan is no longer current; press Promote again.' });
      return;
    }
    this.plans.delete(planId);
    if (plan.stale) {
      // The files moved under the plan: show the person the diff that would really be written.
      this.ui.post({ type: 'notice', message: 'The learnings files changed since this plan was made; review the updated diff.' });
      return this.planPromotion(plan.ids);
    }
    const changedFiles = await plan.preview.apply();
    this.ui.post({ type: 'promoteApplied', planId, changedFiles });
    await this.pushState();
  }

  private async forget(id: string): Promise<void> {
    if (this.refuseWhenReadOnly('Forget')) return;
    const entry = this.source.entries().find((e) => e.id === id);
    if (!entry) {
      this.ui.post({ type: 'error', message: `Unknown learning: ${id}` });
      return;
    }
    const what = await this.source.describeForget(id);
    const ok = await this.ui.confirm(`Forget "${entry.title}"?`, what, 'Forget');
    if (!ok) return;
    await this.source.forget(id);
    if (this.selectedId === id) this.selectedId = null;
    this.ui.post({ type: 'notice', message: `Forgot ${id}.` });
    await this.pushState();
  }

  private async exportZip(): Promise<void> {
    const dest = await this.ui.pickZipDestination();
    if (!dest) return;
    await this.source.exportZip(dest);
    this.ui.post({ type: 'notice', message: `Exported learnings to ${dest}` });
  }
}
