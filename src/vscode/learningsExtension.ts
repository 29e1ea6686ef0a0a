// Puts the extension's parts together. A session is one store (one set of roots) with the services
// over it; when the roots change in settings the session is replaced, the views stay.
import * as vscode from 'vscode';
import { registerDashboard, type RegisteredDashboard } from './dashboard/index';
import type { DashboardSource } from './dashboard/dashboardSource';
import { CoreServices } from './coreServices';
import type { ExtensionServices } from './services';
import { affectsStore, readSettings } from './settings';
import { CONTEXT_KEYS, VIEWS } from './commands/ids';
import { registerCommands } from './commands/index';
import { LearnedRulesCodeLensProvider } from './codeLens/learnedRulesCodeLens';
import { MemoryTreeProvider } from './tree/memoryTreeProvider';
import { UsersTreeProvider } from './tree/usersTreeProvider';
import { AttentionTreeProvider } from './tree/attentionTreeProvider';
import { LearningsProblems } from './problems';
import { ReadyStatusBar } from './statusBar';
import { refreshLauncher } from './commandLineTool';
import { registerMcpProvider } from './mcpProvider';
import { registerMemoryFilter } from './tree/memoryFilter';

/** What activate() returns: the running parts, for extension-host tests (and other extensions). */
export interface LearningsApi {
  services(): ExtensionServices;
  /** Resolves once the current session has loaded its files and is watching them. */
  ready(): Promise<void>;
  /** Resolves once the views show the loaded files (the watcher may still be starting). */
  populated(): Promise<void>;
  /** What the current session's dashboard panel reads (tests build its state from this). */
  dashboardSource(): DashboardSource;
  memory: MemoryTreeProvider;
  users: UsersTreeProvider;
  attention: AttentionTreeProvider;
  codeLens: LearnedRulesCodeLensProvider;
  statusBar: ReadyStatusBar;
  problems: LearningsProblems;
  /** Fires after the views were redrawn for a change on disk. */
  onDidRefresh: vscode.Event<void>;
}

interface Session {
  services: CoreServices;
  loaded: Promise<void>;
  populated: Promise<void>;
  dashboard: RegisteredDashboard;
  disposables: vscode.Disposable[];
}

export function activateLearnings(context: vscode.ExtensionContext): LearningsApi {
  const output = vscode.window.createOutputChannel('Learnings');
  const refreshed = new vscode.EventEmitter<void>();
  let session: Session;
  const services = () => session.services;

  const memory = new MemoryTreeProvider(services);
  const users = new UsersTreeProvider(services);
  const attention = new AttentionTreeProvider(services);
  const problems = new LearningsProblems();
  const statusBar = new ReadyStatusBar();
  const codeLens = new LearnedRulesCodeLensProvider(services, () => vscode.workspace.getConfiguration('learnings').get<boolean>('codeLens.enabled') ?? true);

  const redraw = () => {
    const s = session.services;
    memory.refresh();
    users.refresh();
    attention.refresh();
    codeLens.invalidate();
    const entries = s.store.entries();
    problems.update(s.store.diagnostics(), s.settings.roots[0]);
    statusBar.update(attention.readyIds().length, entries.length);
    void vscode.commands.executeCommand('setContext', CONTEXT_KEYS.hasEntries, entries.length > 0);
    void vscode.commands.executeCommand('setContext', CONTEXT_KEYS.hasUsers, users.users().size > 0);
    void vscode.commands.executeCommand('setContext', CONTEXT_KEYS.loaded, true);
    refreshed.fire();
  };

  const start = (): Session => {
    const s = new CoreServices(readSettings(), (line) => output.appendLine(line));
    const onChange = () => {
      if (session?.services === s) redraw();
    };
    s.store.on('change', onChange);
    s.store.on('error', (e: unknown) => output.appendLine(`store: ${e instanceof Error ? e.message : String(e)}`));
    // The watcher walks the roots while the store reads them: a change made during the load is not missed, and
    // the two walks overlap (at 100k entries each takes about a second). The views are drawn as soon as the files
    // are read, not when the watcher is ready too.
    const populated = s.store.load().then(() => {
      if (session?.services === s) redraw();
    });
    const loaded = Promise.all([populated, s.store.watch()])
      .then(() => void s.prepareSearch())
      .catch((e: unknown) => output.appendLine(`loading learnings failed: ${e instanceof Error ? e.stack : String(e)}`));
    // The store emits no change for its first load: a panel restored at startup waits for it rather
    // than showing the empty index from before.
    const dashboard = registerDashboard(context, s, { loaded, log: (line) => output.appendLine(line) });
    return {
      services: s,
      loaded,
      populated: populated.catch(() => undefined),
      dashboard,
      disposables: [dashboard, { dispose: () => void s.store.off('change', onChange) }, { dispose: () => void s.store.close() }],
    };
  };
  session = start();
  refreshLauncher(context, (line) => output.appendLine(line));
  const mcp = registerMcpProvider(context, () => session.services.settings.roots, (line) => output.appendLine(line));
  if (mcp) context.subscriptions.push(mcp);

  const reload = async () => {
    await session.loaded;
    await session.services.store.load();
    redraw();
  };

  const memoryView = vscode.window.createTreeView(VIEWS.memory, { treeDataProvider: memory, showCollapseAll: true });
  context.subscriptions.push(
    output,
    refreshed,
    memory,
    users,
    attention,
    problems,
    statusBar,
    codeLens,
    memoryView,
    ...registerMemoryFilter(memory, memoryView, () => session.services.dialogs),
    vscode.window.createTreeView(VIEWS.users, { treeDataProvider: users, showCollapseAll: true }),
    vscode.window.createTreeView(VIEWS.attention, { treeDataProvider: attention }),
    vscode.languages.registerCodeLensProvider({ scheme: 'file' }, codeLens),
    vscode.languages.registerHoverProvider({ scheme: 'file' }, codeLens),
    ...registerCommands({ services, reload, output }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (affectsStore(e)) {
        for (const d of session.disposables) d.dispose();
        session = start();
      } else if (e.affectsConfiguration('learnings')) {
        session.services.settings.admissionThreshold = readSettings().admissionThreshold;
        codeLens.invalidate();
      }
    }),
    vscode.workspace.onDidChangeWorkspaceFolders(() => {
      for (const d of session.disposables) d.dispose();
      session = start();
    }),
    vscode.workspace.onDidGrantWorkspaceTrust(() => redraw()),
    { dispose: () => session.disposables.forEach((d) => d.dispose()) },
  );

  return {
    services,
    ready: () => session.loaded,
    populated: () => session.populated,
    dashboardSource: () => session.dashboard.source,
    memory,
    users,
    attention,
    codeLens,
    statusBar,
    problems,
    onDidRefresh: refreshed.event,
  };
}
