// A plan shown the way VS Code shows any change: in the diff editor, every file the plan would write
// side by side with what it holds now. Both sides are read-only virtual documents served from the plan
// itself (never the files on disk), so what is shown is exactly what would be written.
import { randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import type { PlannedFileChange } from '../services';

export const PLAN_SCHEME = 'learnings-plan';
/** Old previews are dropped: each holds the text of every file its plan touches. */
const KEPT_DOCUMENTS = 200;
const RULES_FILE = /(^|\/)(CLAUDE\.md|AGENTS\.md|copilot-instructions\.md)$|\.instructions\.md$|(^|\/)\.(claude|cursor)\/rules\//;

class PlanDocuments implements vscode.TextDocumentContentProvider {
  private readonly texts = new Map<string, string>();

  /** `learnings-plan:/<plan>/<before|after>/<relPath>`: the file name at the end lets VS Code pick the language. */
  put(plan: string, side: 'before' | 'after', file: PlannedFileChange): vscode.Uri {
    const uri = vscode.Uri.from({ scheme: PLAN_SCHEME, path: `/${plan}/${side}/${file.relPath}` });
    this.texts.set(uri.toString(), side === 'before' ? file.before : file.after);
    while (this.texts.size > KEPT_DOCUMENTS) this.texts.delete(this.texts.keys().next().value!);
    return uri;
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '(this preview is no longer available: show the plan again)';
  }
}

const documents = new PlanDocuments();

export function register(): vscode.Disposable {
  return vscode.workspace.registerTextDocumentContentProvider(PLAN_SCHEME, documents);
}

/** The before/after pair of each file, as the diff editor opens them. */
export function planDiffUris(files: readonly PlannedFileChange[]): { file: PlannedFileChange; before: vscode.Uri; after: vscode.Uri }[] {
  const plan = randomUUID().slice(0, 8);
  return files.map((file) => ({ file, before: documents.put(plan, 'before', file), after: documents.put(plan, 'after', file) }));
}

/**
 * Opens the plan in the diff editor: several files in one multi-file changes editor (`vscode.changes`),
 * one file (or a VS Code without that command) as a `vscode.diff` per file.
 */
export async function showPlanDiff(title: string, files: readonly PlannedFileChange[]): Promise<void> {
  // The rules files an agent reads come first; the notes and logs after them.
  const isRules = (f: PlannedFileChange) => RULES_FILE.test(f.relPath);
  const pairs = planDiffUris([...files.filter(isRules), ...files.filter((f) => !isRules(f))]);
  if (pairs.length > 1) {
    try {
      await vscode.commands.executeCommand('vscode.changes', title, pairs.map((p) => [vscode.Uri.file(p.file.path), p.before, p.after]));
      return;
    } catch {
      // Fall through to one diff editor per file.
    }
  }
  for (const [i, p] of pairs.entries()) {
    await vscode.commands.executeCommand('vscode.diff', p.before, p.after, `${p.file.relPath} — ${title}`, { preview: pairs.length === 1, preserveFocus: i > 0 });
  }
}
