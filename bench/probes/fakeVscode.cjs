// A minimal stand-in for the `vscode` module, enough for activate() to run outside VS Code.
// Real little classes where the extension constructs or extends them (EventEmitter, TreeItem,
// Disposable, Uri…); every other member is an inert stub that can be read, called or constructed.
'use strict';
const { resolve, join } = require('node:path');

function stub(name) {
  const cache = new Map();
  const fn = function () {};
  return new Proxy(fn, {
    get(target, key) {
      if (key === 'then') return undefined; // not a promise
      if (key === Symbol.iterator) return function* () {};
      if (key === Symbol.toPrimitive) return () => name;
      if (key === 'dispose') return () => undefined;
      if (typeof key === 'symbol') return undefined;
      if (!cache.has(key)) cache.set(key, stub(`${name}.${key}`));
      return cache.get(key);
    },
    apply: () => stub(`${name}()`),
    construct: () => stub(`new ${name}`),
  });
}

class Disposable {
  constructor(fn) { this.fn = fn; }
  dispose() { if (this.fn) this.fn(); this.fn = undefined; }
  static from(...ds) { return new Disposable(() => ds.forEach((d) => d && d.dispose && d.dispose())); }
}
class EventEmitter {
  constructor() {
    this.listeners = new Set();
    this.event = (l, thisArg) => { const f = l.bind(thisArg); this.listeners.add(f); return new Disposable(() => this.listeners.delete(f)); };
  }
  fire(v) { for (const l of [...this.listeners]) l(v); }
  dispose() { this.listeners.clear(); }
}
function uri(p) {
  return { scheme: 'file', fsPath: p, path: p, toString: () => `file://${p}`, with: (c) => uri(c.path ?? p) };
}
const Uri = { file: (p) => uri(resolve(p)), parse: (s) => uri(s.replace(/^file:\/\//, '')), joinPath: (u, ...ps) => uri(join(u.fsPath, ...ps)) };
class TreeItem { constructor(label, collapsibleState) { this.label = label; this.collapsibleState = collapsibleState; } }
class ThemeIcon { constructor(id, color) { this.id = id; this.color = color; } }
ThemeIcon.File = new ThemeIcon('file');
ThemeIcon.Folder = new ThemeIcon('folder');
class ThemeColor { constructor(id) { this.id = id; } }
class Position { constructor(line, character) { this.line = line; this.character = character; } }
class Range { constructor(a, b, c, d) { this.start = typeof a === 'number' ? new Position(a, b) : a; this.end = typeof a === 'number' ? new Position(c, d) : b; } }
class Selection extends Range {}
class Location { constructor(u, r) { this.uri = u; this.range = r; } }
class Diagnostic { constructor(range, message, severity) { this.range = range; this.message = message; this.severity = severity; } }
class CodeLens { constructor(range, command) { this.range = range; this.command = command; } }
class MarkdownString { constructor(v = '') { this.value = v; } appendMarkdown(s) { this.value += s; return this; } appendText(s) { this.value += s; return this; } appendCodeblock(s) { this.value += s; return this; } }
class RelativePattern { constructor(base, pattern) { this.base = base; this.pattern = pattern; } }

/** Builds the module for a workspace folder and `learnings.*` settings. */
function makeVscode({ folder, settings }) {
  const disposable = () => new Disposable();
  const outputChannel = () => ({ appendLine() {}, append() {}, show() {}, hide() {}, clear() {}, dispose() {}, replace() {} });
  const config = (section) => ({
    get: (k, d) => { const v = settings[section ? `${section}.${k}` : k]; return v === undefined ? d : v; },
    has: (k) => settings[section ? `${section}.${k}` : k] !== undefined,
    inspect: () => undefined,
    update: async () => undefined,
  });
  const statusBarItem = () => ({ text: '', tooltip: '', command: undefined, show() {}, hide() {}, dispose() {} });
  const base = {
    Disposable, EventEmitter, Uri, TreeItem, ThemeIcon, ThemeColor, Position, Range, Selection, Location, Diagnostic, CodeLens, MarkdownString, RelativePattern,
    ExtensionMode: { Production: 1, Development: 2, Test: 3 },
    TreeItemCollapsibleState: { None: 0, Collapsed: 1, Expanded: 2 },
    SymbolKind: { File: 0, Module: 1, Namespace: 2, Package: 3, Class: 4, Method: 5, Property: 6, Field: 7, Constructor: 8, Enum: 9, Interface: 10, Function: 11, Variable: 12, Constant: 13 },
    StatusBarAlignment: { Left: 1, Right: 2 },
    DiagnosticSeverity: { Error: 0, Warning: 1, Information: 2, Hint: 3 },
    ViewColumn: { Active: -1, Beside: -2, One: 1, Two: 2 },
    ConfigurationTarget: { Global: 1, Workspace: 2, WorkspaceFolder: 3 },
    ProgressLocation: { SourceControl: 1, Window: 10, Notification: 15 },
    workspace: {
      workspaceFolders: folder ? [{ uri: Uri.file(folder), name: 'bench', index: 0 }] : undefined,
      getConfiguration: config,
      onDidChangeConfiguration: disposable,
      onDidChangeWorkspaceFolders: disposable,
      onDidSaveTextDocument: disposable,
      onDidChangeTextDocument: disposable,
      createFileSystemWatcher: () => ({ onDidChange: disposable, onDidCreate: disposable, onDidDelete: disposable, dispose() {} }),
      isTrusted: true,
      onDidGrantWorkspaceTrust: disposable,
      getWorkspaceFolder: (u) => (folder && u && u.fsPath && u.fsPath.startsWith(folder) ? { uri: Uri.file(folder), name: 'bench', index: 0 } : undefined),
      textDocuments: [],
    },
    window: {
      createOutputChannel: outputChannel,
      createTreeView: () => ({ dispose() {}, onDidChangeVisibility: disposable, onDidChangeSelection: disposable, reveal: async () => undefined, visible: false, badge: undefined, message: undefined }),
      registerTreeDataProvider: disposable,
      registerWebviewPanelSerializer: disposable,
      setStatusBarMessage: disposable,
      registerWebviewViewProvider: disposable,
      createStatusBarItem: statusBarItem,
      onDidChangeActiveTextEditor: disposable,
      onDidChangeVisibleTextEditors: disposable,
      visibleTextEditors: [],
      activeTextEditor: undefined,
      showInformationMessage: async () => undefined,
      showWarningMessage: async () => undefined,
      showErrorMessage: async () => undefined,
    },
    commands: { registerCommand: disposable, executeCommand: async () => undefined, getCommands: async () => [] },
    languages: { registerCodeLensProvider: disposable, createDiagnosticCollection: () => ({ set() {}, delete() {}, clear() {}, dispose() {} }), registerHoverProvider: disposable },
    env: { language: 'en', appName: 'bench', uriScheme: 'vscode', clipboard: { writeText: async () => undefined } },
    extensions: { getExtension: () => undefined },
    version: '1.99.0',
  };
  const cache = new Map();
  return new Proxy(base, {
    get(target, key) {
      if (key in target) {
        const v = target[key];
        if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Function) && key !== 'version') {
          // Namespaces: known members real, the rest stubs.
          if (!cache.has(key)) cache.set(key, new Proxy(v, { get: (o, k) => (k in o ? o[k] : typeof k === 'symbol' ? undefined : stub(`vscode.${String(key)}.${String(k)}`)) }));
          return cache.get(key);
        }
        return v;
      }
      if (typeof key === 'symbol') return undefined;
      return stub(`vscode.${key}`);
    },
  });
}

function makeContext(storage) {
  const memento = () => { const m = new Map(); return { get: (k, d) => (m.has(k) ? m.get(k) : d), update: async (k, v) => void m.set(k, v), keys: () => [...m.keys()], setKeysForSync() {} }; };
  return {
    subscriptions: [],
    extensionUri: Uri.file(process.cwd()),
    extensionPath: process.cwd(),
    globalState: memento(),
    workspaceState: memento(),
    secrets: { get: async () => undefined, store: async () => undefined, delete: async () => undefined, onDidChange: () => new Disposable() },
    storageUri: Uri.file(storage),
    globalStorageUri: Uri.file(storage),
    logUri: Uri.file(storage),
    storagePath: storage,
    globalStoragePath: storage,
    logPath: storage,
    asAbsolutePath: (p) => join(process.cwd(), p),
    extensionMode: 1,
    environmentVariableCollection: stub('environmentVariableCollection'),
    extension: { id: 'learnings-explorer.learnings-explorer', packageJSON: {} },
  };
}

/** Makes `require('vscode')` return the stand-in for a workspace folder whose home memory is `home`. */
function installVscode(folder, home) {
  const Module = require('node:module');
  const vscode = makeVscode({ folder, settings: { 'learnings.homePath': home } });
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    if (request === 'vscode') return vscode;
    return load.call(this, request, parent, isMain);
  };
}

module.exports = { makeVscode, makeContext, installVscode };
