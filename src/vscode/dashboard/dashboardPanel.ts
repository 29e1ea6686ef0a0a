// The VS Code side of the dashboard: one WebviewPanel, its HTML, and the glue between the
// webview's messages, the controller and the store's change events. Thin on purpose.
import * as vscode from 'vscode';
import { join } from 'node:path';
import type { ExtensionMessage } from '../../shared/protocol';
import { showPlanDiff } from '../commands/planPreview';
import type { Dialogs } from '../services';
import { DashboardController, type DashboardUi } from './dashboardController';
import { dashboardHtml, makeNonce } from './dashboardHtml';
import type { DashboardSource } from './dashboardSource';

export const DASHBOARD_VIEW_TYPE = 'learnings.dashboard';
export const DASHBOARD_TITLE = 'Learnings Dashboard';
/** Coalesces a burst of file events (an agent appending several entries) into one refresh. */
const REFRESH_DEBOUNCE_MS = 150;

/** Options every dashboard panel is created (and restored) with: scripts on, resources from media/ only. */
export function dashboardWebviewOptions(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
  return {
    enableScripts: true,
    enableCommandUris: false,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media')],
    // State lives in getState/setState, so the page may be torn down while hidden.
    retainContextWhenHidden: false,
  };
}

export class DashboardPanel implements vscode.Disposable {
  private readonly disposables: vscode.Disposable[] = [];
  private readonly controller: DashboardController;
  private refreshTimer: NodeJS.Timeout | undefined;
  private disposed = false;
  private readonly disposeListeners: Array<() => void> = [];

  constructor(
    readonly panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
    private readonly source: DashboardSource,
    /** The extension's dialogs (a getter: tests swap them in on the running services). */
    dialogs: () => Pick<Dialogs, 'confirm' | 'saveLocation'>,
    log: (line: string) => void,
  ) {
    const webview = panel.webview;
    webview.options = dashboardWebviewOptions(extensionUri);
    const media = (name: string) => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', name)).toString();
    webview.html = dashboardHtml({ cspSource: webview.cspSource, scriptUri: media('dashboard.js'), styleUri: media('dashboard.css'), nonce: makeNonce() });

    const ui: DashboardUi = {
      post: (message: ExtensionMessage) => {
        if (!this.disposed) void webview.postMessage(message);
      },
      confirm: async (message, detail, action) => (await dialogs().confirm(message, detail, action)) === action,
      pickZipDestination: async () => {
        const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
        const name = `learnings-export-${new Date().toISOString().slice(0, 10)}.zip`;
        const picked = await dialogs().saveLocation({
          title: 'Export learnings as ZIP',
          saveLabel: 'Export',
          filters: { 'ZIP archive': ['zip'] },
          ...(folder ? { defaultUri: vscode.Uri.joinPath(folder, name) } : {}),
        });
        return picked?.fsPath;
      },
      showPlan: (title, changes) => showPlanDiff(title, changes),
      openSource: (id) => this.openSource(id),
      log,
    };
    this.controller = new DashboardController(source, ui);

    this.disposables.push(
      webview.onDidReceiveMessage((raw: unknown) => void this.controller.handle(raw)),
      source.onDidChange(() => this.scheduleRefresh()),
      panel.onDidDispose(() => this.dispose()),
    );
  }

  /** For tests and the serializer's caller: the id the dashboard has selected. */
  get selection(): string | null {
    return this.controller.selection;
  }

  onDidDispose(listener: () => void): void {
    this.disposeListeners.push(listener);
  }

  reveal(): void {
    this.panel.reveal(this.panel.viewColumn ?? vscode.ViewColumn.Active);
  }

  refresh(): Promise<void> {
    return this.controller.pushState();
  }

  private scheduleRefresh(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      void this.controller.storeChanged();
    }, REFRESH_DEBOUNCE_MS);
  }

  /** Opens the entry's own file at its line. The path comes from the store's index, never from the webview. */
  private async openSource(id: string): Promise<void> {
    const entry = this.source.entries().find((e) => e.id === id);
    if (!entry) return;
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(join(entry.root, entry.file)));
    const line = Math.max(0, entry.line - 1);
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, selection: new vscode.Range(line, 0, line, 0) });
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    for (const d of this.disposables.splice(0)) d.dispose();
    this.panel.dispose();
    for (const l of this.disposeListeners.splice(0)) l();
  }
}
