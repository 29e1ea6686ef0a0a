// Parse problems of learnings files, also in the Problems panel.
import * as vscode from 'vscode';
import { isAbsolute, join } from 'node:path';
import type { Diagnostic } from '../core/model';

const SEVERITY = { error: vscode.DiagnosticSeverity.Error, warning: vscode.DiagnosticSeverity.Warning, info: vscode.DiagnosticSeverity.Information } as const;

export class LearningsProblems implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('learnings');

  update(diagnostics: readonly Diagnostic[], fallbackRoot: string | undefined): void {
    const byFile = new Map<string, vscode.Diagnostic[]>();
    for (const d of diagnostics) {
      const root = d.root ?? fallbackRoot;
      if (!root && !isAbsolute(d.file)) continue;
      const path = isAbsolute(d.file) ? d.file : join(root!, d.file);
      const line = Math.max(0, d.line - 1);
      const diag = new vscode.Diagnostic(new vscode.Range(line, 0, line, Number.MAX_SAFE_INTEGER), d.message, SEVERITY[d.severity] ?? vscode.DiagnosticSeverity.Warning);
      diag.source = 'learnings';
      const list = byFile.get(path) ?? [];
      list.push(diag);
      byFile.set(path, list);
    }
    this.collection.clear();
    for (const [path, list] of byFile) this.collection.set(vscode.Uri.file(path), list);
  }

  get(uri: vscode.Uri): readonly vscode.Diagnostic[] {
    return this.collection.get(uri) ?? [];
  }

  dispose(): void {
    this.collection.dispose();
  }
}
