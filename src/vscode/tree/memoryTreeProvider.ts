// The Memory view: one node per tier with its count, the learnings under it best-scored first.
import * as vscode from 'vscode';
import type { Entry, Tier } from '../../core/model';
import { TIERS } from '../../core/model';
import type { ExtensionServices } from '../services';
import { entryTreeItem } from './entryPresentation';

const TIER_LABEL: Record<Tier, string> = { HOT: 'HOT', WARM: 'WARM', COLD: 'COLD', staging: 'Staging', promoted: 'Promoted', archived: 'Archived' };
const TIER_ICON: Record<Tier, string> = { HOT: 'flame', WARM: 'circle-large-filled', COLD: 'circle-large-outline', staging: 'beaker', promoted: 'verified', archived: 'archive' };
/** A tier with thousands of learnings stays responsive: the rest are one click away in Search. */
const MAX_CHILDREN = 500;

export type MemoryNode = { type: 'tier'; tier: Tier } | { type: 'entry'; id: string; ready: boolean } | { type: 'more'; tier: Tier; hidden: number };

export class MemoryTreeProvider implements vscode.TreeDataProvider<MemoryNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<MemoryNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private byTier = new Map<Tier, Entry[]>();
  private ready = new Set<string>();
  private stale = true;
  private filterText = '';

  constructor(private readonly services: () => ExtensionServices) {}

  /** Called on every store change: nodes keep their ids, so expansion and selection survive. */
  refresh(): void {
    this.stale = true;
    this.changed.fire(undefined);
  }

  /** Shows only learnings whose title, id or file contains `text` (any case); '' shows all. */
  setFilter(text: string): void {
    this.filterText = text.trim().toLowerCase();
    this.refresh();
  }

  get filter(): string {
    return this.filterText;
  }

  private matches(e: Entry): boolean {
    const f = this.filterText;
    return !f || [e.title, e.id, e.file].some((s) => s?.toLowerCase().includes(f));
  }

  private rebuild(): void {
    if (!this.stale) return;
    const s = this.services();
    const byTier = new Map<Tier, Entry[]>(TIERS.map((t) => [t, []]));
    const scores = new Map<string, number>();
    for (const e of s.store.entries()) {
      if (e.kind === 'log' || !this.matches(e)) continue; // promotion-log lines are history, not memory
      byTier.get(e.tier)?.push(e);
      scores.set(e.id, s.scoreOf(e).composite);
    }
    for (const list of byTier.values()) list.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || a.file.localeCompare(b.file) || a.line - b.line);
    this.ready = new Set(s.assess().filter((a) => a.action === 'PROMOTE').map((a) => a.id));
    this.byTier = byTier;
    this.stale = false;
  }

  count(tier: Tier): number {
    this.rebuild();
    return this.byTier.get(tier)?.length ?? 0;
  }

  getChildren(node?: MemoryNode): MemoryNode[] {
    this.rebuild();
    if (!node) {
      const total = [...this.byTier.values()].reduce((n, l) => n + l.length, 0);
      if (total === 0) return [];
      // Filtered, tiers without a match are left out; unfiltered, every tier shows (with its count).
      return TIERS.filter((tier) => !this.filterText || this.count(tier) > 0).map((tier) => ({ type: 'tier', tier }));
    }
    if (node.type !== 'tier') return [];
    const list = this.byTier.get(node.tier) ?? [];
    const shown: MemoryNode[] = list.slice(0, MAX_CHILDREN).map((e) => ({ type: 'entry', id: e.id, ready: this.ready.has(e.id) }));
    if (list.length > MAX_CHILDREN) shown.push({ type: 'more', tier: node.tier, hidden: list.length - MAX_CHILDREN });
    return shown;
  }

  getTreeItem(node: MemoryNode): vscode.TreeItem {
    if (node.type === 'tier') {
      const n = this.count(node.tier);
      const item = new vscode.TreeItem(`${TIER_LABEL[node.tier]} (${n})`, n === 0 ? vscode.TreeItemCollapsibleState.None : vscode.TreeItemCollapsibleState.Collapsed);
      item.id = `tier/${node.tier}`;
      item.iconPath = new vscode.ThemeIcon(TIER_ICON[node.tier]);
      item.contextValue = `tier:${node.tier}`;
      return item;
    }
    if (node.type === 'more') {
      const item = new vscode.TreeItem(`… ${node.hidden} more (use Search Learnings)`);
      item.id = `more/${node.tier}`;
      item.command = { command: 'learnings.search', title: 'Search Learnings' };
      return item;
    }
    const e = this.services().store.getEntry(node.id);
    if (!e) return new vscode.TreeItem('(removed)');
    return entryTreeItem(e, this.services(), 'memory', node.ready);
  }

  getParent(node: MemoryNode): MemoryNode | undefined {
    if (node.type === 'tier') return undefined;
    if (node.type === 'more') return { type: 'tier', tier: node.tier };
    const e = this.services().store.getEntry(node.id);
    return e ? { type: 'tier', tier: e.tier } : undefined;
  }

  dispose(): void {
    this.changed.dispose();
  }
}
