// The dashboard's entry point for extension.ts: the Open Dashboard command and the serializer
// that brings the panel back after a window reload.
import * as vscode from 'vscode';
import { COMMANDS } from '../commands/ids';
import type { Dialogs, ExtensionServices } from '../services';
import { DASHBOARD_TITLE, DASHBOARD_VIEW_TYPE, DashboardPanel, dashboardWebviewOptions } from './dashboardPanel';
import type { DashboardSource } from './dashboardSource';
import { fromExtensionServices } from './fromExtensionServices';

export const OPEN_DASHBOARD_COMMAND = COMMANDS.openDashboard;
export { DASHBOARD_VIEW_TYPE };

/** At most one dashboard: opening it again reveals the one that is there. */
class DashboardManager implements vscode.Disposable {
  private current: DashboardPanel | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly source: DashboardSource,
    private readonly dialogs: () => Dialogs,
    private readonly log: (line: string) => void,
  ) {}

  get panel(): DashboardPanel | undefined {
    return this.current;
  }

  show(): DashboardPanel {
    if (this.current) {
      this.current.reveal();
      return this.current;
    }
    const panel = vscode.window.createWebviewPanel(DASHBOARD_VIEW_TYPE, DASHBOARD_TITLE, vscode.ViewColumn.Active, dashboardWebviewOptions(this.extensionUri));
    return this.adopt(panel);
  }

  adopt(panel: vscode.WebviewPanel): DashboardPanel {
    this.current?.dispose();
    const p = new DashboardPanel(panel, this.extensionUri, this.source, this.dialogs, this.log);
    p.onDidDispose(() => {
      if (this.current === p) this.current = undefined;
    });
    this.current = p;
    return p;
  }

  dispose(): void {
    this.current?.dispose();
    this.current = undefined;
  }
}

/** What `learnings.openDashboard` resolves to, so extension-host tests can see the panel. */
export interface OpenedDashboard {
  viewType: string;
  visible: boolean;
  title: string;
}

export interface DashboardOptions {
  /** Resolves when the store has loaded (the store emits no change for its first load). */
  loaded?: PromiseLike<void>;
  /** Where dropped messages and other diagnostics go (default: the extension host console). */
  log?: (line: string) => void;
}

/** The registration, and the source its panels read (for the extension's API and its tests). */
export interface RegisteredDashboard extends vscode.Disposable {
  readonly source: DashboardSource;
}

export function registerDashboard(context: vscode.ExtensionContext, services: ExtensionServices, options: DashboardOptions = {}): RegisteredDashboard {
  const log = options.log ?? ((line: string) => console.warn(line));
  const source = fromExtensionServices(services, options.loaded);
  const manager = new DashboardManager(context.extensionUri, source, () => services.dialogs, log);
  const disposables: vscode.Disposable[] = [
    manager,
    vscode.commands.registerCommand(OPEN_DASHBOARD_COMMAND, (): OpenedDashboard => {
      const p = manager.show().panel;
      return { viewType: p.viewType, visible: p.visible, title: p.title };
    }),
    vscode.window.registerWebviewPanelSerializer(DASHBOARD_VIEW_TYPE, {
      async deserializeWebviewPanel(panel: vscode.WebviewPanel): Promise<void> {
        // The webview's own state (selection, query, scroll) comes back through getState().
        manager.adopt(panel);
      },
    }),
  ];
  const all = vscode.Disposable.from(...disposables);
  context.subscriptions.push(all);
  return { source, dispose: () => all.dispose() };
}
