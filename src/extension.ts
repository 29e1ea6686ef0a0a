// Wiring only: the extension's parts live in src/vscode/.
import type * as vscode from 'vscode';
import { activateLearnings, type LearningsApi } from './vscode/learningsExtension';

export function activate(context: vscode.ExtensionContext): LearningsApi {
  return activateLearnings(context);
}

export function deactivate(): void {}
