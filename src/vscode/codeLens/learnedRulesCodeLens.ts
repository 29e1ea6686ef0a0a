// CodeLens above the functions and files that learned rules name, citing the rule's source.
// Cheap: lenses are cached per document version and store generation — no rescan per keystroke.
import * as vscode from 'vscode';
import { basename, relative } from 'node:path';
import type { Entry } from '../../core/model';
import { oneSafeLine, safeCitation } from '../../core/trust';
import type { ExtensionServices } from '../services';
import { COMMANDS } from '../commands/ids';
import { shorten } from '../tree/entryPresentation';
import { RuleIndex } from './ruleIndex';

const FUNCTION_KINDS = new Set([vscode.SymbolKind.Function, vscode.SymbolKind.Method, vscode.SymbolKind.Constructor]);
/** Declarations in common languages, for when no symbol provider answers (or not yet). */
const DECLARATION = /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\s*\*?\s*([A-Za-z_$][\w$]*)|def\s+([A-Za-z_]\w*)|fn\s+([A-Za-z_]\w*)|func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>)/;

export function lensTitle(rules: readonly Entry[]): string {
  const first = rules[0];
  const n = rules.length;
  return `${n} learned rule${n === 1 ? '' : 's'} · ${shorten(oneSafeLine(first.title), 48)} (${safeCitation(basename(first.file))}:${first.line})`;
}

export class LearnedRulesCodeLensProvider implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  private index: RuleIndex | undefined;
  private generation = 0;
  private readonly cache = new Map<string, { version: number; generation: number; lenses: vscode.CodeLens[] }>();

  constructor(
    private readonly services: () => ExtensionServices,
    private readonly enabled: () => boolean,
  ) {}

  /** The store changed (or the setting): rebuild the index lazily, drop cached lenses. */
  invalidate(): void {
    this.index = undefined;
    this.generation++;
    this.cache.clear();
    this.changed.fire();
  }

  private rules(): RuleIndex {
    this.index ??= new RuleIndex(this.services().store.entries());
    return this.index;
  }

  async provideCodeLenses(doc: vscode.TextDocument, token: vscode.CancellationToken): Promise<vscode.CodeLens[]> {
    if (!this.enabled() || doc.uri.scheme !== 'file') return [];
    const key = doc.uri.toString();
    const hit = this.cache.get(key);
    if (hit && hit.version === doc.version && hit.generation === this.generation) return hit.lenses;
    const folder = vscode.workspace.getWorkspaceFolder(doc.uri);
    const rel = folder ? relative(folder.uri.fsPath, doc.uri.fsPath).split('\\').join('/') : basename(doc.uri.fsPath);
    const index = this.rules();
    const lenses: vscode.CodeLens[] = [];
    if (index.size === 0) return lenses;
    const generation = this.generation;
    const fileRules = index.forFile(rel);
    if (fileRules.length) lenses.push(this.lens(new vscode.Range(0, 0, 0, 0), fileRules));
    for (const fn of await this.functions(doc)) {
      if (token.isCancellationRequested) return [];
      const rules = index.forFunction(fn.name, rel);
      if (rules.length) lenses.push(this.lens(fn.range, rules));
    }
    if (generation === this.generation) this.cache.set(key, { version: doc.version, generation, lenses });
    return lenses;
  }

  private lens(range: vscode.Range, found: Entry[]): vscode.CodeLens {
    // The strongest rule is the one cited in the title.
    const score = new Map(found.map((e) => [e.id, this.services().scoreOf(e).composite] as const));
    const rules = found.slice().sort((a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0));
    return new vscode.CodeLens(range, { title: lensTitle(rules), tooltip: rules.map((r) => `${oneSafeLine(r.title)} (${safeCitation(r.file)}:${r.line})`).join('\n'), command: COMMANDS.showRulesHere, arguments: [rules.map((r) => r.id)] });
  }

  /** Functions declared in the document: the language's symbols when it has them, else a declaration scan. */
  private async functions(doc: vscode.TextDocument): Promise<{ name: string; range: vscode.Range }[]> {
    const wanted = new Set(this.rules().functionNames());
    if (wanted.size === 0) return [];
    const out: { name: string; range: vscode.Range }[] = [];
    const symbols = await Promise.race([
      Promise.resolve(vscode.commands.executeCommand<vscode.DocumentSymbol[] | undefined>('vscode.executeDocumentSymbolProvider', doc.uri)).catch(() => undefined),
      new Promise<undefined>((r) => setTimeout(() => r(undefined), 1500)),
    ]);
    const walk = (list: readonly vscode.DocumentSymbol[]) => {
      for (const s of list) {
        const name = s.name.replace(/\(.*$/, '');
        if (FUNCTION_KINDS.has(s.kind) && wanted.has(name)) out.push({ name, range: new vscode.Range(s.selectionRange.start.line, 0, s.selectionRange.start.line, 0) });
        if (s.children?.length) walk(s.children);
      }
    };
    if (Array.isArray(symbols) && symbols.length && 'selectionRange' in symbols[0]) walk(symbols);
    const seenLines = new Set(out.map((f) => f.range.start.line));
    for (let line = 0; line < Math.min(doc.lineCount, 20_000); line++) {
      const m = DECLARATION.exec(doc.lineAt(line).text);
      const name = m?.slice(1).find(Boolean);
      if (name && wanted.has(name) && !seenLines.has(line)) out.push({ name, range: new vscode.Range(line, 0, line, 0) });
    }
    return out.sort((a, b) => a.range.start.line - b.range.start.line);
  }

  dispose(): void {
    this.changed.dispose();
    this.cache.clear();
  }
}
