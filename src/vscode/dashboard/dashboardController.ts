// Handles the dashboard's messages. Every message is validated against the protocol before
// anything acts on it. Promote on one learning is one click: it writes at once and answers with the
// diff and an Undo. "Promote all…" shows the plan in the diff editor and asks (a modal owned by the
// extension, never by the webview) before writing; so does forgetting.
// No `vscode` import: the panel passes in a DashboardUi, so this runs under plain mocha too.
import { assertNever, parseWebviewMessage, type ExtensionMessage, type WebviewMessage } from '../../shared/protocol';
import { buildDashboardState } from './dashboardState';
import type { DashboardSource, PromotionPreview } from './dashboardSource';
import type { PlannedFileChange } from '../services';

export interface DashboardUi {
  post(message: ExtensionMessage): void;
  /** A modal yes/no; resolves true only when the person chose `action`. */
  confirm(message: string, detail: string, action: string): Promise<boolean>;
  /** A save dialog for the ZIP; undefined when cancelled. */
  pickZipDestination(): Promise<string | undefined>;
  /** Opens a plan in the diff editor (before the person is asked). */
  showPlan(title: string, changes: readonly PlannedFileChange[]): Promise<void>;
  openSource(id: string): Promise<void>;
  log(line: string): void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export class DashboardController {
  private selectedId: string | null = null;
  private ready = false;

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

  /** The store changed: the view is refreshed (once the webview is ready). */
  async storeChanged(): Promise<void> {
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
        return this.promoteOne(m.id);
      case 'promoteAll':
        return this.promoteAll(m.ids);
      case 'undo':
        return this.undo(m.undoId);
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

  /** The preview of promoting `ids`, or undefined (with the reason posted) when nothing can be written. */
  private async plan(ids: string[]): Promise<PromotionPreview | undefined> {
    if (this.refuseWhenReadOnly('Promote')) return undefined;
    const known = new Set(this.source.entries().map((e) => e.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) {
      this.ui.post({ type: 'error', message: `Unknown learning: ${unknown.join(', ')}` });
      return undefined;
    }
    const preview = await this.source.planPromotion(ids);
    if (preview.files.length === 0) {
      this.ui.post({ type: 'notice', message: `Nothing to promote: ${preview.summary.join('; ') || 'nothing is ready'}` });
      return undefined;
    }
    return preview;
  }

  /** One click, one learning: written at once; the answer carries its diff and the Undo. */
  private async promoteOne(id: string): Promise<void> {
    const preview = await this.plan([id]);
    if (!preview) return;
    const title = this.source.entries().find((e) => e.id === id)?.title ?? id;
    await this.apply([id], `"${title}"`, preview);
  }

  /** Several learnings: the diff editor first, then a modal; only a yes writes, and exactly that plan. */
  private async promoteAll(ids: string[]): Promise<void> {
    const preview = await this.plan(ids);
    if (!preview) return;
    const what = plural(ids.length, 'learning');
    await this.ui.showPlan(`Promotion plan: ${what}`, preview.changes);
    const ok = await this.ui.confirm(
      `Promote ${what}?`,
      `${plural(preview.files.length, 'file')} change, as shown in the diff editor: ${preview.files.map((f) => f.file).join(', ')}. You can undo it afterwards.`,
      'Promote',
    );
    if (!ok) {
      this.ui.post({ type: 'notice', message: 'Nothing was promoted.' });
      return;
    }
    await this.apply(ids, what, preview);
  }

  private async apply(ids: string[], what: string, preview: PromotionPreview): Promise<void> {
    const { changedFiles, undoId } = await preview.apply();
    this.ui.post({ type: 'promoteApplied', undoId, ids: [...ids], what, files: preview.files, summary: preview.summary, changedFiles });
    await this.pushState();
  }

  private async undo(undoId: string): Promise<void> {
    if (this.refuseWhenReadOnly('Undo')) return;
    const out = await this.source.undo(undoId);
    this.ui.post({ type: 'undoApplied', undoId, ...out });
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
