// CodeLens above the functions and files that learnings name, citing the source: "learned rule" only for
// promoted and active rules, "staged learning" for the rest (quarantined captures never appear). A hover
// on the same line shows each rule's text and its `file:line`.
// Cheap: lenses are cached per document version and store generation — no rescan per keystroke.
import * as vscode from 'vscode';
import { basename, relative } from 'node:path';
import type { Entry } from '../../core/model';
import { oneSafeLine, safeCitation } from '../../core/trust';
import type { ExtensionServices } from '../services';
import { COMMANDS } from '../commands/ids';
import { shorten } from '../tree/entryPresentation';
import { ruleText } from '../../core/ruleText';
import { isLearnedRule, RuleIndex } from './ruleIndex';

const FUNCTION_KINDS = new Set([vscode.SymbolKind.Function, vscode.SymbolKind.Method, vscode.SymbolKind.Constructor]);
/** Declarations in common languages, for when no symbol provider answers (or not yet). */
const DECLARATION = /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\s*\*?\s*([A-Za-z_$][\w$]*)|def\s+([A-Za-z_]\w*)|fn\s+([A-Za-z_]\w*)|func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>)/;

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** "2 learned rules · <strongest> (file:line)", "1 staged learning · …", or both: rules first, staged counted after. */
export function lensTitle(found: readonly Entry[]): string {
  const learned = found.filter(isLearnedRule);
  const staged = found.filter((e) => !isLearnedRule(e));
  const first = learned[0] ?? staged[0]!;
  const cite = `${shorten(oneSafeLine(first.title), 48)} (${safeCitation(basename(first.file))}:${first.line})`;
  if (!learned.length) return `${count(staged.length, 'staged learning')} · ${cite}`;
  return `${count(learned.length, 'learned rule')} · ${cite}${staged.length ? ` · +${count(staged.length, 'staged learning')}` : ''}`;
}

/** At most this many learnings in one hover; the lens's command lists them all. */
const HOVER_LIMIT = 5;

/** The hover for one line: each learning's rule text and its source, as plain text (never markup from a file). */
export function hoverText(found: readonly Entry[]): vscode.MarkdownString {
  const md = new vscode.MarkdownString(undefined, false);
  md.isTrusted = false;
  md.supportHtml = false;
  found.slice(0, HOVER_LIMIT).forEach((e, i) => {
    if (i > 0) md.appendMarkdown('\n\n---\n\n');
    md.appendMarkdown(isLearnedRule(e) ? '**Learned rule**: ' : '**Staged learning** (not a rule yet): ');
    md.appendText(shorten(oneSafeLine(ruleText(e)), 400));
    md.appendMarkdown('\n\nSource: ');
    md.appendText(`${safeCitation(e.file)}:${e.line}`);
  });
  if (found.length > HOVER_LIMIT) md.appendMarkdown(`\n\n…and ${found.length - HOVER_LIMIT} more (click the CodeLens).`);
  return md;
}

export class LearnedRulesCodeLensProvider implements vscode.CodeLensProvider, vscode.HoverProvider, vscode.Disposable {
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
    // Learned rules before staged learnings, the strongest first: the first one is cited in the title.
    const score = new Map(found.map((e) => [e.id, this.services().scoreOf(e).composite] as const));
    const rules = found.slice().sort((a, b) => Number(isLearnedRule(b)) - Number(isLearnedRule(a)) || (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0));
    const tooltip = rules.map((r) => `${isLearnedRule(r) ? 'learned rule' : 'staged learning'}: ${oneSafeLine(r.title)} (${safeCitation(r.file)}:${r.line})`).join('\n');
    return new vscode.CodeLens(range, { title: lensTitle(rules), tooltip, command: COMMANDS.showRulesHere, arguments: [rules.map((r) => r.id)] });
  }

  /** On a line that carries a lens: the learnings it cites, with their text and source. */
  async provideHover(doc: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    const lenses = await this.provideCodeLenses(doc, token);
    const store = this.services().store;
    const ids = lenses.filter((l) => l.range.start.line === position.line).flatMap((l) => (l.command?.arguments?.[0] as string[] | undefined) ?? []);
    const found = [...new Set(ids)].map((id) => store.getEntry(id)).filter((e): e is Entry => e !== undefined);
    if (!found.length || token.isCancellationRequested) return undefined;
    return new vscode.Hover(hoverText(found), doc.lineAt(position.line).range);
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
