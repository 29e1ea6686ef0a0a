// The real dialogs behind the Dialogs port (tests replace them through the extension's API).
import * as vscode from 'vscode';
import type { Dialogs } from './services';

export const vscodeDialogs: Dialogs = {
  async pick(items, options) {
    return vscode.window.showQuickPick(items, options);
  },
  async input(options) {
    return vscode.window.showInputBox(options);
  },
  async confirm(message, detail, ...actions) {
    return vscode.window.showWarningMessage(message, { modal: true, detail }, ...actions);
  },
  async saveLocation(options) {
    return vscode.window.showSaveDialog(options);
  },
  info(message) {
    void vscode.window.showInformationMessage(message);
  },
  async notify(message, ...actions) {
    return vscode.window.showInformationMessage(message, ...actions);
  },
  error(message) {
    void vscode.window.showErrorMessage(message);
  },
};
