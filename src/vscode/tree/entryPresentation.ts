// How one learning looks wherever the extension lists it: title, score badge, codicon, tooltip.
import * as vscode from 'vscode';
import { join } from 'node:path';
import type { Entry, EntryKind } from '../../core/model';
import { citation } from '../../core/model';
import type { ExtensionServices, ScoreView } from '../services';
import { COMMANDS } from '../commands/ids';

const KIND_ICON: Record<EntryKind, string> = {
  learning: 'lightbulb',
  error: 'bug',
  feature: 'sparkle',
  pattern: 'symbol-structure',
  correction: 'edit',
  'follow-up': 'tasklist',
  profile: 'account',
  rule: 'law',
  knowledge: 'book',
  discarded: 'trash',
  failure: 'warning',
  log: 'history',
};

export function kindIcon(kind: EntryKind): vscode.ThemeIcon {
  return new vscode.ThemeIcon(KIND_ICON[kind] ?? 'note');
}

export function entryPath(e: Pick<Entry, 'root' | 'file'>): string {
  return join(e.root, e.file);
}

export function shorten(text: string, max: number): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/** The composite means something only for a learning waiting to be promoted. */
export function hasPromotionScore(e: Pick<Entry, 'tier'>): boolean {
  return e.tier === 'staging';
}

function bar(value: number): string {
  const filled = Math.round(Math.max(0, Math.min(1, value)) * 10);
  return '█'.repeat(filled) + '░'.repeat(10 - filled);
}

export function entryTooltip(e: Entry, scores: ScoreView, signals: Record<string, number> | undefined): vscode.MarkdownString {
  const md = new vscode.MarkdownString(undefined, true);
  md.appendMarkdown('**');
  md.appendText(shorten(e.title, 120));
  md.appendMarkdown('**\n\n');
  md.appendText([...new Set([e.kind, e.tier, e.status?.toLowerCase()])].concat(e.user ? [`user ${e.user}`] : []).filter(Boolean).join(' · '));
  // Only staged learnings are scored for promotion: a HOT rule's "composite" would mean nothing.
  if (hasPromotionScore(e)) md.appendMarkdown('\n\n| score | value | |\n|---|---:|---|\n');
  for (const axis of hasPromotionScore(e) ? (['recurrence', 'freshness', 'specificity', 'impact', 'composite'] as const) : []) {
    const v = scores[axis];
    md.appendMarkdown(`| ${axis === 'composite' ? '**composite**' : axis} | ${v.toFixed(2)} | \`${bar(v)}\` |\n`);
  }
  if (signals) {
    md.appendMarkdown('\n**A-MAC signals**: ');
    md.appendText(Object.entries(signals).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(' · '));
    md.appendMarkdown('\n');
  }
  md.appendMarkdown('\n$(file) ');
  md.appendText(citation(e));
  if (e.relatedFiles.length || e.functions.length) {
    md.appendMarkdown('\n\n$(references) ');
    md.appendText([...e.relatedFiles, ...e.functions.map((f) => `${f.replace(/\(\)$/, '')}()`)].slice(0, 6).join(', '));
  }
  return md;
}

export const TREE_LABEL_MAX = 22;

/** A tree row for an entry. `idPrefix` keeps ids unique per group and stable across refreshes (selection survives). */
export function entryTreeItem(e: Entry, services: ExtensionServices, idPrefix: string, ready = false): vscode.TreeItem {
  const scores = services.scoreOf(e);
  // Short enough that the score (the description) stays visible at the default sidebar width; the full title is in the tooltip.
  const item = new vscode.TreeItem(shorten(e.title || e.id, TREE_LABEL_MAX), vscode.TreeItemCollapsibleState.None);
  item.id = `${idPrefix}/${e.id}`;
  const score = hasPromotionScore(e) ? `${scores.composite.toFixed(2)}${ready ? ' ↑' : ''}` : undefined;
  item.description = score ?? e.status?.toLowerCase() ?? '';
  item.iconPath = kindIcon(e.kind);
  item.tooltip = entryTooltip(e, scores, services.admissionSignals(e));
  item.contextValue = `entry:${e.tier}${ready ? ':ready' : ''}`;
  item.resourceUri = undefined;
  item.command = { command: COMMANDS.openEntry, title: 'Open Learning', arguments: [e.id] };
  item.accessibilityInformation = { label: `${e.title}, ${e.kind}, ${e.tier}${score ? `, score ${score}` : ''}, ${citation(e)}` };
  return item;
}

/** Opens the entry's file with the cursor on its first line. */
export async function openEntrySource(e: Pick<Entry, 'root' | 'file' | 'line'>): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(entryPath(e)));
  const pos = new vscode.Position(Math.max(0, e.line - 1), 0);
  return vscode.window.showTextDocument(doc, { selection: new vscode.Range(pos, pos), preview: true });
}
