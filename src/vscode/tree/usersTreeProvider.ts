// The Users view (shown when per-user folders exist): one node per user with their learnings and
// profile, and the global patterns promoted from them. The store already refuses other users' files
// when it runs for one user; here every user the store can read is listed.
import * as vscode from 'vscode';
import type { Entry } from '../../core/model';
import type { ExtensionServices } from '../services';
import { entryTreeItem } from './entryPresentation';

export type UsersNode = { type: 'user'; user: string } | { type: 'global' } | { type: 'entry'; id: string; group: string };

function isGlobal(e: Entry): boolean {
  return e.file.startsWith('.learnings/_global/');
}

export class UsersTreeProvider implements vscode.TreeDataProvider<UsersNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<UsersNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;

  constructor(private readonly services: () => ExtensionServices) {}

  refresh(): void {
    this.changed.fire(undefined);
  }

  users(): Map<string, Entry[]> {
    const byUser = new Map<string, Entry[]>();
    for (const e of this.services().store.entries()) {
      if (!e.user) continue;
      const list = byUser.get(e.user) ?? [];
      list.push(e);
      byUser.set(e.user, list);
    }
    return new Map([...byUser].sort(([a], [b]) => a.localeCompare(b)));
  }

  private globals(): Entry[] {
    return this.services().store.entries().filter((e) => isGlobal(e) && e.kind !== 'log');
  }

  getChildren(node?: UsersNode): UsersNode[] {
    if (!node) {
      const users = [...this.users().keys()].map((user): UsersNode => ({ type: 'user', user }));
      return users.length || this.globals().length ? [{ type: 'global' }, ...users] : [];
    }
    if (node.type === 'global') return this.globals().map((e) => ({ type: 'entry', id: e.id, group: 'global' }));
    if (node.type === 'user') {
      const list = (this.users().get(node.user) ?? []).slice();
      // The profile first, then learnings and errors in file order.
      list.sort((a, b) => Number(b.kind === 'profile') - Number(a.kind === 'profile') || a.file.localeCompare(b.file) || a.line - b.line);
      return list.map((e) => ({ type: 'entry', id: e.id, group: `user/${node.user}` }));
    }
    return [];
  }

  getTreeItem(node: UsersNode): vscode.TreeItem {
    if (node.type === 'global') {
      const item = new vscode.TreeItem(`Global patterns (${this.globals().length})`, vscode.TreeItemCollapsibleState.Collapsed);
      item.id = 'users/global';
      item.iconPath = new vscode.ThemeIcon('globe');
      return item;
    }
    if (node.type === 'user') {
      const list = this.users().get(node.user) ?? [];
      const item = new vscode.TreeItem(node.user, vscode.TreeItemCollapsibleState.Collapsed);
      item.id = `users/${node.user}`;
      item.description = `${list.filter((e) => e.kind !== 'profile').length} learnings${list.some((e) => e.kind === 'profile') ? ' · profile' : ''}`;
      item.iconPath = new vscode.ThemeIcon('account');
      return item;
    }
    const e = this.services().store.getEntry(node.id);
    return e ? entryTreeItem(e, this.services(), node.group) : new vscode.TreeItem('(removed)');
  }

  dispose(): void {
    this.changed.dispose();
  }
}
