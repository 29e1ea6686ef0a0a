// The Attention view: what a person should look at — ready to promote, conflicts, quarantined
// learnings and files that could not be read cleanly.
import * as vscode from 'vscode';
import { join } from 'node:path';
import type { Diagnostic } from '../../core/model';
import { isQuarantined } from '../../core/assess';
import type { ExtensionServices } from '../services';
import { COMMANDS } from '../commands/ids';
import { entryTreeItem } from './entryPresentation';

type Group = 'ready' | 'conflicts' | 'quarantined' | 'problems';
export type AttentionNode =
  | { type: 'group'; group: Group }
  | { type: 'entry'; id: string; group: Group }
  | { type: 'conflict'; index: number }
  | { type: 'problem'; index: number };

const GROUP_LABEL: Record<Group, [string, string]> = {
  ready: ['Ready to promote', 'arrow-circle-up'],
  conflicts: ['Conflicts', 'git-compare'],
  quarantined: ['Quarantined', 'shield'],
  problems: ['Parse problems', 'warning'],
};

export class AttentionTreeProvider implements vscode.TreeDataProvider<AttentionNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<AttentionNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;

  constructor(private readonly services: () => ExtensionServices) {}

  refresh(): void {
    this.changed.fire(undefined);
  }

  readyIds(): string[] {
    return this.services().assess().filter((a) => a.action === 'PROMOTE').map((a) => a.id);
  }
  private quarantinedIds(): string[] {
    return this.services().store.entries().filter(isQuarantined).map((e) => e.id);
  }
  private problems(): Diagnostic[] {
    // What needs a person: warnings and errors. Notes (a file with no entries yet, the memory's topic index)
    // are in the Problems panel as information, not here.
    return this.services().store.diagnostics().filter((d) => d.severity !== 'info');
  }

  private size(group: Group): number {
    if (group === 'ready') return this.readyIds().length;
    if (group === 'conflicts') return this.services().conflicts().length;
    if (group === 'quarantined') return this.quarantinedIds().length;
    return this.problems().length;
  }

  getChildren(node?: AttentionNode): AttentionNode[] {
    if (!node) return (['ready', 'conflicts', 'quarantined', 'problems'] as Group[]).filter((g) => this.size(g) > 0).map((group) => ({ type: 'group', group }));
    if (node.type !== 'group') return [];
    switch (node.group) {
      case 'ready':
        return this.readyIds().map((id) => ({ type: 'entry', id, group: 'ready' }));
      case 'quarantined':
        return this.quarantinedIds().map((id) => ({ type: 'entry', id, group: 'quarantined' }));
      case 'conflicts':
        return this.services().conflicts().map((_, index) => ({ type: 'conflict', index }));
      case 'problems':
        return this.problems().map((_, index) => ({ type: 'problem', index }));
    }
  }

  getTreeItem(node: AttentionNode): vscode.TreeItem {
    if (node.type === 'group') {
      const [label, icon] = GROUP_LABEL[node.group];
      const item = new vscode.TreeItem(`${label} (${this.size(node.group)})`, vscode.TreeItemCollapsibleState.Expanded);
      item.id = `attention/${node.group}`;
      item.iconPath = new vscode.ThemeIcon(icon);
      item.contextValue = `attention:${node.group}`;
      return item;
    }
    if (node.type === 'entry') {
      const e = this.services().store.getEntry(node.id);
      return e ? entryTreeItem(e, this.services(), `attention/${node.group}`, node.group === 'ready') : new vscode.TreeItem('(removed)');
    }
    if (node.type === 'conflict') {
      const c = this.services().conflicts()[node.index];
      const item = new vscode.TreeItem(c?.title ?? '(resolved)');
      item.id = `attention/conflict/${c?.ids.join('+') ?? node.index}`;
      item.description = c?.reason;
      item.tooltip = c ? `${c.reason}\n${c.ids.join('\n')}` : undefined;
      item.iconPath = new vscode.ThemeIcon('git-compare');
      if (c?.ids[0]) item.command = { command: COMMANDS.openEntry, title: 'Open Learning', arguments: [c.ids[0]] };
      return item;
    }
    const d = this.problems()[node.index];
    const item = new vscode.TreeItem(d?.message ?? '(fixed)');
    item.id = `attention/problem/${d ? `${d.root}/${d.file}:${d.line}:${d.message}` : node.index}`;
    item.description = d ? `${d.file}:${d.line}` : undefined;
    item.iconPath = new vscode.ThemeIcon(d?.severity === 'error' ? 'error' : 'warning');
    item.contextValue = 'file:problem';
    if (d?.root) item.command = { command: COMMANDS.openEntry, title: 'Open', arguments: [{ root: d.root, file: d.file, line: d.line }] };
    item.resourceUri = d?.root ? vscode.Uri.file(join(d.root, d.file)) : undefined;
    return item;
  }

  dispose(): void {
    this.changed.dispose();
  }
}
