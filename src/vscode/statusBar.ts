// Status bar: how many learnings are ready to promote; a click opens the dashboard.
import * as vscode from 'vscode';
import { COMMANDS } from './commands/ids';

export class ReadyStatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('learnings.ready', vscode.StatusBarAlignment.Left, 50);

  constructor() {
    this.item.name = 'Learnings ready to promote';
    this.item.command = COMMANDS.openDashboard;
  }

  update(ready: number, total: number): void {
    if (total === 0) {
      this.item.hide();
      return;
    }
    this.item.text = `$(mortar-board) ${ready} ready`;
    this.item.tooltip = `${ready} learning${ready === 1 ? ' is' : 's are'} ready to promote (of ${total}). Click to open the Learnings dashboard.`;
    this.item.backgroundColor = ready > 0 ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    this.item.show();
  }

  get text(): string {
    return this.item.text;
  }

  dispose(): void {
    this.item.dispose();
  }
}
