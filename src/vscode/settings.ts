// The `learnings.*` settings, read in one place and resolved against the first workspace folder.
import * as vscode from 'vscode';
import { isAbsolute, resolve } from 'node:path';

export interface LearningsSettings {
  roots: string[];
  /** undefined → the store's default ($LEARNINGS_HOME or ~/self-improving). */
  home: string | undefined;
  promotionTargets: string[];
  /** Path-scoped rules files for learnings about one folder (claude, copilot, cursor, agents); empty: none. */
  scopedTargets: string[];
  codeLensEnabled: boolean;
  /** As written; the gate's resolve function clamps it to the floor. */
  admissionThreshold: number | undefined;
}

export function workspaceRoots(): string[] {
  return (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => f.uri.fsPath);
}

export function readSettings(): LearningsSettings {
  const cfg = vscode.workspace.getConfiguration('learnings');
  const roots = workspaceRoots();
  const base = roots[0] ?? process.cwd();
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
  const extra = (cfg.get<string[]>('extraRoots') ?? []).filter((p) => typeof p === 'string' && p.trim()).map(abs);
  const homePath = (cfg.get<string>('homePath') ?? '').trim();
  const threshold = cfg.get<number>('admission.threshold');
  return {
    roots: [...new Set([...roots, ...extra])],
    home: homePath ? abs(homePath) : undefined,
    promotionTargets: cfg.get<string[]>('promotionTargets') ?? ['CLAUDE.md'],
    scopedTargets: cfg.get<string[]>('scopedTargets') ?? [],
    codeLensEnabled: cfg.get<boolean>('codeLens.enabled') ?? true,
    admissionThreshold: typeof threshold === 'number' ? threshold : undefined,
  };
}

/** Settings whose change needs a new store (roots moved). */
export function affectsStore(e: vscode.ConfigurationChangeEvent): boolean {
  return e.affectsConfiguration('learnings.extraRoots') || e.affectsConfiguration('learnings.homePath');
}
